#pragma once

#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/points.hpp"
#include "shashki/tournament/tournament.hpp"

#include <cstddef>
#include <optional>
#include <vector>

namespace shashki::tournament {

/// How a player's round went, in the categories FIDE C.07 article 16 distinguishes.
enum class RoundKind {
  played,          ///< at least one game played over the board
  forfeit_win,     ///< won without play (the opponent did not come): not voluntary
  forfeit_loss,    ///< lost without play: voluntary (C.07 16)
  double_forfeit,  ///< neither played: voluntary for both
  pairing_bye,     ///< pairing-allocated bye: not voluntary
  rest,            ///< round robin: the table's odd player out rests, no game, no points (C.05)
  half_bye,        ///< requested half-point bye: voluntary
  zero_bye,        ///< requested zero-point bye or absence: voluntary
  not_paired,      ///< no board this round (absent, withdrawn, not yet entered): voluntary
  pending,         ///< paired but a result is missing: counts nothing yet
  annulled,        ///< a game against a round-robin player left out of the standings (C.07)
};

/// One game of a round from one player's side.
struct GameRecord {
  bool white = true;    ///< the player had White in this game
  int half_points = 0;  ///< 2 won, 1 drawn, 0 lost
  bool played = true;   ///< false for a forfeit
};

/// One round of one player.
struct RoundRecord {
  RoundKind kind = RoundKind::not_paired;
  std::optional<std::size_t> opponent;  ///< index into the player list, when paired against someone
  Points points;                        ///< what the round scored (event scoring)
  std::vector<GameRecord> games;        ///< empty for byes and unpaired rounds

  /// A voluntary unplayed round (C.07 16): cut first by the Cut modifiers.
  [[nodiscard]] bool voluntary_unplayed() const;
  /// A real game against a real opponent took place (a forfeit does not count).
  [[nodiscard]] bool over_the_board() const { return kind == RoundKind::played; }
};

/// Every player's rounds, by player index (the tournament's player order), and the totals.
struct RoundRecords {
  std::vector<std::vector<RoundRecord>> rounds;  ///< rounds[player][round - 1]
  std::vector<Points> totals;                    ///< each player's score after the rounds
  int round_count = 0;                           ///< rounds taken into account
};

/// The records of `tournament` after round `after_round` (its published rounds only; a draft
/// round counts as not played yet). Points follow the event's scoring (Scoring::board_points).
[[nodiscard]] RoundRecords round_records(const Tournament& tournament, int after_round);

}  // namespace shashki::tournament
