#pragma once

#include "shashki/app/session.hpp"
#include "shashki/clock/regulation.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/official.hpp"
#include "shashki/tournament/team.hpp"

#include <optional>
#include <string>
#include <vector>

namespace shashki::app {

/// An event with what the arbiter sees of its progress.
struct EventOverview {
  tournament::Event event;
  int current_round = 0;  ///< the last round drafted or played, 0 before the first
  int players = 0;
  /// The control lies outside its discipline's bounds: the regulations set it, as the judge
  /// confirmed when it was entered (6.1.9.4).
  bool regulations_differ = false;
  /// The judges' panel as the documents print it (tournament::event_officials).
  std::vector<tournament::Official> officials = {};
};

/// What 6.1.9 says of an event's time control as the judge enters it, so that the command line
/// and the console ask the same question. A control that cannot be read is Error(input) naming
/// --control. Returns the question to put to the judge when the control lies outside the bounds
/// of its discipline (6.1.9.1 classical, 6.1.9.2 rapid, 6.1.9.3 lightning), which the event's
/// regulations may set (6.1.9.4); nullopt when it lies within them or no control is given.
[[nodiscard]] std::optional<std::string> control_question(const tournament::Event& event);

/// Use cases on events: create, edit, list, show.
class EventService {
 public:
  explicit EventService(Session& session) : m_session(session) {}

  /// Creates the event; Error(input) naming the field when its settings do not hold together.
  /// The opening table is checked first (settle_opening_table): an unknown name or a malformed
  /// CSV is refused, nothing written; a CSV file's text is stored with the event. The time
  /// control is checked as control_question() does: one outside its discipline's bounds is
  /// Error(refused) unless `exception` confirms that the regulations set it (6.1.9.4); the
  /// audit row records the confirmation ("regulations_differ"). Every tie-break must be a code
  /// the standings compute (any letter case; stored as the code), else Error(input) naming it.
  tournament::Event create(tournament::Event event,
                           clock::RegulationException exception = clock::RegulationException::not_confirmed);
  /// Changes the settings of event `id` to `changed` (its id is ignored) in one action
  /// ("event.edit"); returns the event as stored. Until the event is over (its last round
  /// locked) the name, dates, venue, arbiters, discipline, time control, tie-breaks and rule
  /// edition may change. What pairings and scores rest on (system, micro-match, scoring scale,
  /// match scoring, opening table, and the number of rounds of a round robin or knockout) is
  /// fixed once round 1 has been paired; a Swiss may change its number of rounds but never to
  /// fewer than it has paired (docs/workflows.md). A refusal is Error(refused), settings that do
  /// not hold together Error(input); nothing is written then, nor when nothing changes. A new
  /// time control or discipline is checked as create() checks it, with `exception`; settings
  /// that keep both are not asked again.
  /// Tie-breaks (and their C.07 edition) are codes the standings know, checked as create()
  /// checks them; once round 1 is published they change only with the judge's `reason`, kept in
  /// the audit row, else Error(refused).
  /// Changes a team event's ranking: its tie-breaks and which of match and game points is
  /// primary (C.04.6 1.2, C.07 11.1), when given; one action ("event.edit"), with `reason`
  /// once a match has been played (tournament::check_team_ranking_edit). Returns the team event
  /// as stored. Error(input) for an individual event.
  tournament::TeamEvent edit_team_ranking(tournament::EventId id,
                                          std::optional<std::vector<tournament::TeamTiebreak>> tiebreaks,
                                          std::optional<tournament::PrimaryScore> primary,
                                          const std::string& reason);
  tournament::Event edit(tournament::EventId id, tournament::Event changed,
                         clock::RegulationException exception = clock::RegulationException::not_confirmed,
                         const std::string& reason = {});
  /// A team event corrected from one form: its ranking settings as `ranking` has them (its
  /// tie-breaks and primary score, stored as edit_team_ranking does with `ranking_reason` when
  /// they change) and its event settings (edit, with `reason`), in one transaction: both or
  /// neither.
  tournament::Event edit_team_event(tournament::EventId id, tournament::Event changed,
                                    const tournament::TeamEvent& ranking,
                                    clock::RegulationException exception, const std::string& reason,
                                    const std::string& ranking_reason);
  /// Every event of the database, oldest first.
  [[nodiscard]] std::vector<tournament::Event> list();
  /// One event with its progress; Error(input) when it does not exist.
  [[nodiscard]] EventOverview show(tournament::EventId id);

 private:
  Session& m_session;
};

}  // namespace shashki::app
