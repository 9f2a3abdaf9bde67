#pragma once

#include "shashki/format/read_error.hpp"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::format {

/// One field of a CSV file with where it starts, for messages that name line and column.
struct CsvField {
  std::string text;
  int line = 0;    ///< 1-based line of the field's first character
  int column = 0;  ///< 1-based column in characters (UTF-8 code points), not bytes
};

/// A CSV file as rows of fields (RFC 4180: quotes, doubled quotes, line breaks inside quotes).
/// The separator is a comma, or a semicolon when the first line has semicolons and no comma (as
/// Russian spreadsheets write). A UTF-8 byte-order mark is skipped and blank lines are ignored.
/// Text that is not UTF-8 or an unclosed quote is refused with its line and column.
using CsvRows = std::vector<std::vector<CsvField>>;
std::variant<CsvRows, ReadError> read_csv(std::string_view text);

}  // namespace shashki::format
