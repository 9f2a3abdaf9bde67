#include "class_index.hpp"

#include <algorithm>
#include <array>
#include <cassert>

namespace shashki::endgame::detail {

namespace {

constexpr Set32 white_men_squares = 0x0FFFFFFFU;  // ranks 1-7
constexpr Set32 black_men_squares = 0xFFFFFFF0U;  // ranks 2-8

struct Binomials {
  std::array<std::array<std::uint64_t, 8>, 33> c{};
  constexpr Binomials() {
    for (int n = 0; n <= 32; ++n) {
      c[static_cast<std::size_t>(n)][0] = 1;
      for (int k = 1; k < 8; ++k) {
        c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)] =
            n == 0 ? 0
                   : c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k - 1)] +
                         c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k)];
      }
    }
  }
};
constexpr Binomials binomials{};

constexpr std::uint64_t choose(int n, int k) {
  return n < 0 || k < 0 ? 0 : binomials.c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

// Colex rank of the members of `set` counted by their rank within `among`.
std::uint64_t rank_within(Set32 set, Set32 among) {
  std::uint64_t r = 0;
  int i = 1;
  for (; set != 0; set &= set - 1, ++i) {
    const Set32 below = (set & -set) - 1;
    r += choose(__builtin_popcount(among & below), i);
  }
  return r;
}

// The set of `k` members of `among` whose colex rank is r.
Set32 unrank_within(std::uint64_t r, int k, Set32 among) {
  std::array<int, 32> squares{};
  int n = 0;
  for (Set32 a = among; a != 0; a &= a - 1) squares[static_cast<std::size_t>(n++)] = __builtin_ctz(a);
  Set32 set = 0;
  int c = n - 1;
  for (int i = k; i >= 1; --i) {
    while (choose(c, i) > r) --c;
    r -= choose(c, i);
    set |= Set32{1} << squares[static_cast<std::size_t>(c)];
    --c;
  }
  return set;
}

}  // namespace

ClassIndex::ClassIndex(const Material& material) : m_material(material) {
  const std::uint64_t white_combos = choose(28, material.white_men);
  m_men_offset.resize(white_combos + 1);
  std::uint64_t offset = 0;
  for (std::uint64_t i = 0; i < white_combos; ++i) {
    m_men_offset[i] = offset;
    const Set32 wm = unrank_within(i, material.white_men, white_men_squares);
    offset += choose(__builtin_popcount(black_men_squares & ~wm), material.black_men);
  }
  m_men_offset[white_combos] = offset;
  const int free = 32 - material.white_men - material.black_men;
  m_black_kings = choose(free - material.white_kings, material.black_kings);
  m_kings = choose(free, material.white_kings) * m_black_kings;
  m_size = offset * m_kings;
}

std::uint64_t ClassIndex::index(const Board& b) const {
  const std::uint64_t iw = rank_within(b.white_men, white_men_squares);
  const std::uint64_t ib = rank_within(b.black_men, black_men_squares & ~b.white_men);
  const Set32 free = ~(b.white_men | b.black_men);
  const std::uint64_t iwk = rank_within(b.white_kings, free);
  const std::uint64_t ibk = rank_within(b.black_kings, free & ~b.white_kings);
  return (m_men_offset[iw] + ib) * m_kings + iwk * m_black_kings + ibk;
}

Board ClassIndex::board(std::uint64_t index) const {
  assert(index < m_size);
  const std::uint64_t men = index / m_kings;
  const std::uint64_t kings = index % m_kings;
  const auto it = std::upper_bound(m_men_offset.begin(), m_men_offset.end(), men) - 1;
  Board b;
  b.white_men = unrank_within(static_cast<std::uint64_t>(it - m_men_offset.begin()), m_material.white_men,
                              white_men_squares);
  b.black_men = unrank_within(men - *it, m_material.black_men, black_men_squares & ~b.white_men);
  const Set32 free = ~(b.white_men | b.black_men);
  b.white_kings = unrank_within(kings / m_black_kings, m_material.white_kings, free);
  b.black_kings = unrank_within(kings % m_black_kings, m_material.black_kings, free & ~b.white_kings);
  return b;
}

}  // namespace shashki::endgame::detail
