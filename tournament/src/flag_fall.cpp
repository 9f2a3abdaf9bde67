#include "shashki/tournament/flag_fall.hpp"

namespace shashki::tournament {

FlagFallRuling flag_fall_ruling(clock::Side flagged, const std::optional<FlagOpponent>& opponent) {
  // 6.1.9: the time control holds until the end of the game; the flag loses it.
  FlagFallRuling ruling{flagged == clock::Side::white ? GameResult::black_wins : GameResult::white_wins,
                        false};
  if (!opponent) return ruling;
  // 6.1.10.5: a result the position does not bear out is the judge's to determine.
  const bool bare_king = opponent->kings == 1 && opponent->men == 0;
  if (bare_king || !opponent->can_win) ruling = FlagFallRuling{GameResult::draw, true};
  return ruling;
}

}  // namespace shashki::tournament
