#include "withdrawal_forfeits.hpp"

#include "service_support.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/db/round_repository.hpp"

#include <string>
#include <utility>

namespace shashki::app {

namespace {

// The board's White and Black when each has withdrawn by `round`, else nullptr for that side.
std::pair<const tournament::Player*, const tournament::Player*> withdrawn_sides(
    const tournament::Tournament& t, const tournament::Board& board, int round) {
  const auto out = [&](std::optional<tournament::PlayerId> id) -> const tournament::Player* {
    const auto* player = id ? t.player(*id) : nullptr;
    return player != nullptr && player->withdrawn_by(round) ? player : nullptr;
  };
  return {out(board.white), out(board.black)};
}

}  // namespace

const tournament::Player* withdrawn_on_board(const tournament::Tournament& t, const tournament::Board& board,
                                             int round) {
  const auto [white, black] = withdrawn_sides(t, board, round);
  return white != nullptr ? white : black;
}

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
    if (board.is_bye()) continue;
    const auto [white, black] = withdrawn_sides(t, board, round);
    const bool white_out = white != nullptr;
    const bool black_out = black != nullptr;
    if (!white_out && !black_out) continue;
    std::string reason;
    for (const auto* p : {white, black}) {
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
