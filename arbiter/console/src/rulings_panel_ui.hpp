#pragma once

#include "board_canvas_ui.hpp"
#include "notifier_ui.hpp"
#include "shashki/app/endgame_service.hpp"
#include "shashki/app/rulings.hpp"
#include "shashki/app/session.hpp"
#include "shashki/db/clock_journal.hpp"
#include "shashki/endgame/tablebase.hpp"
#include "shashki/rules/draw_rules.hpp"
#include "shashki/rules/game_record.hpp"

#include <wx/panel.h>
#include <wx/timer.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

class wxButton;
class wxGauge;
class wxListBox;
class wxRadioBox;
class wxStaticText;
class wxBoxSizer;
class wxSizer;
class wxTextCtrl;

namespace shashki::console {

/// The rulings board: set up a position by clicks or FEN, or load a game and step through it;
/// see the legal moves, adjudicate a written move with the clause it breaks, and read the draw
/// counts running at the shown ply (6.1.8.3-6.1.8.8).
class RulingsPanel : public wxPanel {
 public:
  RulingsPanel(wxWindow* parent, app::Session& session, Notifier& notifier);
  /// Stops a build under way (its class is not written) and waits for it.
  ~RulingsPanel() override;

  /// Sets the position from a FEN; false (and a message naming the column) when it is bad.
  bool set_fen(const wxString& fen);
  /// Sets the side to move.
  void set_side(rules::Color side);
  /// Adjudicates a written move in the shown position; returns the verdict line.
  wxString adjudicate(const wxString& move);
  /// Loads game `index` (0-based) of a PDN file and shows its start.
  bool load_pdn(const std::filesystem::path& file, std::size_t index = 0);
  /// Loads the recorded game of a board (through the app) and shows its last position.
  bool load_board_game(const tournament::GameKey& game);
  /// Records the move written in the move field in the loaded board game (the app checks it
  /// first: an illegal move is refused with its clause and nothing is stored).
  wxString record_move(const wxString& move);
  /// Shows the position after `ply` of the loaded game.
  void show_ply(int ply);
  void step(int delta) { show_ply(m_ply + delta); }

  [[nodiscard]] BoardCanvas& board() { return *m_board; }
  [[nodiscard]] int ply() const { return m_ply; }
  /// The legal moves listed, in notation.
  [[nodiscard]] std::vector<wxString> moves() const;
  /// The findings shown: the draw counts at the ply shown, the game's rule events up to it, and
  /// the plies up to it where the endgame databases see a won position let slip to a draw or a
  /// loss, or a drawn one to a loss.
  [[nodiscard]] std::vector<wxString> findings() const;
  /// The line above them: the result the rules impose by the ply shown (as `shashki game review`
  /// says "result by the rules"), or that there is none yet.
  [[nodiscard]] wxString summary() const;
  /// What the endgame databases say about the position shown: the verdict, what the counting
  /// rules make of it and the best line, or plainly that the position is outside them.
  [[nodiscard]] wxString endgame_text() const;
  /// The last adjudication's verdict; empty once the position changed.
  [[nodiscard]] wxString verdict() const;
  [[nodiscard]] wxString fen_text() const;

  /// Whether the page offers to build the endgame databases the position shown needs (a class
  /// of it is missing): "Build for this position" and "Build all".
  [[nodiscard]] bool build_offered() const;
  /// Builds, in the background with a bar and a Stop button, the classes the position shown
  /// needs; false when none is missing or a build already runs.
  bool build_for_position();
  /// Builds every missing class of up to 5 pieces, as `make tablebases` does.
  bool build_all();
  /// Stops the build under way: the classes finished stay, the one under way leaves no file.
  void stop_build();
  /// Whether a build runs (until its end is shown on the page).
  [[nodiscard]] bool building() const { return m_build != nullptr; }
  /// The line beside the bar: the class under way, or how the last build ended.
  [[nodiscard]] wxString build_text() const;

 private:
  struct BuildJob;
  // The board, the buttons that step through a game and the game's line.
  wxSizer* build_board_column();
  // The FEN, the side to move, the legal moves and the move to adjudicate, with the verdict.
  void build_position_rows(wxBoxSizer& right);
  // What the endgame databases say, and the offer to build them with its bar.
  void build_endgame_rows(wxBoxSizer& right);
  // The keys of the page: PgUp, PgDn, Home and End step through the game (step_key).
  void bind_keys();
  // Steps through the game for `key`; false when the key is not one of the page's.
  bool step_key(int key);
  // Starts building `classes` in a worker thread; the timer shows its progress.
  bool start_build(const std::vector<endgame::Material>& classes);
  // The timer's tick: the bar, then the end of the build once the worker is done.
  void poll_build();
  // Opens the databases again and shows what they now say of the position (and the game).
  void reread_databases();
  void position_changed(const rules::Position& position);
  // Shows `record` under the `conditions` of its event and board (a PDN file or a position set
  // by hand has none: the rules' defaults, a classical game with an increment).
  void set_record(std::optional<rules::GameRecord> record, const rules::GameConditions& conditions = {});
  // The databases of app::default_endgame_directory(), opened again when it changes.
  const endgame::Tablebase& databases();

  app::Session& m_session;
  Notifier& m_notifier;
  std::optional<tournament::GameKey> m_board_game;  // the board whose game is shown, when one is
  BoardCanvas* m_board = nullptr;
  wxTextCtrl* m_fen = nullptr;
  wxRadioBox* m_side = nullptr;
  wxListBox* m_moves = nullptr;
  wxTextCtrl* m_move = nullptr;
  wxStaticText* m_verdict = nullptr;
  wxListBox* m_findings = nullptr;
  wxStaticText* m_game = nullptr;
  wxStaticText* m_summary = nullptr;
  wxStaticText* m_endgame = nullptr;
  wxBoxSizer* m_build_offer = nullptr;  // "Build for this position", "Build all"
  wxBoxSizer* m_build_bar = nullptr;    // the bar and Stop, while a build runs
  wxButton* m_build_here = nullptr;
  wxGauge* m_gauge = nullptr;
  wxButton* m_stop = nullptr;
  wxStaticText* m_build_status = nullptr;
  std::unique_ptr<BuildJob> m_build;  // the build under way, if any
  wxTimer m_build_timer;
  std::optional<endgame::Tablebase> m_databases;
  std::optional<rules::GameRecord> m_record;
  rules::GameConditions m_conditions;        // of m_record's game: what its draw counts follow
  std::vector<rules::PlyStatus> m_statuses;  // review of m_record, element i is ply i
  app::GameReview m_review;                  // its events and result by the rules
  app::EndgameReview m_endgame_review;       // the plies where the databases see a value let slip
  int m_ply = 0;
};

}  // namespace shashki::console
