#include "shashki/rules/perft.hpp"

#include "generator.hpp"

#include <algorithm>

namespace shashki::rules {

namespace {

constexpr int max_depth = 64;

// Unique counting: one entry per Move; routes to the same Move are dropped as they come.
struct UniqueSink {
  static constexpr bool collapse_straight = true;
  std::vector<Move>* moves;
  void operator()(const detail::CaptureState& st) const {
    const Move m = detail::move_of(st);
    // Straight-on routes are collapsed by the generator; what remains are loops, clockwise and
    // anticlockwise round the same pieces, which take at least four.
    if (st.length >= 4 && std::find(moves->begin(), moves->end(), m) != moves->end()) return;
    moves->push_back(m);
  }
};

// Paths counting: with straight-on routes collapsed, every route the generator emits is a
// distinct order of captured pieces, so each one counts.
struct PathSink {
  static constexpr bool collapse_straight = true;
  std::vector<Move>* moves;
  void operator()(const detail::CaptureState& st) const { moves->push_back(detail::move_of(st)); }
};

class Walker {
 public:
  explicit Walker(PerftCounting counting) : m_counting(counting), m_stack(max_depth) {
    for (auto& v : m_stack) v.reserve(64);
  }

  // The children of p, into the list of this ply; true when they are captures.
  std::vector<Move>& children(const Position& p, int ply) {
    std::vector<Move>& moves = m_stack[static_cast<std::size_t>(ply)];
    moves.clear();
    bool captures = false;
    if (m_counting == PerftCounting::unique) {
      UniqueSink sink{&moves};
      captures = detail::generate_captures(p, sink);
    } else {
      PathSink sink{&moves};
      captures = detail::generate_captures(p, sink);
    }
    if (!captures) {
      detail::generate_quiet(p, [&moves](int from, int to, bool promotes) {
        moves.push_back(Move{0, Square(from), Square(to), promotes});
      });
    }
    return moves;
  }

  std::uint64_t count(const Position& p, int depth, int ply) {
    if (depth == 0) return 1;
    if (depth == 1) {
      // Bulk counting: the last ply's moves are counted, not played.
      std::vector<Move>& moves = m_stack[static_cast<std::size_t>(ply)];
      moves.clear();
      if (m_counting == PerftCounting::unique) {
        UniqueSink sink{&moves};
        if (!detail::generate_captures(p, sink)) return detail::count_quiet(p);
      } else {
        PathSink sink{&moves};
        if (!detail::generate_captures(p, sink)) return detail::count_quiet(p);
      }
      return moves.size();
    }
    std::uint64_t total = 0;
    const std::vector<Move>& moves = children(p, ply);
    for (std::size_t i = 0; i < moves.size(); ++i) total += count(p.succ(moves[i]), depth - 1, ply + 1);
    return total;
  }

 private:
  PerftCounting m_counting;
  std::vector<std::vector<Move>> m_stack;
};

}  // namespace

std::uint64_t perft(const Position& position, int depth, PerftCounting counting) {
  if (depth <= 0) return 1;
  Walker walker(counting);
  return walker.count(position, std::min(depth, max_depth - 1), 0);
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(const Position& position, int depth,
                                                         PerftCounting counting) {
  std::vector<std::pair<Move, std::uint64_t>> result;
  if (depth <= 0) return result;
  Walker walker(counting);
  const std::vector<Move> roots = walker.children(position, 0);
  for (const Move& m : roots) {
    result.emplace_back(m, walker.count(position.succ(m), std::min(depth, max_depth - 1) - 1, 1));
  }
  return result;
}

}  // namespace shashki::rules
