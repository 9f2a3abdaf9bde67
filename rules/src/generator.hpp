#pragma once
// The move generator's engine room, shared by movegen.cpp and perft.cpp. Templates over a sink
// so that perft counts without building Route objects and notation gets every route.

#include "shashki/rules/position.hpp"

#include <array>
#include <cstdint>

namespace shashki::rules::detail {

inline constexpr int direction_count = 4;
inline constexpr int no_square = -1;

// next_square[s][d]: the diagonal neighbour of bit index s in direction d (ne, nw, se, sw).
struct NeighbourTable {
  std::array<std::array<std::int8_t, direction_count>, 64> next{};
  constexpr NeighbourTable() {
    constexpr int df[direction_count] = {1, -1, 1, -1};
    constexpr int dr[direction_count] = {1, 1, -1, -1};
    for (int s = 0; s < 64; ++s) {
      for (int d = 0; d < direction_count; ++d) {
        const int f = (s & 7) + df[d];
        const int r = (s >> 3) + dr[d];
        next[s][d] = static_cast<std::int8_t>(f < 0 || f > 7 || r < 0 || r > 7 ? no_square : r * 8 + f);
      }
    }
  }
};
inline constexpr NeighbourTable neighbours{};

[[nodiscard]] constexpr int next_square(int s, int d) {
  return neighbours.next[s][d];
}
[[nodiscard]] constexpr bool has(Bitboard b, int s) {
  return ((b >> s) & 1U) != 0;
}
[[nodiscard]] constexpr Bitboard bit(int s) {
  return Bitboard{1} << s;
}
[[nodiscard]] constexpr int opposite(int d) {
  return 3 - d;
}  // ne<->sw, nw<->se

inline constexpr Bitboard file_a = 0x0101010101010101ULL;
inline constexpr Bitboard file_h = 0x8080808080808080ULL;

// Whole-board shifts by direction, dropping what leaves the board.
[[nodiscard]] constexpr Bitboard shift(Bitboard b, int d) {
  switch (d) {
    case 0:
      return (b << 9) & ~file_a;
    case 1:
      return (b << 7) & ~file_h;
    case 2:
      return (b >> 7) & ~file_a;
    default:
      return (b >> 9) & ~file_h;
  }
}

// The state of one capture in progress. Captured pieces stay on the board until the move ends
// (6.1.5.7, 6.1.5.12): they are in `them` and not in `empty`, so they block, and `captured`
// forbids jumping any of them twice (6.1.5.9, the Turkish strike of 6.1.5.17).
struct CaptureState {
  Bitboard them = 0;      // the opponent's pieces, captured ones included
  Bitboard empty = 0;     // free squares; the mover's origin counts as free (it has left it)
  Bitboard captured = 0;  // captured so far in this move
  Bitboard promotion_rank = 0;
  int from = 0;
  int length = 0;  // captures made so far
  bool promoted = false;
  std::array<std::uint8_t, 32> landing{};
  std::array<std::uint8_t, 32> taken{};
};

// Can a king standing on s capture in one of the directions of `dirs` (bit d for direction d)?
[[nodiscard]] inline bool king_can_capture(const CaptureState& st, int s, Bitboard captured, unsigned dirs) {
  for (int d = 0; d < direction_count; ++d) {
    if ((dirs & (1U << d)) == 0) continue;
    int t = next_square(s, d);
    while (t != no_square && has(st.empty, t)) t = next_square(t, d);
    if (t == no_square || !has(st.them, t) || has(captured, t)) continue;
    const int l = next_square(t, d);
    if (l != no_square && has(st.empty, l)) return true;
  }
  return false;
}

inline constexpr unsigned all_directions = 0xFU;
// The two directions across d. Going back along d would mean jumping the piece just taken,
// which 6.1.5.9 forbids, so after a capture only `d` and these are ever tried.
[[nodiscard]] constexpr unsigned across(int d) {
  return d == 0 || d == 3 ? 0x6U : 0x9U;
}

// A king's capture from s (6.1.5.2, 6.1.5.6) over the directions `dirs`. Emits each finished
// route to the sink. With Sink::collapse_straight, a king that carries straight on over the next
// piece is followed from the first landing square only: from the others it would make the same
// move by the same route (the "canonical" count of tests/data/rules/perft_startpos.csv).
template <class Sink>
void king_capture(CaptureState& st, int s, Sink& sink, unsigned dirs = all_directions) {
  bool any = false;
  for (int d = 0; d < direction_count; ++d) {
    if ((dirs & (1U << d)) == 0) continue;
    int t = next_square(s, d);
    while (t != no_square && has(st.empty, t)) t = next_square(t, d);
    // 6.1.5.3: only the opponent's pieces; 6.1.5.9: not one already captured.
    if (t == no_square || !has(st.them, t) || has(st.captured, t)) continue;
    const int first = next_square(t, d);
    if (first == no_square || !has(st.empty, first)) continue;
    any = true;
    const Bitboard before = st.captured;
    st.captured |= bit(t);
    st.taken[static_cast<std::size_t>(st.length)] = static_cast<std::uint8_t>(t);
    const unsigned onward = across(d) | (1U << d);
    // 6.1.5.6: if some landing square lets the capture go on, the king must take one of those.
    const bool straight = king_can_capture(st, first, st.captured, 1U << d);
    bool must_continue = straight;
    for (int l = first; !must_continue && l != no_square && has(st.empty, l); l = next_square(l, d)) {
      must_continue = king_can_capture(st, l, st.captured, across(d));
    }
    for (int l = first; l != no_square && has(st.empty, l); l = next_square(l, d)) {
      st.landing[static_cast<std::size_t>(st.length)] = static_cast<std::uint8_t>(l);
      ++st.length;
      if (!must_continue) {
        sink(st);
      } else if (Sink::collapse_straight && l != first) {
        if (king_can_capture(st, l, st.captured, across(d))) king_capture(st, l, sink, across(d));
      } else if (king_can_capture(st, l, st.captured, onward)) {
        king_capture(st, l, sink, onward);
      }
      --st.length;
    }
    st.captured = before;
  }
  if (!any && st.length > 0) sink(st);
}

// A man's capture from s (6.1.5.1, 6.1.5.3: forward and backward; 6.1.5.5: it goes on while it
// can; 6.1.5.15: reaching the last row it goes on as a king in the same move).
template <class Sink>
void man_capture(CaptureState& st, int s, Sink& sink) {
  // All four directions at once with whole-board shifts: fewer unpredictable branches than
  // walking the neighbour table, and most calls find nothing (the end of the capture).
  const Bitboard from = bit(s);
  const Bitboard targets = st.them & ~st.captured;
  Bitboard landing[direction_count];
  Bitboard any = 0;
  for (int d = 0; d < direction_count; ++d) {
    landing[d] = shift(shift(from, d) & targets, d) & st.empty;
    any |= landing[d];
  }
  if (any == 0) {
    if (st.length > 0) sink(st);
    return;
  }
  for (int d = 0; d < direction_count; ++d) {
    if (landing[d] == 0) continue;
    const int l = __builtin_ctzll(landing[d]);
    const int t = next_square(s, d);
    st.captured |= bit(t);
    st.taken[static_cast<std::size_t>(st.length)] = static_cast<std::uint8_t>(t);
    st.landing[static_cast<std::size_t>(st.length)] = static_cast<std::uint8_t>(l);
    ++st.length;
    if (has(st.promotion_rank, l)) {
      st.promoted = true;  // 6.1.5.15
      king_capture(st, l, sink);
      st.promoted = false;
    } else {
      man_capture(st, l, sink);
    }
    --st.length;
    st.captured &= ~bit(t);
  }
}

// The men of `us` that have a capture, by whole-board shifts.
[[nodiscard]] inline Bitboard men_that_capture(Bitboard men, Bitboard them, Bitboard empty) {
  Bitboard result = 0;
  for (int d = 0; d < direction_count; ++d) {
    result |= shift(shift(empty, opposite(d)) & them, opposite(d)) & men;
  }
  return result;
}

// Every capture of the side to move; returns false when there is none.
template <class Sink>
bool generate_captures(const Position& p, Sink& sink) {
  const Color side = p.side_to_move();
  const Bitboard us = p.pieces(side);
  CaptureState st;
  st.them = p.pieces(opponent(side));
  st.promotion_rank = side == Color::white ? rank_8 : rank_1;
  const Bitboard free = ~p.occupied() & dark_squares;
  bool any = false;
  for (Bitboard men = men_that_capture(us & ~p.kings(), st.them, free); men; men &= men - 1) {
    const int s = __builtin_ctzll(men);
    st.from = s;
    st.empty = free | bit(s);
    man_capture(st, s, sink);
    any = true;
  }
  for (Bitboard kings = us & p.kings(); kings; kings &= kings - 1) {
    const int s = __builtin_ctzll(kings);
    st.from = s;
    st.empty = free | bit(s);
    if (king_can_capture(st, s, 0, all_directions)) {
      king_capture(st, s, sink);
      any = true;
    }
  }
  return any;
}

// Every quiet move (6.1.4.3: a man one square forward; 6.1.4.5: a king any distance along a
// diagonal over free squares). fn(from, to, promotes).
template <class Fn>
void generate_quiet(const Position& p, Fn&& fn) {
  const Color side = p.side_to_move();
  const Bitboard us = p.pieces(side);
  const Bitboard free = ~p.occupied() & dark_squares;
  const Bitboard last = side == Color::white ? rank_8 : rank_1;
  const int first_dir = side == Color::white ? 0 : 2;
  for (int d = first_dir; d < first_dir + 2; ++d) {
    for (Bitboard to = shift(us & ~p.kings(), d) & free; to; to &= to - 1) {
      const int t = __builtin_ctzll(to);
      fn(next_square(t, opposite(d)), t, has(last, t));  // 6.1.4.4, 6.1.5.16: promotes and stops
    }
  }
  for (Bitboard kings = us & p.kings(); kings; kings &= kings - 1) {
    const int s = __builtin_ctzll(kings);
    for (int d = 0; d < direction_count; ++d) {
      for (int t = next_square(s, d); t != no_square && has(free, t); t = next_square(t, d)) fn(s, t, false);
    }
  }
}

// Number of quiet moves, without listing them (perft's last ply).
[[nodiscard]] inline std::uint64_t count_quiet(const Position& p) {
  const Color side = p.side_to_move();
  const Bitboard us = p.pieces(side);
  const Bitboard free = ~p.occupied() & dark_squares;
  const Bitboard men = us & ~p.kings();
  const int first_dir = side == Color::white ? 0 : 2;
  std::uint64_t n = static_cast<std::uint64_t>(count(shift(men, first_dir) & free)) +
                    static_cast<std::uint64_t>(count(shift(men, first_dir + 1) & free));
  for (Bitboard kings = us & p.kings(); kings; kings &= kings - 1) {
    const int s = __builtin_ctzll(kings);
    for (int d = 0; d < direction_count; ++d) {
      for (int t = next_square(s, d); t != no_square && has(free, t); t = next_square(t, d)) ++n;
    }
  }
  return n;
}

// The Move a finished capture makes.
[[nodiscard]] inline Move move_of(const CaptureState& st) {
  Move m;
  m.captured = st.captured;
  m.from = Square(st.from);
  m.to = Square(st.landing[static_cast<std::size_t>(st.length - 1)]);
  m.promotes = st.promoted;
  return m;
}

}  // namespace shashki::rules::detail
