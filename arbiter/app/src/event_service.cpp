#include "shashki/app/event_service.hpp"

#include "service_support.hpp"

namespace shashki::app {

tournament::Event EventService::create(tournament::Event event) {
  return accepted(db::EventRepository(m_session.database()).create(std::move(event), m_session.stamp()),
                  ExitCode::input);
}

std::vector<tournament::Event> EventService::list() {
  return db::EventRepository(m_session.database()).list();
}

EventOverview EventService::show(tournament::EventId id) {
  require_event(m_session, id);
  const auto t = db::EventRepository(m_session.database()).load(id);
  return EventOverview{t->event, t->current_round(), static_cast<int>(t->players.size())};
}

}  // namespace shashki::app
