#pragma once

#include <optional>

#include "shashki/clock/clock_board.hpp"
#include "shashki/tournament/tournament.hpp"

#include <wx/dc.h>
#include <wx/font.h>
#include <wx/string.h>

namespace shashki::console {

/// The words on one board's clock besides its times.
struct TileLabel {
  int board = 0;
  wxString white;  ///< White's name
  wxString black;
  /// A team event's board: its match and board there (team_board_caption), else empty.
  wxString match = wxString();
};

/// Board `board` of round `round` of a team event as "KAZ–MSK, b. 2": the match's two teams by
/// their short names and the board of the match; empty for an individual event or a board no
/// match has. The tiles and the round grid group a team round's boards by it.
[[nodiscard]] wxString team_board_caption(const tournament::Tournament& event, int round, int board);
/// The same for a board already found (tournament::team_board_on_clocks).
[[nodiscard]] wxString team_board_caption(const tournament::Tournament& event,
                                          const tournament::TeamBoardPlace& place);

/// What a tile shows beyond the clock's face.
struct TileExtras {
  int white_moves = 0;
  int black_moves = 0;
  bool appeal = false;    ///< paused for an appeal
  bool selected = false;  ///< the judge's keys act on this tile
  /// The venue network: whether the board's phone is connected (none while the network is off).
  std::optional<bool> device;
  bool calling = false;  ///< the board's phone called the arbiter
  /// The board's phone lost the network and replayed its presses: for how many seconds.
  std::optional<int> offline_seconds;
};

/// The fonts of a tile of one size, made once per size: creating fonts on every frame of a
/// 100-board wall costs more than drawing it.
struct TileStyle {
  int small = 8;  ///< point size of the names, the board number and the move counts
  wxFont title;   ///< board number and banner
  wxFont text;    ///< names and move counts
  wxFont digits;  ///< the times
  /// The style for tiles of `size`.
  static TileStyle for_size(const wxSize& size);
};

/// Tile colours: flag red, appeal amber, running side's half lit. Shared by the wall and the
/// full-screen clock so both speak the same visual language.
wxColour tile_background(const clock::BoardFace& face, const TileExtras& extras);

/// True when two faces draw the same pixels (same texts, phase, running side and flag): the
/// wall repaints only when some tile would change, about once a second rather than ten times.
[[nodiscard]] bool same_look(const clock::BoardFace& a, const clock::BoardFace& b);

/// The names as a tile drew them: each side's lines joined by '\n', with "…" where a name
/// had to be cut.
struct TileNames {
  wxString white;
  wxString black;
};

/// Draws one board's clock in `area`: board number and names, both times in large digits, the
/// side to move lit, move numbers, and a banner for a flag, an appeal or a pause. A long name
/// is set smaller, then on two lines where the tile has the room, and cut only when neither
/// is enough.
TileNames draw_tile(wxDC& dc, const wxRect& area, const clock::BoardFace& face, const TileLabel& label,
                    const TileExtras& extras, const TileStyle& style);

/// The banner of a tile ("FLAG: White", "PAUSED FOR APPEAL", "CALLS THE ARBITER", "WAS OFFLINE
/// 12 s", "paused", ""), the first that applies, in the judge's language.
wxString tile_banner(const clock::BoardFace& face, const TileExtras& extras);

}  // namespace shashki::console
