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
  // Points the file's XXA carries here are the per-game scores of micro-matches (the app's
  // mapping), not an acceleration: the explanation does not call them one.
  return swiss::pair_field_explained(swiss::build_field(snapshot, false, false), &explanation, "double-swiss",
                                     false);
}

}  // namespace shashki::pairing
