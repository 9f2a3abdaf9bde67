#include "shashki/rules/game_record.hpp"

#include "shashki/rules/movegen.hpp"

#include <algorithm>
#include <cassert>

namespace shashki::rules {

void GameRecord::play(const Move& move) {
#ifndef NDEBUG
  const auto legal = legal_moves(current());
  assert(std::find(legal.begin(), legal.end(), move) != legal.end());
#endif
  m_positions.push_back(current().succ(move));
  m_moves.push_back(move);
}

int GameRecord::moves_made(Color side, int ply) const {
  const bool first = start().side_to_move() == side;
  // The side to move at the start made plies 1, 3, 5, ...
  return first ? (ply + 1) / 2 : ply / 2;
}

int GameRecord::occurrences(int ply) const {
  const Position& p = position(ply);
  int n = 0;
  // A capture or a man's move can never be undone, so the walk back stops at the last one.
  for (int i = ply; i >= 0; --i) {
    if (position(i) == p) ++n;
    if (i > 0 && (move(i).is_capture() || (position(i - 1).kings() & move(i).from.bit()) == 0)) break;
  }
  return n;
}

}  // namespace shashki::rules
