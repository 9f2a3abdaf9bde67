#pragma once

#include "shashki/rules/square.hpp"

#include <compare>
#include <vector>

namespace shashki::rules {

/// A move as the rules see it: (from, to, set of captured squares, promotion). Two capture
/// routes that agree on all four are one move (6.1.5.14 gives the choice between moves, not
/// between routes to the same result).
struct Move {
  Bitboard captured = 0;  ///< squares of the opponent's pieces removed at the end (6.1.5.12)
  Square from{0};         ///< where the moving piece starts
  Square to{0};           ///< where it ends
  bool promotes = false;  ///< a man becomes a king with this move (6.1.4.4, 6.1.5.15)

  /// Whether the move takes anything.
  [[nodiscard]] bool is_capture() const { return captured != 0; }
  friend bool operator==(const Move&, const Move&) = default;
  friend auto operator<=>(const Move&, const Move&) = default;
};

/// One way of playing a capture: every landing square and every captured square in the order
/// of play. Several routes may make the same Move; notation needs them to name the squares
/// where the direction changes (6.1.6.2).
struct Route {
  Square from{0};                ///< where the piece starts
  std::vector<Square> landings;  ///< landing square after each capture (or the one square of a quiet move)
  std::vector<Square> captures;  ///< captured squares, in the order captured (empty for a quiet move)
  bool promotes = false;         ///< the piece ends as a new king

  /// The move this route makes.
  [[nodiscard]] Move move() const;
};

}  // namespace shashki::rules
