#pragma once

#include "shashki/clock/clock_board.hpp"

#include <wx/dc.h>
#include <wx/string.h>

namespace shashki::console {

/// The words on one board's clock besides its times.
struct TileLabel {
  int board = 0;
  wxString white;  ///< White's name
  wxString black;
};

/// What a tile shows beyond the clock's face.
struct TileExtras {
  int white_moves = 0;
  int black_moves = 0;
  bool appeal = false;    ///< paused for an appeal
  bool selected = false;  ///< the judge's keys act on this tile
};

/// Tile colours: flag red, appeal amber, running side's half lit. Shared by the wall and the
/// full-screen clock so both speak the same visual language.
wxColour tile_background(const clock::BoardFace& face, const TileExtras& extras);

/// Draws one board's clock in `area`: board number and names, both times in large digits, the
/// side to move lit, move numbers, and a banner for a flag, an appeal or a pause.
void draw_tile(wxDC& dc, const wxRect& area, const clock::BoardFace& face, const TileLabel& label,
               const TileExtras& extras);

/// The banner of a tile ("FLAG: White", "PAUSED FOR APPEAL", "paused", ""), in the judge's language.
wxString tile_banner(const clock::BoardFace& face, const TileExtras& extras);

}  // namespace shashki::console
