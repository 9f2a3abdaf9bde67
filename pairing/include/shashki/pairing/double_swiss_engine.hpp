#pragma once

#include "shashki/pairing/engine.hpp"
#include "shashki/pairing/swiss_explanation.hpp"

#include <string_view>

namespace shashki::pairing {

/// Swiss of two-game micro-matches with a drawn opening (Russian championships and cups),
/// after FIDE's Double-Swiss (C.04.5): the match is the unit of pairing, so the colour
/// criteria (C3, C10-C13) do not apply; brackets, floats, completion and the PAB rules are
/// those of the Dutch system. A round's colour in the file is that of the first game, and
/// the first-game colours alternate by E.1-E.5 applied to them (docs/swiss.md).
class DoubleSwissEngine final : public PairingEngine, public ExplainingEngine {
 public:
  [[nodiscard]] PairingResult pair_next_round(const PairingInput& input) const override;
  [[nodiscard]] std::string_view name() const override { return "double-swiss"; }
  [[nodiscard]] PairingResult pair_explained(const PairingInput& input,
                                             SwissExplanation& explanation) const override;
};

}  // namespace shashki::pairing
