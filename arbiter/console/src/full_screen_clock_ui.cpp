#include "full_screen_clock_ui.hpp"

#include "physical_key_ui.hpp"

#include <wx/dcbuffer.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/utils.h>

namespace shashki::console {

FullScreenClock::FullScreenClock(wxWindow* parent, app::ClockService& clocks, TileLabel label,
                                 Notifier& notifier)
    : wxFrame(parent, wxID_ANY, wxString::Format(_("Board %d"), label.board), wxDefaultPosition,
              wxSize(1024, 600)),
      m_clocks(clocks),
      m_notifier(notifier),
      m_label(std::move(label)),
      m_timer(this) {
  // The face is a child window that accepts the focus: GTK sends a frame's keys to its focused
  // child, and a frame with none drops them.
  m_face = new wxWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                        wxWANTS_CHARS | wxFULL_REPAINT_ON_RESIZE);
  m_face->SetBackgroundStyle(wxBG_STYLE_PAINT);
  auto* sizer = new wxBoxSizer(wxVERTICAL);
  sizer->Add(m_face, 1, wxEXPAND);
  SetSizer(sizer);
  m_face->Bind(wxEVT_PAINT, &FullScreenClock::on_paint, this);
  // A database failure during a press must not escape the handler: the main window shows it.
  m_face->Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) { guarded(m_notifier, [&] { on_click(e); }); });
  m_face->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
    // The players' keys work alone and in any layout (the key printed Z is Я in Russian).
    if ((shortcut_modifiers(e) & ~wxMOD_SHIFT) != 0) {
      e.Skip();
      return;
    }
    const int letter = latin_letter(e);
    guarded(m_notifier, [&] { handle_key(letter != 0 ? letter : e.GetKeyCode()); });
  });
  // The focus comes back to the face whenever the clock's window is activated.
  Bind(wxEVT_ACTIVATE, [this](wxActivateEvent& e) {
    if (e.GetActive()) m_face->SetFocus();
    e.Skip();
  });
  Bind(wxEVT_TIMER, [this](wxTimerEvent&) { guarded(m_notifier, [&] { tick(); }); });
  m_face->SetFocus();
  m_timer.Start(100);
}

bool FullScreenClock::press_half(clock::Side side) {
  const int board = m_label.board;
  const auto& c = m_clocks.clock(board);
  // The first press starts the game: Black presses to start White's clock, as on a real clock;
  // White's press at the start is taken as the same wish.
  const auto result =
      c.phase() == clock::ClockPhase::not_started ? m_clocks.start(board) : m_clocks.press(board, side);
  m_face->Refresh(false);
  return result.accepted;
}

void FullScreenClock::toggle_pause() {
  const int board = m_label.board;
  if (m_clocks.clock(board).phase() == clock::ClockPhase::running) {
    m_clocks.pause(board, std::nullopt, "paused at the board");
  } else if (m_clocks.clock(board).phase() == clock::ClockPhase::paused) {
    m_clocks.resume(board);
  }
  m_face->Refresh(false);
}

void FullScreenClock::set_label(TileLabel label) {
  m_label = std::move(label);
  m_face->Refresh(false);
}

void FullScreenClock::handle_key(int key) {
  switch (key) {
    case 'Z':
    case 'z':
    case 'A':
    case 'a':
    case WXK_LEFT:
    case WXK_SHIFT:
      press_half(clock::Side::white);
      break;
    case 'M':
    case 'm':
    case 'L':
    case 'l':
    case WXK_RIGHT:
    case WXK_RETURN:
    case WXK_NUMPAD_ENTER:
      press_half(clock::Side::black);
      break;
    case WXK_SPACE:
      toggle_pause();
      break;
    case WXK_ESCAPE:
      Close();
      break;
    default:
      break;
  }
}

void FullScreenClock::tick() {
  if (!m_clocks.check_flags().empty()) {
    wxBell();
    ++m_bells;
  }
  m_face->Refresh(false);
}

void FullScreenClock::on_click(wxMouseEvent& event) {
  m_face->SetFocus();
  press_half(event.GetX() < m_face->GetClientSize().x / 2 ? clock::Side::white : clock::Side::black);
}

void FullScreenClock::on_paint(wxPaintEvent&) {
  wxAutoBufferedPaintDC dc(m_face);
  clock::BoardFace face;
  for (const auto& b : m_clocks.boards()) {
    if (b.board == m_label.board) face = b.face;
  }
  const auto& c = m_clocks.clock(m_label.board);
  TileExtras extras;
  extras.white_moves = c.moves(clock::Side::white);
  extras.black_moves = c.moves(clock::Side::black);
  const wxSize size = m_face->GetClientSize();
  dc.SetBackground(wxBrush(wxColour(12, 12, 14)));
  dc.Clear();
  if (size != m_style_size) {
    m_style = TileStyle::for_size(size);
    m_style_size = size;
  }
  m_names = draw_tile(dc, wxRect(0, 0, size.x, size.y), face, m_label, extras, m_style);
  dc.SetPen(wxPen(wxColour(200, 200, 200), 3));
  dc.DrawLine(size.x / 2, size.y / 4, size.x / 2, size.y * 3 / 4);
}

}  // namespace shashki::console
