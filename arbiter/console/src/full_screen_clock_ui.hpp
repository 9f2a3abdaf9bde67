#pragma once

#include "clock_tile_ui.hpp"
#include "notifier_ui.hpp"
#include "shashki/app/clock_service.hpp"

#include <wx/frame.h>
#include <wx/timer.h>

namespace shashki::console {

/// A two-sided clock for one board filling a laptop's screen (for a top board): White's half on
/// the left, Black's on the right. A player presses with a click on their half or a key: Z, A,
/// Left or Shift for White; M, L, Right or Enter for Black. Space pauses and resumes, Escape
/// leaves. The keys work as soon as the clock shows: its face holds the focus. The clock itself
/// stays on the wall's clock service, so both views show one state and every press is recorded.
class FullScreenClock : public wxFrame {
 public:
  FullScreenClock(wxWindow* parent, app::ClockService& clocks, TileLabel label, Notifier& notifier);

  /// The press of `side`'s half (starts a clock not yet started); false when refused.
  bool press_half(clock::Side side);
  /// Pauses a running clock or resumes a paused one.
  void toggle_pause();
  /// The keys above; a letter is its physical key's Latin letter, in any layout.
  void handle_key(int key);
  /// The board shown.
  [[nodiscard]] int board() const { return m_label.board; }
  /// The names again (the board's next game swaps the colours).
  void set_label(TileLabel label);
  /// Redraws from the time source.
  void tick();
  /// The window that takes the keys and clicks: it fills the frame and has the focus.
  [[nodiscard]] wxWindow& face() { return *m_face; }
  /// The names as last painted.
  [[nodiscard]] const TileNames& names() const { return m_names; }

 private:
  void on_paint(wxPaintEvent& event);
  void on_click(wxMouseEvent& event);

  app::ClockService& m_clocks;
  Notifier& m_notifier;
  TileLabel m_label;
  wxWindow* m_face = nullptr;  // a frame without a focusable child gets no keys in GTK
  TileNames m_names;
  wxTimer m_timer;
  int m_bells = 0;
  TileStyle m_style;
  wxSize m_style_size;
};

}  // namespace shashki::console
