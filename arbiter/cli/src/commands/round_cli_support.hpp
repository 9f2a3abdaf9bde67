#pragma once
// Shared by the round commands: a round as text for the judge and as the JSON of shared
// docs/cli.md (`round show --json`).

#include "command.hpp"

#include "shashki/app/session.hpp"
#include "shashki/pairing/checker.hpp"
#include "shashki/tournament/board_result.hpp"
#include "shashki/tournament/round.hpp"

#include <nlohmann/json.hpp>

#include <vector>

namespace shashki::cli {

/// `{"event", "round", "state", "boards": [{"board", "white", "black", "opening", "results",
/// "proposed"}]}`: "proposed" is the result the players agreed on at the board and the arbiter has
/// not confirmed yet (`proposals`; the venue pages' contract), else null.
nlohmann::json round_json(tournament::EventId event, const tournament::Round& round,
                          const std::vector<tournament::ResultProposal>& proposals = {});

/// One line per board: number, White (number, name), Black or the bye, opening, results; a
/// micro-match's from the first-named player (reports::micro_match_text).
void print_round(Context& ctx, app::Session& session, tournament::EventId event,
                 const tournament::Round& round);

/// "Round 2: published (backup PATH)" after a change of state, the state in the judge's language.
void print_state_change(Context& ctx, const tournament::Round& round, const std::filesystem::path& backup);

/// The checker's findings, one `warning: ` line each, on the error stream.
void print_findings(Context& ctx, const std::vector<pairing::Finding>& findings);

}  // namespace shashki::cli
