#include "report_panel_ui.hpp"

#include "console_app.hpp"
#include "report_printout_ui.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/reports/report_builders.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/grid.h>
#include <wx/intl.h>
#include <wx/print.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace shashki::console {
namespace {

int align_of(reports::Align align) {
  switch (align) {
    case reports::Align::left:
      return wxALIGN_LEFT;
    case reports::Align::centre:
      return wxALIGN_CENTRE;
    case reports::Align::right:
      return wxALIGN_RIGHT;
  }
  return wxALIGN_LEFT;
}

}  // namespace

ReportPanel::ReportPanel(wxWindow* parent, app::Session& session, Notifier& notifier, app::ReportKind kind)
    : wxPanel(parent), m_session(session), m_notifier(notifier), m_kind(kind) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  auto* bar = new wxBoxSizer(wxHORIZONTAL);
  m_title = new wxStaticText(this, wxID_ANY, "");
  m_title->SetFont(m_title->GetFont().Bold().Scaled(1.3F));
  bar->Add(m_title, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 12);
  if (kind == app::ReportKind::standings) {
    // A section's standings (docs/sections.md); hidden until the event has sections.
    m_section_label = new wxStaticText(this, wxID_ANY, _("&Section:"));
    m_section = new wxChoice(this, wxID_ANY);
    m_section->SetToolTip(
        _("Rank the players of one section among themselves, with the whole event's tie-breaks"));
    m_section->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refresh(); });
    bar->Add(m_section_label, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
    bar->Add(m_section, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 12);
    m_section_label->Hide();
    m_section->Hide();
  }
  auto button = [&](const wxString& label, const wxString& tip, auto action) {
    auto* b = new wxButton(this, wxID_ANY, label);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON, [action](wxCommandEvent&) { action(); });
    bar->Add(b, 0, wxLEFT, 6);
  };
  button(_("&Print..."), _("Print this report (Ctrl+Shift+R)"), [this] { print(); });
  button(_("HTML..."), _("Export to HTML"), [this] { export_asking(app::ReportFormat::html); });
  button(_("PDF..."), _("Export to PDF"), [this] { export_asking(app::ReportFormat::pdf); });
  button(_("CSV..."), _("Export to CSV"), [this] { export_asking(app::ReportFormat::csv); });
  sizer->Add(bar, 0, wxEXPAND | wxALL, 8);
  m_grid = new wxGrid(this, wxID_ANY);
  m_grid->CreateGrid(0, 1);
  m_grid->EnableEditing(false);
  m_grid->HideRowLabels();
  sizer->Add(m_grid, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
  m_legend = new wxStaticText(this, wxID_ANY, "");
  sizer->Add(m_legend, 0, wxEXPAND | wxALL, 8);
  SetSizer(sizer);
}

void ReportPanel::show_event(tournament::EventId event) {
  m_event = event;
  refresh();
}

void ReportPanel::refresh() {
  if (m_event.value == 0) return;
  guarded(m_notifier, [&] {
    const auto event = app::load_tournament(m_session, m_event);
    if (m_section != nullptr) {
      // The choices follow the event's sections; the one shown stays chosen while it exists.
      const std::string shown = section();
      wxArrayString names;
      names.Add(_("the whole event"));
      int selected = 0;
      for (const auto& s : event.sections) {
        if (s.name == shown) selected = static_cast<int>(names.size());
        names.Add(u8(s.name));
      }
      const bool any = !event.sections.empty() && !event.team;
      if (m_section->GetStrings() != names) m_section->Set(names);
      m_section->SetSelection(any ? selected : 0);
      m_section_label->Show(any);
      m_section->Show(any);
    }
    reports::ReportOptions options;
    options.translate = app::report_translator();
    options.language = current_language();
    if (event.team) {
      // A team event's standings and crosstable are the team documents (docs/teams.md).
      app::ReportRequest request;
      request.kind = m_kind;
      request.language = options.language;
      m_report = app::event_report(event, request);
    } else if (m_kind == app::ReportKind::standings) {
      // The whole event's or a section's, with the norms' column as printed.
      app::ReportRequest request;
      request.kind = m_kind;
      request.language = options.language;
      request.section = section();
      m_report = app::event_report(event, request);
    } else {
      m_report = reports::crosstable_report(event, app::event_standings(event, 0), options);
    }
    const auto& table = m_report.table;
    m_title->SetLabel(u8(m_report.title));
    m_grid->BeginBatch();
    if (m_grid->GetNumberRows() > 0) m_grid->DeleteRows(0, m_grid->GetNumberRows());
    if (m_grid->GetNumberCols() > 0) m_grid->DeleteCols(0, m_grid->GetNumberCols());
    m_grid->AppendCols(static_cast<int>(table.columns.size()));
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
      m_grid->SetColLabelValue(static_cast<int>(c), u8(table.columns[c].header));
    }
    m_grid->AppendRows(static_cast<int>(table.body.size()));
    for (std::size_t r = 0; r < table.body.size(); ++r) {
      int c = 0;
      for (const auto& cell : table.body[r].cells) {
        const int row = static_cast<int>(r);
        m_grid->SetCellValue(row, c, u8(cell.text));
        m_grid->SetCellAlignment(row, c, align_of(cell.align), wxALIGN_CENTRE);
        if (cell.shaded) m_grid->SetCellBackgroundColour(row, c, wxColour(200, 200, 200));
        if (cell.bold) m_grid->SetCellFont(row, c, m_grid->GetDefaultCellFont().Bold());
        if (cell.column_span > 1) m_grid->SetCellSize(row, c, 1, static_cast<int>(cell.column_span));
        c += static_cast<int>(cell.column_span);
      }
    }
    m_grid->AutoSizeColumns(false);
    // The key columns (number, name) stay in view while a wide crosstable scrolls sideways.
    int keys = 0;
    while (keys < static_cast<int>(table.columns.size()) && table.columns[static_cast<std::size_t>(keys)].key)
      ++keys;
    m_grid->EndBatch();
    if (m_grid->GetNumberFrozenCols() != keys && m_grid->GetNumberRows() > 0) m_grid->FreezeTo(0, keys);
    wxString legend;
    for (const auto& line : m_report.legend) legend += u8(line) + "\n";
    for (const auto& line : m_report.notes) legend += u8(line) + "\n";
    m_legend->SetLabel(legend);
    Layout();
  });
}

std::string ReportPanel::section() const {
  if (m_section == nullptr || m_section->GetSelection() <= 0) return {};
  return m_section->GetString(static_cast<unsigned>(m_section->GetSelection())).utf8_string();
}

bool ReportPanel::export_to(const std::filesystem::path& file, app::ReportFormat format) {
  return guarded(m_notifier, [&] {
    app::ReportRequest request;
    request.kind = m_kind;
    request.format = format;
    request.out = file;
    request.language = current_language();
    request.section = section();
    app::write_event_report(app::load_tournament(m_session, m_event), request);
    m_notifier.tell(wxString::Format(_("Written %s"), wxString::FromUTF8(file.string())), Severity::info);
  });
}

void print_report(wxWindow* parent, Notifier& notifier, const reports::Report& report) {
  guarded(notifier, [&] {
    wxPrintDialogData data;
    wxPrinter printer(&data);
    ReportPrintout printout(report);
    if (!printer.Print(parent, &printout, true) && wxPrinter::GetLastError() == wxPRINTER_ERROR) {
      notifier.tell(_("Printing failed; export to PDF and print that file instead."), Severity::error);
    }
  });
}

bool export_report_asking(wxWindow* parent, Notifier& notifier, app::Session& session,
                          tournament::EventId event, app::ReportRequest request) {
  // The name and the filter in the judge's language: "положение.pdf", "Файлы PDF (*.pdf)".
  wxFileDialog dialog(parent, _("Export"), "",
                      wxString::FromUTF8(app::report_file_name(request.kind, request.format, request.round)),
                      wxString::FromUTF8(app::report_file_filter(request.format)),
                      wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
  if (dialog.ShowModal() != wxID_OK) return false;
  request.out = std::filesystem::path(dialog.GetPath().utf8_string());
  request.language = current_language();
  return guarded(notifier, [&] {
    app::write_event_report(app::load_tournament(session, event), request);
    notifier.tell(wxString::Format(_("Written %s"), wxString::FromUTF8(request.out.string())),
                  Severity::info);
  });
}

void ReportPanel::export_asking(app::ReportFormat format) {
  app::ReportRequest request;
  request.kind = m_kind;
  request.format = format;
  request.section = section();
  export_report_asking(this, m_notifier, m_session, m_event, request);
}

void ReportPanel::print() {
  print_report(this, m_notifier, m_report);
}

wxString ReportPanel::legend() const {
  return m_legend->GetLabel();
}

}  // namespace shashki::console
