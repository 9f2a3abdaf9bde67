#pragma once

#include "shashki/rules/move.hpp"
#include "shashki/rules/position.hpp"

#include <vector>

namespace shashki::rules {

/// A game as a chain of positions: the start, and after each ply the move and the new
/// position. Plies count half-moves from 1; ply 0 is the start position.
class GameRecord {
 public:
  /// A record starting at `start` (the initial position by default), with no moves.
  explicit GameRecord(Position start = Position::initial()) : m_positions{start} {}

  /// Appends a move, which must be legal in the current position (asserted in debug builds).
  void play(const Move& move);

  /// The position before the first move.
  [[nodiscard]] const Position& start() const { return m_positions.front(); }
  /// The position after the last move.
  [[nodiscard]] const Position& current() const { return m_positions.back(); }
  /// The position after `ply` plies (0 = the start).
  [[nodiscard]] const Position& position(int ply) const { return m_positions[static_cast<std::size_t>(ply)]; }
  /// The move of ply `ply` (1-based).
  [[nodiscard]] const Move& move(int ply) const { return m_moves[static_cast<std::size_t>(ply - 1)]; }
  /// Number of moves played (half-moves).
  [[nodiscard]] int plies() const { return static_cast<int>(m_moves.size()); }
  /// Which side made ply `ply` (1-based).
  [[nodiscard]] Color mover(int ply) const { return position(ply - 1).side_to_move(); }
  /// Number of moves `side` has made in plies 1..ply.
  [[nodiscard]] int moves_made(Color side, int ply) const;
  /// How often the position after `ply` has occurred so far (same pieces, same side to move),
  /// itself included: 3 means threefold repetition.
  [[nodiscard]] int occurrences(int ply) const;

 private:
  std::vector<Position> m_positions;
  std::vector<Move> m_moves;
};

}  // namespace shashki::rules
