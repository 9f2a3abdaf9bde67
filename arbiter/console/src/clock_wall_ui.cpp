#include "clock_wall_ui.hpp"

#include <wx/dcbuffer.h>
#include <wx/intl.h>
#include <wx/utils.h>

namespace shashki::console {
namespace {
constexpr int tile_width = 300;
constexpr int tile_height = 150;
constexpr int gap = 8;
constexpr int redraw_ms = 100;  // about ten redraws a second
}  // namespace

ClockWall::ClockWall(wxWindow* parent, std::unique_ptr<app::ClockService> clocks,
                     std::vector<TileLabel> labels, Notifier& notifier)
    : wxScrolledCanvas(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL | wxWANTS_CHARS),
      m_clocks(std::move(clocks)),
      m_notifier(notifier),
      m_labels(std::move(labels)),
      m_timer(this) {
  SetBackgroundStyle(wxBG_STYLE_PAINT);  // every pixel is painted: no erase, no flicker
  SetBackgroundColour(wxColour(12, 12, 14));
  m_faces.resize(m_labels.size());
  m_next.resize(m_labels.size());
  SetScrollRate(0, 20);
  Bind(wxEVT_PAINT, &ClockWall::on_paint, this);
  Bind(wxEVT_LEFT_DOWN, &ClockWall::on_click, this);
  Bind(wxEVT_SIZE, &ClockWall::on_size, this);
  Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
    // A flag that cannot be written is a database failure: show it, keep the wall running.
    guarded(m_notifier, [&] { tick(); });
  });
  SetToolTip(
      _("Click a tile to select its board; F5 start all, F6 pause all, F7 resume all, P pause, R resume, "
        "A appeal, F11 full screen"));
  m_timer.Start(redraw_ms);
}

void ClockWall::select(std::size_t tile) {
  if (tile < m_labels.size()) {
    m_selected = tile;
    // The judge attends to the board: its call and its outage have been seen.
    m_calling.erase(m_labels[tile].board);
    m_offline.erase(m_labels[tile].board);
  }
  if (m_on_select) m_on_select(m_selected);
  Refresh(false);
}

void ClockWall::set_labels(std::vector<TileLabel> labels) {
  if (labels.size() != m_labels.size()) return;
  m_labels = std::move(labels);
  Refresh(false);
}

void ClockWall::set_appeals(std::set<int> boards) {
  m_appeals = std::move(boards);
  Refresh(false);
}

int ClockWall::columns() const {
  return std::max(1, (GetClientSize().x - gap) / (tile_width + gap));
}

wxSize ClockWall::tile_size() const {
  // Tiles stretch to fill the width, so a wall of few boards uses bigger digits.
  const int cols = columns();
  const int width = (GetClientSize().x - gap) / cols - gap;
  return {std::max(tile_width, width), std::max(tile_height, width / 2)};
}

void ClockWall::on_size(wxSizeEvent& event) {
  const int cols = columns();
  const int rows = (static_cast<int>(m_labels.size()) + cols - 1) / cols;
  SetVirtualSize(-1, rows * (tile_size().y + gap) + gap);
  Refresh(false);
  event.Skip();
}

TileExtras ClockWall::extras(std::size_t tile) const {
  const auto& c = m_clocks->clock(m_labels[tile].board);
  const int board = m_labels[tile].board;
  TileExtras e;
  e.white_moves = c.moves(clock::Side::white);
  e.black_moves = c.moves(clock::Side::black);
  e.appeal = m_appeals.contains(board);
  e.selected = tile == m_selected;
  if (m_venue) e.device = m_devices.contains(board);
  e.calling = m_calling.contains(board);
  if (const auto it = m_offline.find(board); it != m_offline.end()) e.offline_seconds = it->second;
  return e;
}

void ClockWall::set_venue(bool on) {
  m_venue = on;
  m_devices.clear();
  m_calling.clear();
  m_offline.clear();
  Refresh(false);
}

void ClockWall::set_device(int board, bool connected) {
  if (connected) {
    m_devices.insert(board);
  } else {
    m_devices.erase(board);
  }
  Refresh(false);
}

void ClockWall::set_calling(int board) {
  m_calling.insert(board);
  wxBell();
  Refresh(false);
}

void ClockWall::answered(int board) {
  if (m_calling.erase(board) > 0) Refresh(false);
}

void ClockWall::set_offline(int board, std::chrono::milliseconds offline) {
  m_offline[board] = static_cast<int>(offline.count() / 1000);
  Refresh(false);
}

void ClockWall::tick() {
  const auto flags = m_clocks->check_flags();
  // Every few seconds the running clocks' times are saved: a crash then costs at most that.
  m_clocks->checkpoint_if_due();
  if (!flags.empty()) {
    // A new flag: a sound once, and the tile turns red until the judge confirms the result.
    wxBell();
    ++m_bells;
    if (m_on_flags) m_on_flags(flags);
    Refresh(false);
    return;
  }
  m_clocks->faces(m_next);
  for (std::size_t i = 0; i < m_next.size(); ++i) {
    if (!same_look(m_next[i], m_faces[i])) {
      Refresh(false);
      return;
    }
  }
}

void ClockWall::on_paint(wxPaintEvent&) {
  {
    wxAutoBufferedPaintDC dc(this);
    DoPrepareDC(dc);
    dc.SetBackground(wxBrush(GetBackgroundColour()));
    dc.Clear();
    // One reading of the time source for every tile, so the wall shows one instant.
    m_clocks->faces(m_faces);
    const wxSize size = tile_size();
    if (size != m_style_size) {
      m_style = TileStyle::for_size(size);
      m_style_size = size;
    }
    // Only the tiles in view are drawn: a 100-board wall shows a screenful at a time.
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
      if (in_view(i)) draw_tile(dc, tile_area(i), m_faces[i], m_labels[i], extras(i), m_style);
    }
  }
  if (m_on_painted) m_on_painted();
}

wxRect ClockWall::tile_area(std::size_t tile) const {
  const int cols = columns();
  const wxSize size = tile_size();
  const int col = static_cast<int>(tile) % cols;
  const int row = static_cast<int>(tile) / cols;
  return wxRect(gap + col * (size.x + gap), gap + row * (size.y + gap), size.x, size.y);
}

bool ClockWall::in_view(std::size_t tile) const {
  const wxRect visible(CalcUnscrolledPosition(wxPoint(0, 0)), GetClientSize());
  return tile < m_labels.size() && tile_area(tile).Intersects(visible);
}

void ClockWall::on_click(wxMouseEvent& event) {
  const wxPoint at = CalcUnscrolledPosition(event.GetPosition());
  const wxSize size = tile_size();
  const int col = (at.x - gap) / (size.x + gap);
  const int row = (at.y - gap) / (size.y + gap);
  if (col >= 0 && col < columns() && row >= 0) select(static_cast<std::size_t>(row * columns() + col));
  SetFocus();
}

wxString ClockWall::tile_text(std::size_t tile) const {
  const auto boards = m_clocks->boards();
  const auto& face = boards.at(tile).face;
  const auto more = extras(tile);
  wxString text =
      wxString::Format("%s | %s | %s | %d-%d | %s", wxString::Format(_("Board %d"), m_labels[tile].board),
                       wxString::FromUTF8(std::string(face.white_text.view())),
                       wxString::FromUTF8(std::string(face.black_text.view())), more.white_moves,
                       more.black_moves, tile_banner(face, more));
  if (more.device) text += " | " + (*more.device ? _("phone connected") : _("no phone"));
  return text;
}

}  // namespace shashki::console
