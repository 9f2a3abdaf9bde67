#pragma once

#include "shashki/format/read_error.hpp"
#include "shashki/pairing/ballot.hpp"

#include <string>
#include <string_view>
#include <variant>

namespace shashki::format {

/// A malformed opening table: where and what.
using OpeningTableError = ReadError;

/// Reads an opening ballot table named `name` from a CSV with a header row naming at least `code`
/// and `fen` (also `category`, `moves`, `short`); quoted fields as in RFC 4180. Codes must be
/// unique and FENs valid (valid_numeric_fen); the first problem is returned with its place.
std::variant<pairing::OpeningTable, OpeningTableError> read_opening_table(std::string_view text,
                                                                          std::string name);

/// Whether `fen` is a numeric PDN FEN of Russian draughts: "W:W21,22,K23:B1-12" (side to move,
/// then each side's squares 1-32, 'K' for a king, ranges allowed, no square twice).
bool valid_numeric_fen(std::string_view fen);

}  // namespace shashki::format
