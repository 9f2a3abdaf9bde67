#pragma once

#include "shashki/db/database.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/official.hpp"
#include "shashki/tournament/pairing_ban.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/prize.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/section.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shashki::db {

/// Column lists matching the readers below, for SELECTs.
inline constexpr const char* event_columns =
    "id, name, start_date, end_date, venue, chief_arbiter, arbiters, discipline, time_control, system, "
    "rounds, scoring, micro_match, match_scoring, tiebreaks, opening_table, rule_edition, opening_csv, "
    "half_byes, tiebreak_edition, board_results, norm_csv, prize_money";
/// The event's columns but id, in bind_event's order, for INSERT and UPDATE.
inline constexpr int event_value_count = 22;
/// INSERT of a new event, bound by bind_event.
inline constexpr const char* event_insert_sql =
    "INSERT INTO events (name, start_date, end_date, venue, chief_arbiter, arbiters, discipline, "
    "time_control, system, rounds, scoring, micro_match, match_scoring, tiebreaks, opening_table, "
    "rule_edition, opening_csv, half_byes, tiebreak_edition, board_results, norm_csv, prize_money) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
/// UPDATE of an event's settings, bound by bind_event, then its id at event_value_count + 1.
inline constexpr const char* event_update_sql =
    "UPDATE events SET name = ?, start_date = ?, end_date = ?, venue = ?, chief_arbiter = ?, arbiters = ?, "
    "discipline = ?, time_control = ?, system = ?, rounds = ?, scoring = ?, micro_match = ?, "
    "match_scoring = ?, tiebreaks = ?, opening_table = ?, rule_edition = ?, opening_csv = ?, half_byes = ?, "
    "tiebreak_edition = ?, board_results = ?, norm_csv = ?, prize_money = ? WHERE id = ?";
inline constexpr const char* player_columns =
    "id, number, name, rating, title, club, city, federation, birth, status, withdrawn_from, "
    "late_entry_round, sex, region, coach, birth_year";
/// The player's columns but id, in bind_player's order.
inline constexpr int player_value_count = 15;
/// INSERT of a new player: its event at 1, then bind_player from 2.
inline constexpr const char* player_insert_sql =
    "INSERT INTO players (event_id, number, name, rating, title, club, city, federation, birth, status, "
    "withdrawn_from, late_entry_round, sex, region, coach, birth_year) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
    "?, "
    "?, ?, ?, ?, ?)";
/// UPDATE of a player, bound by bind_player from 1, then its event at player_value_count + 1 and
/// its id after it.
inline constexpr const char* player_update_sql =
    "UPDATE players SET number = ?, name = ?, rating = ?, title = ?, club = ?, city = ?, federation = ?, "
    "birth = ?, status = ?, withdrawn_from = ?, late_entry_round = ?, sex = ?, region = ?, coach = ?, "
    "birth_year = ? WHERE event_id = ? AND id = ?";

/// The event in the current row of a SELECT of event_columns. Throws DatabaseError on a code
/// this build does not know (a file written by a newer program that slipped past the version).
/// The error for a stored code this program does not know (a damaged file, or one written by
/// another program): `text` as found in `column`.
DatabaseError damaged_column(const std::string& text, const std::string& column);

tournament::Event read_event(const SQLite::Statement& row);
/// The player in the current row of a SELECT of player_columns.
tournament::Player read_player(const SQLite::Statement& row);

/// Binds the event's columns (all but id) to parameters 1..event_value_count in event_columns order.
void bind_event(SQLite::Statement& statement, const tournament::Event& event);
/// Binds the player's columns (all but id) to parameters first..first+10 in player_columns order.
void bind_player(SQLite::Statement& statement, const tournament::Player& player, int first = 1);

/// The players of an event in starting-number order.
std::vector<tournament::Player> read_players(SQLite::Database& sql, tournament::EventId event);
/// The rounds of an event with boards and results, all of them or only `only`.
std::vector<tournament::Round> read_rounds(SQLite::Database& sql, tournament::EventId event,
                                           std::optional<int> only = std::nullopt);
/// One board with its results, if it exists.
std::optional<tournament::Board> read_board(SQLite::Database& sql, tournament::EventId event, int round,
                                            int board);
/// The byes requested for rounds of the event (ByeRequestRepository): round -> player -> kind.
std::map<int, std::map<tournament::PlayerId, tournament::ByeKind>> read_bye_requests(
    SQLite::Database& sql, tournament::EventId event);
/// The number of the event's last round (drafted or later), 0 before round 1.
int last_round_number(SQLite::Database& sql, tournament::EventId event);
/// The event's settings, if it exists.
std::optional<tournament::Event> read_event(SQLite::Database& sql, tournament::EventId event);
/// The event's sections in the order they were added (table sections).
std::vector<tournament::Section> read_sections(SQLite::Database& sql, tournament::EventId event);
/// The event's pairing bans in the order they were added (table pairing_bans).
std::vector<tournament::PairingBan> read_bans(SQLite::Database& sql, tournament::EventId event);
/// The event's prizes in the list's order (table prizes).
std::vector<tournament::Prize> read_prizes(SQLite::Database& sql, tournament::EventId event);
/// The event's officials in the panel's order (table officials).
std::vector<tournament::Official> read_officials(SQLite::Database& sql, tournament::EventId event);
/// Binds a section's name, sex, born_from, born_to and players (a JSON array of player ids) to
/// parameters first..first + 4.
void bind_section(SQLite::Statement& s, const tournament::Section& section, int first);

}  // namespace shashki::db
