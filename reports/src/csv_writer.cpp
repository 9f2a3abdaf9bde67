#include "shashki/reports/csv_writer.hpp"

namespace shashki::reports {

namespace {

// Spreadsheets read "4.5" as a number and "4½" as text: every half is written as a decimal,
// "4½" as 4.5 and a lone "½" (a drawn game, "½-½") as 0.5.
std::string plain_decimals(std::string_view text) {
  constexpr std::string_view half = "\xC2\xBD";
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    if (text.substr(i, half.size()) != half) {
      out += text[i++];
      continue;
    }
    const bool after_digit = !out.empty() && out.back() >= '0' && out.back() <= '9';
    out += after_digit ? ".5" : "0.5";
    i += half.size();
  }
  return out;
}

// A spanning cell fills its first column; the columns it covers stay empty so every line has
// the same number of fields.
void write_line(std::string& out, const Row& row) {
  bool first = true;
  for (const Cell& cell : row.cells) {
    if (!first) out += ',';
    first = false;
    out += csv_field(plain_decimals(cell.text.empty() ? cell.qr : cell.text));
    for (std::size_t i = 1; i < cell.column_span; ++i) out += ',';
  }
  out += "\r\n";
}

}  // namespace

std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string quoted = "\"";
  for (const char c : text) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  quoted += '"';
  return quoted;
}

std::string write_csv(const Report& report, const CsvOptions& options) {
  std::string out;
  if (options.byte_order_mark) out += "\xEF\xBB\xBF";
  write_line(out, report.table.column_header_row());
  for (const Row& row : report.table.body) write_line(out, row);
  return out;
}

}  // namespace shashki::reports
