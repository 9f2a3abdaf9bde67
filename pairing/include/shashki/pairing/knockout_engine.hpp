#pragma once

#include "shashki/pairing/engine.hpp"

namespace shashki::pairing {

/// Knockout over a TRF-style snapshot: starting numbers are the seeds, each file round is one
/// knockout round decided by its game (a won or forfeit-won game, or a PAB, goes through). A
/// level tie cannot be written in TRF and is refused: the event's Knockout record holds the
/// tie-break matches. Round 1 gives byes to the top seeds when the field is not a power of two;
/// the better seed has White (Black when the file says player 1 starts with Black).
class KnockoutEngine final : public PairingEngine {
 public:
  [[nodiscard]] PairingResult pair_next_round(const Snapshot& snapshot) const override;
  [[nodiscard]] std::string_view name() const override { return "knockout"; }
};

}  // namespace shashki::pairing
