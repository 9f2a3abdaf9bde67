#pragma once

#include "shashki/reports/report_builders.hpp"
#include "shashki/tournament/board.hpp"
#include "shashki/tournament/scoring.hpp"

#include <string>

namespace shashki::reports {

/// A micro-match as a pairing line shows it, read from its first-named player (game 1's White):
/// the match score in the event's points, then each game's score from that player's side with
/// the colour he had: "2:2 (white 2:0, black 0:2)"; "*" for what has no result yet. Results are
/// stored from each game's own White (game 2's is the board's Black); this is the one place that
/// turns them round for the reader, so the round grid, the command line and the documents agree.
[[nodiscard]] std::string micro_match_text(const tournament::Board& board, tournament::ScoringScale scale,
                                           const Translate& translate);

/// Points as a table cell writes them on the event's scale: "3", "1½", "½".
[[nodiscard]] std::string points_cell(tournament::Points points, tournament::ScoringScale scale);

}  // namespace shashki::reports
