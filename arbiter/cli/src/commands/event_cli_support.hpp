#pragma once
// Shared by the event, player, result and clock-log commands: opening the session and the JSON
// shapes of shared docs/cli.md ("JSON shapes of the event commands").

#include "command.hpp"

#include "shashki/app/session.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/player.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <string>

namespace shashki::cli {

/// Opens the event database of --db for this command; "shashki" holds the writer lock.
/// The session of a command; read-only commands pass db::Access::read so that they work while
/// the console holds the database.
app::Session open_session(const Context& ctx, db::Access access = db::Access::write);

/// `player list --json` element: id, number, name, rating, title, club, city, status (+ more).
nlohmann::json player_json(const tournament::Player& player);

/// `2026-05-01T10:00:00.000Z`.
std::string iso_time(std::chrono::sys_time<std::chrono::milliseconds> at);

/// Prints JSON as one document and a newline, keeping non-ASCII text as UTF-8.
void print_json(Context& ctx, const nlohmann::json& doc);

}  // namespace shashki::cli
