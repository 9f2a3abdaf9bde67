#pragma once

#include "shashki/pairing/engine.hpp"
#include "swiss/dutch_pairer.hpp"
#include "swiss/dutch_state.hpp"

namespace shashki::pairing::swiss {

/// The round as published: boards in C.04.2 order with colours by E.1-E.5, and the PAB.
Pairing to_pairing(const DutchField& field, const DutchOutcome& outcome);

/// The judge's explanation of an outcome paired with `explain`: the PAB rules (C2, C5) and
/// the notes of every bracket. `system` names the engine; `accelerated` that scores carry
/// virtual points.
SwissExplanation explain_round(const DutchField& field, const DutchOutcome& outcome, std::string system,
                               bool accelerated);

/// Pairs the field as an engine does, explaining it into `explanation` when it is not null.
PairingResult pair_field_explained(const DutchField& field, SwissExplanation* explanation, std::string system,
                                   bool accelerated);

}  // namespace shashki::pairing::swiss
