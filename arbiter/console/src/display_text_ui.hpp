#pragma once

#include "shashki/pairing/checker.hpp"
#include "shashki/tournament/discipline.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/pairing_system.hpp"
#include "shashki/tournament/points.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/scoring.hpp"

#include <wx/string.h>

#include <optional>
#include <string_view>

namespace shashki::console {

/// A game result as the event's scale writes it ("2-0", "1-1" in 2-1-0 events).
wxString result_text(tournament::GameResult result, tournament::ScoringScale scale);
/// The results of a board as the round grid shows them: a single game from White ("2-0",
/// "..." while not entered); a micro-match from the first-named player with the match score and
/// the colour of each game ("2:2 (белыми 2:0, чёрными 0:2)", reports::micro_match_text).
wxString board_results_text(const tournament::Board& board, tournament::ScoringScale scale);
/// A pairing system in the judge's language ("Round robin").
wxString system_text(tournament::PairingSystem system);
/// Who paired a draft, in the judge's language: a pairing engine ("the Dutch system"), or the
/// judge who edited it (none).
wxString engine_text(std::optional<pairing::EngineKind> engine);
/// A discipline in the judge's language ("Rapid").
wxString discipline_text(tournament::Discipline discipline);
/// The state of a round in the judge's language.
wxString state_text(tournament::RoundState state);
/// A finding of the pairing checker in the judge's language, after its rule (app::finding_text).
wxString finding_text(const pairing::Finding& finding);

}  // namespace shashki::console
