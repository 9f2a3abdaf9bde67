#include "players_panel_ui.hpp"

#include "apply_form_ui.hpp"
#include "bye_form_ui.hpp"
#include "player_filter.hpp"
#include "player_list_model_ui.hpp"
#include "reason_form_ui.hpp"
#include "shashki/app/bye_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_limits.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/register_service.hpp"
#include "shashki/reports/micro_match_text.hpp"

#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/filedlg.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace shashki::console {

PlayersPanel::PlayersPanel(wxWindow* parent, app::Session& session, Notifier& notifier, SeedSource seeds,
                           std::function<void()> changed, std::function<void()> lots_changed)
    : wxPanel(parent),
      m_session(session),
      m_notifier(notifier),
      m_seeds(std::move(seeds)),
      m_changed(std::move(changed)),
      m_lots_changed(std::move(lots_changed)) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(build_toolbar(), 0, wxALL, 8);
  sizer->Add(build_list(), 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
  // Below the list: what the last CSV import found wrong, shown only when there is something.
  m_problems =
      new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(-1, 70), wxTE_MULTILINE | wxTE_READONLY);
  m_problems->SetToolTip(_("Problems found in the last CSV import: file:line:column and the column"));
  m_problems->Hide();
  sizer->Add(m_problems, 0, wxEXPAND | wxALL, 8);
  SetSizer(sizer);
  update_actions();
}

wxSizer* PlayersPanel::build_toolbar() {
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
    return b;
  };
  button(_("&Add player"), _("Register a player (Ctrl+N)"), &PlayersPanel::ask_and_add);
  m_edit = button(_("Edi&t player..."),
                  _("Correct the selected player's name, rating, title, club, city or birth (F2, Enter or a "
                    "double click on the row)"),
                  &PlayersPanel::edit_selected);
  button(_("&Import CSV..."),
         _("Import players from a CSV file; nothing is imported if a row is bad (Ctrl+I)"),
         &PlayersPanel::ask_and_import);
  button(_("&Withdraw"), _("Withdraw the selected player from the next round on (Ctrl+D)"),
         &PlayersPanel::withdraw_selected);
  m_readmit = button(_("Re-a&dmit"),
                     _("Bring the selected withdrawn player back from the first round not yet published "
                       "(Ctrl+Shift+D)"),
                     &PlayersPanel::readmit_selected);
  m_lots = button(_("Draw &lots..."), wxString(), &PlayersPanel::ask_and_draw_lots);
  m_move_up = button(_("Move u&p"),
                     _("Swiss, before round 1: give the selected player the starting number above (a "
                       "correction of the initial ranking, kept in the audit log)"),
                     &PlayersPanel::move_selected_up);
  m_move_down = button(_("Move dow&n"),
                       _("Swiss, before round 1: give the selected player the starting number below (a "
                         "correction of the initial ranking, kept in the audit log)"),
                       &PlayersPanel::move_selected_down);
  m_rank = button(_("&Rank"),
                  _("Swiss, before round 1: number the players by rating, title, then name again (C.04.2), "
                    "undoing corrections by hand"),
                  &PlayersPanel::rank_all);
  return bar;
}

wxWindow* PlayersPanel::build_list() {
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
  m_view->SetToolTip(_("Enter or a double click corrects the player's details"));
  m_view->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent&) { update_buttons(); });
  m_view->Bind(wxEVT_DATAVIEW_ITEM_ACTIVATED,
               [this](wxDataViewEvent&) { guarded(m_notifier, [this] { edit_selected(); }); });
  return m_view;
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
  update_actions();
}

void PlayersPanel::update_actions() {
  m_lots_allowed = false;
  m_ranking_allowed = false;
  m_lots_reason = _("Open or create an event first.");
  if (m_event.value != 0) {
    guarded(m_notifier, [&] {
      // The app's answers, asked before the judge acts: the buttons stay honest.
      const auto t = app::load_tournament(m_session, m_event);
      m_ranking_allowed = !app::ranking_refusal(t);
      const auto lots = app::lots_refusal(t);
      m_lots_allowed = !lots;
      m_lots_reason = lots ? u8(app::translate(*lots)) : wxString();
    });
  }
  update_buttons();
  m_lots_changed();
}

void PlayersPanel::update_buttons() {
  m_edit->Enable(player_selected());
  m_readmit->Enable(withdrawn_selected());
  m_lots->Enable(m_lots_allowed);
  const auto row = selected_row();
  m_move_up->Enable(m_ranking_allowed && row && m_model->player(*row).number > 1);
  m_move_down->Enable(m_ranking_allowed && row &&
                      m_model->player(*row).number < static_cast<int>(m_players.size()));
  m_rank->Enable(m_ranking_allowed && m_players.size() > 1);
  m_lots->SetToolTip(m_lots_allowed ? _("Draw the starting numbers by lot before round 1 of a round robin or "
                                        "knockout; you confirm first (Ctrl+Shift+L)")
                                    : m_lots_reason);
}

void PlayersPanel::search(const wxString& query) {
  m_model->assign(&m_players, filter_players(m_players, query.utf8_string()));
}

bool PlayersPanel::add(const PlayerForm& form) {
  const bool ok = guarded(m_notifier, [&] {
    const auto added = app::PlayerService(m_session).add(m_event, with_details({}, form));
    m_notifier.tell(wxString::Format(_("Registered %s as number %d."), u8(added.name), added.number),
                    Severity::info);
  });
  refresh();
  m_changed();
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
  m_changed();
  return ok;
}

bool PlayersPanel::move_row(unsigned row, int to_number) {
  if (row >= m_model->GetCount()) return false;
  const auto player = m_model->player(row);
  const bool ok = guarded(m_notifier, [&] {
    app::PlayerService(m_session).move(m_event, player.id, to_number, "");
    m_notifier.tell(wxString::Format(_("Starting number %d: %s (initial ranking corrected by hand)."),
                                     to_number, u8(player.name)),
                    Severity::info);
  });
  refresh();
  select_player(player.id);
  m_changed();
  return ok;
}

bool PlayersPanel::rank_all() {
  const bool ok = guarded(m_notifier, [&] {
    require_event();
    app::PlayerService(m_session).rank(m_event);
    m_notifier.tell(_("The players are numbered by rating, title and name (C.04.2)."), Severity::info);
  });
  refresh();
  m_changed();
  return ok;
}

void PlayersPanel::move_selected_up() {
  if (const auto row = selected_row()) {
    move_row(*row, m_model->player(*row).number - 1);
  } else {
    m_notifier.tell(_("Select the player to move first."), Severity::warning);
  }
}

void PlayersPanel::move_selected_down() {
  if (const auto row = selected_row()) {
    move_row(*row, m_model->player(*row).number + 1);
  } else {
    m_notifier.tell(_("Select the player to move first."), Severity::warning);
  }
}

bool PlayersPanel::withdraw_row(unsigned row) {
  if (row >= m_model->GetCount()) return false;
  const auto player = m_model->player(row);
  if (player.status == tournament::PlayerStatus::withdrawn) {
    m_notifier.tell(wxString::Format(_("No. %d %s has already withdrawn."), player.number, u8(player.name)),
                    Severity::info);
    return false;
  }
  // A withdrawal forfeits the player's games to come: the judge reads that and says why first.
  int from = 0;
  guarded(m_notifier, [&] { from = app::first_open_round(app::load_tournament(m_session, m_event)); });
  bool ok = false;
  ReasonForm form(
      this, wxString::Format(_("Withdraw No. %d %s"), player.number, u8(player.name)),
      wxString::Format(_("Withdraw No. %d %s from round %d on? The player is paired no more; a game of a "
                         "published round still without a result is lost by forfeit. Re-admit brings the "
                         "player back from a round not yet published."),
                       player.number, u8(player.name), from),
      _("Withdraw"), _("A withdrawal needs its reason (illness, left the event); the audit log keeps it."),
      [&](const std::string& reason) {
        const auto after = app::PlayerService(m_session).withdraw(m_event, player.id, std::nullopt, reason);
        m_notifier.tell(wxString::Format(_("%s withdrawn from round %d."), u8(after.name),
                                         after.withdrawn_from.value_or(0)),
                        Severity::info);
        ok = true;
      });
  if (!run_form(form, m_form)) m_notifier.tell(_("Nobody was withdrawn."), Severity::info);
  refresh();
  m_changed();
  return ok;
}

bool PlayersPanel::readmit_row(unsigned row) {
  if (row >= m_model->GetCount()) return false;
  const auto player = m_model->player(row);
  const bool ok = guarded(m_notifier, [&] {
    const auto after = app::PlayerService(m_session).readmit(m_event, player.id, std::nullopt);
    const int from = after.late_entry_round.value_or(1);
    wxString text =
        wxString::Format(_("%s is re-admitted and plays again from round %d."), u8(after.name), from);
    // Readmitted into a draft made without the player: it must be paired again to seat them.
    if (const auto draft = app::draft_without(app::load_tournament(m_session, m_event), player.id)) {
      text += " " + wxString::Format(
                        _("Round %d is a draft made without this player: pair it again (Ctrl+P)."), *draft);
    }
    m_notifier.tell(text, Severity::info);
  });
  refresh();
  select_player(player.id);
  m_changed();
  return ok;
}

void PlayersPanel::require_event() const {
  if (m_event.value == 0)
    throw app::Error(app::ExitCode::refused, _("Open or create an event first.").utf8_string());
}

void PlayersPanel::ask_and_add() {
  require_event();
  tournament::Player added;
  PlayerFormDialog form(
      this, _("Add player"), _("&Add player"), _("Register the player with the next starting number"),
      PlayerForm{},
      [&](const PlayerForm& details) {
        // Filled from the player register: the player is linked to the entry (docs/register.md).
        added = details.register_id ? app::RegisterService(m_session).add_linked(
                                          m_event, with_details({}, details), *details.register_id)
                                    : app::PlayerService(m_session).add(m_event, with_details({}, details));
      },
      [&](const std::string& text) { return app::RegisterService(m_session).search(text, 20); });
  if (!run_form(form, m_form)) return;
  m_notifier.tell(wxString::Format(_("Registered %s as number %d."), u8(added.name), added.number),
                  Severity::info);
  refresh();
  select_player(added.id);
  m_changed();
}

void PlayersPanel::edit_selected() {
  require_event();
  const auto row = selected_row();
  if (!row) {
    m_notifier.tell(_("Select the player to correct first."), Severity::warning);
    return;
  }
  const auto player = m_model->player(*row);
  tournament::Player stored;
  PlayerFormDialog form(this, wxString::Format(_("Edit player %d"), player.number), _("&Save changes"),
                        _("Store the corrected details (one audited action)"), form_of(player),
                        [&](const PlayerForm& details) {
                          stored = app::PlayerService(m_session).edit(m_event, with_details(player, details));
                        });
  if (!run_form(form, m_form)) {
    m_notifier.tell(_("The player's details were left as they were."), Severity::info);
    return;
  }
  m_notifier.tell(wxString::Format(_("Player %d saved: %s."), stored.number, u8(stored.name)),
                  Severity::info);
  refresh();
  select_player(stored.id);
  m_changed();
}

void PlayersPanel::ask_and_draw_lots() {
  require_event();
  update_actions();
  if (!m_lots_allowed) {
    m_notifier.tell(m_lots_reason, Severity::warning);
    return;
  }
  const int count = static_cast<int>(m_players.size());
  std::uint64_t seed = 0;
  ConfirmForm form(
      this, _("Draw lots"),
      wxString::Format(_("Draw the starting numbers of the %d players by lot?\n\nThe numbers 1 to %d "
                         "are given anew in a random order, and round 1 is paired on them. The "
                         "seed of the draw is kept in the audit log, so that the draw can be "
                         "replayed."),
                       count, count),
      _("&Draw lots"), _("Draw the numbers now; the seed is recorded with them"), [&] {
        seed = m_seeds();
        app::PlayerService(m_session).draw_lots(m_event, seed);
      });
  if (!run_form(form, m_form)) {
    m_notifier.tell(_("No lots were drawn; the starting numbers stay as they were."), Severity::info);
    return;
  }
  m_notifier.tell(wxString::Format(_("Starting numbers drawn by lot with seed %s; the list shows the new "
                                     "numbers."),
                                   std::to_string(seed)),
                  Severity::info);
  refresh();
  m_changed();
}

void PlayersPanel::ask_and_import() {
  require_event();
  wxFileDialog dialog(this, _("Import players"), "", "", _("CSV files (*.csv)|*.csv|All files|*"), wxFD_OPEN);
  if (dialog.ShowModal() == wxID_OK) import_csv(std::filesystem::path(dialog.GetPath().utf8_string()));
}

void PlayersPanel::withdraw_selected() {
  if (const auto row = selected_row()) {
    withdraw_row(*row);
  } else {
    m_notifier.tell(_("Select the player to withdraw first."), Severity::warning);
  }
}

void PlayersPanel::request_bye_selected() {
  const auto row = selected_row();
  if (!row) {
    m_notifier.tell(_("Select the player who asks for a bye first."), Severity::warning);
    return;
  }
  const auto player = m_model->player(*row);
  guarded(m_notifier, [&] {
    const auto t = app::load_tournament(m_session, m_event);
    const auto scoring = t.event.scoring();
    ByeForm form(this, u8(player.name), t.event.rounds, app::first_open_round(t), scoring,
                 [&](int round, tournament::ByeKind kind) {
                   app::ByeService(m_session).request(m_event, round, player.number, kind);
                   m_notifier.tell(
                       kind == tournament::ByeKind::requested_half
                           ? wxString::Format(
                                 _("No. %d %s: bye scored as a draw (%s) in round %d."), player.number,
                                 u8(player.name),
                                 u8(reports::points_cell(scoring.bye_points(kind), scoring.scale())), round)
                           : wxString::Format(_("No. %d %s: zero-point bye in round %d."), player.number,
                                              u8(player.name), round),
                       Severity::info);
                 });
    if (!run_form(form, m_form)) m_notifier.tell(_("No bye was recorded."), Severity::info);
  });
  refresh();
  m_changed();
}

void PlayersPanel::readmit_selected() {
  if (const auto row = selected_row()) {
    readmit_row(*row);
  } else {
    m_notifier.tell(_("Select the withdrawn player to re-admit first."), Severity::warning);
  }
}

std::optional<unsigned> PlayersPanel::selected_row() const {
  const auto item = m_view->GetSelection();
  if (!item.IsOk()) return std::nullopt;
  return m_model->GetRow(item);
}

bool PlayersPanel::player_selected() const {
  return selected_row().has_value();
}

bool PlayersPanel::withdrawn_selected() const {
  const auto row = selected_row();
  return row && m_model->player(*row).status == tournament::PlayerStatus::withdrawn;
}

void PlayersPanel::select_row(unsigned row) {
  if (row < m_model->GetCount()) m_view->Select(m_model->GetItem(row));
  update_buttons();
}

void PlayersPanel::select_player(tournament::PlayerId id) {
  for (unsigned row = 0; row < m_model->GetCount(); ++row) {
    if (m_model->player(row).id == id) {
      m_view->Select(m_model->GetItem(row));
      m_view->EnsureVisible(m_model->GetItem(row));
      break;
    }
  }
  update_buttons();
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
