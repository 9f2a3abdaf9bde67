#pragma once
// When a round may be closed (completed or locked) beyond its results being in: the rule of the
// event's system.

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/round.hpp"

namespace shashki::tournament {

/// `round` of `event` when it may be completed or locked by its system's rule: a knockout round
/// is over only when every match has a player who goes through (knockout_state decided); a level
/// match waits for its tie-break games, or the next round could not be paired. The regulations
/// of the event set the tie-break stages (the rulebook is silent on knockouts). Any other system
/// closes a round once its results are in (change_state).
[[nodiscard]] Checked<int> check_round_decided(const Event& event, const Round& round);

}  // namespace shashki::tournament
