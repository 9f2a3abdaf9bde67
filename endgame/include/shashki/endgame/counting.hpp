#pragma once

#include "shashki/endgame/tablebase.hpp"
#include "shashki/rules/draw_rules.hpp"
#include "shashki/rules/game_record.hpp"

#include <optional>
#include <string>
#include <vector>

namespace shashki::endgame {

/// One endgame count of 6.1.8.3-6.1.8.8 (or 6.1.10.4) met along the databases' best line.
struct CountOnLine {
  rules::DrawCount count;      ///< as the rules core keeps it, at the position (moves so far)
  bool ends_the_game = false;  ///< this count draws the game before the line ends by 6.1.7
};

/// What the counting rules make of the databases' value: the best line is played on after the
/// game so far and the rules core's draw rules (rules::review_game) walk it.
struct CountingVerdict {
  Value value;                            ///< the pure value for the side to move
  Result with_counts = Result::draw;      ///< the result the line reaches under the counting rules
  std::optional<rules::Verdict> verdict;  ///< the rule that ends the line (6.1.7, a count, repetition)
  int end_ply = 0;                        ///< the ply of the record (game so far + line) where it ends
  std::vector<CountOnLine> counts;        ///< counts running at the position or starting along the line
};

/// The counting rules on top of the databases for the position at the end of `game`, whose
/// history says when the balance of forces was set. None when the position is outside the
/// databases. The line is the databases' best line: the winner's quickest, which the counting
/// rules may still cut short (a quicker line for the count is not sought).
[[nodiscard]] std::optional<CountingVerdict> apply_counting_rules(const Tablebase& tablebase,
                                                                  const rules::GameRecord& game,
                                                                  const rules::GameConditions& conditions);

}  // namespace shashki::endgame
