#pragma once
// The result a fallen flag proposes to the judge.

#include "shashki/clock/side.hpp"
#include "shashki/tournament/game_result.hpp"

#include <optional>

namespace shashki::tournament {

/// What the side whose flag did not fall has on the board.
struct FlagOpponent {
  int men = 0;
  int kings = 0;
  bool can_win = true;  ///< it has enough material to win at all (6.1.8: a lone king cannot)
};

/// The result proposed for a fallen flag, seen from the game's White, and whether the judge must
/// look at the position before confirming it.
struct FlagFallRuling {
  GameResult result = GameResult::draw;
  bool judge_must_decide = false;
};

/// 6.1.9: a player's time runs "until the end of the game", so a fallen flag loses: the opponent's
/// win is proposed. 6.1.10.5: the judge determines the lawfulness of the result when the position
/// says otherwise, so against an opponent with a bare king, or one that cannot win on material,
/// a draw is proposed and the judge decides. `opponent` is none when no move was recorded: the win
/// is proposed and the judge checks on the board.
[[nodiscard]] FlagFallRuling flag_fall_ruling(clock::Side flagged,
                                              const std::optional<FlagOpponent>& opponent);

}  // namespace shashki::tournament
