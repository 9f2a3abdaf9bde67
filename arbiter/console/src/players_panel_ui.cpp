#include "players_panel_ui.hpp"

#include "player_filter.hpp"
#include "player_list_model_ui.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/player_service.hpp"

#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace shashki::console {
namespace {

// The registration form; registration happens before play, so a modal form is fine here.
std::optional<PlayerForm> ask_player(wxWindow* parent) {
  wxDialog dialog(parent, wxID_ANY, _("Add player"));
  auto* grid = new wxFlexGridSizer(2, 6, 8);
  auto field = [&](const wxString& label) {
    grid->Add(new wxStaticText(&dialog, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
    auto* text = new wxTextCtrl(&dialog, wxID_ANY, "", wxDefaultPosition, wxSize(280, -1));
    grid->Add(text, 1, wxEXPAND);
    return text;
  };
  auto* name = field(_("Name"));
  auto* rating = field(_("Rating"));
  auto* club = field(_("Club"));
  auto* city = field(_("City"));
  auto* federation = field(_("Federation"));
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(grid, 1, wxEXPAND | wxALL, 10);
  sizer->Add(dialog.CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 10);
  dialog.SetSizerAndFit(sizer);
  if (dialog.ShowModal() != wxID_OK) return std::nullopt;
  PlayerForm form;
  form.name = name->GetValue().utf8_string();
  long value = 0;
  if (rating->GetValue().ToLong(&value)) form.rating = static_cast<int>(value);
  form.club = club->GetValue().utf8_string();
  form.city = city->GetValue().utf8_string();
  form.federation = federation->GetValue().utf8_string();
  return form;
}

}  // namespace

PlayersPanel::PlayersPanel(wxWindow* parent, app::Session& session, Notifier& notifier)
    : wxPanel(parent), m_session(session), m_notifier(notifier) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  auto* bar = new wxBoxSizer(wxHORIZONTAL);
  m_search = new wxSearchCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(260, -1));
  m_search->SetDescriptiveText(_("Search by name (Ctrl+F)"));
  m_search->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { search(m_search->GetValue()); });
  bar->Add(m_search, 0, wxRIGHT, 12);
  auto button = [&](const wxString& label, const wxString& tip, auto handler) {
    auto* b = new wxButton(this, wxID_ANY, label);
    b->SetToolTip(tip);
    b->Bind(wxEVT_BUTTON,
            [this, handler](wxCommandEvent&) { guarded(m_notifier, [&] { (this->*handler)(); }); });
    bar->Add(b, 0, wxRIGHT, 6);
  };
  button(_("&Add player"), _("Register a player (Ctrl+N)"), &PlayersPanel::ask_and_add);
  button(_("&Import CSV..."),
         _("Import players from a CSV file; nothing is imported if a row is bad (Ctrl+I)"),
         &PlayersPanel::ask_and_import);
  auto* withdraw = new wxButton(this, wxID_ANY, _("&Withdraw"));
  withdraw->SetToolTip(_("Withdraw the selected player from the next round on (Ctrl+D)"));
  withdraw->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { withdraw_selected(); });
  bar->Add(withdraw);
  sizer->Add(bar, 0, wxALL, 8);

  m_view = new wxDataViewCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxDV_ROW_LINES | wxDV_SINGLE);
  m_model = new PlayerListModel;
  m_view->AssociateModel(m_model);
  m_model->DecRef();  // the control holds the model now
  m_view->AppendTextColumn(_("No."), PlayerListModel::number, wxDATAVIEW_CELL_INERT, 60, wxALIGN_RIGHT);
  m_view->AppendTextColumn(_("Name"), PlayerListModel::name, wxDATAVIEW_CELL_INERT, 280);
  m_view->AppendTextColumn(_("Rating"), PlayerListModel::rating, wxDATAVIEW_CELL_INERT, 80, wxALIGN_RIGHT);
  m_view->AppendTextColumn(_("Title"), PlayerListModel::title, wxDATAVIEW_CELL_INERT, 70);
  m_view->AppendTextColumn(_("Club"), PlayerListModel::club, wxDATAVIEW_CELL_INERT, 180);
  m_view->AppendTextColumn(_("City"), PlayerListModel::city, wxDATAVIEW_CELL_INERT, 150);
  m_view->AppendTextColumn(_("Status"), PlayerListModel::status, wxDATAVIEW_CELL_INERT, 200);
  sizer->Add(m_view, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);

  m_problems =
      new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 70), wxTE_MULTILINE | wxTE_READONLY);
  m_problems->SetToolTip(_("Problems found in the last CSV import: file:line:column and the column"));
  m_problems->Hide();
  sizer->Add(m_problems, 0, wxEXPAND | wxALL, 8);
  SetSizer(sizer);
}

void PlayersPanel::show_event(tournament::EventId event) {
  m_event = event;
  m_search->ChangeValue("");
  refresh();
}

void PlayersPanel::refresh() {
  guarded(m_notifier, [&] {
    m_players =
        m_event.value == 0 ? std::vector<tournament::Player>{} : app::PlayerService(m_session).list(m_event);
    m_model->assign(&m_players, filter_players(m_players, m_search->GetValue().utf8_string()));
  });
}

void PlayersPanel::search(const wxString& query) {
  m_model->assign(&m_players, filter_players(m_players, query.utf8_string()));
}

bool PlayersPanel::add(const PlayerForm& form) {
  const bool ok = guarded(m_notifier, [&] {
    tournament::Player player;
    player.name = form.name;
    player.rating = form.rating;
    player.club = form.club;
    player.city = form.city;
    player.federation = form.federation;
    const auto added = app::PlayerService(m_session).add(m_event, player);
    m_notifier.tell(wxString::Format(_("Registered %s as number %d."), u8(added.name), added.number),
                    Severity::info);
  });
  refresh();
  return ok;
}

bool PlayersPanel::import_csv(const std::filesystem::path& file) {
  bool ok = false;
  try {
    const auto imported = app::PlayerService(m_session).import_csv(m_event, file);
    m_problems->Clear();
    m_problems->Hide();
    m_notifier.tell(wxString::Format(_("Imported %d players."), static_cast<int>(imported.size())),
                    Severity::info);
    ok = true;
  } catch (const std::exception& e) {
    // The preview of what is wrong stays beside the list while the judge fixes the file.
    m_problems->SetValue(describe_exception(e));
    m_problems->Show();
    m_notifier.tell(_("Nothing was imported: the file has errors (see below the list)."), Severity::error);
  }
  Layout();
  refresh();
  return ok;
}

bool PlayersPanel::withdraw_row(unsigned row) {
  if (row >= m_model->GetCount()) return false;
  const auto player = m_model->player(row);
  const bool ok = guarded(m_notifier, [&] {
    const auto after = app::PlayerService(m_session).withdraw(m_event, player.id, std::nullopt);
    m_notifier.tell(
        wxString::Format(_("%s withdrawn from round %d."), u8(after.name), after.withdrawn_from.value_or(0)),
        Severity::info);
  });
  refresh();
  return ok;
}

void PlayersPanel::ask_and_add() {
  if (m_event.value == 0)
    throw app::Error(app::ExitCode::refused, _("Open or create an event first.").utf8_string());
  if (const auto form = ask_player(this)) add(*form);
}

void PlayersPanel::ask_and_import() {
  if (m_event.value == 0)
    throw app::Error(app::ExitCode::refused, _("Open or create an event first.").utf8_string());
  wxFileDialog dialog(this, _("Import players"), "", "", _("CSV files (*.csv)|*.csv|All files|*"), wxFD_OPEN);
  if (dialog.ShowModal() == wxID_OK) import_csv(std::filesystem::path(dialog.GetPath().utf8_string()));
}

void PlayersPanel::withdraw_selected() {
  const auto item = m_view->GetSelection();
  if (item.IsOk()) {
    withdraw_row(m_model->GetRow(item));
  } else {
    m_notifier.tell(_("Select the player to withdraw first."), Severity::warning);
  }
}

void PlayersPanel::focus_search() {
  m_search->SetFocus();
}

unsigned PlayersPanel::row_count() const {
  return m_model->GetCount();
}
wxString PlayersPanel::cell(unsigned row, unsigned column) const {
  return m_model->text(row, column);
}
wxString PlayersPanel::import_problems() const {
  return m_problems->GetValue();
}

}  // namespace shashki::console
