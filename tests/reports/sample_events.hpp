#pragma once
// Two small events for the report builder tests: a Swiss with byes and a forfeit, and a
// round-robin of micro-matches with a withdrawal.

#include "tournament_builder.hpp"

#include "shashki/reports/report_builders.hpp"

namespace shashki::reports::samples {

/// Swiss, 6 players (one named like markup), 3 rounds, 1-0.5-0, with a pairing-allocated bye,
/// a half bye and a forfeit; openings drawn for round 3.
tournament::Tournament sample_swiss();

/// Round robin of micro-matches (2-1-0 per game), 4 players; player 4 withdrew after round 1.
tournament::Tournament sample_round_robin();

/// A few Russian words, standing in for the gettext catalog.
std::string to_russian(const std::string& msgid);

}  // namespace shashki::reports::samples
