#pragma once

#include "notifier_ui.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/session.hpp"
#include "shashki/reports/report.hpp"

#include <wx/panel.h>

#include <filesystem>

class wxChoice;
class wxGrid;
class wxStaticText;

namespace shashki::console {

/// Prints `report` (wx printing; the dialog lets the judge choose a PDF file instead); tells the
/// judge when the printer fails.
void print_report(wxWindow* parent, Notifier& notifier, const reports::Report& report);

/// Asks for a file, offered under the report's name in the language in force, and writes the
/// report `request` asks for of `event` there; false when cancelled or refused.
bool export_report_asking(wxWindow* parent, Notifier& notifier, app::Session& session,
                          tournament::EventId event, app::ReportRequest request);

/// A live preview of one report (standings with their tie-break legend, or the crosstable) from
/// the reports module's table model, with print and export to HTML, PDF and CSV through the app.
class ReportPanel : public wxPanel {
 public:
  ReportPanel(wxWindow* parent, app::Session& session, Notifier& notifier, app::ReportKind kind);

  /// Shows the report of `event`.
  void show_event(tournament::EventId event);
  /// Rebuilds the preview from the database (after every result: the view is live).
  void refresh();
  /// Writes the report to `file` in `format` through the app; false when refused.
  bool export_to(const std::filesystem::path& file, app::ReportFormat format);
  /// Asks for a file name and exports.
  void export_asking(app::ReportFormat format);
  /// Sends the preview to a printer (wx printing; the dialog lets the judge choose a PDF file).
  void print();

  /// The report as last built.
  [[nodiscard]] const reports::Report& report() const { return m_report; }
  [[nodiscard]] wxGrid& grid() { return *m_grid; }
  /// The legend under the table, one line per tie-break.
  [[nodiscard]] wxString legend() const;
  /// The standings' section selector (docs/sections.md): "the whole event" first, then the
  /// event's sections; shown only when the event has sections. Null for other reports.
  [[nodiscard]] wxChoice* section_choice() { return m_section; }
  /// The section shown; empty for the whole event.
  [[nodiscard]] std::string section() const;

 private:
  app::Session& m_session;
  Notifier& m_notifier;
  app::ReportKind m_kind;
  tournament::EventId m_event;
  reports::Report m_report;
  wxStaticText* m_title = nullptr;
  wxGrid* m_grid = nullptr;
  wxStaticText* m_legend = nullptr;
  wxStaticText* m_section_label = nullptr;
  wxChoice* m_section = nullptr;
};

}  // namespace shashki::console
