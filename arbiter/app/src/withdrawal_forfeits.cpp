#include "withdrawal_forfeits.hpp"

#include "service_support.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/tournament/withdrawal_results.hpp"

#include <string>

namespace shashki::app {

int enter_withdrawal_forfeits(Session& session, tournament::EventId event, int round) {
  return enter_withdrawal_forfeits(session, load_tournament(session, event), round);
}

int enter_withdrawal_forfeits(Session& session, const tournament::Tournament& t, int round) {
  const auto event = t.event.id;
  const auto* r = t.round(round);
  if (r == nullptr || !r->takes_results()) return 0;
  db::RoundRepository rounds(session.database());
  int entered = 0;
  for (const auto& board : r->boards) {
    const auto forfeits = tournament::withdrawal_forfeits(t, board, round);
    if (forfeits.empty()) continue;
    const auto sides = tournament::withdrawn_on_board(t, board, round);
    std::string reason;
    for (const auto* p : {sides.white, sides.black}) {
      if (p == nullptr) continue;
      reason += (reason.empty() ? "" : "; ") + std::string("No. ") + std::to_string(p->number) + " " +
                p->name + " withdrew from round " + std::to_string(*p->withdrawn_from);
    }
    reason += ": the game is forfeited";
    for (const auto& forfeit : forfeits) {
      accepted(rounds.set_result(event, round, board.number, forfeit.game, forfeit.result, session.stamp(),
                                 reason));
      ++entered;
    }
  }
  return entered;
}

}  // namespace shashki::app
