#pragma once

#include "shashki/reports/report.hpp"

#include <wx/print.h>

namespace shashki::console {

/// Prints a report's table with wx printing: the title, the column labels, the rows scaled to
/// the page width, and the legend; rows that do not fit go on further pages.
class ReportPrintout : public wxPrintout {
 public:
  explicit ReportPrintout(const reports::Report& report);

  bool OnPrintPage(int page) override;
  bool HasPage(int page) override { return page >= 1 && page <= m_pages; }
  void GetPageInfo(int* min_page, int* max_page, int* from, int* to) override;
  void OnPreparePrinting() override;

 private:
  const reports::Report& m_report;
  int m_rows_per_page = 40;
  int m_pages = 1;
};

}  // namespace shashki::console
