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

/// Use cases on events: create, list, show.
class EventService {
 public:
  explicit EventService(Session& session) : m_session(session) {}

  /// Creates the event; Error(input) naming the field when its settings do not hold together.
  tournament::Event create(tournament::Event event);
  /// Every event of the database, oldest first.
  [[nodiscard]] std::vector<tournament::Event> list();
  /// One event with its progress; Error(input) when it does not exist.
  [[nodiscard]] EventOverview show(tournament::EventId id);

 private:
  Session& m_session;
};

}  // namespace shashki::app
