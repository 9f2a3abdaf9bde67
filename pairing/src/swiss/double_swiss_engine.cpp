#include "shashki/pairing/double_swiss_engine.hpp"

#include "swiss/dutch_state.hpp"
#include "swiss/round_output.hpp"

namespace shashki::pairing {

PairingResult DoubleSwissEngine::pair_next_round(const PairingInput& input) const {
  return swiss::pair_field_explained(swiss::build_field(input, false, false), nullptr, "double-swiss", false);
}

PairingResult DoubleSwissEngine::pair_explained(const PairingInput& input,
                                                SwissExplanation& explanation) const {
  auto result = swiss::pair_field_explained(swiss::build_field(input, false, false), &explanation,
                                            "double-swiss", !input.accelerations.empty());
  explanation.scale = input.scale;
  return result;
}

}  // namespace shashki::pairing
