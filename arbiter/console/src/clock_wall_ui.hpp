#pragma once

#include "clock_tile_ui.hpp"
#include "notifier_ui.hpp"
#include "shashki/app/clock_service.hpp"

#include <wx/scrolwin.h>
#include <wx/timer.h>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <vector>

namespace shashki::console {

/// The wall of clocks of a round: one tile per board, redrawn from the app's clock service about
/// ten times a second into a back buffer (no flicker). Drawing reads the faces only; every
/// state change goes through the service, which writes it to the database before it shows.
class ClockWall : public wxScrolledCanvas {
 public:
  ClockWall(wxWindow* parent, std::unique_ptr<app::ClockService> clocks, std::vector<TileLabel> labels,
            Notifier& notifier);

  [[nodiscard]] app::ClockService& clocks() { return *m_clocks; }
  [[nodiscard]] std::size_t tile_count() const { return m_labels.size(); }
  [[nodiscard]] const TileLabel& label(std::size_t tile) const { return m_labels.at(tile); }
  /// The tiles' words again, one per tile in the same order (a micro-match's next game).
  void set_labels(std::vector<TileLabel> labels);
  /// The board number of a tile.
  [[nodiscard]] int board(std::size_t tile) const { return m_labels.at(tile).board; }
  [[nodiscard]] std::size_t selected() const { return m_selected; }
  void select(std::size_t tile);
  /// Called with the tile the judge selects (the appeal form follows the selection).
  void on_select(std::function<void(std::size_t)> listener) { m_on_select = std::move(listener); }
  /// Called after each paint, once the tiles in view are on the screen (bench_venue_wall
  /// measures from a phone's press to its tile).
  void on_painted(std::function<void()> listener) { m_on_painted = std::move(listener); }
  /// Whether the tile is in the scrolled view (a paint draws only those).
  [[nodiscard]] bool in_view(std::size_t tile) const;
  /// Called with the proposals of flags that fell in a tick (the panel offers to confirm them).
  void on_flags(std::function<void(const std::vector<app::FlagProposal>&)> listener) {
    m_on_flags = std::move(listener);
  }
  /// The venue network is on (true) or off: tiles show whether their phone is connected.
  void set_venue(bool on);
  /// The board's phone connected or went away.
  void set_device(int board, bool connected);
  /// The board's phone called the arbiter; the mark stays until the judge selects the tile.
  void set_calling(int board);
  /// An arbiter acted at the board (a deputy from the floor): its call is answered.
  void answered(int board);
  /// Whether the board's tile shows its call to the arbiter.
  [[nodiscard]] bool calling(int board) const { return m_calling.contains(board); }
  /// The board's phone was offline that long and replayed its presses; the mark stays until the
  /// judge selects the tile.
  void set_offline(int board, std::chrono::milliseconds offline);
  /// Marks the boards with an undecided appeal (their tiles say "paused for appeal").
  void set_appeals(std::set<int> boards);

  /// One redraw tick: records fallen flags (a bell and a red tile for each new one), writes the
  /// running clocks' checkpoint when one is due, and repaints when some tile would show
  /// something new.
  void tick();
  /// What a tile shows, as one line of text: "Board 3 | 0:29:55 | 0:30:00 | 1-0 | banner".
  [[nodiscard]] wxString tile_text(std::size_t tile) const;
  /// Bells rung for flags so far.
  [[nodiscard]] int bells() const { return m_bells; }
  /// Stops the redraw timer (tests drive tick() themselves).
  void stop_timer() { m_timer.Stop(); }

 private:
  void on_paint(wxPaintEvent& event);
  void on_click(wxMouseEvent& event);
  void on_size(wxSizeEvent& event);
  [[nodiscard]] wxSize tile_size() const;
  // Where a tile is drawn, in unscrolled coordinates.
  [[nodiscard]] wxRect tile_area(std::size_t tile) const;
  [[nodiscard]] int columns() const;
  [[nodiscard]] TileExtras extras(std::size_t tile) const;

  std::unique_ptr<app::ClockService> m_clocks;
  Notifier& m_notifier;
  std::vector<TileLabel> m_labels;
  std::vector<clock::BoardFace> m_faces;  // as last painted
  std::vector<clock::BoardFace> m_next;   // this tick's faces, compared with the painted ones
  std::set<int> m_appeals;
  bool m_venue = false;
  std::set<int> m_devices;       // boards whose phone is connected
  std::set<int> m_calling;       // boards whose phone called the arbiter
  std::map<int, int> m_offline;  // boards whose phone replayed after an outage: its seconds
  TileStyle m_style;
  wxSize m_style_size;
  std::size_t m_selected = 0;
  int m_bells = 0;
  wxTimer m_timer;
  std::function<void(std::size_t)> m_on_select;
  std::function<void()> m_on_painted;
  std::function<void(const std::vector<app::FlagProposal>&)> m_on_flags;
};

}  // namespace shashki::console
