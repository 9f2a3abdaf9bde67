#pragma once

#include "shashki/pairing/engine.hpp"

#include <vector>

namespace shashki::pairing {

/// How a round robin is laid out (FIDE C.05 Annex 1).
struct BergerOptions {
  bool double_cycle = false;  ///< every pair meets twice, colours reversed in the second cycle
  /// In a double cycle, play the last two rounds of the first cycle in swapped order, which
  /// avoids three games in a row with one colour across the cycles (FIDE's recommendation).
  bool swap_last_two_rounds = true;
  /// Games per pairing: 2 makes a micro-match round robin, both games in the same round, the
  /// second with colours swapped.
  int games_per_pairing = 1;
};

/// A round of a Berger table: its boards, White first. With an odd number of players the
/// phantom number N+1 appears as 0 (the player facing it has the bye).
using BergerRound = std::vector<Board>;

/// Number of rounds of a round robin of `players` (3 or more).
int berger_round_count(int players, bool double_cycle);

/// The Berger table for `players` numbers (FIDE C.05 Annex 1), every round in order; for a
/// micro-match round robin each board is still listed once (see micro_match_games).
std::vector<BergerRound> berger_table(int players, const BergerOptions& options = {});

/// The games of one micro-match pairing: the board as given, then colours swapped.
std::vector<Board> micro_match_games(const Board& board, int games_per_pairing);

}  // namespace shashki::pairing
