#include "withdrawal_forfeits.hpp"

#include "service_support.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/db/round_repository.hpp"

#include <string>

namespace shashki::app {

const tournament::Player* withdrawn_on_board(const tournament::Tournament& t, const tournament::Board& board,
                                             int round) {
  for (const auto id : {std::optional(board.white), board.black}) {
    if (!id) continue;
    const auto* player = t.player(*id);
    if (player != nullptr && player->withdrawn_by(round)) return player;
  }
  return nullptr;
}

int enter_withdrawal_forfeits(Session& session, tournament::EventId event, int round) {
  const auto t = load_tournament(session, event);
  const auto* r = t.round(round);
  if (r == nullptr || !r->takes_results()) return 0;
  db::RoundRepository rounds(session.database());
  int entered = 0;
  for (const auto& board : r->boards) {
    if (board.is_bye()) continue;
    const auto* white = t.player(board.white);
    const auto* black = t.player(*board.black);
    const bool white_out = white != nullptr && white->withdrawn_by(round);
    const bool black_out = black != nullptr && black->withdrawn_by(round);
    if (!white_out && !black_out) continue;
    std::string reason;
    for (const auto* p : {white_out ? white : nullptr, black_out ? black : nullptr}) {
      if (p == nullptr) continue;
      reason += (reason.empty() ? "" : "; ") + std::string("No. ") + std::to_string(p->number) + " " +
                p->name + " withdrew from round " + std::to_string(*p->withdrawn_from);
    }
    reason += ": the game is forfeited";
    for (int game = 1; game <= static_cast<int>(board.games.size()); ++game) {
      if (board.games[static_cast<std::size_t>(game - 1)]) continue;  // a result entered stands
      accepted(rounds.set_result(event, round, board.number, game,
                                 board.forfeit_result(game, white_out, black_out), session.stamp(), reason));
      ++entered;
    }
  }
  return entered;
}

}  // namespace shashki::app
