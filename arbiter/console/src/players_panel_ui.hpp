#pragma once

#include "notifier_ui.hpp"
#include "player_form_ui.hpp"
#include "seed_source.hpp"
#include "shashki/app/session.hpp"
#include "shashki/tournament/player.hpp"

#include <wx/panel.h>

#include <filesystem>
#include <functional>
#include <optional>
#include <vector>

class wxButton;
class wxDataViewCtrl;
class wxSearchCtrl;
class wxSizer;
class wxTextCtrl;

namespace shashki::console {

class ApplyForm;
class PlayerListModel;

/// The registration desk: every player of the open event in a virtual list, search by name,
/// add, correct (the player form), CSV import with its errors shown beside the list, withdraw,
/// re-admit, and starting numbers drawn by lot before round 1 of a round robin or knockout. A
/// Swiss lists its players in their initial ranking (C.04.2), which the judge may correct by
/// hand (move a player up or down, or rank them all again) until round 1 is paired.
class PlayersPanel : public wxPanel {
 public:
  /// `seeds` gives the seed of a draw by lot; `changed` runs after a change that other pages
  /// show (names, numbers, who plays); `lots_changed` when lots_allowed() may have changed.
  PlayersPanel(wxWindow* parent, app::Session& session, Notifier& notifier, SeedSource seeds,
               std::function<void()> changed, std::function<void()> lots_changed);

  /// Shows the players of `event`.
  void show_event(tournament::EventId event);
  /// Re-reads the players and what may be done with them.
  void refresh();
  /// Re-reads only whether lots may be drawn (after a round is paired elsewhere).
  void update_actions();
  /// Registers a player; false when the app refused (the message is shown).
  bool add(const PlayerForm& form);
  /// Imports a CSV file; when a row is bad nothing is imported and the problems box says where.
  bool import_csv(const std::filesystem::path& file);
  /// Withdraws the player shown on `row` from the next round on.
  bool withdraw_row(unsigned row);
  /// Re-admits the withdrawn player shown on `row` from the first round not yet published.
  bool readmit_row(unsigned row);
  /// Gives the player shown on `row` starting number `to_number` (a correction of a Swiss's
  /// initial ranking by hand, audited); false when the app refused (the message is shown).
  bool move_row(unsigned row, int to_number);
  /// Numbers a Swiss's players by their initial ranking again, undoing corrections by hand.
  bool rank_all();
  /// Keeps only the players whose name contains `query`.
  void search(const wxString& query);
  /// Selects a row as a click would.
  void select_row(unsigned row);

  /// Rows shown now, and the text of one cell (columns: number, name, rating, title, club, city,
  /// status).
  [[nodiscard]] unsigned row_count() const;
  [[nodiscard]] wxString cell(unsigned row, unsigned column) const;
  /// What the import problems box says (empty after a clean import).
  [[nodiscard]] wxString import_problems() const;
  /// Whether lots may be drawn now; when not, lots_reason() says why (also the button's tooltip).
  [[nodiscard]] bool lots_allowed() const { return m_lots_allowed; }
  [[nodiscard]] const wxString& lots_reason() const { return m_lots_reason; }
  /// Whether the initial ranking may be corrected now (a Swiss before round 1 is paired).
  [[nodiscard]] bool ranking_allowed() const { return m_ranking_allowed; }
  /// Whether a player is selected, and whether that player has withdrawn.
  [[nodiscard]] bool player_selected() const;
  [[nodiscard]] bool withdrawn_selected() const;
  /// The buttons of the bar, for the tests to read their state and tooltips.
  [[nodiscard]] wxButton& lots_button() { return *m_lots; }
  [[nodiscard]] wxButton& readmit_button() { return *m_readmit; }
  [[nodiscard]] wxButton& move_up_button() { return *m_move_up; }
  [[nodiscard]] wxButton& move_down_button() { return *m_move_down; }
  /// The list itself (Enter or a double click on a row opens the player form).
  [[nodiscard]] wxDataViewCtrl& view() { return *m_view; }
  /// The form open now (player form or the draw's confirmation), none when closed.
  [[nodiscard]] ApplyForm* open_form() { return m_form; }

  /// Asks for a player with the player form and adds it.
  void ask_and_add();
  /// Opens the player form on the selected player and stores the corrections.
  void edit_selected();
  /// Asks for a CSV file and imports it.
  void ask_and_import();
  /// Withdraws the selected player.
  void withdraw_selected();
  /// Re-admits the selected player.
  void readmit_selected();
  /// Asks for the round and kind of a bye the selected player requests (C.04.2) and records it.
  void request_bye_selected();
  /// Asks to confirm, then draws the starting numbers by lot with a seed from the seed source.
  void ask_and_draw_lots();
  /// Moves the selected player one place up or down in the initial ranking.
  void move_selected_up();
  void move_selected_down();
  /// Puts the cursor in the search box.
  void focus_search();

 private:
  // The search field and the page's buttons.
  wxSizer* build_toolbar();
  // The list of players over its model.
  wxWindow* build_list();
  [[nodiscard]] std::optional<unsigned> selected_row() const;
  void select_player(tournament::PlayerId id);
  void update_buttons();
  void require_event() const;

  app::Session& m_session;
  Notifier& m_notifier;
  SeedSource m_seeds;
  std::function<void()> m_changed;
  std::function<void()> m_lots_changed;
  tournament::EventId m_event;
  std::vector<tournament::Player> m_players;
  bool m_lots_allowed = false;
  bool m_ranking_allowed = false;
  wxString m_lots_reason;
  ApplyForm* m_form = nullptr;
  PlayerListModel* m_model = nullptr;
  wxDataViewCtrl* m_view = nullptr;
  wxSearchCtrl* m_search = nullptr;
  wxTextCtrl* m_problems = nullptr;
  wxButton* m_edit = nullptr;
  wxButton* m_readmit = nullptr;
  wxButton* m_lots = nullptr;
  wxButton* m_move_up = nullptr;
  wxButton* m_move_down = nullptr;
  wxButton* m_rank = nullptr;
};

}  // namespace shashki::console
