#pragma once

#include "shashki/rules/move.hpp"
#include "shashki/rules/position.hpp"

#include <vector>

namespace shashki::rules {

/// The legal moves of the side to move, each Move once however many routes make it. When a
/// capture exists only captures are legal (6.1.5.3), any of them (6.1.5.14). Sorted.
[[nodiscard]] std::vector<Move> legal_moves(const Position& position);

/// Every legal route: each landing square of a king counted, so several routes may make one
/// Move. For notation (6.1.6.2) and rulings, not for counting.
[[nodiscard]] std::vector<Route> legal_routes(const Position& position);

/// Whether the side to move has a capture, which is then compulsory (6.1.5.3).
[[nodiscard]] bool has_capture(const Position& position);

}  // namespace shashki::rules
