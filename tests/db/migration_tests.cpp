// Schema migrations and the constraints of the schema: every step from an empty file, a step
// that fails leaves the previous version whole, bad rows are refused by the file itself.
#include <boost/test/unit_test.hpp>

#include "fixture.hpp"
#include "shashki/db/board_token_repository.hpp"
#include "shashki/db/event_repository.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/test/support.hpp"

#include <fstream>
#include <optional>
#include <string>
#include <vector>

using shashki::db::Database;
using shashki::db::DatabaseError;
using namespace shashki::db::test;

namespace {

// Version 1 as the first release wrote it.
const char* const version_1 =
    "CREATE TABLE settings (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) STRICT;"
    "INSERT INTO settings VALUES ('venue', 'Казань');"
    "PRAGMA user_version = 1;";

// What version 25 added (a year of birth alone): a test that writes a file as an older version
// drops it.
const std::string without_version_25 = "ALTER TABLE players DROP COLUMN birth_year;";

// What version 24 added (the player register): a test that writes a file as an older version
// drops it.
const std::string without_version_24 =
    without_version_25 +
    "DROP TABLE register_links; DROP TABLE register_search; DROP TABLE register_entries;";

// What version 23 added (the event's officials): a test that writes a file as an older version
// drops it.
const std::string without_version_23 = without_version_24 + "DROP TABLE officials;";

// What version 22 added (pairing bans): a test that writes a file as an older version drops it.
const std::string without_version_22 = without_version_23 + "DROP TABLE pairing_bans;";

// What version 21 added (prizes): a test that writes a file as an older version drops it.
const std::string without_version_21 =
    without_version_22 + "DROP TABLE prizes; ALTER TABLE events DROP COLUMN prize_money;";

// What version 20 added (a player's sex, region and coach; sections): a test that writes a file as an
// older version drops it.
const std::string without_version_20 =
    without_version_21 +
    "DROP TABLE sections; ALTER TABLE players DROP COLUMN sex; ALTER TABLE players DROP COLUMN region; ALTER "
    "TABLE players DROP "
    "COLUMN coach;";

// What version 19 added (an event's norm table): a test that writes a file as an older version
// drops it.
const std::string without_version_19 = without_version_20 + "ALTER TABLE events DROP COLUMN norm_csv;";

// What version 18 added (floor arbiters' tokens): a test that writes a file as an older version
// drops it.
const std::string without_version_18 = without_version_19 + "DROP TABLE arbiter_tokens;";

// What version 17 added (results from the board): a test that writes a file as an older version
// drops it.
const std::string without_version_17 =
    without_version_18 +
    "DROP TRIGGER result_proposals_settled; DROP TABLE result_proposals; ALTER TABLE events DROP COLUMN "
    "board_results;";

// What versions 13-16 added (team events): a test that writes a file as an older version drops it.
const std::string without_version_13 =
    without_version_17 +
    "DROP TABLE team_bye_requests; DROP TABLE team_match_boards; DROP TABLE team_matches; DROP TABLE "
    "team_members; DROP TABLE teams; "
    "DROP TABLE team_events;";

// The shell's message for a row the schema refuses (not, say, a syntax error in the test).
bool refused_by_the_schema(const std::string& message) {
  for (const char* reason : {"constraint failed", "append-only", "cannot store", "cannot change"}) {
    if (message.find(reason) != std::string::npos) return true;
  }
  return false;
}

// Round 1 of `f` played (a draw), complete and locked; the database closed.
void lock_round_one(EventFixture& f) {
  f.publish(1);
  shashki::db::RoundRepository rounds(*f.db);
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, shashki::tournament::GameResult::draw, stamp()).ok());
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp()).ok());
  BOOST_REQUIRE(rounds.lock(f.event.id, 1, stamp()).ok());
  f.close();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(migration_tests)

BOOST_AUTO_TEST_CASE(an_empty_file_is_migrated_through_every_step_to_the_latest_version) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "empty.db";
  std::ofstream{path};  // zero bytes: what a crash during creation could leave
  {
    const Database db(path);
    BOOST_TEST(db.user_version() == Database::schema_version());
  }
  BOOST_TEST(Database::schema_version() == 25);
  const auto tables = sqlite3_value(path,
                                    "SELECT group_concat(name, ' ') FROM (SELECT name FROM sqlite_schema "
                                    "WHERE type = 'table' ORDER BY name);");
  BOOST_TEST(
      tables ==
      "appeals arbiter_tokens audit board_controls board_tokens boards bye_requests clock_checkpoints "
      "clock_events "
      "draw_claims events game_moves game_starts games officials "
      "pairing_bans players prizes register_entries register_links register_search register_search_config "
      "register_search_content register_search_data register_search_docsize register_search_idx "
      "remote_presses result_proposals round_reopenings rounds sections settings "
      "team_bye_requests "
      "team_events "
      "team_match_boards team_matches team_members teams tiebreak_games");
  BOOST_TEST(sqlite3_value(path, "PRAGMA journal_mode;") == "wal");
  // Version 5: an event keeps the text of a CSV opening table; events before it have none.
  BOOST_TEST(sqlite3_value(path,
                           "SELECT type || ' ' || \"notnull\" || ' ' || dflt_value FROM "
                           "pragma_table_info('events') WHERE name = 'opening_csv';") == "TEXT 1 ''");
  // Version 19: an event keeps a norm table loaded into it; events before it use the shipped one.
  BOOST_TEST(sqlite3_value(path,
                           "SELECT type || ' ' || \"notnull\" || ' ' || dflt_value FROM "
                           "pragma_table_info('events') WHERE name = 'norm_csv';") == "TEXT 1 ''");
  // Version 8: the C.07 edition of an event's tie-breaks; events before it read the 2026 one.
  BOOST_TEST(sqlite3_value(path,
                           "SELECT type || ' ' || \"notnull\" || ' ' || dflt_value FROM "
                           "pragma_table_info('events') WHERE name = 'tiebreak_edition';") ==
             "TEXT 1 '2026'");
  // Version 10: the venue network's board tokens, at most one valid per board of a round.
  BOOST_TEST(sqlite3_value(path, "SELECT count(*) FROM sqlite_schema WHERE name = 'board_tokens_valid';") ==
             "1");
  // Version 12: a token's nonce and digest, no column for its text.
  BOOST_TEST(sqlite3_value(path, "SELECT group_concat(name, ' ') FROM pragma_table_info('board_tokens');") ==
             "event_id round board nonce digest issued_at revoked_at");
  // Version 14: a team match board's number on the round's clocks, unique in the round.
  BOOST_TEST(sqlite3_value(path,
                           "SELECT type FROM pragma_table_info('team_match_boards') WHERE name = "
                           "'round_board';") == "INTEGER");
  BOOST_TEST(sqlite3_value(path,
                           "SELECT count(*) FROM sqlite_schema WHERE name = "
                           "'team_match_boards_round_board';") == "1");
  // Version 15: game 2 of a micro-match on a team board.
  BOOST_TEST(sqlite3_value(path,
                           "SELECT type FROM pragma_table_info('team_match_boards') WHERE name = "
                           "'second_result';") == "TEXT");
  // Version 18: a floor arbiter's token, its nonce and digest and no column for its text.
  BOOST_TEST(
      sqlite3_value(path, "SELECT group_concat(name, ' ') FROM pragma_table_info('arbiter_tokens');") ==
      "id event_id name nonce digest issued_at revoked_at");
  // Version 16: which bye a team's row without an opponent is, and the byes asked for.
  BOOST_TEST(
      sqlite3_value(path, "SELECT dflt_value FROM pragma_table_info('team_matches') WHERE name = 'bye';") ==
      "'pab'");
}

BOOST_AUTO_TEST_CASE(a_version_16_event_waits_for_the_arbiter_and_a_result_supersedes_a_proposal) {
  EventFixture f(4);
  f.publish(1);
  f.close();
  BOOST_REQUIRE(sqlite3(f.path, without_version_17 + "PRAGMA user_version = 16;").exit_code == 0);
  f.reopen();
  BOOST_TEST(f.db->user_version() == Database::schema_version());
  // Version 17: an event made before waits for the arbiter's confirmation (the default).
  const auto stored = shashki::db::EventRepository(*f.db).find(f.event.id);
  BOOST_REQUIRE(stored.has_value());
  BOOST_TEST((stored->board_results == shashki::tournament::BoardResults::confirm));
  const shashki::tournament::GameKey key{f.event.id, 1, 1, 1};
  shashki::db::LiveRepository live(*f.db);
  BOOST_REQUIRE(
      live.propose_result(key, shashki::tournament::GameResult::draw, shashki::clock::Side::white, stamp())
          .ok());
  BOOST_TEST(live.find_proposal(key).has_value());
  // However the result enters, the game's proposal goes with it (the trigger).
  BOOST_REQUIRE(shashki::db::RoundRepository(*f.db)
                    .set_result(f.event.id, 1, 1, 1, shashki::tournament::GameResult::white_wins, stamp())
                    .ok());
  BOOST_TEST(!live.find_proposal(key).has_value());
}

BOOST_AUTO_TEST_CASE(a_version_13_team_event_keeps_its_boards_and_results_with_none_on_the_clocks) {
  EventFixture f(4);
  f.close();
  // A team match of version 13 with one result, written as that version had it.
  const std::string id = std::to_string(f.event.id.value);
  BOOST_REQUIRE(
      sqlite3(f.path,
              without_version_17 +
                  "DROP INDEX team_match_boards_round_board; ALTER TABLE team_match_boards DROP COLUMN "
                  "round_board; ALTER TABLE team_match_boards DROP COLUMN second_result; DROP TABLE "
                  "team_bye_requests; "
                  "ALTER TABLE team_matches DROP COLUMN bye;"
                  "INSERT INTO team_events (event_id, boards_per_match, primary_score, match_win, "
                  "match_draw, match_loss, bye_match_points, bye_board_points, colour_preferences, "
                  "board_colours) VALUES (" +
                  id +
                  ", 2, 'match', 4, 2, 0, 2, 1, 'type-a', 'WB');"
                  "INSERT INTO teams (event_id, number, name) VALUES (" +
                  id + ", 1, 'A'), (" + id +
                  ", 2, 'B');"
                  "INSERT INTO team_matches VALUES (" +
                  id +
                  ", 1, 1, 2, 'none');"
                  "INSERT INTO team_match_boards VALUES (" +
                  id + ", 1, 1, 1, 1, 3, 1, '1-0'), (" + id +
                  ", 1, 1, 2, 2, 4, 0, NULL);"
                  "UPDATE events SET micro_match = 1 WHERE id = " +
                  id +
                  ";"
                  "PRAGMA user_version = 13;")
          .exit_code == 0);
  f.reopen();
  BOOST_TEST(f.db->user_version() == Database::schema_version());
  f.close();
  BOOST_TEST(sqlite3_value(f.path,
                           "SELECT group_concat(coalesce(result, '-') || ':' || "
                           "coalesce(round_board, 0) || ':' || coalesce(second_result, '-'), ' ') "
                           "FROM team_match_boards;") == "1-0:0:- -:0:-");
  // Made before micro-matches on a team board existed, it played one game a board: it still does.
  BOOST_TEST(sqlite3_value(f.path, "SELECT micro_match FROM events WHERE id = " + id + ";") == "0");
  // The schema takes only a result code in game 2's column.
  const auto bad = sqlite3(f.path, "UPDATE team_match_boards SET second_result = '2-0';");
  BOOST_TEST(refused_by_the_schema(bad.err), bad.err);
}

BOOST_AUTO_TEST_CASE(a_version_11_file_s_text_tokens_are_revoked_and_their_text_leaves_the_file) {
  EventFixture f(6);
  f.publish(1);
  f.close();
  // The file as version 11 wrote it: board 1's first token revoked by a reissue, boards 1-3 valid.
  const auto id = std::to_string(f.event.id.value);
  const std::vector<std::string> old_tokens{"OldTokenBoard1Reissued", "OldTokenBoard1Current0",
                                            "OldTokenBoard2Current0", "OldTokenBoard3Current0"};
  BOOST_REQUIRE(
      sqlite3(
          f.path,
          without_version_13 +
              "DROP TABLE board_tokens;"
              "CREATE TABLE board_tokens (event_id INTEGER NOT NULL, round INTEGER NOT NULL, board INTEGER "
              "NOT NULL CHECK (board >= 1), token TEXT NOT NULL UNIQUE CHECK (length(token) >= 22), "
              "issued_at TEXT NOT NULL, revoked_at TEXT, FOREIGN KEY (event_id, round) REFERENCES rounds "
              "(event_id, number)) STRICT;"
              "CREATE UNIQUE INDEX board_tokens_valid ON board_tokens (event_id, round, board) WHERE "
              "revoked_at IS NULL;"
              "INSERT INTO board_tokens VALUES (" +
              id + ", 1, 1, '" + old_tokens[0] +
              "', '2026-05-01T10:00:00.000Z', '2026-05-01T10:05:00.000Z'), (" + id + ", 1, 1, '" +
              old_tokens[1] + "', '2026-05-01T10:05:00.000Z', NULL), (" + id + ", 1, 2, '" + old_tokens[2] +
              "', '2026-05-01T10:00:00.000Z', NULL), (" + id + ", 1, 3, '" + old_tokens[3] +
              "', '2026-05-01T10:00:00.000Z', NULL);"
              "PRAGMA user_version = 11;")
          .exit_code == 0);
  BOOST_REQUIRE(shashki::test::read_file(f.path).find(old_tokens[2]) != std::string::npos);
  f.reopen();
  BOOST_TEST(f.db->user_version() == Database::schema_version());
  // No token of version 11 is valid any more: without its nonce it could never be printed again,
  // and copies of the file taken before hold it (docs/venue-tokens.md).
  shashki::db::BoardTokenRepository tokens(*f.db);
  BOOST_TEST(tokens.valid(f.event.id, 1).empty());
  // The boards keep their history, and get new tokens as any board without one.
  tokens.issue(f.event.id, 1, {{1, std::string(32, 'a'), std::string(64, 'b')}}, stamp(10));
  BOOST_TEST_REQUIRE(tokens.valid(f.event.id, 1).size() == 1U);
  f.close();
  BOOST_TEST(sqlite3_value(f.path,
                           "SELECT count(*) FROM board_tokens WHERE nonce IS NULL AND digest IS NULL AND "
                           "revoked_at IS NOT NULL;") == "4");
  // A revocation keeps its time; the migration's is a UTC time like the others.
  BOOST_TEST(sqlite3_value(f.path,
                           "SELECT revoked_at FROM board_tokens WHERE issued_at = '2026-05-01T10:00:00.000Z' "
                           "AND board = 1;") == "2026-05-01T10:05:00.000Z");
  BOOST_TEST(sqlite3_value(f.path,
                           "SELECT count(*) FROM board_tokens WHERE board = 2 AND revoked_at GLOB "
                           "'[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T*Z';") == "1");
  // The old text is nowhere in the file's bytes: its pages were zeroed, not only freed.
  std::string bytes = shashki::test::read_file(f.path);
  for (const char* beside : {"-wal", "-journal"}) {
    auto other = f.path;
    other += beside;
    if (std::filesystem::exists(other)) bytes += shashki::test::read_file(other);
  }
  for (const auto& token : old_tokens) BOOST_TEST(bytes.find(token) == std::string::npos, token);
}

BOOST_AUTO_TEST_CASE(a_version_10_journal_gets_the_cause_of_each_pause_out_of_its_reason_text) {
  EventFixture f(2);
  f.publish(1);
  const shashki::tournament::GameKey key{f.event.id, 1, 1, 1};
  const auto append = [&](shashki::clock::EventKind kind, std::optional<shashki::clock::Side> side) {
    shashki::clock::ClockJournalRow row;
    row.kind = kind;
    row.side = side;
    BOOST_REQUIRE(append_clock_row(*f.db, key, row, stamp()).ok());
  };
  using shashki::clock::EventKind;
  append(EventKind::start, std::nullopt);
  for (int i = 0; i < 3; ++i) {
    append(EventKind::pause, i == 2 ? std::optional(shashki::clock::Side::black) : std::nullopt);
    append(EventKind::resume, std::nullopt);
  }
  f.close();
  // The file as version 10 wrote it: the cause at the start of the reason, no column for it.
  BOOST_REQUIRE(
      sqlite3(f.path,
              without_version_13 +
                  "UPDATE clock_events SET reason = CASE seq WHEN 2 THEN 'pause all: the console closed' "
                  "WHEN 4 THEN 'appeal: a move was taken back' WHEN 6 THEN 'the judge looked' END "
                  "WHERE kind = 'pause';"
                  "ALTER TABLE clock_events DROP COLUMN cause; PRAGMA user_version = 10;")
          .exit_code == 0);
  f.reopen();
  const auto rows = shashki::db::ClockJournal(*f.db).load(key);
  BOOST_REQUIRE(rows.size() == 7u);
  BOOST_TEST((rows[1].cause == shashki::clock::PauseCause::all));
  BOOST_TEST(rows[1].reason.value_or("") == "the console closed");
  BOOST_TEST((rows[3].cause == shashki::clock::PauseCause::appeal));
  BOOST_TEST(rows[3].reason.value_or("") == "a move was taken back");
  BOOST_TEST((rows[5].cause == shashki::clock::PauseCause::board));
  BOOST_TEST(rows[5].reason.value_or("") == "the judge looked");
  BOOST_TEST(!rows[0].cause.has_value());
  BOOST_TEST(!rows[2].cause.has_value());
}

BOOST_AUTO_TEST_CASE(a_version_1_database_is_migrated_keeping_its_data) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "v1.db";
  BOOST_REQUIRE(sqlite3(path, version_1).exit_code == 0);
  {
    const Database db(path);
    BOOST_TEST(db.user_version() == Database::schema_version());
  }
  BOOST_TEST(sqlite3_value(path, "SELECT value FROM settings WHERE key = 'venue';") == "Казань");
  BOOST_TEST(sqlite3_value(path, "SELECT count(*) FROM events;") == "0");
}

BOOST_AUTO_TEST_CASE(a_failing_step_is_rolled_back_and_leaves_the_previous_version) {
  shashki::test::TempDir dir;
  const auto path = dir.path() / "v1.db";
  // A stray table in the way of step 1 -> 2 makes it fail after some of its tables exist.
  BOOST_REQUIRE(sqlite3(path, std::string(version_1) + "CREATE TABLE boards (x INTEGER);").exit_code == 0);
  BOOST_CHECK_THROW(Database{path}, DatabaseError);
  BOOST_TEST(sqlite3_value(path, "PRAGMA user_version;") == "1");
  BOOST_TEST(sqlite3_value(path, "SELECT count(*) FROM sqlite_schema WHERE name IN ('events', 'players');") ==
             "0");
}

BOOST_AUTO_TEST_CASE(every_table_is_strict) {
  EventFixture f(0);
  f.close();
  // The register's FTS5 index (version 23) is a virtual table with shadow tables SQLite makes
  // itself: those cannot be strict; every table of ours is.
  BOOST_TEST(sqlite3_value(f.path,
                           "SELECT count(*) FROM pragma_table_list WHERE schema = 'main' AND type = 'table' "
                           "AND name NOT LIKE 'sqlite_%' AND strict = 0;") == "0");
  BOOST_TEST(sqlite3_value(f.path,
                           "SELECT group_concat(name, ' ') FROM (SELECT name FROM pragma_table_list WHERE "
                           "schema = 'main' AND type <> 'table' ORDER BY name);") ==
             "register_search register_search_config register_search_content register_search_data "
             "register_search_docsize register_search_idx");
}

BOOST_AUTO_TEST_CASE(foreign_keys_and_checks_reject_bad_rows) {
  EventFixture f(4);
  f.publish(1);
  f.close();
  const std::string p1 = std::to_string(f.players[0].id.value);
  const std::string p2 = std::to_string(f.players[1].id.value);
  const char* const player_columns =
      "INSERT INTO players (event_id, number, name, title, status, withdrawn_from) VALUES ";
  const std::vector<std::pair<std::string, std::string>> bad_rows = {
      {"event with an unknown system",
       "INSERT INTO events (name, discipline, system, rounds, scoring, micro_match, "
       "match_scoring) VALUES ('x', 'classical', 'chaos', 5, '2-1-0', 0, 'game');"},
      {"event with no name",
       "INSERT INTO events (name, discipline, system, rounds, scoring, micro_match, match_scoring) "
       "VALUES ('  ', 'classical', 'swiss', 5, '2-1-0', 0, 'game');"},
      {"event with 0 rounds",
       "INSERT INTO events (name, discipline, system, rounds, scoring, micro_match, match_scoring) "
       "VALUES ('x', 'classical', 'swiss', 0, '2-1-0', 0, 'game');"},
      {"per-match scoring of single games",
       "INSERT INTO events (name, discipline, system, rounds, scoring, micro_match, match_scoring) "
       "VALUES ('x', 'classical', 'swiss', 5, '2-1-0', 0, 'match');"},
      {"player of no event", std::string(player_columns) + "(99, 9, 'x', '', 'active', NULL);"},
      {"player with a taken number", std::string(player_columns) + "(1, 1, 'x', '', 'active', NULL);"},
      {"player with an unknown title", std::string(player_columns) + "(1, 9, 'x', 'Lord', 'active', NULL);"},
      {"withdrawn player without a round",
       std::string(player_columns) + "(1, 9, 'x', '', 'withdrawn', NULL);"},
      {"rating as text", "UPDATE players SET rating = 'high' WHERE id = " + p1 + ";"},
      {"board of no round", "INSERT INTO boards (event_id, round, number, white, black) VALUES (1, 7, 1, " +
                                p1 + ", " + p2 + ");"},
      {"board with a player of no event",
       "INSERT INTO boards (event_id, round, number, white, bye) VALUES (1, 1, 9, 999, 'pab');"},
      {"board with both an opponent and a bye",
       "INSERT INTO boards (event_id, round, number, white, black, bye) VALUES (1, 1, 9, " + p1 + ", " + p2 +
           ", 'pab');"},
      {"board of a player against himself", "UPDATE boards SET black = white WHERE number = 1;"},
      {"player at two boards", "UPDATE boards SET white = " + p1 + " WHERE number = 2;"},
      {"game 3", "INSERT INTO games (event_id, round, board, game) VALUES (1, 1, 1, 3);"},
      {"unknown result", "UPDATE games SET result = '3-1';"},
      {"unknown round state", "UPDATE rounds SET state = 'paused';"},
      {"clock event of no game",
       "INSERT INTO clock_events (event_id, round, board, game, seq, at_ms, kind, reading_ms, "
       "white_ms, black_ms, white_moves, black_moves) VALUES (1, 1, 9, 1, 1, 0, 'press', 0, 0, 0, 0, 0);"},
      {"unknown clock event",
       "INSERT INTO clock_events (event_id, round, board, game, seq, at_ms, kind, reading_ms, "
       "white_ms, black_ms, white_moves, black_moves) VALUES (1, 1, 1, 1, 1, 0, 'nap', 0, 0, 0, 0, 0);"},
      {"audit row with bad JSON",
       "INSERT INTO audit (at, arbiter, action, after) VALUES "
       "('2026-05-01T10:00:00.000Z', 'a', 'x', '{oops');"},
      {"changing the audit log", "UPDATE audit SET arbiter = 'someone else';"},
      {"deleting from the audit log", "DELETE FROM audit;"},
  };
  const auto before = sqlite3(f.path, ".dump").out;
  for (const auto& [what, statement] : bad_rows) {
    BOOST_TEST_INFO(what);
    const auto r = sqlite3(f.path, statement);
    BOOST_TEST(r.exit_code != 0);
    BOOST_TEST(refused_by_the_schema(r.err));
  }
  BOOST_TEST(sqlite3(f.path, ".dump").out == before);
}

BOOST_AUTO_TEST_CASE(a_locked_round_is_refused_even_to_another_program) {
  EventFixture f(2);
  lock_round_one(f);
  BOOST_TEST(sqlite3(f.path, "UPDATE games SET result = '1-0';").exit_code != 0);
  BOOST_TEST(sqlite3(f.path, "UPDATE rounds SET state = 'published';").exit_code != 0);
  BOOST_TEST(sqlite3_value(f.path, "SELECT result FROM games;") == "=");
}

BOOST_AUTO_TEST_CASE(a_locked_round_changes_only_through_a_recorded_reopening_used_up_by_the_change) {
  EventFixture f(2);
  lock_round_one(f);
  const std::string reopening = "INSERT INTO round_reopenings (event_id, round, reason) VALUES (" +
                                std::to_string(f.event.id.value) + ", 1, 'scoresheet');";
  BOOST_TEST(sqlite3(f.path, "UPDATE rounds SET state = 'complete';").exit_code != 0);
  // Reopened, it becomes complete, never anything else.
  BOOST_TEST(sqlite3(f.path, reopening + "UPDATE rounds SET state = 'published';").exit_code != 0);
  BOOST_TEST(sqlite3_value(f.path, "SELECT state FROM rounds;") == "locked");
  BOOST_TEST(sqlite3(f.path, "UPDATE rounds SET state = 'complete';").exit_code == 0);
  BOOST_TEST(sqlite3_value(f.path, "SELECT used FROM round_reopenings;") == "1");
  // Locked again, the reopening is spent: the round is final until the next one.
  BOOST_TEST(sqlite3(f.path, "UPDATE rounds SET state = 'locked';").exit_code == 0);
  BOOST_TEST(sqlite3(f.path, "UPDATE rounds SET state = 'complete';").exit_code != 0);
  BOOST_TEST(sqlite3_value(f.path, "SELECT state FROM rounds;") == "locked");
}

BOOST_AUTO_TEST_SUITE_END()
