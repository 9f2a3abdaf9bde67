#include "board_canvas_ui.hpp"

#include "shashki/rules/square.hpp"

#include <wx/dcbuffer.h>
#include <wx/intl.h>

namespace shashki::console {
namespace {

// The next piece of the edit cycle after `piece` (nullopt = empty).
std::optional<rules::Piece> next_piece(std::optional<rules::Piece> piece) {
  if (!piece) return rules::Piece::white_man;
  switch (*piece) {
    case rules::Piece::white_man:
      return rules::Piece::white_king;
    case rules::Piece::white_king:
      return rules::Piece::black_man;
    case rules::Piece::black_man:
      return rules::Piece::black_king;
    case rules::Piece::black_king:
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

BoardCanvas::BoardCanvas(wxWindow* parent, std::function<void(const rules::Position&)> changed)
    : wxPanel(parent, wxID_ANY, wxDefaultPosition, wxSize(440, 440)), m_changed(std::move(changed)) {
  SetBackgroundStyle(wxBG_STYLE_PAINT);
  SetMinSize(wxSize(360, 360));
  SetToolTip(_("Click a dark square: white man, white king, black man, black king, empty"));
  Bind(wxEVT_PAINT, &BoardCanvas::on_paint, this);
  Bind(wxEVT_LEFT_DOWN, &BoardCanvas::on_click, this);
}

void BoardCanvas::set_position(const rules::Position& position) {
  m_position = position;
  Refresh(false);
}

bool BoardCanvas::click_square(int file, int rank) {
  const auto square = rules::Square::at(file, rank);
  if (!square || !m_editable) return false;
  const auto next = next_piece(m_position.piece_at(*square));
  rules::Bitboard white = m_position.white() & ~square->bit();
  rules::Bitboard black = m_position.black() & ~square->bit();
  rules::Bitboard kings = m_position.kings() & ~square->bit();
  if (next) {
    (rules::color_of(*next) == rules::Color::white ? white : black) |= square->bit();
    if (rules::is_king(*next)) kings |= square->bit();
  }
  m_position = rules::Position(white, black, kings, m_position.side_to_move());
  Refresh(false);
  m_changed(m_position);
  return true;
}

void BoardCanvas::on_paint(wxPaintEvent&) {
  wxAutoBufferedPaintDC dc(this);
  const wxSize size = GetClientSize();
  dc.SetBackground(wxBrush(GetParent()->GetBackgroundColour()));
  dc.Clear();
  const int margin = 20;
  const int cell = (std::min(size.x, size.y) - margin) / 8;
  dc.SetFont(wxFontInfo(std::max(8, cell / 5)));
  // Squares first, pieces after: a piece never shares a drawing pass with a square.
  for (int rank = 0; rank < 8; ++rank) {
    for (int file = 0; file < 8; ++file) {
      const bool dark = (file + rank) % 2 == 0;  // a1 is dark (6.1.1)
      dc.SetPen(*wxTRANSPARENT_PEN);
      dc.SetBrush(wxBrush(dark ? wxColour(110, 70, 40) : wxColour(235, 215, 180)));
      dc.DrawRectangle(margin + file * cell, (7 - rank) * cell, cell, cell);
    }
  }
  for (int rank = 0; rank < 8; ++rank) {
    for (int file = 0; file < 8; ++file) {
      const auto square = rules::Square::at(file, rank);
      if (!square) continue;
      const auto piece = m_position.piece_at(*square);
      if (!piece) continue;
      const int cx = margin + file * cell + cell / 2;
      const int cy = (7 - rank) * cell + cell / 2;
      const bool white = rules::color_of(*piece) == rules::Color::white;
      dc.SetPen(wxPen(white ? wxColour(60, 60, 60) : wxColour(200, 200, 200), 2));
      dc.SetBrush(wxBrush(white ? wxColour(245, 245, 240) : wxColour(25, 25, 25)));
      dc.DrawCircle(cx, cy, cell * 2 / 5);
      if (rules::is_king(*piece)) {
        // A king: a ring inside the piece, visible in print and to colour-blind eyes.
        dc.SetBrush(*wxTRANSPARENT_BRUSH);
        dc.SetPen(wxPen(wxColour(200, 40, 40), 3));
        dc.DrawCircle(cx, cy, cell / 5);
      }
    }
  }
  dc.SetTextForeground(GetForegroundColour());
  for (int i = 0; i < 8; ++i) {
    dc.DrawText(wxString(static_cast<char>('a' + i)), margin + i * cell + cell / 2 - 4, 8 * cell + 2);
    dc.DrawText(wxString::Format("%d", 8 - i), 4, i * cell + cell / 2 - 8);
  }
}

void BoardCanvas::on_click(wxMouseEvent& event) {
  const wxSize size = GetClientSize();
  const int margin = 20;
  const int cell = (std::min(size.x, size.y) - margin) / 8;
  if (cell <= 0) return;
  const int file = (event.GetX() - margin) / cell;
  const int rank = 7 - event.GetY() / cell;
  if (event.GetX() >= margin && file < 8 && rank >= 0 && rank < 8) click_square(file, rank);
}

}  // namespace shashki::console
