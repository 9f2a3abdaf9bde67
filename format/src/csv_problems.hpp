#pragma once
// The problems of a CSV file being read into the model, shared by the players', teams' and
// register's readers: every problem is counted, the first kept with where it is.

#include "shashki/format/csv.hpp"
#include "shashki/format/players_csv.hpp"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace shashki::format {

/// Collects every problem of a file; the first is kept with where it is, the rest are counted.
class CsvProblems {
 public:
  void add(const CsvField& at, const std::string& column, tournament::Message problem) {
    add(at.line, at.column, std::move(problem), column);
  }
  void add(int line, int column, tournament::Message problem, const std::string& column_name = {}) {
    if (m_count++ == 0)
      m_first = PlayersCsvError{ReadError{line, column, std::move(problem)}, column_name, 0};
  }
  [[nodiscard]] bool any() const { return m_count > 0; }
  [[nodiscard]] PlayersCsvError error() const {
    PlayersCsvError e = m_first;
    e.more = m_count - 1;
    return e;
  }

 private:
  PlayersCsvError m_first;
  int m_count = 0;
};

/// `text` without leading and trailing blanks and tabs.
inline std::string trimmed_field(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return std::string(text.substr(first, text.find_last_not_of(" \t") - first + 1));
}

/// True when `row` has as many fields as the header; else the problem goes to `problems`, at
/// the row's last field.
inline bool fits_header(const std::vector<CsvField>& row, std::size_t header_size, CsvProblems& problems) {
  if (row.size() == header_size) return true;
  problems.add(row.back(), "",
               tournament::Message::plural("this row has {n} field, the header {header}",
                                           "this row has {n} fields, the header {header}",
                                           static_cast<unsigned long>(row.size()))
                   .with("header", static_cast<long long>(header_size)));
  return false;
}

}  // namespace shashki::format
