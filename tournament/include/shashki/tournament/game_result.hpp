#pragma once

#include "shashki/tournament/checked.hpp"

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// The result of one game, seen from the White of that game (in a micro-match the second game's
/// White is the board's Black). Forfeits are results that were not played over the board.
enum class GameResult {
  white_wins,      ///< "1-0" (2-0 in 2-1-0 notation); 6.1.7
  draw,            ///< "=" (1/2-1/2, 1-1); 6.1.8
  black_wins,      ///< "0-1" (0-2)
  white_forfeit,   ///< "+/-": White wins by forfeit, Black did not play
  black_forfeit,   ///< "-/+": Black wins by forfeit
  double_forfeit,  ///< "-/-": neither played; both lose
};

/// Stable code: "1-0", "=", "0-1", "+/-", "-/+", "-/-".
[[nodiscard]] std::string_view code(GameResult result);
/// The result with that exact code, if any.
[[nodiscard]] std::optional<GameResult> game_result_from_code(std::string_view text);
/// True for results decided without play (+/-, -/+, -/-).
[[nodiscard]] bool is_forfeit(GameResult result);
/// The same game seen from the other colour (1-0 becomes 0-1, +/- becomes -/+).
[[nodiscard]] GameResult reversed(GameResult result);

}  // namespace shashki::tournament
