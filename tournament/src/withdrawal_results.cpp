#include "shashki/tournament/withdrawal_results.hpp"

namespace shashki::tournament {

WithdrawnSides withdrawn_on_board(const Tournament& t, const Board& board, int round) {
  if (board.is_bye()) return {};
  const auto out = [&](std::optional<PlayerId> id) -> const Player* {
    const auto* player = id ? t.player(*id) : nullptr;
    return player != nullptr && player->withdrawn_by(round) ? player : nullptr;
  };
  return {out(board.white), out(board.black)};
}

std::vector<WithdrawalForfeit> withdrawal_forfeits(const Tournament& t, const Board& board, int round) {
  const auto sides = withdrawn_on_board(t, board, round);
  if (sides.first() == nullptr) return {};
  std::vector<WithdrawalForfeit> forfeits;
  for (int game = 1; game <= static_cast<int>(board.games.size()); ++game) {
    if (board.games[static_cast<std::size_t>(game - 1)]) continue;  // a result entered stands
    forfeits.push_back({game, board.forfeit_result(game, sides.white != nullptr, sides.black != nullptr)});
  }
  return forfeits;
}

Checked<bool> check_played_result(const Tournament& t, const Board& board, int round) {
  const auto* out = withdrawn_on_board(t, board, round).first();
  if (out == nullptr) return true;
  return Checked<bool>::failure(
      Message(N_("{name} (No. {number}) has withdrawn from round {round}: the games of this board "
                 "are forfeited. To enter another result, give the reason for the correction; "
                 "nothing was changed"))
          .with("name", out->name)
          .with("number", out->number)
          .with("round", out->withdrawn_from.value_or(round))
          .about("correct"));
}

}  // namespace shashki::tournament
