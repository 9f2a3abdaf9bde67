#include "shashki/app/pairing_bans.hpp"

#include "service_support.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/db/ban_repository.hpp"

namespace shashki::app {

tournament::PairingBan add_ban(Session& session, tournament::EventId event, tournament::PairingBan ban) {
  const auto tournament = load_tournament(session, event);
  auto checked = accepted(tournament::check_ban(ban, tournament), ExitCode::input);
  return accepted(db::BanRepository(session.database()).add(event, checked, session.stamp()),
                  ExitCode::input);
}

tournament::PairingBan remove_ban(Session& session, tournament::EventId event, int number) {
  return accepted(db::BanRepository(session.database()).remove(event, number, session.stamp()),
                  ExitCode::input);
}

}  // namespace shashki::app
