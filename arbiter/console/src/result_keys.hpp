#pragma once

#include "shashki/tournament/scoring.hpp"

#include <optional>
#include <string>

namespace shashki::console {

/// The result a judge types on the round grid, as the text app::ResultService::set reads.
/// 1-0.5-0 events: `1` White wins, `0` Black wins, `=` draw, `+` White wins by forfeit, `-`
/// Black wins by forfeit. 2-1-0 events: `2` White wins, `1` draw, `0` Black wins (the points the
/// board's White scores), `=`, `+` and `-` as above. Anything else is not a result key.
[[nodiscard]] std::optional<std::string> result_for_key(int key, tournament::ScoringScale scale);

}  // namespace shashki::console
