#pragma once

#include "notifier_ui.hpp"
#include "shashki/app/session.hpp"
#include "shashki/tournament/tournament.hpp"

#include <wx/panel.h>

#include <filesystem>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

class wxButton;
class wxChoice;
class wxListCtrl;
class wxStaticText;
class wxTextCtrl;

namespace shashki::app {
class RoundClocks;
}

namespace shashki::console {

class ApplyForm;

/// The team desk (docs/teams.md): a team event's teams with their rosters, the last round's
/// matches board by board, and the forms of the round: import the teams, pair the next round,
/// enter a team's line-up (checked by the core as it is typed) and a board's result. An
/// individual event shows only that it has no teams. Everything is keyboard-reachable: Tab
/// moves between the fields, Enter in a field does what its button does.
class TeamsPanel : public wxPanel {
 public:
  /// `live_clocks` gives the round's clocks the console runs, if any: a board's result entered
  /// here ends its clock on the wall at once.
  TeamsPanel(wxWindow* parent, app::Session& session, Notifier& notifier,
             std::function<app::RoundClocks*()> live_clocks = {});

  /// Shows `event`.
  void show_event(tournament::EventId event);
  /// Re-reads the event.
  void refresh();
  /// Registers the teams of a teams CSV; false when refused (the message says where).
  bool import_teams(const std::filesystem::path& file);
  /// Pairs the next round; false when refused.
  bool pair_next();
  /// Forfeits as a whole the match of the row selected on the matches list, or takes its
  /// forfeit back, asking which team did not come and why; false when cancelled or refused.
  bool forfeit_selected();
  /// Withdraws the team selected on the teams list from the next round on, asking for the
  /// reason (docs/teams.md); false when cancelled or refused.
  bool withdraw_selected();
  /// Stores the line-up typed for the team chosen; false when refused. A late change of a
  /// stored line-up asks for its reason first (kept in the audit log); cancelled, nothing is
  /// stored.
  bool store_line_up();
  /// Opens the form of a bye the team selected on the list asks for in a round to come (a
  /// Swiss); false when nothing was recorded.
  bool request_bye_selected();
  /// Stores the result typed for the board chosen on the matches list; false when refused.
  bool store_result();
  /// Changes the matches of the round shown by hand, before its line-ups (app::TeamService::
  /// edit_round): a form with the matches as they stand, the bye and the reason; a proposal that
  /// breaks an absolute rule stays in the form with each article named. False when cancelled.
  bool edit_pairing();
  /// Puts the round shown on the clocks once every line-up is in (app::TeamService); its boards
  /// then stand on the Round page and the clock wall, match by match. False when refused.
  bool put_on_clocks();
  /// Called with the round after it went to the clocks or a board's result was stored (the main
  /// frame shows it on the Round page and re-reads what follows results).
  void on_round_changed(std::function<void(int)> done) { m_round_changed = std::move(done); }

  /// The fields, for the tests to type in as the judge does.
  [[nodiscard]] wxChoice& team_choice() { return *m_team; }
  [[nodiscard]] wxTextCtrl& line_up_field() { return *m_line_up; }
  [[nodiscard]] wxTextCtrl& result_field() { return *m_result; }
  [[nodiscard]] wxListCtrl& matches() { return *m_matches; }
  [[nodiscard]] wxListCtrl& teams() { return *m_teams; }
  /// The match (its first team) and board a row of the matches list shows; none for a row
  /// without a board (a bye, a match waiting for its line-ups).
  [[nodiscard]] std::optional<std::pair<int, int>> board_of_row(long row) const;
  /// The round the page shows (its last paired round).
  [[nodiscard]] int round_shown() const { return m_round; }
  /// The form open now (the reason for a late change), for the tests to answer.
  [[nodiscard]] ApplyForm* open_form() const { return m_form; }
  /// What the line-up check says of the text typed now (empty when it stands).
  [[nodiscard]] wxString line_up_check() const;
  /// The event shown, as last read.
  [[nodiscard]] const tournament::Tournament& tournament() const { return m_tournament; }

 private:
  void fill();
  void check_line_up_typed();
  [[nodiscard]] std::optional<tournament::LineUp> typed_line_up(wxString& problem) const;

  app::Session& m_session;
  Notifier& m_notifier;
  tournament::EventId m_event;
  tournament::Tournament m_tournament;
  int m_round = 0;
  /// The team selected on the list of teams; none (said to the judge) when no team is chosen.
  const tournament::Team* selected_team();
  /// What each row of the matches list shows: the match (its first team), the board (0: a
  /// row of the match without boards, or a bye) and its game (2: a micro-match's second).
  struct BoardRow {
    int home = 0;
    int board = 0;
    int game = 1;
  };
  std::vector<BoardRow> m_rows;
  wxStaticText* m_summary = nullptr;
  wxListCtrl* m_teams = nullptr;
  wxListCtrl* m_matches = nullptr;
  wxButton* m_import = nullptr;
  wxButton* m_pair = nullptr;
  wxButton* m_withdraw = nullptr;
  wxButton* m_request_bye = nullptr;
  wxButton* m_forfeit = nullptr;
  wxButton* m_clocks = nullptr;
  wxButton* m_edit = nullptr;
  std::function<void(int)> m_round_changed;
  std::function<app::RoundClocks*()> m_live_clocks;
  wxChoice* m_team = nullptr;
  wxTextCtrl* m_line_up = nullptr;
  wxStaticText* m_check = nullptr;
  wxTextCtrl* m_result = nullptr;
  ApplyForm* m_form = nullptr;
};

}  // namespace shashki::console
