#pragma once

#include "shashki/format/read_error.hpp"
#include "shashki/tournament/rank_norms.hpp"

#include <string>
#include <string_view>
#include <variant>

namespace shashki::format {

/// Reads a sports-rank norm table from its CSV (docs/norms.md): a header naming the columns
/// `kind`, `key`, `column` and `value`, then one row a fact: `edition,NAME,,`,
/// `coefficient,TITLE_CODE,,N` (`none` for no rank), `percent,TARGET_CODE,C,P` (a cell not given
/// is a `-`) and `limit,participants|games,,N`. Limits not given keep the shipped ones. The table
/// is checked as one to be used (tournament::check_norm_table); the first problem is returned
/// with its place.
std::variant<tournament::NormTable, ReadError> read_norm_table(std::string_view text);

/// The table as that CSV, in a fixed order, so that reading it back gives the same table.
std::string write_norm_table(const tournament::NormTable& table);

}  // namespace shashki::format
