#include "main_frame.hpp"

#include "shashki/db/database.hpp"
#include "shashki/version.hpp"

#include <wx/aboutdlg.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/panel.h>

namespace shashki::console {

MainFrame::MainFrame(std::unique_ptr<app::Session> session)
    : wxFrame(nullptr, wxID_ANY, _("Shashki Arbiter"), wxDefaultPosition, wxSize(1024, 720)),
      m_session(std::move(session)) {
  build_menus();
  auto* panel = new wxPanel(this);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(new wxStaticText(panel, wxID_ANY,
                              wxString::Format(_("Database: %s"), wxString::FromUTF8(m_session->database_path().string()))),
             0, wxALL, 12);
  panel->SetSizer(sizer);
  CreateStatusBar();
  SetStatusText(_("Everything is saved as it happens."));
}

void MainFrame::build_menus() {
  auto* file = new wxMenu;
  file->Append(id_open_database, _("&Open database...\tCtrl+O"), _("Open or create another event database"));
  file->AppendSeparator();
  file->Append(wxID_EXIT, _("&Quit\tCtrl+Q"));

  auto* help = new wxMenu;
  help->Append(wxID_ABOUT, _("&About Shashki Arbiter"));

  auto* bar = new wxMenuBar;
  bar->Append(file, _("&File"));
  bar->Append(new wxMenu, _("&Event"));
  bar->Append(new wxMenu, _("&Round"));
  bar->Append(new wxMenu, _("&Clocks"));
  bar->Append(new wxMenu, _("R&ulings"));
  bar->Append(new wxMenu, _("Re&ports"));
  bar->Append(help, _("&Help"));
  SetMenuBar(bar);

  Bind(wxEVT_MENU, &MainFrame::on_open_database, this, id_open_database);
  Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
  Bind(wxEVT_MENU, &MainFrame::on_about, this, wxID_ABOUT);
}

void MainFrame::on_open_database(wxCommandEvent&) {
  wxFileDialog dialog(this, _("Open event database"), "", "", _("Event databases (*.db)|*.db|All files|*"),
                      wxFD_OPEN);
  if (dialog.ShowModal() != wxID_OK) return;
  try {
    auto session = std::make_unique<app::Session>(std::filesystem::path(dialog.GetPath().utf8_string()),
                                                  "shashki-console");
    m_session = std::move(session);
    SetStatusText(wxString::Format(_("Opened %s"), dialog.GetPath()));
  } catch (const std::exception& e) {
    wxMessageBox(wxString::FromUTF8(e.what()), _("Cannot open the database"), wxOK | wxICON_ERROR, this);
  }
}

void MainFrame::on_about(wxCommandEvent&) {
  wxAboutDialogInfo info;
  info.SetName(_("Shashki Arbiter"));
  info.SetVersion(wxString::FromUTF8(shashki::version));
  info.SetDescription(_("Tournament arbiter and clock management for Russian draughts."));
  wxAboutBox(info, this);
}

}  // namespace shashki::console
