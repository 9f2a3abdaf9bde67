#include "shashki/rules/movegen.hpp"

#include "generator.hpp"

#include <algorithm>

namespace shashki::rules {

namespace {

struct MoveSink {
  static constexpr bool collapse_straight = true;
  std::vector<Move>* moves;
  void operator()(const detail::CaptureState& st) const {
    const Move m = detail::move_of(st);
    if (std::find(moves->begin(), moves->end(), m) == moves->end()) moves->push_back(m);
  }
};

// Every landing square of a king is kept: a judge may name any of them (6.1.6.2, 6.1.5.10).
struct RouteSink {
  static constexpr bool collapse_straight = false;
  std::vector<Route>* routes;
  void operator()(const detail::CaptureState& st) const {
    Route r;
    r.from = Square(st.from);
    for (int i = 0; i < st.length; ++i) {
      r.landings.emplace_back(st.landing[static_cast<std::size_t>(i)]);
      r.captures.emplace_back(st.taken[static_cast<std::size_t>(i)]);
    }
    r.promotes = st.promoted;
    routes->push_back(std::move(r));
  }
};

}  // namespace

std::vector<Move> legal_moves(const Position& position) {
  std::vector<Move> moves;
  MoveSink sink{&moves};
  if (!detail::generate_captures(position, sink)) {
    detail::generate_quiet(position, [&moves](int from, int to, bool promotes) {
      moves.push_back(Move{0, Square(from), Square(to), promotes});
    });
  }
  std::sort(moves.begin(), moves.end());
  return moves;
}

std::vector<Route> legal_routes(const Position& position) {
  std::vector<Route> routes;
  RouteSink sink{&routes};
  if (!detail::generate_captures(position, sink)) {
    detail::generate_quiet(position, [&routes](int from, int to, bool promotes) {
      routes.push_back(Route{Square(from), {Square(to)}, {}, promotes});
    });
  }
  return routes;
}

bool has_capture(const Position& position) {
  const Color side = position.side_to_move();
  const Bitboard free = ~position.occupied() & dark_squares;
  const Bitboard them = position.pieces(opponent(side));
  if (detail::men_that_capture(position.pieces(side) & ~position.kings(), them, free) != 0) return true;
  detail::CaptureState st;
  st.them = them;
  for (Bitboard kings = position.pieces(side) & position.kings(); kings; kings &= kings - 1) {
    const int s = __builtin_ctzll(kings);
    st.empty = free | detail::bit(s);
    if (detail::king_can_capture(st, s, 0, detail::all_directions)) return true;
  }
  return false;
}

}  // namespace shashki::rules
