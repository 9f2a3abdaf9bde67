#pragma once
// Shared by the event, player, result and clock-log commands: opening the session and the JSON
// shapes of docs/cli.md ("JSON shapes of the event commands").

#include "command.hpp"

#include "shashki/app/session.hpp"
#include "shashki/db/database.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/tournament.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace shashki::cli {

/// Opens the event database of --db for this command; "shashki" holds the writer lock.
/// The session of a command; read-only commands pass db::Access::read so that they work while
/// the console holds the database.
app::Session open_session(const Context& ctx, db::Access access = db::Access::write);

/// How a command names a player: `--player N` by the starting number every list shows first,
/// or `--player-id ID` by the database id of `player list --json`.
struct PlayerOption {
  std::optional<int> number;
  std::optional<std::int64_t> id;
};

/// Adds --player and --player-id to `cmd`; each excludes the other, the command needs one.
void add_player_option(CLI::App& cmd, PlayerOption& option);

/// The player `option` names in `event`; Error(usage) when neither option is given,
/// Error(input) for a starting number the event does not have.
tournament::PlayerId resolve_player(app::Session& session, tournament::EventId event,
                                    const PlayerOption& option);

/// One line of a numbered list: the starting number first (what --player takes), the name, and
/// the database id marked as such so that it is never read as a number.
void print_numbered(Context& ctx, const tournament::Player& player);

/// The sex `--sex` gives ("m", "f", "w", "м", "ж" or empty); Error(input) about `sex` otherwise.
tournament::Sex sex_option(const std::string& text);

/// `player list --json` element: id, number, name, rating, title, club, city, status (+ more).
nlohmann::json player_json(const tournament::Player& player);

/// `2026-05-01T10:00:00.000Z`.
std::string iso_time(std::chrono::sys_time<std::chrono::milliseconds> at);

/// The items of a comma-separated option ("BH-C1, BH, WIN"), trimmed, empty ones left out.
std::vector<std::string> comma_list(const std::string& text);
/// The tie-breaks of a comma-separated option, in order; a code that is none is Error(input).
std::vector<tournament::Tiebreak> tiebreak_list(const std::string& text);
/// The codes of `tiebreaks`, comma-separated ("BH-C1, BH").
std::string tiebreak_text(const std::vector<tournament::Tiebreak>& tiebreaks);

/// Prints JSON as one document and a newline, keeping non-ASCII text as UTF-8.
void print_json(Context& ctx, const nlohmann::json& doc);

/// Adds `list --event E [--json]` to `group`, a reader of the event's `rows` (a JSON array):
/// printed whole with --json, else one `line` per element.
void add_list_command(CLI::App& group, Context& ctx, const std::string& description,
                      std::function<nlohmann::json(const tournament::Tournament&)> rows,
                      std::function<std::string(const nlohmann::json&)> line);

}  // namespace shashki::cli
