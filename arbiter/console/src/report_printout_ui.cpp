#include "report_printout_ui.hpp"

#include "notifier_ui.hpp"

#include <wx/dc.h>

#include <algorithm>

namespace shashki::console {
namespace {

constexpr int line_height = 18;  // logical units of the 1000-wide page map below
constexpr int page_width = 1000;

// The texts of a row, one per column (spans repeat nothing: the text goes in the first).
std::vector<wxString> texts(const reports::Row& row) {
  std::vector<wxString> out;
  for (const auto& cell : row.cells) {
    out.push_back(u8(cell.text));
    for (std::size_t k = 1; k < cell.column_span; ++k) out.emplace_back();
  }
  return out;
}

}  // namespace

ReportPrintout::ReportPrintout(const reports::Report& report)
    : wxPrintout(u8(report.title)), m_report(report) {}

void ReportPrintout::OnPreparePrinting() {
  const double aspect =
      m_report.orientation == reports::Orientation::landscape ? 210.0 / 297.0 : 297.0 / 210.0;
  const int page_height = static_cast<int>(page_width * aspect);
  m_rows_per_page = std::max(1, (page_height - 6 * line_height) / line_height);
  const auto rows = static_cast<int>(m_report.table.body.size());
  m_pages = std::max(1, (rows + m_rows_per_page - 1) / m_rows_per_page);
}

void ReportPrintout::GetPageInfo(int* min_page, int* max_page, int* from, int* to) {
  *min_page = 1;
  *max_page = m_pages;
  *from = 1;
  *to = m_pages;
}

bool ReportPrintout::OnPrintPage(int page) {
  wxDC* dc = GetDC();
  if (dc == nullptr) return false;
  FitThisSizeToPage(wxSize(page_width, page_width * 3 / 2));
  const auto& table = m_report.table;
  const auto columns = std::max<std::size_t>(1, table.columns.size());
  const int width = page_width / static_cast<int>(columns);
  int y = 0;
  dc->SetFont(wxFontInfo(12).Bold());
  dc->DrawText(u8(m_report.title), 0, y);
  y += 2 * line_height;
  dc->SetFont(wxFontInfo(8));
  auto draw = [&](const std::vector<wxString>& cells) {
    for (std::size_t c = 0; c < cells.size(); ++c) {
      dc->DrawText(cells[c], static_cast<int>(c) * width, y);
    }
    y += line_height;
  };
  draw(texts(table.column_header_row()));
  const auto first = static_cast<std::size_t>((page - 1) * m_rows_per_page);
  for (std::size_t r = first; r < table.body.size() && r < first + static_cast<std::size_t>(m_rows_per_page);
       ++r) {
    draw(texts(table.body[r]));
  }
  if (page == m_pages) {
    y += line_height;
    for (const auto& line : m_report.legend) draw({u8(line)});
  }
  return true;
}

}  // namespace shashki::console
