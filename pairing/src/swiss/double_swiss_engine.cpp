#include "shashki/pairing/double_swiss_engine.hpp"

#include "swiss/dutch_state.hpp"
#include "swiss/round_output.hpp"

namespace shashki::pairing {

PairingResult DoubleSwissEngine::pair_next_round(const Snapshot& snapshot) const {
  return swiss::pair_field_explained(swiss::build_field(snapshot, false, false), nullptr, "double-swiss",
                                     false);
}

PairingResult DoubleSwissEngine::pair_explained(const Snapshot& snapshot,
                                                SwissExplanation& explanation) const {
  auto result = swiss::pair_field_explained(swiss::build_field(snapshot, false, false), &explanation,
                                            "double-swiss", !snapshot.accelerations.empty());
  explanation.scale = snapshot.scale;
  return result;
}

}  // namespace shashki::pairing
