#include "clock_tile_ui.hpp"

#include "notifier_ui.hpp"

#include <wx/arrstr.h>
#include <wx/intl.h>

#include <utility>

namespace shashki::console {

wxColour tile_background(const clock::BoardFace& face, const TileExtras& extras) {
  // Red while the fallen flag waits for the judge; once the result is in, the game is over.
  if (face.flag && face.phase != clock::ClockPhase::finished) return wxColour(200, 30, 30);
  if (extras.appeal) return wxColour(230, 150, 20);
  if (extras.calling) return wxColour(150, 60, 170);
  if (face.phase == clock::ClockPhase::paused) return wxColour(110, 110, 120);
  if (face.phase == clock::ClockPhase::finished) return wxColour(70, 70, 70);
  return wxColour(30, 34, 40);
}

wxString tile_banner(const clock::BoardFace& face, const TileExtras& extras) {
  if (face.flag && face.phase != clock::ClockPhase::finished)
    return face.flag == clock::Side::white ? _("FLAG: White") : _("FLAG: Black");
  if (extras.appeal) return _("PAUSED FOR APPEAL");
  if (extras.calling) return _("CALLS THE ARBITER");
  if (extras.offline_seconds) return wxString::Format(_("WAS OFFLINE %d s"), *extras.offline_seconds);
  switch (face.phase) {
    case clock::ClockPhase::paused:
      return _("paused");
    case clock::ClockPhase::not_started:
      return _("not started");
    case clock::ClockPhase::finished:
      return _("finished");
    default:
      return {};
  }
}

bool same_look(const clock::BoardFace& a, const clock::BoardFace& b) {
  return a.white_text.view() == b.white_text.view() && a.black_text.view() == b.black_text.view() &&
         a.phase == b.phase && a.running == b.running && a.flag == b.flag;
}

TileStyle TileStyle::for_size(const wxSize& size) {
  TileStyle style;
  // Names scale with the width too: a wide full-screen clock must still fit "Иванов Иван".
  style.small = std::max(8, std::min(size.y / 12, size.x / 28));
  style.title = wxFont(wxFontInfo(style.small).Bold());
  style.text = wxFont(wxFontInfo(style.small));
  // Digits as large as half a tile allows: readable across a hall.
  const int digits = std::max(10, std::min(size.y / 5, size.x / 12));
  style.digits = wxFont(wxFontInfo(digits).Family(wxFONTFAMILY_TELETYPE).Bold());
  return style;
}

namespace {

// `text` cut to `width` with an ellipsis, in the DC's font.
wxString clipped(wxDC& dc, const wxString& text, int width) {
  if (dc.GetTextExtent(text).x <= width) return text;
  wxString t = text;
  while (t.length() > 1 && dc.GetTextExtent(t + wxString::FromUTF8("…")).x > width) t.RemoveLast();
  return t + wxString::FromUTF8("…");
}

// The lines of a name within `width` x `height`, and the font to set them in: the tile's
// font if the name fits on one line, else smaller (down to a third), then two lines split at
// the space nearest the middle, and only as a last resort cut.
std::pair<wxArrayString, wxFont> fit_name(wxDC& dc, const wxString& name, int width, int height,
                                          const TileStyle& style) {
  const int smallest = std::max(8, style.small / 3);
  for (int size = style.small; size >= smallest; --size) {
    const wxFont font = size == style.small ? style.text : wxFont(wxFontInfo(size));
    dc.SetFont(font);
    const wxSize one = dc.GetTextExtent(name);
    if (one.x <= width) return {wxArrayString(1, &name), font};
    if (2 * one.y > height) continue;
    // The split that leaves the longer line shortest.
    int best = -1;
    int best_width = 0;
    for (size_t i = 0; i < name.length(); ++i) {
      if (name[i] != ' ') continue;
      const int w = std::max(dc.GetTextExtent(name.Left(i)).x, dc.GetTextExtent(name.Mid(i + 1)).x);
      if (best < 0 || w < best_width) {
        best = static_cast<int>(i);
        best_width = w;
      }
    }
    if (best >= 0 && best_width <= width) {
      wxArrayString lines;
      lines.Add(name.Left(static_cast<size_t>(best)));
      lines.Add(name.Mid(static_cast<size_t>(best) + 1));
      return {lines, font};
    }
  }
  const wxFont font{wxFontInfo(smallest)};
  dc.SetFont(font);
  const wxString cut = clipped(dc, name, width);
  return {wxArrayString(1, &cut), font};
}

}  // namespace

wxString team_board_caption(const tournament::Tournament& event, int round, int board) {
  if (!event.team) return {};
  const auto place = tournament::team_board_on_clocks(*event.team, round, board);
  return place ? team_board_caption(event, *place) : wxString();
}

wxString team_board_caption(const tournament::Tournament& event, const tournament::TeamBoardPlace& place) {
  if (!event.team || !place.match->away) return {};
  const auto name = [&](int number) {
    for (const auto& t : event.team->teams) {
      if (t.number == number) return u8(t.short_name.empty() ? t.name : t.short_name);
    }
    return wxString::Format("%d", number);
  };
  return wxString::Format(_("%s–%s, b. %d"), name(place.match->home), name(*place.match->away), place.board);
}

TileNames draw_tile(wxDC& dc, const wxRect& area, const clock::BoardFace& face, const TileLabel& label,
                    const TileExtras& extras, const TileStyle& style) {
  dc.SetPen(extras.selected ? wxPen(wxColour(80, 170, 255), 4) : wxPen(wxColour(15, 15, 15), 2));
  dc.SetBrush(wxBrush(tile_background(face, extras)));
  dc.DrawRectangle(area);
  const int pad = area.width / 30 + 2;
  const int half = area.width / 2;
  const int small = style.small;
  // The running side's half is lit, so the side to move reads from across the room.
  if (face.running) {
    const int x = face.running == clock::Side::white ? area.x : area.x + half;
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(wxColour(40, 120, 60)));
    dc.DrawRectangle(x + 3, area.y + area.height / 4, half - 6, area.height / 2);
  }
  dc.SetTextForeground(*wxWHITE);
  dc.SetFont(style.title);
  wxString board = wxString::Format(_("Board %d"), label.board);
  if (!label.match.empty()) board += "  " + label.match;
  dc.DrawText(board, area.x + pad, area.y + pad / 2);
  const int board_width = dc.GetTextExtent(board).x + 2 * pad;
  const int name_y = area.y + area.height / 4 + 2;
  // The names may use the room down to the digits.
  dc.SetFont(style.digits);
  const int digits_top = area.y + area.height / 2 - dc.GetTextExtent("0:00:00").y / 2 + small / 2;
  TileNames names;
  const wxString* sides[] = {&label.white, &label.black};
  wxString* drawn[] = {&names.white, &names.black};
  for (int side = 0; side < 2; ++side) {
    const auto [lines, font] =
        fit_name(dc, *sides[side], half - 2 * pad, std::max(0, digits_top - name_y), style);
    dc.SetFont(font);
    int y = name_y;
    for (const auto& line : lines) {
      dc.DrawText(line, area.x + side * half + pad, y);
      y += dc.GetTextExtent(line).y;
      *drawn[side] += (drawn[side]->empty() ? "" : "\n") + line;
    }
  }
  dc.SetFont(style.text);
  const int foot = area.y + area.height - small * 2 - pad / 2;
  dc.DrawText(wxString::Format(_("moves %d"), extras.white_moves), area.x + pad, foot);
  dc.DrawText(wxString::Format(_("moves %d"), extras.black_moves), area.x + half + pad, foot);
  if (extras.device) {
    // The venue network: a lit dot in the tile's bottom-right corner while the board's phone is
    // connected, grey while it is not.
    const int radius = std::max(3, small / 2);
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(*extras.device ? wxColour(60, 220, 110) : wxColour(90, 90, 90)));
    dc.DrawCircle(area.x + area.width - pad - radius, foot + small, radius);
  }
  dc.SetFont(style.digits);
  const wxString times[] = {wxString::FromUTF8(face.white_text.view().data(), face.white_text.view().size()),
                            wxString::FromUTF8(face.black_text.view().data(), face.black_text.view().size())};
  for (int side = 0; side < 2; ++side) {
    const wxSize extent = dc.GetTextExtent(times[side]);
    const int x = area.x + side * half + (half - extent.x) / 2;
    dc.DrawText(times[side], x, area.y + area.height / 2 - extent.y / 2 + small / 2);
  }
  const wxString banner = tile_banner(face, extras);
  if (!banner.empty()) {
    // The banner shares the top line with the board number: smaller type rather than overlap.
    int size = small;
    dc.SetFont(style.title);
    while (size > 7 && dc.GetTextExtent(banner).x > area.width - board_width - 2 * pad) {
      dc.SetFont(wxFontInfo(--size).Bold());
    }
    const wxSize extent = dc.GetTextExtent(banner);
    dc.DrawText(banner, area.x + area.width - extent.x - pad, area.y + pad / 2);
  }
  return names;
}

}  // namespace shashki::console
