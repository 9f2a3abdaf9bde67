#pragma once

#include "shashki/rules/move.hpp"
#include "shashki/rules/parse_error.hpp"
#include "shashki/rules/position.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::rules {

/// A move as written on a score sheet (6.1.6.2), before it is matched against the position.
struct WrittenMove {
  std::optional<int> from_file;  ///< abbreviated form "cd4": only the file of the start square
  std::vector<Square> squares;   ///< the start (unless abbreviated), the turning squares, the end
  bool capture = false;          ///< written with ':' or 'x'
  bool numeric = false;          ///< written with numeric PDN squares
};

/// Reads "c3-d4", "c3:e5:g3", "c3xe5", "cd4", "b:d6", "22-18", "13x22" (trailing !? ignored).
[[nodiscard]] std::optional<WrittenMove> read_written_move(std::string_view text);

/// How a written move relates to the legal moves of a position.
struct MoveMatch {
  std::vector<Move> moves;  ///< the legal moves it can mean (one when all is well)
  bool partial = false;     ///< it is the start of a capture that goes on (step-by-step PDN tokens)
};

/// The legal moves a written move can mean. A route matches when it starts on the written start
/// square (or file), ends on the written end square and passes the written squares in between
/// in order; routes whose turning squares are exactly the written ones are preferred.
[[nodiscard]] MoveMatch match_written_move(const Position& position, const WrittenMove& written);

/// Parses a move and finds the one legal move it means; errors: not a move, no legal move,
/// ambiguous (6.1.6.2: then the squares where the direction changes must be written).
[[nodiscard]] Parsed<Move> parse_move(const Position& position, std::string_view text);

/// The notation of a legal move (6.1.6.2): "c3-d4", "c3:g3". The squares where the direction
/// changes are written for every capture of a piece that has two captures ending on the same
/// square (the three records of Figure 8); otherwise the shortest record.
[[nodiscard]] std::string format_move(const Position& position, const Move& move);

/// format_move for several moves of one position, sharing the work.
[[nodiscard]] std::vector<std::string> format_moves(const Position& position, const std::vector<Move>& moves);

/// The abbreviated form of the rulebook's example game (6.1.6.2): "cd4", "b:d6"; the full
/// form when the abbreviation would be ambiguous.
[[nodiscard]] std::string format_move_abbreviated(const Position& position, const Move& move);

/// The squares where a route changes direction, in order (not its start or end).
[[nodiscard]] std::vector<Square> turning_squares(const Route& route);

}  // namespace shashki::rules
