#pragma once

// Prizes as the organiser lists them and the judge gives them out (docs/prizes.md).

#include "shashki/app/session.hpp"
#include "shashki/tournament/prizes.hpp"
#include "shashki/tournament/tournament.hpp"

#include <vector>

namespace shashki::app {

/// Adds `prize` at the end of event `event`'s list after tournament::check_prize accepts it (one
/// action, "prize.add"); a refusal changes nothing.
tournament::Prize add_prize(Session& session, tournament::EventId event, tournament::Prize prize);

/// Removes prize `number` (from 1) of the list ("prize.remove").
tournament::Prize remove_prize(Session& session, tournament::EventId event, int number);

/// The prizes of `tournament` given out on its standings after `after_round` (0: the last), by
/// its setting for shared places.
[[nodiscard]] std::vector<tournament::PrizeAward> event_prizes(const tournament::Tournament& tournament,
                                                               int after_round);

}  // namespace shashki::app
