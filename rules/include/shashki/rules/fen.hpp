#pragma once

#include "shashki/rules/parse_error.hpp"
#include "shashki/rules/position.hpp"

#include <string>
#include <string_view>

namespace shashki::rules {

/// Reads a FEN: the side to move, then the pieces of each side.
///   W:Wa1,c3,Kd4:Bb8,Kh2      algebraic squares, K marks a king
///   W:W21,22,K23:B1-4         numeric PDN squares (1 = b8 ... 32 = g1), ranges allowed
/// The two piece lists may come in either order and may be empty ("B:W:Bb8"); a trailing '.'
/// and surrounding blanks or quotes are ignored. Errors give the column (line is 1).
[[nodiscard]] Parsed<Position> parse_fen(std::string_view text);

/// The algebraic FEN of a position, squares in board order (a1, c1, ..., h8).
[[nodiscard]] std::string to_fen(const Position& position);

}  // namespace shashki::rules
