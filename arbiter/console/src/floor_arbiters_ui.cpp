#include "floor_arbiters_ui.hpp"

#include "board_qr_ui.hpp"
#include "notifier_ui.hpp"
#include "physical_key_ui.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/random_bytes.hpp"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace shashki::console {

namespace {

enum Column : int { number_column, name_column, issued_column, link_column };

}  // namespace

FloorArbitersWindow::FloorArbitersWindow(wxWindow* parent, app::Session& session, Notifier& notifier,
                                         tournament::EventId event, std::filesystem::path key_file,
                                         std::string base_url)
    : wxDialog(parent, wxID_ANY, _("Floor arbiters"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_session(session),
      m_notifier(notifier),
      m_event(event),
      m_key_file(std::move(key_file)),
      m_base_url(std::move(base_url)) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  auto* note = new wxStaticText(
      this, wxID_ANY,
      _("A deputy arbiter opens the link of their token on a tablet: they pause and resume clocks, open "
        "appeals and enter results, each in the audit log under their name. Revoke a token when a tablet "
        "is lost."));
  note->Wrap(FromDIP(560));
  sizer->Add(note, 0, wxALL, 10);
  auto* row = new wxBoxSizer(wxHORIZONTAL);
  row->Add(new wxStaticText(this, wxID_ANY, _("&Deputy:")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
  m_name = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(FromDIP(260), -1),
                          wxTE_PROCESS_ENTER);
  m_name->SetHint(_("Surname and initials"));
  row->Add(m_name, 1, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
  auto* issue_button = new wxButton(this, wxID_ANY, _("&Issue token"));
  row->Add(issue_button, 0, wxALIGN_CENTER_VERTICAL);
  sizer->Add(row, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
  m_list = new wxListView(this, wxID_ANY, wxDefaultPosition, wxSize(FromDIP(560), FromDIP(200)),
                          wxLC_REPORT | wxLC_SINGLE_SEL);
  m_list->AppendColumn(_("No."), wxLIST_FORMAT_RIGHT, FromDIP(50));
  m_list->AppendColumn(_("Deputy"), wxLIST_FORMAT_LEFT, FromDIP(170));
  m_list->AppendColumn(_("Issued"), wxLIST_FORMAT_LEFT, FromDIP(175));
  m_list->AppendColumn(_("Link"), wxLIST_FORMAT_LEFT, FromDIP(330));
  sizer->Add(m_list, 1, wxEXPAND | wxALL, 10);
  auto* buttons = new wxBoxSizer(wxHORIZONTAL);
  m_qr_button = new wxButton(this, wxID_ANY, _("&QR code"));
  m_revoke = new wxButton(this, wxID_ANY, _("&Revoke"));
  auto* close = new wxButton(this, wxID_CLOSE, _("Close"));
  buttons->Add(m_qr_button, 0, wxRIGHT, 6);
  buttons->Add(m_revoke, 0, wxRIGHT, 6);
  buttons->AddStretchSpacer();
  buttons->Add(close, 0);
  sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 10);
  SetSizerAndFit(sizer);
  SetEscapeId(wxID_CLOSE);

  const auto issue_typed = [this] {
    if (issue(m_name->GetValue().utf8_string())) m_name->Clear();
  };
  issue_button->Bind(wxEVT_BUTTON, [issue_typed](wxCommandEvent&) { issue_typed(); });
  m_name->Bind(wxEVT_TEXT_ENTER, [issue_typed](wxCommandEvent&) { issue_typed(); });
  m_revoke->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { (void)revoke_selected(); });
  m_qr_button->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { (void)show_qr(); });
  m_list->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { refresh(); });
  close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Destroy(); });
  Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) { Destroy(); });
  // Alt with a button's mnemonic, by the physical key: Alt+О revokes in the Russian console with
  // the Russian layout on, Alt+R in the English one with either layout.
  Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& key) {
    if ((shortcut_modifiers(key) & ~wxMOD_SHIFT) == wxMOD_ALT && activate_mnemonic(*this, key)) return;
    key.Skip();
  });
  confirm_revoke = [this](const wxString& name) {
    return wxMessageBox(
               wxString::Format(_("Revoke the token of %s? Their tablet stops working at once."), name),
               _("Floor arbiters"), wxYES_NO | wxNO_DEFAULT | wxICON_QUESTION, this) == wxYES;
  };
  try {
    m_tokens = tokens().arbiters(m_event);
  } catch (const app::Error& e) {
    m_notifier.tell(u8(app::translate(e.message())), Severity::error);
  }
  refresh();
  m_name->SetFocus();
}

app::VenueTokens FloorArbitersWindow::tokens() const {
  return app::VenueTokens(m_session, app::system_random_bytes(), m_key_file);
}

bool FloorArbitersWindow::issue(const std::string& name) {
  try {
    const auto issued = tokens().issue_arbiter(m_event, name);
    m_tokens = tokens().arbiters(m_event);
    refresh();
    for (std::size_t k = 0; k < m_tokens.size(); ++k) {
      if (m_tokens[k].id == issued.id) select(static_cast<int>(k));
    }
    m_notifier.tell(wxString::Format(_("%s has a floor arbiter's token: show its QR code to their tablet."),
                                     u8(issued.name)),
                    Severity::info);
    return true;
  } catch (const app::Error& e) {
    m_notifier.tell(u8(app::translate(e.message())), Severity::warning);
    return false;
  }
}

bool FloorArbitersWindow::revoke_selected() {
  const long row = m_list->GetFirstSelected();
  if (row < 0 || static_cast<std::size_t>(row) >= m_tokens.size()) return false;
  const auto token = m_tokens[static_cast<std::size_t>(row)];
  if (token.revoked || !confirm_revoke(u8(token.name))) return false;
  try {
    (void)tokens().revoke_arbiter(m_event, std::to_string(token.id));
  } catch (const app::Error& e) {
    m_notifier.tell(u8(app::translate(e.message())), Severity::warning);
    return false;
  }
  m_tokens = tokens().arbiters(m_event);
  refresh();
  select(static_cast<int>(row));
  m_notifier.tell(
      wxString::Format(_("The token of %s is revoked; their page opens nothing any more."), u8(token.name)),
      Severity::info);
  return true;
}

BoardQrWindow* FloorArbitersWindow::show_qr() {
  const long row = m_list->GetFirstSelected();
  if (row < 0 || static_cast<std::size_t>(row) >= m_tokens.size()) return nullptr;
  const auto& token = m_tokens[static_cast<std::size_t>(row)];
  if (token.revoked || token.token.empty()) return nullptr;
  try {
    const auto url = app::arbiter_url(app::checked_base_url(m_base_url, "base_url"), token);
    if (m_qr) m_qr->Destroy();
    m_qr = new BoardQrWindow(this, wxString::Format(_("Floor arbiter %s"), u8(token.name)),
                             _("Scan it with the deputy's tablet. Whoever has this address acts as a floor "
                               "arbiter at every board; give it to nobody else."),
                             url);
    m_qr->Show();
    return m_qr.get();
  } catch (const app::Error& e) {
    m_notifier.tell(u8(app::translate(e.message())), Severity::warning);
    return nullptr;
  }
}

void FloorArbitersWindow::select(int row) {
  if (row < 0 || row >= m_list->GetItemCount()) return;
  m_list->Select(row);
  m_list->Focus(row);
  refresh();
}

wxString FloorArbitersWindow::cell(int row, int column) const {
  return m_list->GetItemText(row, column);
}

void FloorArbitersWindow::refresh() {
  if (m_list->GetItemCount() != static_cast<int>(m_tokens.size())) {
    m_list->DeleteAllItems();
    for (std::size_t k = 0; k < m_tokens.size(); ++k) m_list->InsertItem(static_cast<long>(k), wxString());
  }
  for (std::size_t k = 0; k < m_tokens.size(); ++k) {
    const auto& t = m_tokens[k];
    const auto row = static_cast<long>(k);
    m_list->SetItem(row, number_column, wxString::Format("%lld", static_cast<long long>(t.id)));
    m_list->SetItem(row, name_column, u8(t.name));
    // "2026-12-07T17:59:..." as "2026-12-07 17:59 UTC": the audit log's time, said as such.
    auto issued = t.issued_at.substr(0, 16);
    if (issued.size() > 10 && issued[10] == 'T') issued[10] = ' ';
    m_list->SetItem(row, issued_column, u8(issued + " UTC"));
    wxString link;
    if (t.revoked)
      link = _("revoked");
    else if (t.token.empty())
      link = _("made with another venue key: revoke it and issue a new one");
    else
      link = u8(m_base_url + "/arbiter/" + t.token);
    m_list->SetItem(row, link_column, link);
  }
  const long selected = m_list->GetFirstSelected();
  const bool valid = selected >= 0 && static_cast<std::size_t>(selected) < m_tokens.size() &&
                     !m_tokens[static_cast<std::size_t>(selected)].revoked;
  m_revoke->Enable(valid);
  m_qr_button->Enable(valid && !m_tokens[static_cast<std::size_t>(selected)].token.empty());
}

}  // namespace shashki::console
