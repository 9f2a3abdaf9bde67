#pragma once
// The databases' own view of a board: the 32 dark squares as bits of a 32-bit word (k = 4 * rank
// + file / 2, so a1 = 0, h8 = 31) and the side to move always seen as White. Turning the board
// round (a1 <-> h8) maps k to 31 - k and swaps the colours; the rules are symmetric under it.

#include "shashki/rules/position.hpp"

#include <array>
#include <cstdint>

namespace shashki::endgame::detail {

using Set32 = std::uint32_t;

/// The pieces, White being the side to move.
struct Board {
  Set32 white_men = 0;
  Set32 white_kings = 0;
  Set32 black_men = 0;
  Set32 black_kings = 0;

  [[nodiscard]] Set32 occupied() const { return white_men | white_kings | black_men | black_kings; }
  friend bool operator==(const Board&, const Board&) = default;
};

/// Bit index (8 * rank + file) of dark square k.
[[nodiscard]] constexpr int bit_of(int k) {
  const int r = k >> 2;
  return r * 8 + ((k & 3) << 1) + (r & 1);
}

[[nodiscard]] inline Set32 compress(rules::Bitboard b) {
  Set32 s = 0;
  for (; b != 0; b &= b - 1) {
    const int i = __builtin_ctzll(b);
    s |= Set32{1} << ((i >> 3) * 4 + ((i & 7) >> 1));
  }
  return s;
}

[[nodiscard]] inline rules::Bitboard expand(Set32 s) {
  rules::Bitboard b = 0;
  for (; s != 0; s &= s - 1) b |= rules::Bitboard{1} << bit_of(__builtin_ctz(s));
  return b;
}

[[nodiscard]] constexpr Set32 reverse(Set32 x) {
  x = ((x >> 1) & 0x55555555U) | ((x & 0x55555555U) << 1);
  x = ((x >> 2) & 0x33333333U) | ((x & 0x33333333U) << 2);
  x = ((x >> 4) & 0x0F0F0F0FU) | ((x & 0x0F0F0F0FU) << 4);
  x = ((x >> 8) & 0x00FF00FFU) | ((x & 0x00FF00FFU) << 8);
  return (x >> 16) | (x << 16);
}

/// The board turned round with the colours swapped: the other side's view.
[[nodiscard]] constexpr Board flip(const Board& b) {
  return {reverse(b.black_men), reverse(b.black_kings), reverse(b.white_men), reverse(b.white_kings)};
}

/// A position seen from its side to move.
[[nodiscard]] inline Board canonical(const rules::Position& p) {
  const Set32 white = compress(p.white());
  const Set32 black = compress(p.black());
  const Set32 kings = compress(p.kings());
  const Board b{white & ~kings, white & kings, black & ~kings, black & kings};
  return p.side_to_move() == rules::Color::white ? b : flip(b);
}

/// The position of a board with `side` to move, the board's White being that side's pieces as
/// given (no turning round).
[[nodiscard]] inline rules::Position position_of(const Board& b, rules::Color side = rules::Color::white) {
  return rules::Position(expand(b.white_men | b.white_kings), expand(b.black_men | b.black_kings),
                         expand(b.white_kings | b.black_kings), side);
}

/// The square of dark square k in 32-square numbering after one step in direction d (0 ne,
/// 1 nw, 2 se, 3 sw), or -1 off the board.
struct Steps32 {
  std::array<std::array<std::int8_t, 4>, 32> next{};
  constexpr Steps32() {
    constexpr int df[4] = {1, -1, 1, -1};
    constexpr int dr[4] = {1, 1, -1, -1};
    for (int k = 0; k < 32; ++k) {
      const int i = bit_of(k);
      for (int d = 0; d < 4; ++d) {
        const int f = (i & 7) + df[d];
        const int r = (i >> 3) + dr[d];
        next[static_cast<std::size_t>(k)][static_cast<std::size_t>(d)] =
            static_cast<std::int8_t>(f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 4 + f / 2);
      }
    }
  }
};
inline constexpr Steps32 steps32{};

[[nodiscard]] constexpr int step(int k, int d) {
  return steps32.next[static_cast<std::size_t>(k)][static_cast<std::size_t>(d)];
}

}  // namespace shashki::endgame::detail
