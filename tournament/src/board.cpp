#include "shashki/tournament/board.hpp"

#include <algorithm>
#include <cassert>

namespace shashki::tournament {

Board Board::pairing(int number, PlayerId white, PlayerId black, int games) {
  assert(games >= 1 && white != black);
  Board board;
  board.number = number;
  board.white = white;
  board.black = black;
  board.games.resize(static_cast<std::size_t>(games));
  return board;
}

Board Board::bye_for(int number, PlayerId player, ByeKind kind) {
  Board board;
  board.number = number;
  board.white = player;
  board.bye = kind;
  return board;
}

bool Board::is_complete() const {
  return is_bye() || std::all_of(games.begin(), games.end(), [](const auto& g) { return g.has_value(); });
}

PlayerId Board::white_of_game(int game) const {
  assert(!is_bye() && game >= 1);
  return game % 2 == 1 ? white : *black;
}

std::optional<GameResult> Board::result_for_first(int game) const {
  assert(game >= 1 && game <= static_cast<int>(games.size()));
  const auto& result = games[static_cast<std::size_t>(game - 1)];
  if (!result) return std::nullopt;
  return white_of_game(game) == white ? *result : reversed(*result);
}

GameResult Board::forfeit_result(int game, bool white_out, bool black_out) const {
  assert(white_out || black_out);
  if (white_out && black_out) return GameResult::double_forfeit;
  // Seen from the board's White, then turned to the game's White (game 2 swaps colours).
  const GameResult first = white_out ? GameResult::black_forfeit : GameResult::white_forfeit;
  return white_of_game(game) == white ? first : reversed(first);
}

}  // namespace shashki::tournament
