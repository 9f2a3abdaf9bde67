#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace shashki::reports {

/// Horizontal alignment of a cell's text.
enum class Align { left, centre, right };

/// A machine-readable mark of a row or a cell: what the venue pages' contract names
/// (docs/reports.md, "Marks for programs"), such as a row's player number. HTML writes
/// it as the attribute `data-NAME="VALUE"`; paper and spreadsheets never show it.
struct Mark {
  std::string name;   ///< letters, digits and '-' only ("player", "tiebreak")
  std::string value;  ///< any text; every writer escapes it
  friend bool operator==(const Mark&, const Mark&) = default;
};

/// One cell of a table: already formatted text plus how to show it.
struct Cell {
  std::string text;             ///< plain text, never markup; every writer escapes it
  Align align = Align::left;    ///< alignment inside the cell
  bool shaded = false;          ///< grey background (the diagonal of a round-robin grid)
  bool bold = false;            ///< emphasis (leaders, totals)
  std::size_t column_span = 1;  ///< how many columns the cell covers (header groups)
  /// Text shown as a QR code in the cell (a board's clock page address), empty for none. HTML
  /// and PDF draw the code under `text`; CSV writes this text where `text` is empty.
  std::string qr = {};
  std::vector<Mark> marks = {};  ///< data- attributes of the cell (a tie-break's code)
};

/// One row: cells left to right; spans count as several columns.
struct Row {
  std::vector<Cell> cells;
  std::vector<Mark> marks = {};  ///< data- attributes of the row (a board, a player, a rank)
  /// Set on the first row of a group (a team match and its boards): HTML opens a new table body
  /// carrying these marks, so that the group's rows are inside the element that names it.
  std::vector<Mark> group = {};
};

/// A column's fixed properties.
struct Column {
  std::string header;         ///< the label of the last header row
  Align align = Align::left;  ///< default alignment of the body cells
  bool key = false;           ///< repeated on every page when a wide table is split (rank, number, name)
};

/// A table: columns, optional grouping header rows above the column labels, and the body.
struct Table {
  std::vector<Column> columns;
  std::vector<Row> group_headers;  ///< rows above the column labels, e.g. "Round 1" over three columns
  std::vector<Row> body;

  /// Appends a body row of plain cells aligned as their columns say.
  void add_row(const std::vector<std::string>& texts);
  /// The header row built from the column labels.
  [[nodiscard]] Row column_header_row() const;
  /// Number of columns a row covers, counting spans.
  [[nodiscard]] static std::size_t width_of(const Row& row);
};

}  // namespace shashki::reports
