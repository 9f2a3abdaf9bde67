#pragma once

#include "appeal_desk.hpp"
#include "clock_wall_ui.hpp"
#include "notifier_ui.hpp"
#include "shashki/tournament/tournament.hpp"

#include <wx/panel.h>

class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;
class wxBoxSizer;

namespace shashki::console {

class FullScreenClock;

/// The clocks page: the wall of a round with start / pause / resume for all or one board, the
/// full-screen clock, and the appeal form beside the wall (no modal dialog during play).
class ClocksPanel : public wxPanel {
 public:
  ClocksPanel(wxWindow* parent, const clock::TimeSource& source, Notifier& notifier);

  /// Puts the clocks of round `round` of `event` on the wall, with the event's time control.
  /// Bye boards have no clock.
  void open_round(const tournament::Tournament& event, int round);
  /// The wall, when a round is open.
  [[nodiscard]] ClockWall* wall() { return m_wall; }

  void start_all();
  void pause_all();
  void resume_all();
  void pause_selected();
  void resume_selected();
  /// Opens the full-screen clock of the selected board.
  FullScreenClock* full_screen();
  /// Opens an appeal at the selected board from the form's fields, or with these values.
  bool open_appeal(std::optional<clock::Side> by, const std::string& reason);
  /// Decides the selected board's appeal.
  bool decide_appeal(const AppealDecision& decision);
  /// The keys of the wall (F5 F6 F7 P R A F11).
  void handle_key(int key);

 private:
  AppealDecision read_decision() const;
  void show_selected();

  const clock::TimeSource& m_source;
  Notifier& m_notifier;
  ClockWall* m_wall = nullptr;
  wxStaticText* m_round_title = nullptr;
  wxStaticText* m_board = nullptr;
  wxChoice* m_by = nullptr;
  wxTextCtrl* m_reason = nullptr;
  wxTextCtrl* m_decision = nullptr;
  wxSpinCtrl* m_adjust_white = nullptr;
  wxSpinCtrl* m_adjust_black = nullptr;
  wxBoxSizer* m_wall_sizer = nullptr;
};

}  // namespace shashki::console
