#pragma once

#include "shashki/rules/position.hpp"

#include <string>
#include <vector>

namespace shashki::endgame {

/// A material class: how many men and kings each side has. The databases store positions with
/// White to move only; a position with Black to move is read from the class with the colours
/// swapped (the board turned round), so a class is always seen from the side to move.
struct Material {
  int white_men = 0;
  int white_kings = 0;
  int black_men = 0;
  int black_kings = 0;

  /// The material of a position, seen from the side to move ("white" = the side to move).
  [[nodiscard]] static Material of_side_to_move(const rules::Position& position);
  /// Pieces on the board.
  [[nodiscard]] int pieces() const { return white_men + white_kings + black_men + black_kings; }
  /// Men on the board: a class can only lead to classes with fewer men or fewer pieces.
  [[nodiscard]] int men() const { return white_men + black_men; }
  /// The same class with the colours swapped.
  [[nodiscard]] Material flipped() const { return {black_men, black_kings, white_men, white_kings}; }
  /// Four digits, white men, white kings, black men, black kings: "1102". Also the file name.
  [[nodiscard]] std::string name() const;
  /// "1 man + 1 king v 2 kings", for people.
  [[nodiscard]] std::string describe() const;

  friend bool operator==(const Material&, const Material&) = default;
  friend auto operator<=>(const Material&, const Material&) = default;
};

/// Every class with 2..max_pieces pieces and at least one piece a side, in build order: fewer
/// pieces first, then fewer men, so that every class a capture or a promotion leads to comes first.
[[nodiscard]] std::vector<Material> classes_up_to(int max_pieces);

}  // namespace shashki::endgame
