#include "shashki/tournament/round.hpp"

#include <algorithm>

namespace shashki::tournament {

bool can_change(RoundState from, RoundState to) {
  using enum RoundState;
  return (from == draft && to == published) || (from == published && to == complete) ||
         (from == complete && to == published) || (from == complete && to == locked);
}

const Board* Round::board(int board_number) const {
  const auto it =
      std::find_if(boards.begin(), boards.end(), [&](const Board& b) { return b.number == board_number; });
  return it == boards.end() ? nullptr : &*it;
}

bool Round::is_complete() const {
  return std::all_of(boards.begin(), boards.end(), [](const Board& b) { return b.is_complete(); });
}

}  // namespace shashki::tournament
