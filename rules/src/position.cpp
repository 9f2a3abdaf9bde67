#include "shashki/rules/position.hpp"

#include <cassert>

namespace shashki::rules {

Move Route::move() const {
  Move m;
  m.from = from;
  m.to = landings.empty() ? from : landings.back();
  for (const Square s : captures) m.captured |= s.bit();
  m.promotes = promotes;
  return m;
}

Position::Position(Bitboard white, Bitboard black, Bitboard kings, Color side)
    : m_white(white), m_black(black), m_kings(kings), m_side(side) {
  assert((white & black) == 0);
  assert(((white | black) & ~dark_squares) == 0);
  assert((kings & ~(white | black)) == 0);
}

Position Position::initial() {
  // 6.1.3.1, 6.1.6.2: each side on the dark squares of its first three rows.
  constexpr Bitboard low3 = 0x0000000000FFFFFFULL;
  constexpr Bitboard high3 = 0xFFFFFF0000000000ULL;
  return Position(low3 & dark_squares, high3 & dark_squares, 0, Color::white);
}

std::optional<Piece> Position::piece_at(Square s) const {
  const Bitboard b = s.bit();
  const bool king = (m_kings & b) != 0;
  if (m_white & b) return king ? Piece::white_king : Piece::white_man;
  if (m_black & b) return king ? Piece::black_king : Piece::black_man;
  return std::nullopt;
}

Position Position::succ(const Move& move) const {
  Position next = *this;
  const Bitboard from = move.from.bit();
  const Bitboard to = move.to.bit();
  Bitboard& us = m_side == Color::white ? next.m_white : next.m_black;
  Bitboard& them = m_side == Color::white ? next.m_black : next.m_white;
  // The origin can equal the destination when a king's capture returns home (6.1.5.9).
  us = (us & ~from) | to;
  them &= ~move.captured;
  const bool king = (m_kings & from) != 0 || move.promotes;
  next.m_kings &= ~(from | move.captured);
  if (king) next.m_kings |= to;
  next.m_side = opponent(m_side);
  return next;
}

Position Position::with_side(Color side) const {
  Position p = *this;
  p.m_side = side;
  return p;
}

}  // namespace shashki::rules
