#include "clock_tile_ui.hpp"

#include "notifier_ui.hpp"

#include <wx/intl.h>

namespace shashki::console {

wxColour tile_background(const clock::BoardFace& face, const TileExtras& extras) {
  if (face.flag) return wxColour(200, 30, 30);
  if (extras.appeal) return wxColour(230, 150, 20);
  if (face.phase == clock::ClockPhase::paused) return wxColour(110, 110, 120);
  if (face.phase == clock::ClockPhase::finished) return wxColour(70, 70, 70);
  return wxColour(30, 34, 40);
}

wxString tile_banner(const clock::BoardFace& face, const TileExtras& extras) {
  if (face.flag) return face.flag == clock::Side::white ? _("FLAG: White") : _("FLAG: Black");
  if (extras.appeal) return _("PAUSED FOR APPEAL");
  switch (face.phase) {
    case clock::ClockPhase::paused: return _("paused");
    case clock::ClockPhase::not_started: return _("not started");
    case clock::ClockPhase::finished: return _("finished");
    default: return {};
  }
}

void draw_tile(wxDC& dc, const wxRect& area, const clock::BoardFace& face, const TileLabel& label,
               const TileExtras& extras) {
  dc.SetPen(extras.selected ? wxPen(wxColour(80, 170, 255), 4) : wxPen(wxColour(15, 15, 15), 2));
  dc.SetBrush(wxBrush(tile_background(face, extras)));
  dc.DrawRectangle(area);
  const int pad = area.width / 30 + 2;
  const int half = area.width / 2;
  // The running side's half is lit, so the side to move reads from across the room.
  if (face.running) {
    const int x = face.running == clock::Side::white ? area.x : area.x + half;
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(wxColour(40, 120, 60)));
    dc.DrawRectangle(x + 3, area.y + area.height / 4, half - 6, area.height / 2);
  }
  dc.SetTextForeground(*wxWHITE);
  const int small = std::max(8, area.height / 12);
  dc.SetFont(wxFontInfo(small).Bold());
  dc.DrawText(wxString::Format(_("Board %d"), label.board), area.x + pad, area.y + pad / 2);
  dc.SetFont(wxFontInfo(small));
  auto clipped = [&](const wxString& text, int width) {
    wxString t = text;
    while (!t.empty() && dc.GetTextExtent(t).x > width) t.RemoveLast();
    return t.length() < text.length() && t.length() > 1 ? t.Left(t.length() - 1) + wxString::FromUTF8("…") : t;
  };
  const int name_y = area.y + area.height / 4 + 2;
  dc.DrawText(clipped(label.white, half - 2 * pad), area.x + pad, name_y);
  dc.DrawText(clipped(label.black, half - 2 * pad), area.x + half + pad, name_y);
  // Digits as large as the half allows: readable across a hall.
  const int digits = std::max(10, std::min(area.height / 5, half / 6));
  dc.SetFont(wxFontInfo(digits).Family(wxFONTFAMILY_TELETYPE).Bold());
  const wxString times[] = {wxString::FromUTF8(face.white_text.view().data(), face.white_text.view().size()),
                            wxString::FromUTF8(face.black_text.view().data(), face.black_text.view().size())};
  for (int side = 0; side < 2; ++side) {
    const wxSize extent = dc.GetTextExtent(times[side]);
    const int x = area.x + side * half + (half - extent.x) / 2;
    dc.DrawText(times[side], x, area.y + area.height / 2 - extent.y / 2 + small / 2);
  }
  dc.SetFont(wxFontInfo(small));
  const int foot = area.y + area.height - small * 2 - pad / 2;
  dc.DrawText(wxString::Format(_("moves %d"), extras.white_moves), area.x + pad, foot);
  dc.DrawText(wxString::Format(_("moves %d"), extras.black_moves), area.x + half + pad, foot);
  const wxString banner = tile_banner(face, extras);
  if (!banner.empty()) {
    // The banner shares the top line with the board number: smaller type rather than overlap.
    const int board_width = dc.GetTextExtent(wxString::Format(_("Board %d"), label.board)).x + 2 * pad;
    int size = small;
    dc.SetFont(wxFontInfo(size).Bold());
    while (size > 7 && dc.GetTextExtent(banner).x > area.width - board_width - 2 * pad) {
      dc.SetFont(wxFontInfo(--size).Bold());
    }
    const wxSize extent = dc.GetTextExtent(banner);
    dc.DrawText(banner, area.x + area.width - extent.x - pad, area.y + pad / 2);
  }
}

}  // namespace shashki::console
