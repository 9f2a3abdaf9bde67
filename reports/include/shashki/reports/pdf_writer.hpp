#pragma once

#include "shashki/reports/report.hpp"

#include <filesystem>
#include <ostream>
#include <string>

namespace shashki::reports {

/// Options of the PDF writer.
struct PdfOptions {
  std::string font_family = "DejaVu Sans";  ///< needs Cyrillic glyphs (Debian: fonts-dejavu-core)
  double font_size = 8.0;                   ///< body text, in points
  /// The PDF CreationDate (ISO 8601). Fixed by default: a core module does not read the clock,
  /// and the same report then gives the same bytes.
  std::string creation_date = "2026-01-01T00:00:00Z";
};

/// What the writer produced, for callers and tests.
struct PdfSummary {
  int pages = 0;          ///< total pages
  int column_groups = 0;  ///< 1 when the table fits the page width, else the number of column slices
};

/// Writes the report as PDF (Cairo + Pango) on A4, portrait or landscape as the report says.
/// A table wider than the page is cut between columns onto further pages, each repeating the
/// key columns; long tables repeat their header rows; every page is numbered. Throws
/// std::runtime_error when Cairo fails or the stream cannot be written.
PdfSummary write_pdf(const Report& report, std::ostream& out, const PdfOptions& options = {});

/// The same into a file; throws std::runtime_error naming the file when it cannot be written.
PdfSummary write_pdf(const Report& report, const std::filesystem::path& file, const PdfOptions& options = {});

}  // namespace shashki::reports
