#pragma once
// A perfect index of the positions of one material class (side to move = White): white men on
// their 28 squares (not rank 8, where a man would be a king, 6.1.4.4), black men on the squares of
// ranks 2-8 not taken by white men, then white kings and black kings on the squares left. Each
// group is numbered in the combinatorial number system, so every index is a position and back.

#include "board32.hpp"
#include "shashki/endgame/material.hpp"

#include <cstdint>
#include <vector>

namespace shashki::endgame::detail {

class ClassIndex {
 public:
  explicit ClassIndex(const Material& material);

  /// Number of positions.
  [[nodiscard]] std::uint64_t size() const { return m_size; }
  /// The index of a board of this class.
  [[nodiscard]] std::uint64_t index(const Board& board) const;
  /// The board of an index < size().
  [[nodiscard]] Board board(std::uint64_t index) const;

 private:
  Material m_material;
  std::vector<std::uint64_t> m_men_offset;  // by white-men combination: first men index
  std::uint64_t m_kings = 0;                // king placements per men placement
  std::uint64_t m_black_kings = 0;          // black-king placements per white-king placement
  std::uint64_t m_size = 0;
};

}  // namespace shashki::endgame::detail
