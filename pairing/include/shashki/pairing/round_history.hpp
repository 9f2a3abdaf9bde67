#pragma once

#include "shashki/pairing/engine.hpp"
#include "shashki/pairing/pairing_input.hpp"

#include <vector>

namespace shashki::pairing {

/// The round `round` as it was paired, read back from the players' entries: one board per
/// pair of opponents (forfeited games included: they were paired), colours as written (the
/// lower number White when the file gives none), and the PAB receivers. Boards are in the
/// published order (see order_boards).
Pairing pairing_of_round(const PairingInput& input, int round);

/// Sorts boards in the published order of C.04.2: the higher score of the two players first,
/// then the higher sum of their scores, then the better (lower) starting number of the two.
/// Scores are the pairing scores of `input` (before the round is played).
void order_boards(const PairingInput& input, std::vector<Board>& boards);

}  // namespace shashki::pairing
