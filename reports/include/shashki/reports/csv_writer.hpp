#pragma once

#include "shashki/reports/report.hpp"

#include <string>
#include <string_view>

namespace shashki::reports {

/// Options of the CSV writer.
struct CsvOptions {
  /// A UTF-8 byte order mark first, so that spreadsheets open Cyrillic text correctly.
  bool byte_order_mark = true;
};

/// One RFC 4180 field: quoted when it holds a comma, a quote, CR or LF; quotes doubled.
std::string csv_field(std::string_view text);

/// The report's table as RFC 4180 CSV (CRLF line ends, UTF-8): the column labels, then one line
/// per body row; halves are plain decimals ("4.5", not "4½"), as spreadsheets read numbers. Group headers,
/// the title block and the legend are left out: a spreadsheet wants one rectangular table.
std::string write_csv(const Report& report, const CsvOptions& options = {});

}  // namespace shashki::reports
