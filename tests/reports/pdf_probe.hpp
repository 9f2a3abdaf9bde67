#pragma once

#include <filesystem>
#include <string>

namespace shashki::reports::samples {

/// What poppler says about a PDF file.
struct PdfProbe {
  int pages = 0;
  double width = 0;   ///< of the first page, in points
  double height = 0;  ///< of the first page, in points
  std::string text;   ///< pdftotext of the whole file (UTF-8)
};

/// Runs pdfinfo and pdftotext on `file`; throws std::runtime_error when they fail.
PdfProbe probe_pdf(const std::filesystem::path& file);

/// The text of one page (1-based) with pdftotext -layout.
std::string page_text(const std::filesystem::path& file, int page);

/// Renders the first page as `<stem>.png` beside `file` (pdftoppm, 60 dpi) for a look by eye;
/// returns the PNG's path.
std::filesystem::path first_page_png(const std::filesystem::path& file);

}  // namespace shashki::reports::samples
