#pragma once

#include "shashki/pairing/engine.hpp"

#include <vector>

namespace shashki::pairing {

/// Seed numbers in bracket order for `slots` places (a power of two): seeds 1 and 2 can meet
/// only in the final, 1-4 only from the semi-finals, and so on (8 slots: 1 8 4 5 2 7 3 6).
std::vector<int> bracket_seed_order(int slots);

/// Knockout over a TRF-style input: starting numbers are the seeds, each file round is one
/// knockout round decided by its game (a won or forfeit-won game, or a PAB, goes through). A
/// level tie cannot be written in TRF and is refused: the event's record holds the tie-break
/// games (tournament::Board::tiebreaks, decided by tournament::knockout_winner). Round 1 gives byes to the
/// top seeds when the field is not a power of two; the better seed has White (Black when the file says player
/// 1 starts with Black).
class KnockoutEngine final : public PairingEngine {
 public:
  [[nodiscard]] PairingResult pair_next_round(const PairingInput& input) const override;
  [[nodiscard]] std::string_view name() const override { return "knockout"; }
};

}  // namespace shashki::pairing
