#pragma once

#include "shashki/pairing/engine.hpp"
#include "swiss/dutch_pairer.hpp"
#include "swiss/dutch_state.hpp"

namespace shashki::pairing::swiss {

/// The round as published: boards in C.04.2 order with colours by E.1-E.5, and the PAB.
Pairing to_pairing(const DutchField& field, const DutchOutcome& outcome);

}  // namespace shashki::pairing::swiss
