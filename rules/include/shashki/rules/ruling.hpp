#pragma once

#include "shashki/rules/move.hpp"
#include "shashki/rules/position.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace shashki::rules {

/// Why a written move is not legal. Each has a clause (clause_of) and an English sentence
/// (describe) that is a gettext msgid.
enum class Violation {
  none,                     ///< the move is legal
  not_a_move,               ///< the text is not a move at all
  game_over,                ///< the side to move has no piece or no move (6.1.7)
  no_piece,                 ///< no piece on the start square (6.1.4.1)
  opponents_piece,          ///< the piece belongs to the opponent (6.1.4.1)
  capture_compulsory,       ///< a quiet move while a capture is possible (6.1.5.3)
  man_backward,             ///< a man moved backwards without capturing (6.1.4.3)
  man_too_far,              ///< a man moved more than one square (6.1.4.3)
  not_diagonal,             ///< a step that is not along a diagonal (6.1.4.3, 6.1.4.5)
  square_occupied,          ///< the piece stops on an occupied square (6.1.4.5)
  king_jumps_piece,         ///< a king passed over a piece without capturing (6.1.4.5)
  jumps_own_piece,          ///< a capture over one's own piece (6.1.5.8)
  jumps_twice,              ///< a captured piece jumped a second time (6.1.5.9, Turkish strike)
  two_pieces_in_a_row,      ///< two pieces jumped in one leap (6.1.5.2)
  man_capture_length,       ///< a man leaps other than over one adjacent piece (6.1.5.1)
  capture_incomplete,       ///< a man stopped while it could capture again (6.1.5.5)
  king_capture_incomplete,  ///< a king stopped while it could capture again (6.1.5.6)
  promoted_must_continue,   ///< a man made king mid-capture stopped while it could go on (6.1.5.15)
  king_wrong_landing,       ///< a king landed where it cannot go on, though another square could (6.1.5.6)
  ambiguous,                ///< the record fits several legal moves (6.1.6.2)
  no_such_move,             ///< no legal move fits the record (6.1.4.1)
};

/// The clause of the rulebook a violation breaks, "6.1.5.3"; empty for none.
[[nodiscard]] std::string_view clause_of(Violation v);
/// An English sentence saying what is wrong (a gettext msgid).
[[nodiscard]] const char* describe(Violation v);

/// The verdict on one written move in one position.
struct Ruling {
  Violation violation = Violation::none;  ///< none when legal
  std::optional<Move> move;               ///< the legal move meant, when legal
  std::vector<Move> legal_moves;          ///< every legal move of the position

  [[nodiscard]] bool legal() const { return violation == Violation::none; }
};

/// Is the written move legal here, and if not, which rule does it break? The text is any form
/// notation accepts; the diagnosis replays the written squares leg by leg with captured pieces
/// left on the board (6.1.5.12).
[[nodiscard]] Ruling adjudicate(const Position& position, std::string_view text);

}  // namespace shashki::rules
