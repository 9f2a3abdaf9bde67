#pragma once

#include "shashki/app/session.hpp"
#include "shashki/tournament/event.hpp"

#include <vector>

namespace shashki::app {

/// An event with what the arbiter sees of its progress.
struct EventOverview {
  tournament::Event event;
  int current_round = 0;  ///< the last round drafted or played, 0 before the first
  int players = 0;
};

/// Use cases on events: create, edit, list, show.
class EventService {
 public:
  explicit EventService(Session& session) : m_session(session) {}

  /// Creates the event; Error(input) naming the field when its settings do not hold together.
  /// The opening table is checked first (settle_opening_table): an unknown name or a malformed
  /// CSV is refused, nothing written; a CSV file's text is stored with the event.
  tournament::Event create(tournament::Event event);
  /// Changes the settings of event `id` to `changed` (its id is ignored) in one action
  /// ("event.edit"); returns the event as stored. Until the event is over (its last round
  /// locked) the name, dates, venue, arbiters, discipline, time control, tie-breaks and rule
  /// edition may change. What pairings and scores rest on (system, micro-match, scoring scale,
  /// match scoring, opening table, and the number of rounds of a round robin or knockout) is
  /// fixed once round 1 has been paired; a Swiss may change its number of rounds but never to
  /// fewer than it has paired (docs/workflows.md). A refusal is Error(refused), settings that do
  /// not hold together Error(input); nothing is written then, nor when nothing changes.
  tournament::Event edit(tournament::EventId id, tournament::Event changed);
  /// Every event of the database, oldest first.
  [[nodiscard]] std::vector<tournament::Event> list();
  /// One event with its progress; Error(input) when it does not exist.
  [[nodiscard]] EventOverview show(tournament::EventId id);

 private:
  Session& m_session;
};

}  // namespace shashki::app
