#pragma once
// Codes of the model shown to the judge as words of the judge's language.

#include "shashki/endgame/value.hpp"
#include "shashki/tournament/round.hpp"

namespace shashki::app {

/// The state of a round as a msgid ("draft", "published", "complete", "locked"): for
/// Message::with_term and tr(), so that the judge reads it in the chosen language.
const char* state_term(tournament::RoundState state);

/// An endgame database's verdict as a msgid ("win", "draw", "loss"), for tr().
const char* verdict_term(endgame::Result result);

}  // namespace shashki::app
