#pragma once

// The rows of a team event (schema version 13): settings, teams and rosters, matches and their
// boards. Private to the module; the repositories call them inside their transactions.

#include "shashki/tournament/event.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/team.hpp"

#include <SQLiteCpp/Database.h>

#include <optional>

namespace shashki::db {

/// Writes the team part of event `event`: its settings, teams, rosters, matches and boards.
void write_team_event(SQLite::Database& sql, tournament::EventId event, const tournament::TeamEvent& team);
/// Writes one match (or bye) of event `event` with its boards.
void write_team_match(SQLite::Database& sql, tournament::EventId event, const tournament::TeamMatch& match);
/// Writes one request of a bye for a round not yet paired.
void write_team_bye_request(SQLite::Database& sql, tournament::EventId event,
                            const tournament::TeamByeRequest& r);
/// Writes one team of event `event` and its roster (players by starting number, stored before).
void write_team(SQLite::Database& sql, tournament::EventId event, const tournament::Team& team,
                std::optional<int> withdrawn_from);
/// Rewrites the team event's settings row (primary score, tie-breaks, ...).
void update_team_settings(SQLite::Database& sql, tournament::EventId event,
                          const tournament::TeamEvent& team);
/// The team part of `event`, nullopt for an individual event. The system and the planned
/// rounds are the event's own.
std::optional<tournament::TeamEvent> read_team_event(SQLite::Database& sql, const tournament::Event& event);

}  // namespace shashki::db
