#include "shashki/pairing/double_swiss_engine.hpp"

#include "swiss/dutch_pairer.hpp"
#include "swiss/dutch_state.hpp"
#include "swiss/round_output.hpp"

namespace shashki::pairing {

PairingResult DoubleSwissEngine::pair_next_round(const Snapshot& snapshot) const {
  const auto field = swiss::build_field(snapshot, false, false);
  const auto outcome = swiss::pair_field(field);
  if (!outcome.refused_criterion.empty()) return Refusal{outcome.refused_criterion, outcome.refusal};
  return swiss::to_pairing(field, outcome);
}

}  // namespace shashki::pairing
