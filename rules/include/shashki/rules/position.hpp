#pragma once

#include "shashki/rules/move.hpp"
#include "shashki/rules/square.hpp"

#include <optional>

namespace shashki::rules {

/// The two sides; White moves first (6.1.4.1).
enum class Color { white, black };

/// The other side.
[[nodiscard]] constexpr Color opponent(Color c) {
  return c == Color::white ? Color::black : Color::white;
}

/// What stands on a square.
enum class Piece { white_man, white_king, black_man, black_king };

/// A position: the pieces and the side to move. A small immutable value; a move makes a new one
/// (succ), so a game is a chain of positions and repetition is a comparison.
class Position {
 public:
  /// The empty board, White to move.
  constexpr Position() = default;
  /// The position from bitboards; sets must be disjoint and on dark squares (asserted).
  Position(Bitboard white, Bitboard black, Bitboard kings, Color side);
  /// The initial position of 6.1.3.1 / 6.1.6.2, White to move.
  static Position initial();

  /// White's pieces, men and kings.
  [[nodiscard]] Bitboard white() const { return m_white; }
  /// Black's pieces, men and kings.
  [[nodiscard]] Bitboard black() const { return m_black; }
  /// The kings of both sides.
  [[nodiscard]] Bitboard kings() const { return m_kings; }
  /// The men of both sides.
  [[nodiscard]] Bitboard men() const { return (m_white | m_black) & ~m_kings; }
  /// Every occupied square.
  [[nodiscard]] Bitboard occupied() const { return m_white | m_black; }
  /// The pieces of one side.
  [[nodiscard]] Bitboard pieces(Color c) const { return c == Color::white ? m_white : m_black; }
  /// Whose move it is.
  [[nodiscard]] Color side_to_move() const { return m_side; }
  /// The piece on a square, if any.
  [[nodiscard]] std::optional<Piece> piece_at(Square s) const;

  /// The position after `move`, which must be legal here (not checked: use legal_moves).
  [[nodiscard]] Position succ(const Move& move) const;
  /// The same pieces with the other side to move.
  [[nodiscard]] Position with_side(Color side) const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  Bitboard m_white = 0;
  Bitboard m_black = 0;
  Bitboard m_kings = 0;
  Color m_side = Color::white;
};

/// Colour of a piece.
[[nodiscard]] constexpr Color color_of(Piece p) {
  return p == Piece::white_man || p == Piece::white_king ? Color::white : Color::black;
}
/// Whether a piece is a king.
[[nodiscard]] constexpr bool is_king(Piece p) {
  return p == Piece::white_king || p == Piece::black_king;
}

}  // namespace shashki::rules
