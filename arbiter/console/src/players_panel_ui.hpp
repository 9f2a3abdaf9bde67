#pragma once

#include "notifier_ui.hpp"
#include "shashki/app/session.hpp"
#include "shashki/tournament/player.hpp"

#include <wx/panel.h>

#include <filesystem>
#include <optional>
#include <vector>

class wxDataViewCtrl;
class wxSearchCtrl;
class wxTextCtrl;

namespace shashki::console {

class PlayerListModel;

/// What the registration form holds, as plain values (the app checks it).
struct PlayerForm {
  std::string name;
  std::optional<int> rating;
  std::string club;
  std::string city;
  std::string federation;
};

/// The registration desk: every player of the open event in a virtual list, search by name,
/// add, CSV import with its errors shown beside the list, withdraw.
class PlayersPanel : public wxPanel {
 public:
  PlayersPanel(wxWindow* parent, app::Session& session, Notifier& notifier);

  /// Shows the players of `event`.
  void show_event(tournament::EventId event);
  /// Re-reads the players.
  void refresh();
  /// Registers a player; false when the app refused (the message is shown).
  bool add(const PlayerForm& form);
  /// Imports a CSV file; when a row is bad nothing is imported and the problems box says where.
  bool import_csv(const std::filesystem::path& file);
  /// Withdraws the player shown on `row` from the next round on.
  bool withdraw_row(unsigned row);
  /// Keeps only the players whose name contains `query`.
  void search(const wxString& query);

  /// Rows shown now, and the text of one cell (columns: number, name, rating, title, club, city,
  /// status).
  [[nodiscard]] unsigned row_count() const;
  [[nodiscard]] wxString cell(unsigned row, unsigned column) const;
  /// What the import problems box says (empty after a clean import).
  [[nodiscard]] wxString import_problems() const;

  /// Asks for a player with the registration form and adds it.
  void ask_and_add();
  /// Asks for a CSV file and imports it.
  void ask_and_import();
  /// Withdraws the selected player.
  void withdraw_selected();
  /// Puts the cursor in the search box.
  void focus_search();

 private:
  app::Session& m_session;
  Notifier& m_notifier;
  tournament::EventId m_event;
  std::vector<tournament::Player> m_players;
  PlayerListModel* m_model = nullptr;
  wxDataViewCtrl* m_view = nullptr;
  wxSearchCtrl* m_search = nullptr;
  wxTextCtrl* m_problems = nullptr;
};

}  // namespace shashki::console
