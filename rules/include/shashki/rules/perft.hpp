#pragma once

#include "shashki/rules/move.hpp"
#include "shashki/rules/position.hpp"

#include <cstdint>
#include <utility>
#include <vector>

namespace shashki::rules {

/// How captures are counted (see the header of tests/data/rules/perft_startpos.csv).
enum class PerftCounting {
  unique,  ///< a move is (from, to, captured set, promotion): the project's count
  paths,   ///< every distinct capture route (order of captured pieces), the "canonical" column
};

/// Number of leaves of the move tree `depth` plies below `position`.
[[nodiscard]] std::uint64_t perft(const Position& position, int depth,
                                  PerftCounting counting = PerftCounting::unique);

/// The leaf count below each root move (routes kept apart in paths mode), in move order.
[[nodiscard]] std::vector<std::pair<Move, std::uint64_t>> perft_divide(
    const Position& position, int depth, PerftCounting counting = PerftCounting::unique);

}  // namespace shashki::rules
