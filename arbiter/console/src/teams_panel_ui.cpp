#include "teams_panel_ui.hpp"

#include "bye_form_ui.hpp"

#include "forfeit_form_ui.hpp"
#include "reason_form_ui.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/team_service.hpp"
#include "team_pairing_form_ui.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

namespace shashki::console {

TeamsPanel::TeamsPanel(wxWindow* parent, app::Session& session, Notifier& notifier,
                       std::function<app::RoundClocks*()> live_clocks)
    : wxPanel(parent), m_session(session), m_notifier(notifier), m_live_clocks(std::move(live_clocks)) {
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  m_summary = new wxStaticText(this, wxID_ANY, wxString());
  sizer->Add(m_summary, 0, wxALL, 6);

  auto* lists = new wxBoxSizer(wxHORIZONTAL);
  m_teams = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
  m_teams->AppendColumn(_("No"), wxLIST_FORMAT_RIGHT, 40);
  m_teams->AppendColumn(_("Team"), wxLIST_FORMAT_LEFT, 230);
  m_teams->AppendColumn(_("Roster"), wxLIST_FORMAT_LEFT, 130);
  lists->Add(m_teams, 1, wxEXPAND | wxRIGHT, 6);
  m_matches = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
  m_matches->AppendColumn(_("Match"), wxLIST_FORMAT_LEFT, 180);
  m_matches->AppendColumn(_("Board"), wxLIST_FORMAT_RIGHT, 90);
  m_matches->AppendColumn(_("First team's player"), wxLIST_FORMAT_LEFT, 260);
  m_matches->AppendColumn(_("Second team's player"), wxLIST_FORMAT_LEFT, 260);
  m_matches->AppendColumn(_("Result"), wxLIST_FORMAT_CENTER, 100);
  lists->Add(m_matches, 2, wxEXPAND);
  sizer->Add(lists, 1, wxEXPAND | wxLEFT | wxRIGHT, 6);

  auto* round_bar = new wxBoxSizer(wxHORIZONTAL);
  m_import = new wxButton(this, wxID_ANY, _("&Import teams..."));
  m_pair = new wxButton(this, wxID_ANY, _("&Pair the next round"));
  m_withdraw = new wxButton(this, wxID_ANY, _("&Withdraw team..."));
  m_withdraw->SetToolTip(_("The team selected on the list withdraws from the next round on"));
  m_edit = new wxButton(this, wxID_ANY, _("Change pairin&g..."));
  m_edit->SetToolTip(_("Change the round's matches by hand before its line-ups, with the reason"));
  round_bar->Add(m_import, 0, wxRIGHT, 6);
  round_bar->Add(m_pair, 0, wxRIGHT, 6);
  round_bar->Add(m_edit, 0, wxRIGHT, 6);
  m_forfeit = new wxButton(this, wxID_ANY, _("&Forfeit match..."));
  m_forfeit->SetToolTip(
      _("The match chosen on the list: a team did not come (TRF record 330), or the "
        "forfeit is taken back"));
  m_request_bye = new wxButton(this, wxID_ANY, _("Requested &bye..."));
  m_request_bye->SetToolTip(
      _("The team selected on the list asks to sit out a round to come of a Swiss (TRF record 240)"));
  round_bar->Add(m_withdraw, 0, wxRIGHT, 6);
  round_bar->Add(m_request_bye, 0, wxRIGHT, 6);
  round_bar->Add(m_forfeit, 0, wxRIGHT, 6);
  m_clocks = new wxButton(this, wxID_ANY, _("Put the round on the cloc&ks"));
  m_clocks->SetToolTip(
      _("Once every line-up is in: the round's games become its boards on the Round page and the "
        "clock wall, match by match; the line-ups are final from then on"));
  round_bar->Add(m_clocks, 0);
  sizer->Add(round_bar, 0, wxALL, 6);

  auto* line_up_bar = new wxBoxSizer(wxHORIZONTAL);
  line_up_bar->Add(new wxStaticText(this, wxID_ANY, _("&Line-up of")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                   4);
  m_team = new wxChoice(this, wxID_ANY);
  line_up_bar->Add(m_team, 1, wxRIGHT, 6);
  m_line_up =
      new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
  m_line_up->SetHint(_("starting numbers by board: 3,5,-,7"));
  line_up_bar->Add(m_line_up, 2, wxRIGHT, 6);
  auto* store = new wxButton(this, wxID_ANY, _("&Store line-up"));
  line_up_bar->Add(store, 0);
  sizer->Add(line_up_bar, 0, wxEXPAND | wxLEFT | wxRIGHT, 6);
  m_check = new wxStaticText(this, wxID_ANY, wxString());
  sizer->Add(m_check, 0, wxALL, 6);

  auto* result_bar = new wxBoxSizer(wxHORIZONTAL);
  result_bar->Add(new wxStaticText(this, wxID_ANY, _("R&esult of the game chosen (from its White)")), 0,
                  wxALIGN_CENTER_VERTICAL | wxRIGHT, 4);
  m_result = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
  m_result->SetHint("1-0, =, 0-1, +/-, -/+, -/-");
  result_bar->Add(m_result, 1, wxRIGHT, 6);
  auto* set = new wxButton(this, wxID_ANY, _("Se&t result"));
  result_bar->Add(set, 0);
  sizer->Add(result_bar, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
  SetSizer(sizer);

  m_import->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
    wxFileDialog ask(this, _("Teams CSV"), wxString(), wxString(), "CSV (*.csv)|*.csv",
                     wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (ask.ShowModal() == wxID_OK) import_teams(ask.GetPath().utf8_string());
  });
  m_pair->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { pair_next(); });
  m_withdraw->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { withdraw_selected(); });
  m_request_bye->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { request_bye_selected(); });
  m_forfeit->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { forfeit_selected(); });
  m_clocks->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { put_on_clocks(); });
  m_edit->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { edit_pairing(); });
  store->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { store_line_up(); });
  m_line_up->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { store_line_up(); });
  m_line_up->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { check_line_up_typed(); });
  m_team->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { check_line_up_typed(); });
  set->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { store_result(); });
  m_result->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { store_result(); });
}

void TeamsPanel::show_event(tournament::EventId event) {
  m_event = event;
  refresh();
}

void TeamsPanel::refresh() {
  guarded(m_notifier, [&] {
    m_tournament = app::load_tournament(m_session, m_event);
    fill();
  });
}

void TeamsPanel::fill() {
  m_teams->DeleteAllItems();
  m_matches->DeleteAllItems();
  m_team->Clear();
  m_rows.clear();
  const bool teams = m_tournament.team.has_value();
  m_import->Enable(teams);
  m_pair->Enable(teams);
  m_withdraw->Enable(teams);
  m_request_bye->Enable(teams && m_tournament.team->system == tournament::PairingSystem::swiss);
  m_forfeit->Enable(teams);
  m_clocks->Enable(teams);
  m_edit->Enable(teams);
  m_line_up->Enable(teams);
  m_team->Enable(teams);
  m_result->Enable(teams);
  if (!teams) {
    m_summary->SetLabel(_("This is an individual event: it has no teams."));
    return;
  }
  const auto& team = *m_tournament.team;
  m_round = tournament::last_team_round(team);
  m_summary->SetLabel(wxString::Format(_("%d teams, %d boards per match; round %d of %d"),
                                       static_cast<int>(team.teams.size()), team.boards_per_match, m_round,
                                       team.rounds_planned));
  const auto name_of = [&](int number) {
    for (const auto& t : team.teams) {
      if (t.number == number) return u8(t.name);
    }
    return wxString("?");
  };
  const auto player_of = [&](const std::optional<int>& number) {
    if (!number) return wxString("-");
    for (const auto& p : m_tournament.players) {
      if (p.number == *number) return wxString::Format("%d ", p.number) + u8(p.name);
    }
    return wxString::Format("%d", *number);
  };
  for (const auto& t : team.teams) {
    wxString roster;
    for (const int player : t.roster) roster += (roster.empty() ? "" : ", ") + wxString::Format("%d", player);
    const long row = m_teams->InsertItem(m_teams->GetItemCount(), wxString::Format("%d", t.number));
    wxString shown = u8(t.name);
    for (const auto& request : team.bye_requests) {
      if (request.team == t.number) shown += wxString::Format(_(" (bye asked for round %d)"), request.round);
    }
    for (const auto& [number, from] : team.withdrawn) {
      if (number == t.number) shown += wxString::Format(_(" (withdrawn from round %d)"), from);
    }
    m_teams->SetItem(row, 1, shown);
    m_teams->SetItem(row, 2, roster);
  }
  for (const auto& match : team.matches) {
    if (match.round != m_round) continue;
    if (!match.away) {
      const long row = m_matches->InsertItem(m_matches->GetItemCount(), name_of(match.home));
      m_matches->SetItem(row, 4, _("bye"));
      // A bye the team asked for says what it scores (the pairing's is a drawn match, C.04.6 1.4).
      if (match.bye != tournament::ByeKind::pairing_allocated)
        m_matches->SetItem(row, 2,
                           match.bye == tournament::ByeKind::requested_half
                               ? _("bye asked for, a drawn match")
                               : _("bye asked for, no points"));
      m_rows.push_back({match.home, 0});
      continue;
    }
    const wxString title = name_of(match.home) + " - " + name_of(*match.away);
    if (match.forfeit != tournament::MatchForfeit::none) {
      // Forfeited as a whole (record 330): no boards, no line-ups; the score from the first team.
      const char* score = match.forfeit == tournament::MatchForfeit::home_wins   ? "+/-"
                          : match.forfeit == tournament::MatchForfeit::away_wins ? "-/+"
                                                                                 : "-/-";
      const long row = m_matches->InsertItem(m_matches->GetItemCount(), title);
      m_matches->SetItem(row, 4, wxString::Format(_("forfeit %s"), score));
      m_rows.push_back({match.home, 0});
      continue;
    }
    for (const int side : {match.home, *match.away}) {
      m_team->Append(wxString::Format("%d ", side) + name_of(side),
                     reinterpret_cast<void*>(static_cast<intptr_t>(side)));
    }
    if (match.boards.empty()) {
      const long row = m_matches->InsertItem(m_matches->GetItemCount(), title);
      m_matches->SetItem(row, 4, _("line-ups?"));
      m_rows.push_back({match.home, 0});
    }
    for (std::size_t b = 0; b < match.boards.size(); ++b) {
      const auto& board = match.boards[b];
      const long row = m_matches->InsertItem(m_matches->GetItemCount(), b == 0 ? title : wxString());
      // On the clocks a board also has its number in the round (the Round page's, the wall's).
      m_matches->SetItem(row, 1,
                         board.round_board
                             ? wxString::Format(_("%d (no. %d)"), static_cast<int>(b + 1), *board.round_board)
                             : wxString::Format("%d", static_cast<int>(b + 1)));
      m_matches->SetItem(row, 2,
                         player_of(board.home_player) + (board.home_white ? _(" (white)") : _(" (black)")));
      m_matches->SetItem(row, 3, player_of(board.away_player));
      m_matches->SetItem(row, 4, board.result ? u8(tournament::code(*board.result)) : wxString("..."));
      m_rows.push_back({match.home, static_cast<int>(b + 1), 1});
      if (m_tournament.team->scoring.games_per_board < 2) continue;
      // A micro-match's game 2 has a row of its own: the colours changed, its result from its White.
      const long second = m_matches->InsertItem(m_matches->GetItemCount(), wxString());
      m_matches->SetItem(second, 1, wxString::Format(_("%d, game 2"), static_cast<int>(b + 1)));
      m_matches->SetItem(second, 2,
                         player_of(board.home_player) + (board.home_white ? _(" (black)") : _(" (white)")));
      m_matches->SetItem(second, 3, player_of(board.away_player));
      m_matches->SetItem(second, 4,
                         board.second_result ? u8(tournament::code(*board.second_result)) : wxString("..."));
      m_rows.push_back({match.home, static_cast<int>(b + 1), 2});
    }
  }
  if (m_team->GetCount() > 0) m_team->SetSelection(0);
  check_line_up_typed();
  Layout();
}

std::optional<tournament::LineUp> TeamsPanel::typed_line_up(wxString& problem) const {
  auto line_up = app::line_up_from_text(m_line_up->GetValue().utf8_string());
  if (!line_up) {
    problem = u8(app::translate(line_up.problem()));
    return std::nullopt;
  }
  return *line_up;
}

void TeamsPanel::check_line_up_typed() {
  wxString problem;
  if (m_tournament.team && m_team->GetSelection() != wxNOT_FOUND && !m_line_up->GetValue().empty()) {
    const int number =
        static_cast<int>(reinterpret_cast<intptr_t>(m_team->GetClientData(m_team->GetSelection())));
    const auto& teams = m_tournament.team->teams;
    const auto found =
        std::find_if(teams.begin(), teams.end(), [number](const auto& t) { return t.number == number; });
    if (const auto line_up = typed_line_up(problem); line_up && found != teams.end()) {
      // The core's check, as the store will ask it (docs/teams.md).
      const auto checked =
          tournament::check_line_up(*found, *line_up, m_tournament.team->boards_per_match, false);
      if (!checked) problem = u8(app::translate(checked.problem()));
    }
  }
  m_check->SetLabel(problem);
  m_check->SetForegroundColour(problem.empty() ? GetForegroundColour() : *wxRED);
  Layout();
}

std::optional<std::pair<int, int>> TeamsPanel::board_of_row(long row) const {
  if (row < 0 || static_cast<std::size_t>(row) >= m_rows.size()) return std::nullopt;
  const auto where = m_rows[static_cast<std::size_t>(row)];
  if (where.board == 0) return std::nullopt;
  return std::pair{where.home, where.board};
}

wxString TeamsPanel::line_up_check() const {
  return m_check->GetLabel();
}

bool TeamsPanel::import_teams(const std::filesystem::path& file) {
  const bool done = guarded(m_notifier, [&] {
    const int count = app::TeamService(m_session).import_teams(m_event, file);
    m_notifier.tell(u8(app::translate(tournament::Message::plural("imported {n} team", "imported {n} teams",
                                                                  static_cast<unsigned long>(count)))),
                    Severity::info);
  });
  refresh();
  return done;
}

bool TeamsPanel::pair_next() {
  const bool done = guarded(m_notifier, [&] {
    int round = 0;
    const auto paired = app::TeamService(m_session).pair_next_round(m_event, round);
    m_notifier.tell(wxString::Format(_("Round %d is paired: %d matches. Enter each team's line-up."), round,
                                     static_cast<int>(paired.pairs.size())),
                    Severity::info);
  });
  refresh();
  return done;
}

bool TeamsPanel::forfeit_selected() {
  const long row = m_matches->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
  const tournament::TeamMatch* match = nullptr;
  if (m_tournament.team && row >= 0 && static_cast<std::size_t>(row) < m_rows.size()) {
    for (const auto& m : m_tournament.team->matches) {
      if (m.round == m_round && m.home == m_rows[static_cast<std::size_t>(row)].home && m.away) match = &m;
    }
  }
  if (match == nullptr) {
    m_notifier.tell(_("Choose a match on the list of matches first."), Severity::error);
    return false;
  }
  const auto name = [&](int number) {
    for (const auto& t : m_tournament.team->teams) {
      if (t.number == number) return wxString::Format("%d ", number) + u8(t.name);
    }
    return wxString::Format("%d", number);
  };
  const int home = match->home;
  const int away = *match->away;
  ForfeitForm ask(this, name(home), name(away), match->forfeit != tournament::MatchForfeit::none,
                  [&](ForfeitChoice choice, const std::string& reason) {
                    const int team = choice == ForfeitChoice::second_absent ? away : home;
                    app::TeamService(m_session).forfeit_match(
                        m_event, m_round, team, choice == ForfeitChoice::both_absent,
                        choice == ForfeitChoice::played_after_all, reason);
                  });
  if (!run_form(ask, m_form)) return false;
  m_notifier.tell(wxString::Format(_("Round %d: the match of teams %d and %d is stored as decided."), m_round,
                                   home, away),
                  Severity::info);
  refresh();
  return true;
}

const tournament::Team* TeamsPanel::selected_team() {
  const long row = m_teams->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
  if (!m_tournament.team || row < 0 || static_cast<std::size_t>(row) >= m_tournament.team->teams.size()) {
    m_notifier.tell(_("Choose a team on the list of teams first."), Severity::error);
    return nullptr;
  }
  return &m_tournament.team->teams[static_cast<std::size_t>(row)];
}

bool TeamsPanel::withdraw_selected() {
  const auto* chosen = selected_team();
  if (chosen == nullptr) return false;
  const auto& team = *chosen;
  const int number = team.number;
  const int from = tournament::last_team_round(*m_tournament.team) + 1;
  ReasonForm ask(
      this, _("Withdraw a team"),
      wxString::Format(_("Team %d %s withdraws from round %d on: a Swiss pairs it no more, a round "
                         "robin forfeits its later matches to its opponents. Say why; the audit log "
                         "keeps it."),
                       number, u8(team.name), from),
      _("Withdraw"), _("A withdrawal needs its reason."), [&](const std::string& reason) {
        app::TeamService(m_session).withdraw(m_event, number, from, reason);
      });
  if (!run_form(ask, m_form)) return false;
  m_notifier.tell(wxString::Format(_("Team %d withdraws from round %d on."), number, from), Severity::info);
  refresh();
  return true;
}

bool TeamsPanel::request_bye_selected() {
  const auto* chosen = selected_team();
  if (chosen == nullptr) return false;
  const auto& team = *chosen;
  const int number = team.number;
  const wxString name = u8(team.name);
  const ByeForm::Words words{
      wxString::Format(_("Bye asked for by team %d %s"), number, name),
      _("A round to come, not yet paired"),
      _("Bye scored as a drawn match (H)"),
      _("Bye worth nothing (Z)"),
      _("The team is left out of the round's pairing and scores the bye (TRF record 240)"),
      _("Record the bye"),
      _("The team sits the round out; the audit log keeps the request"),
      _("Take the request back")};
  bool recorded = false;
  ByeForm form(
      this, words, m_tournament.team->rounds_planned, tournament::last_team_round(*m_tournament.team) + 1,
      [&](int round, std::optional<tournament::ByeKind> kind) {
        app::TeamService(m_session).request_bye(m_event, number, round, kind);
        recorded = true;
        m_notifier.tell(
            !kind ? wxString::Format(_("Team %d: no bye asked for in round %d any more."), number, round)
            : kind == tournament::ByeKind::requested_half
                ? wxString::Format(_("Team %d: a bye scored as a drawn match in round %d."), number, round)
                : wxString::Format(_("Team %d: a bye worth nothing in round %d."), number, round),
            Severity::info);
      });
  run_form(form, m_form);
  refresh();
  return recorded;
}

bool TeamsPanel::store_line_up() {
  wxString problem;
  const auto line_up = typed_line_up(problem);
  if (!line_up || m_team->GetSelection() == wxNOT_FOUND) {
    m_notifier.tell(problem.empty() ? wxString(_("Choose the team first.")) : problem, Severity::error);
    return false;
  }
  const int team =
      static_cast<int>(reinterpret_cast<intptr_t>(m_team->GetClientData(m_team->GetSelection())));
  const int choice = m_team->GetSelection();
  // A late change: the audit log keeps the line-up it replaces and why.
  bool late = false;
  if (!guarded(m_notifier,
               [&] { late = app::TeamService(m_session).line_up_changes(m_event, m_round, team, *line_up); }))
    return false;
  std::string reason;
  if (late) {
    ReasonForm ask(
        this, _("Change the line-up"),
        wxString::Format(_("Team %d's line-up for round %d is stored. Say why it changes; the audit "
                           "log keeps the reason with the line-up it replaces."),
                         team, m_round),
        _("Change the line-up"), _("Changing a stored line-up needs its reason."),
        [&](const std::string& typed) { reason = typed; });
    if (!run_form(ask, m_form)) {
      m_notifier.tell(_("The line-up was left as it was."), Severity::info);
      return false;
    }
  }
  const bool done = guarded(m_notifier, [&] {
    app::TeamService(m_session).line_up(m_event, m_round, team, *line_up, reason);
    m_notifier.tell(wxString::Format(_("Line-up of team %d stored."), team), Severity::info);
  });
  if (done) m_line_up->Clear();
  refresh();
  if (choice != wxNOT_FOUND && choice + 1 < static_cast<int>(m_team->GetCount()))
    m_team->SetSelection(choice + 1);
  return done;
}

bool TeamsPanel::edit_pairing() {
  if (!m_tournament.team || m_round == 0) {
    m_notifier.tell(_("Pair a round first."), Severity::error);
    return false;
  }
  pairing::TeamRoundPairing shown;
  for (const auto& m : m_tournament.team->matches) {
    if (m.round != m_round) continue;
    if (m.away) {
      shown.pairs.push_back({m.home, *m.away});
    } else {
      shown.bye = m.home;
    }
  }
  const int round = m_round;
  TeamPairingForm ask(this, round, u8(app::team_pairs_text(shown)),
                      shown.bye ? wxString::Format("%d", *shown.bye) : wxString(),
                      [&](const std::string& pairs, const std::string& bye, const std::string& reason) {
                        auto proposed = app::team_pairs_from_text(pairs, bye);
                        if (!proposed) throw app::Error(app::ExitCode::input, proposed.problem());
                        app::TeamService(m_session).edit_round(m_event, round, *proposed, reason);
                      });
  if (!run_form(ask, m_form)) return false;
  m_notifier.tell(wxString::Format(_("Round %d: the matches are changed. Enter each team's line-up."), round),
                  Severity::info);
  refresh();
  return true;
}

bool TeamsPanel::put_on_clocks() {
  const int round = m_round;
  std::size_t boards = 0;
  const bool done = guarded(
      m_notifier, [&] { boards = app::TeamService(m_session).put_round_on_clocks(m_event, round).size(); });
  refresh();
  if (!done) return false;
  if (m_round_changed) m_round_changed(round);
  m_notifier.tell(wxString::Format(_("Round %d is on the clocks: %d boards, match by match. F9 on the Round "
                                     "page opens its clock wall."),
                                   round, static_cast<int>(boards)),
                  Severity::info);
  return true;
}

bool TeamsPanel::store_result() {
  const long row = m_matches->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
  if (row < 0 || static_cast<std::size_t>(row) >= m_rows.size() ||
      m_rows[static_cast<std::size_t>(row)].board == 0) {
    m_notifier.tell(_("Choose a board on the list of matches first."), Severity::error);
    return false;
  }
  const auto value = tournament::game_result_from_code(m_result->GetValue().Trim().Trim(false).utf8_string());
  if (!value) {
    m_notifier.tell(_("A result is 1-0, =, 0-1, +/-, -/+ or -/-, from the game's White."), Severity::error);
    return false;
  }
  const auto where = m_rows[static_cast<std::size_t>(row)];
  const bool done = guarded(m_notifier, [&] {
    app::TeamService(m_session, m_live_clocks ? m_live_clocks() : nullptr)
        .board_result(m_event, m_round, where.home, where.board, *value, where.game);
    // Said, so that a refusal told before does not stand over a stored result.
    m_notifier.tell(where.game == 2
                        ? wxString::Format(_("Board %d of the match of team %d, game 2: %s stored."),
                                           where.board, where.home, u8(tournament::code(*value)))
                        : wxString::Format(_("Board %d of the match of team %d: %s stored."), where.board,
                                           where.home, u8(tournament::code(*value))),
                    Severity::info);
  });
  if (done) m_result->Clear();
  refresh();
  if (done && m_round_changed) m_round_changed(m_round);
  if (done && row + 1 < m_matches->GetItemCount())
    m_matches->SetItemState(row + 1, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                            wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
  return done;
}

}  // namespace shashki::console
