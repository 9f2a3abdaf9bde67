#pragma once
// Shared by the appeal and claim use cases: the game situation of a board, in JSON for storage.

#include "shashki/app/endgame_service.hpp"
#include "shashki/app/game_situation.hpp"
#include "shashki/app/round_clocks.hpp"
#include "shashki/app/session.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace shashki::app {

/// The situation of the board's game: from `fen` when the judge sets the position by hand
/// (counts start there), else from the recorded moves. The conditions follow the event's
/// discipline and the board's control (6.1.10.4 needs to know whether time is added per move).
GameSituation board_situation(Session& session, const RoundClocks& clocks, int board,
                              const std::optional<std::string>& fen = std::nullopt);

/// "white" / "black".
std::string side_code(rules::Color side);

/// The facts, counts and move counts of a situation as JSON (stored with a ruling or claim).
nlohmann::json situation_json(const GameSituation& situation);

/// The facts back from situation_json().
PositionFacts facts_from_json(const nlohmann::json& json);

/// The counts back from situation_json().
std::vector<CountView> counts_from_json(const nlohmann::json& json);

}  // namespace shashki::app
