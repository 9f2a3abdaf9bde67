#include "shashki/app/officials.hpp"

#include "service_support.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/db/official_repository.hpp"

namespace shashki::app {

tournament::Panel appoint_official(Session& session, tournament::EventId event,
                                   tournament::Official official) {
  const auto tournament = load_tournament(session, event);
  auto panel = accepted(tournament::appoint_official(tournament, std::move(official)), ExitCode::input);
  return accepted(db::OfficialRepository(session.database())
                      .store(event, std::move(panel), "official.appoint", session.stamp()),
                  ExitCode::input);
}

tournament::Panel dismiss_official(Session& session, tournament::EventId event, tournament::OfficialRole role,
                                   const std::string& name) {
  const auto tournament = load_tournament(session, event);
  auto panel = accepted(tournament::dismiss_official(tournament, role, name), ExitCode::input);
  return accepted(db::OfficialRepository(session.database())
                      .store(event, std::move(panel), "official.dismiss", session.stamp()),
                  ExitCode::input);
}

}  // namespace shashki::app
