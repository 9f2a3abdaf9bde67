#include "shashki/app/load_tournament.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/db/event_repository.hpp"

namespace shashki::app {

tournament::Tournament load_tournament(Session& session, tournament::EventId event) {
  auto loaded = db::EventRepository(session.database()).load(event);
  if (!loaded) {
    throw Error(ExitCode::input, Message(N_("there is no event {event} in {file}"))
                                     .with("event", static_cast<long long>(event.value))
                                     .with("file", session.database_path().string())
                                     .about("event"));
  }
  return std::move(*loaded);
}

}  // namespace shashki::app
