#pragma once
// The conditions the draw rules of a game depend on, taken from the event and board the game
// belongs to: every front end and use case asks here rather than assuming a classical game.

#include "shashki/app/session.hpp"
#include "shashki/clock/time_control.hpp"
#include "shashki/rules/draw_rules.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/live_rows.hpp"

#include <optional>
#include <string_view>

namespace shashki::app {

/// The conditions of a game of `discipline` (6.1.8 classical, 6.1.10 rapid and lightning) played
/// under `control` (6.1.10.4 applies when it adds no time per move; none: taken as adding time,
/// as rules::GameConditions does) whose moves are `recorded` or not (6.1.10.2).
[[nodiscard]] rules::GameConditions game_conditions(tournament::Discipline discipline,
                                                    const std::optional<clock::TimeControl>& control,
                                                    bool recorded);

/// The conditions of a stored board game: its event's discipline, the board's own time control
/// (set by the judge) or else the event's, and whether moves of it are recorded. A knockout's
/// tie-break game (a game number after the match's regular games) takes its stage's discipline:
/// rapid, else lightning. Error(input) when the event does not exist.
[[nodiscard]] rules::GameConditions board_conditions(Session& session, const tournament::GameKey& game);

/// The clause that allows a draw offer under `conditions`: 6.1.8.1 in classical play, 6.1.10.2
/// in rapid and lightning play.
[[nodiscard]] std::string_view offer_clause(const rules::GameConditions& conditions);

}  // namespace shashki::app
