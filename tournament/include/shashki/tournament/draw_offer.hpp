#pragma once
// May a draw be offered now? 6.1.8.1 for a classical game, 6.1.10.2 for a rapid or lightning one.

#include "shashki/tournament/discipline.hpp"

#include <optional>
#include <string>

namespace shashki::tournament {

/// 6.1.8.1: in a classical game a draw may be offered only after each player's 20th move.
inline constexpr int draw_offer_moves = 20;
/// 6.1.10.2: a rapid or lightning game that is not recorded may be agreed drawn only when each
/// player has at most 6 pieces.
inline constexpr int unrecorded_draw_pieces = 6;

/// What the ruling on an offer rests on.
struct DrawOfferFacts {
  Discipline discipline = Discipline::classical;
  int white_moves = 0;  ///< the moves each player has made (the record's, else the clock's count)
  int black_moves = 0;
  bool recorded = false;  ///< the game's moves are recorded
  /// The pieces each player has, when the position is known (set up, or from the record).
  std::optional<int> white_pieces;
  std::optional<int> black_pieces;
};

/// Why the offer is allowed or not; the app words it with the facts.
enum class DrawOfferGround {
  enough_moves,      ///< 6.1.8.1: each player has made 20 moves
  too_few_moves,     ///< 6.1.8.1: a player has made fewer than 20
  recorded,          ///< 6.1.10.2: a recorded rapid or lightning game may be agreed drawn
  few_pieces,        ///< 6.1.10.2: not recorded, at most 6 pieces each
  too_many_pieces,   ///< 6.1.10.2: not recorded, a player has more than 6 pieces
  pieces_not_known,  ///< 6.1.10.2: not recorded and no position to count the pieces on
};

struct DrawOfferRuling {
  bool allowed = false;
  std::string clause;  ///< "6.1.8.1" or "6.1.10.2"
  DrawOfferGround ground = DrawOfferGround::too_few_moves;

  friend bool operator==(const DrawOfferRuling&, const DrawOfferRuling&) = default;
};

/// The ruling on a draw offer given `facts`.
[[nodiscard]] DrawOfferRuling rule_on_draw_offer(const DrawOfferFacts& facts);

}  // namespace shashki::tournament
