#pragma once

#include "shashki/rules/position.hpp"

#include <optional>
#include <string>

namespace shashki::app {

/// One side's material in a position.
struct SideMaterial {
  int men = 0;
  int kings = 0;
  bool on_big_road = false;  ///< has a piece on the big road a1-h8 (6.1.8.3, 6.1.8.5)
  /// Whether this side can still win, judged on material only: not with no piece, nor with a
  /// lone king against a side that has a king. The judge looks at the position itself.
  bool can_win = true;
  [[nodiscard]] int pieces() const { return men + kings; }
};

/// The facts of a position a judge is shown with a flag fall, an appeal or a draw claim.
struct PositionFacts {
  std::string fen;
  rules::Color to_move = rules::Color::white;
  SideMaterial white;
  SideMaterial black;
  std::optional<rules::Color> bare_king;  ///< a side with one king and nothing else

  [[nodiscard]] const SideMaterial& of(rules::Color side) const {
    return side == rules::Color::white ? white : black;
  }
};

/// The facts of `position`.
[[nodiscard]] PositionFacts position_facts(const rules::Position& position);

}  // namespace shashki::app
