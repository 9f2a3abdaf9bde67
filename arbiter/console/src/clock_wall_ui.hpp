#pragma once

#include "appeal_desk.hpp"
#include "clock_tile_ui.hpp"
#include "shashki/clock/clock_board.hpp"
#include "shashki/clock/time_source.hpp"

#include <wx/scrolwin.h>
#include <wx/timer.h>

#include <functional>
#include <vector>

namespace shashki::console {

/// The wall of clocks of a round: one tile per board, redrawn from the time source about ten
/// times a second into a back buffer (no flicker). Drawing reads faces only; state changes only
/// through the judge's actions and the flag check of each tick.
class ClockWall : public wxScrolledCanvas {
 public:
  ClockWall(wxWindow* parent, const clock::TimeSource& source, std::vector<TileLabel> labels,
            const clock::TimeControl& control);

  [[nodiscard]] clock::ClockBoard& clocks() { return m_clocks; }
  [[nodiscard]] AppealDesk& appeals() { return m_appeals; }
  [[nodiscard]] std::size_t tile_count() const { return m_labels.size(); }
  [[nodiscard]] const TileLabel& label(std::size_t tile) const { return m_labels.at(tile); }
  [[nodiscard]] std::size_t selected() const { return m_selected; }
  void select(std::size_t tile);
  /// Called with the tile the judge selects (the appeal form follows the selection).
  void on_select(std::function<void(std::size_t)> listener) { m_on_select = std::move(listener); }

  /// One redraw tick: records fallen flags (a bell and red tile for each new one) and repaints.
  void tick();
  /// What a tile shows, as one line of text: "Board 3 | 0:29:55 | 0:30:00 | moves 1-0 | banner".
  [[nodiscard]] wxString tile_text(std::size_t tile) const;
  /// Repaints done so far (a tick that changes no tile repaints nothing).
  [[nodiscard]] int repaints() const { return m_repaints; }
  /// Bells rung for flags so far.
  [[nodiscard]] int bells() const { return m_bells; }
  /// Stops the redraw timer (tests drive tick() themselves).
  void stop_timer() { m_timer.Stop(); }

 private:
  void on_paint(wxPaintEvent& event);
  void on_click(wxMouseEvent& event);
  void on_size(wxSizeEvent& event);
  [[nodiscard]] wxSize tile_size() const;
  [[nodiscard]] int columns() const;

  clock::ClockBoard m_clocks;
  AppealDesk m_appeals{m_clocks};
  std::vector<TileLabel> m_labels;
  std::vector<clock::BoardFace> m_faces;
  std::vector<clock::BoardFace> m_next;  // the faces of this tick, compared with the painted ones
  TileStyle m_style;
  wxSize m_style_size;  // reused every frame: drawing allocates nothing
  std::size_t m_selected = 0;
  std::size_t m_flags_seen = 0;
  int m_bells = 0;
  int m_repaints = 0;
  wxTimer m_timer;
  std::function<void(std::size_t)> m_on_select;
};

}  // namespace shashki::console
