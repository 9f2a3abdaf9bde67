#include "service_support.hpp"

namespace shashki::app {

tournament::Event require_event(Session& session, tournament::EventId id) {
  auto event = db::EventRepository(session.database()).find(id);
  if (!event) {
    throw Error(ExitCode::input, "--event: there is no event " + std::to_string(id.value) +
                                     " in this database (see shashki event list)");
  }
  return *event;
}

}  // namespace shashki::app
