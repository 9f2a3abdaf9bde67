#include "shashki/app/prizes.hpp"

#include "service_support.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/db/prize_repository.hpp"

namespace shashki::app {

tournament::Prize add_prize(Session& session, tournament::EventId event, tournament::Prize prize) {
  const auto tournament = load_tournament(session, event);
  auto checked = accepted(tournament::check_prize(std::move(prize), tournament), ExitCode::input);
  return accepted(db::PrizeRepository(session.database()).add(event, std::move(checked), session.stamp()),
                  ExitCode::input);
}

tournament::Prize remove_prize(Session& session, tournament::EventId event, int number) {
  return accepted(db::PrizeRepository(session.database()).remove(event, number, session.stamp()),
                  ExitCode::input);
}

std::vector<tournament::PrizeAward> event_prizes(const tournament::Tournament& tournament, int after_round) {
  const tournament::PrizeOptions options{tournament.event.prize_money == tournament::PrizeMoney::shared};
  return tournament::allocate_prizes(tournament, event_standings(tournament, after_round), tournament.prizes,
                                     options);
}

}  // namespace shashki::app
