#pragma once

#include "notifier_ui.hpp"
#include "round_desk.hpp"

#include <wx/panel.h>
#include <wx/weakref.h>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class wxButton;
class wxFrame;
class wxTextCtrl;
class wxChoice;
class wxGrid;
class wxKeyEvent;
class wxSizer;
class wxStaticText;

namespace shashki::console {

class ApplyForm;
class PairingEditForm;

/// The pairing table of a round: round selector, pair / publish / lock, and results typed on the
/// grid (1 = 0 + -, the same keys in every scoring, see result_keys.hpp; Enter goes to the next
/// board; Ctrl+Z undoes). A key on a board with a result and Lock ask first, in a small form.
class RoundPanel : public wxPanel {
 public:
  /// Columns of the pairing table.
  enum Column : int {
    board,
    white_number,
    white_name,
    white_points,
    black_number,
    black_name,
    black_points,
    opening,
    result,
    column_count
  };

  /// `live_clocks` gives the round's clocks the console runs, if any (results entered here end them).
  RoundPanel(wxWindow* parent, app::Session& session, Notifier& notifier, std::function<void()> changed,
             std::function<app::RoundClocks*()> live_clocks);

  /// Shows `event`, its last round selected.
  void show_event(tournament::EventId event);
  /// Shows round `number` (re-read from the database).
  void show_round(int number);
  /// Re-reads the round shown.
  void refresh();

  /// The actions of the buttons and menu items; each reports through the notifier.
  void pair_next();
  void publish();
  /// Asks whether to lock the round shown, saying what locking fixes; locks it on OK.
  void lock();
  /// Asks the chief arbiter's reason, then reopens the locked round shown to correct a result.
  void reopen();
  void undo_last();
  /// Opens the form of a change to the draft shown (Ctrl+Shift+E) and, once the judge confirms
  /// it, stores it through the app; a cancelled form changes nothing.
  void edit_pairing();
  /// Opens (or brings forward) a window with the Swiss engine's account of the draft shown,
  /// bracket by bracket (Ctrl+Shift+H); it stays open beside the table while the judge reads.
  void explain_pairing();
  /// That window while it is open.
  [[nodiscard]] wxFrame* explanation_window() { return m_explanation; }
  /// Its text.
  [[nodiscard]] wxString explanation_text() const;
  /// The pairing form while it is open (tests fill it in from inside its modal loop).
  [[nodiscard]] PairingEditForm* edit_form() { return m_form; }
  /// The question open now (the lock's confirmation, a result's correction), else null.
  [[nodiscard]] ApplyForm* question() { return m_question; }
  /// The line naming the result keys with the points of the event's scoring.
  [[nodiscard]] wxString keys_text() const;
  /// Whether the round shown is the draft (the one round that can be edited).
  [[nodiscard]] bool draft_shown() const;

  /// Knockout only: the stage the next tie-break game is entered in (the choice above the grid,
  /// Alt+T). A result key on a board whose regular games ended level enters a tie-break game.
  void select_tiebreak_stage(tournament::KnockoutStage stage);
  [[nodiscard]] tournament::KnockoutStage tiebreak_stage() const;
  /// Whether the tie-break stage choice is shown (a knockout event).
  [[nodiscard]] bool tiebreak_stage_shown() const;

  /// The grid's key handling (also what a key typed on the grid reaches).
  void handle_char(int key);

  [[nodiscard]] int round_shown() const { return m_round; }
  [[nodiscard]] int cursor_row() const;
  [[nodiscard]] int row_count() const;
  [[nodiscard]] wxString cell(int row, int column) const;
  /// The checker's findings on the draft shown, as the line under the table says them.
  [[nodiscard]] wxString findings_text() const;
  /// The draft shown with the checker's findings: as this panel paired or edited it, else as
  /// the checker reads the stored one (none once it is published).
  [[nodiscard]] const std::optional<app::RoundDraft>& draft() const { return m_draft; }
  [[nodiscard]] wxGrid& grid() { return *m_grid; }
  /// The event as last read.
  [[nodiscard]] const tournament::Tournament& tournament() const { return m_snapshot; }

 private:
  // The round selector and the round's buttons.
  wxSizer* build_toolbar();
  // The line of result keys and a knockout's tie-break stage.
  wxSizer* build_keys_row();
  // The pairing table.
  wxGrid* build_grid();
  // The keys typed on the grid: result keys and Enter.
  void bind_keys();
  void on_key_down(wxKeyEvent& event);
  void on_char(wxKeyEvent& event);
  // Enter: the cursor goes to the next board's result.
  void next_board();
  // A result key on a knockout match that is level (a tie-break game) or decided (nothing to
  // enter); false when the key is the regular games' (result_key).
  bool knockout_key(const tournament::Round& round, const tournament::Board& b, int key);
  // A result key on board `b`: its next game's result, or a correction of the one it has.
  void result_key(const tournament::Round& round, const tournament::Board& b, int key);
  // The result the players of `b` agreed on at the board, waiting for the arbiter; none if none.
  [[nodiscard]] const tournament::ResultProposal* agreed_proposal(const tournament::Board& b) const;
  // Asks for the reason to replace `old` with `typed` in game `game` of board `b`, and stores it.
  void correct_result(const tournament::Board& b, int key, int game, tournament::GameResult old,
                      tournament::GameResult typed);
  void fill();
  // Shares the grid's width between the names and the result column.
  void fit_columns();
  void show_findings();

  app::Session& m_session;
  Notifier& m_notifier;
  std::function<void()> m_changed;
  std::function<app::RoundClocks*()> m_live_clocks;
  std::unique_ptr<RoundDesk> m_desk;
  tournament::Tournament m_snapshot;
  std::vector<tournament::ResultProposal> m_proposals;  // of the round shown, as last read
  int m_round = 0;
  wxChoice* m_rounds = nullptr;
  wxGrid* m_grid = nullptr;
  wxStaticText* m_findings = nullptr;
  wxStaticText* m_keys = nullptr;
  wxStaticText* m_stage_label = nullptr;
  wxChoice* m_stage = nullptr;
  ApplyForm* m_question = nullptr;
  wxButton* m_edit = nullptr;
  wxButton* m_explain = nullptr;
  wxWeakRef<wxFrame> m_explanation;
  wxTextCtrl* m_explanation_text = nullptr;
  wxWeakRef<PairingEditForm> m_form;
  std::optional<app::RoundDraft> m_draft;
};

}  // namespace shashki::console
