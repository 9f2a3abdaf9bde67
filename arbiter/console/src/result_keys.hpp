#pragma once

#include "shashki/tournament/game_result.hpp"

#include <array>
#include <optional>

namespace shashki::console {

/// A key of the round grid and the result it enters.
struct ResultKey {
  char key = 0;
  tournament::GameResult result = tournament::GameResult::draw;
};

/// The result keys, the same in every scoring so that a judge who moves from a 1-0.5-0 event to
/// a 2-1-0 one never enters a draw for a White win: `1` White won, `=` draw, `0` Black won, `+`
/// White wins by forfeit, `-` Black wins by forfeit. The points each result gives are the
/// scoring's business (display_text_ui's result_text shows them).
inline constexpr std::array<ResultKey, 5> result_keys{{{'1', tournament::GameResult::white_wins},
                                                       {'=', tournament::GameResult::draw},
                                                       {'0', tournament::GameResult::black_wins},
                                                       {'+', tournament::GameResult::white_forfeit},
                                                       {'-', tournament::GameResult::black_forfeit}}};

/// The result `key` enters; none when it is not a result key (`2` is not one: in 2-1-0 it once
/// meant a White win, and a judge's old habit must not enter anything).
[[nodiscard]] std::optional<tournament::GameResult> result_for_key(int key);

}  // namespace shashki::console
