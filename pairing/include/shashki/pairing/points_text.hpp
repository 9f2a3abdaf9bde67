#pragma once

// Scores in the pairing model are tournament::Points (integer half-points of the 1-0.5-0 scale,
// which are the points of the 2-1-0 scale: a won game is 2). Only the text of a score depends on
// the event's scale: a TRF column, a check list, an explanation.

#include "shashki/tournament/points.hpp"
#include "shashki/tournament/scoring.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace shashki::pairing {

/// The pairing module's score: the tournament model's, not a second type.
using tournament::Points;
/// How a file or an event writes its points: "1.0" for a won game on 1-0.5-0, "2.0" on 2-1-0.
using tournament::ScoringScale;

/// Reads a decimal score such as "7.5", "7", "7.0" or "0.50" written on `scale`: on 1-0.5-0
/// "7.5" is 15 half-points, on 2-1-0 "7.0" is Points 7. nullopt unless it is a whole number of
/// the scale's smallest step (0.25 anywhere, 7.5 on 2-1-0, are malformed for this program).
std::optional<Points> parse_points(std::string_view text, ScoringScale scale);

/// The TRF spelling with one decimal on `scale`: "7.5", "12.0", "-1.5" on 1-0.5-0; Points 7 on
/// 2-1-0 is "7.0".
std::string format_points(Points points, ScoringScale scale);

}  // namespace shashki::pairing
