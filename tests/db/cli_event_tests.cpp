// The event commands of docs/cli.md end to end: shapes of their JSON, exit codes, and
// that a refused request changes nothing.
#define BOOST_TEST_MODULE db_cli_tests
#include <boost/test/unit_test.hpp>

#include "fixture.hpp"
#include "shashki/db/clock_journal.hpp"

#include <nlohmann/json.hpp>

#include <fstream>

using namespace shashki::db;
using namespace shashki::db::test;
using shashki::clock::ClockJournalRow;
using namespace shashki::tournament;
using shashki::test::RunResult;

namespace {

RunResult shashki_cli(const std::filesystem::path& db, const std::string& args) {
  return shashki::test::run(
      shashki::test::shashki_command("--lang en --db " + shashki::test::quoted(db) + " " + args));
}

// Every key of `keys` is present in `object`.
void require_keys(const nlohmann::json& object, std::initializer_list<const char*> keys) {
  for (const char* key : keys) {
    BOOST_TEST_INFO("key " << key);
    BOOST_TEST(object.contains(key));
  }
}

std::string player_list(const std::filesystem::path& db) {
  return shashki_cli(db, "player list --event 1 --json").out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(cli_event_tests)

BOOST_AUTO_TEST_CASE(event_create_prints_the_id_and_event_show_has_the_contract_keys) {
  shashki::test::TempDir dir;
  const auto db = dir.path() / "e.db";
  const auto created = shashki_cli(db,
                                   "event create --name 'Кубок «Дебют»' --system round-robin --rounds 7 "
                                   "--discipline classical --control 30+30 --micro-match --scoring 1-0.5-0 "
                                   "--tiebreaks 'SB, ks' --opening-table IDF");
  BOOST_TEST(created.exit_code == 0);
  BOOST_TEST(created.out == "1\n");
  const auto shown = shashki_cli(db, "event show --event 1 --json");
  BOOST_REQUIRE(shown.exit_code == 0);
  const auto e = nlohmann::json::parse(shown.out);
  require_keys(e, {"id", "name", "system", "rounds", "discipline", "control", "micro_match", "scoring",
                   "tiebreaks", "current_round"});
  BOOST_TEST(e["name"] == "Кубок «Дебют»");
  BOOST_TEST(e["system"] == "round-robin");
  BOOST_TEST(e["rounds"] == 7);
  BOOST_TEST(e["micro_match"] == true);
  BOOST_TEST(e["scoring"] == "1-0.5-0");
  BOOST_TEST(e["tiebreaks"] == nlohmann::json({"SB", "KS"}));  // codes, as the standings know them
  BOOST_TEST(e["current_round"] == 0);
  BOOST_TEST(shashki_cli(db, "event list").out.starts_with("1\tКубок «Дебют»"));
}

BOOST_AUTO_TEST_CASE(a_bad_event_option_is_a_usage_error_and_an_unknown_event_an_input_error) {
  shashki::test::TempDir dir;
  const auto db = dir.path() / "e.db";
  const auto bad = shashki_cli(db, "event create --name X --system chaos --rounds 7 --discipline classical");
  BOOST_TEST(bad.exit_code == 2);
  BOOST_TEST(bad.err.starts_with("error: "));
  const auto missing = shashki_cli(db, "event show --event 5");
  BOOST_TEST(missing.exit_code == 3);
  BOOST_TEST(missing.err.find("--event") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(names_typed_on_the_command_line_come_back_exactly) {
  EventFixture f(0);
  f.close();
  const std::string name = "Д'Артаньян, \"Шарль\" <script>alert(1)</script>";
  const auto added = shashki_cli(f.path, "player add --event 1 --name '" +
                                             std::string("Д'\\''Артаньян, \"Шарль\" "
                                                         "<script>alert(1)</script>") +
                                             "' --rating 2150 --title КМС --city Казань --birth 2001-03-04");
  BOOST_REQUIRE(added.exit_code == 0);
  const auto list = nlohmann::json::parse(player_list(f.path));
  BOOST_REQUIRE(list.size() == 1u);
  require_keys(list[0], {"id", "number", "name", "rating", "title", "club", "city", "status"});
  BOOST_TEST(list[0]["name"] == name);
  BOOST_TEST(list[0]["title"] == "KMS");
  BOOST_TEST(list[0]["number"] == 1);
  BOOST_TEST(list[0]["status"] == "active");
  BOOST_TEST(std::to_string(list[0]["number"].get<int>()) + "\n" == added.out);  // the starting number
}

BOOST_AUTO_TEST_CASE(a_csv_import_brings_in_every_row) {
  EventFixture f(0);
  f.close();
  const auto csv = f.dir.path() / "players.csv";
  std::ofstream(csv) << "\xEF\xBB\xBFname;rating;title;club;city;birth\n"
                        "\"Щукин, Ёжик\";2100;МС;\"Клуб \"\"Дебют\"\"\";Казань;2000-01-31\n"
                        "O'Neil, Pat;;1;;;\n";
  const auto imported = shashki_cli(f.path, "player import --event 1 '" + csv.string() + "'");
  BOOST_TEST(imported.exit_code == 0);
  BOOST_TEST(imported.out == "imported 2 players (1-2)\n");
  const auto list = nlohmann::json::parse(player_list(f.path));
  BOOST_TEST(list[0]["name"] == "Щукин, Ёжик");
  BOOST_TEST(list[0]["club"] == "Клуб \"Дебют\"");
  BOOST_TEST(list[0]["rating"] == 2100);
  BOOST_TEST(list[1]["rating"].is_null());
  BOOST_TEST(list[1]["title"] == "1");
}

BOOST_AUTO_TEST_CASE(a_csv_import_with_a_bad_row_names_line_and_column_and_imports_nothing) {
  EventFixture f(1);
  f.close();
  const auto before = player_list(f.path);
  struct Row {
    const char* content;
    const char* where;
  };
  const Row rows[] = {
      {"name,rating\nA,2000\nB,12x\n", "players.csv:3:3: column rating"},
      {"name,birth\nA,2000-02-30\n", "players.csv:2:3: column birth"},
      {"name,title\nA,KMS\nB,Lord\n", "players.csv:3:3: column title"},
      {"name,rating\nA,2000\n,1900\n", "players.csv:3:1: column name"},
      {"name,rating\nA,2000,extra\n", "players.csv:2:8:"},
      {"name,colour\nA,white\n", "players.csv:1:6: unknown column"},
      {"name\n\"Unclosed\n", "players.csv:2:1: a quoted field is not closed"},
      {"name\nA\xC0\n", "players.csv:2:2: the file is not UTF-8"},
  };
  const auto csv = f.dir.path() / "players.csv";
  for (const auto& row : rows) {
    BOOST_TEST_INFO(row.content);
    std::ofstream(csv, std::ios::trunc) << row.content;
    const auto r = shashki_cli(f.path, "player import --event 1 '" + csv.string() + "'");
    BOOST_TEST(r.exit_code == 3);
    BOOST_TEST(r.err.starts_with("error: "));
    BOOST_TEST(r.err.find(row.where) != std::string::npos, r.err);
  }
  BOOST_TEST(player_list(f.path) == before);
}

BOOST_AUTO_TEST_CASE(result_set_enters_a_result_and_refuses_impossible_ones_without_change) {
  EventFixture f(4);
  f.publish(1);
  f.close();
  const auto ok = shashki_cli(f.path, "result set --event 1 --round 1 --board 1 2-0");
  BOOST_TEST(ok.exit_code == 0);
  BOOST_TEST(ok.out == "round 1, board 1, game 1: 1-0\n");
  const auto forfeit = shashki_cli(f.path, "result set --event 1 --round 1 --board 2 -- -/+");
  BOOST_TEST(forfeit.exit_code == 0);
  const auto before = sqlite3(f.path, ".dump games audit").out;
  const auto nonsense = shashki_cli(f.path, "result set --event 1 --round 1 --board 1 3-1");
  BOOST_TEST(nonsense.exit_code == 3);
  BOOST_TEST(nonsense.err.find("not a game result") != std::string::npos);
  const auto second = shashki_cli(f.path, "result set --event 1 --round 1 --board 1 --game 2 1-0");
  BOOST_TEST(second.exit_code == 3);
  BOOST_TEST(second.err.find("--game") != std::string::npos);
  const auto no_board = shashki_cli(f.path, "result set --event 1 --round 1 --board 9 1-0");
  BOOST_TEST(no_board.exit_code == 1);
  BOOST_TEST(sqlite3(f.path, ".dump games audit").out == before);
  BOOST_TEST(sqlite3_value(f.path, "SELECT group_concat(result, ' ') FROM games ORDER BY board;") ==
             "1-0 -/+");
}

BOOST_AUTO_TEST_CASE(two_point_results_are_impossible_on_the_one_point_scale) {
  EventFixture f(2, 5, true);
  f.close();
  BOOST_REQUIRE(sqlite3(f.path, "UPDATE events SET scoring = '1-0.5-0';").exit_code == 0);
  f.reopen();
  f.publish(1);
  f.close();
  const auto r = shashki_cli(f.path, "result set --event 1 --round 1 --board 1 --game 2 2-0");
  BOOST_TEST(r.exit_code == 3);
  BOOST_TEST(r.err.find("1-0.5-0") != std::string::npos);
  BOOST_TEST(shashki_cli(f.path, "result set --event 1 --round 1 --board 1 --game 2 1/2-1/2").exit_code == 0);
  BOOST_TEST(sqlite3_value(f.path, "SELECT coalesce(result, 'none') FROM games ORDER BY game;") == "none\n=");
}

BOOST_AUTO_TEST_CASE(a_second_result_is_refused_and_a_correction_needs_a_reason) {
  EventFixture f(2);
  f.publish(1);
  f.close();
  BOOST_TEST(shashki_cli(f.path, "result set --event 1 --round 1 --board 1 1-0").exit_code == 0);
  const auto slip = shashki_cli(f.path, "result set --event 1 --round 1 --board 1 0-1");
  BOOST_TEST(slip.exit_code == 1);
  BOOST_TEST(slip.err.find("already has the result 1-0") != std::string::npos);
  const auto fixed =
      shashki_cli(f.path, "result set --event 1 --round 1 --board 1 0-1 --correct 'score sheet'");
  BOOST_TEST(fixed.exit_code == 0);
  BOOST_TEST(fixed.out.find("0-1") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_result_for_a_locked_round_is_a_no) {
  EventFixture f(2);
  f.publish(1);
  RoundRepository rounds(*f.db);
  BOOST_REQUIRE(rounds.set_result(f.event.id, 1, 1, 1, GameResult::draw, stamp()).ok());
  BOOST_REQUIRE(rounds.complete(f.event.id, 1, stamp()).ok());
  BOOST_REQUIRE(rounds.lock(f.event.id, 1, stamp()).ok());
  f.close();
  const auto r = shashki_cli(f.path, "result set --event 1 --round 1 --board 1 1-0");
  BOOST_TEST(r.exit_code == 1);
  BOOST_TEST(r.err.find("locked") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(player_withdraw_defaults_to_the_next_round_to_pair) {
  EventFixture f(2);
  f.publish(1);
  f.close();
  const auto r =
      shashki_cli(f.path, "player withdraw --event 1 --player " + std::to_string(f.players[1].id.value));
  BOOST_TEST(r.exit_code == 0);
  const auto list = nlohmann::json::parse(player_list(f.path));
  BOOST_TEST(list[1]["status"] == "withdrawn");
  BOOST_TEST(list[1]["withdrawn_from"] == 2);
}

BOOST_AUTO_TEST_CASE(a_database_held_by_another_program_is_exit_4_naming_the_holder) {
  EventFixture f(2);
  const auto r = shashki_cli(f.path, "player add --event 1 --name 'Late, Comer'");
  BOOST_TEST(r.exit_code == 4);
  BOOST_TEST(r.err.find("in use") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(read_only_commands_work_while_another_program_holds_the_database) {
  EventFixture f(2);
  const auto list = shashki_cli(f.path, "player list --event 1 --json");
  BOOST_TEST(list.exit_code == 0);
  BOOST_TEST(nlohmann::json::parse(list.out).size() == 2U);
  BOOST_TEST(shashki_cli(f.path, "standings --event 1").exit_code == 0);
}

BOOST_AUTO_TEST_CASE(clock_log_prints_the_journal_in_the_contract_shape) {
  EventFixture f(2);
  f.publish(1);
  const auto row = clock_start_row();
  BOOST_REQUIRE(append_clock_row(*f.db, {f.event.id, 1, 1, 1}, row, stamp()).ok());
  f.close();
  const auto r = shashki_cli(f.path, "clock log --event 1 --round 1 --board 1 --json");
  BOOST_REQUIRE(r.exit_code == 0);
  const auto log = nlohmann::json::parse(r.out);
  BOOST_REQUIRE(log.size() == 1u);
  require_keys(log[0], {"at", "event", "side", "white_ms", "black_ms", "reason"});
  BOOST_TEST(log[0]["at"] == "2026-05-01T10:00:00.000Z");
  BOOST_TEST(log[0]["event"] == "start");
  BOOST_TEST(log[0]["side"].is_null());
  BOOST_TEST(log[0]["white_ms"] == 1800000);
}

BOOST_AUTO_TEST_CASE(player_readmit_brings_a_withdrawn_player_back_from_the_next_round) {
  EventFixture f(2);
  f.publish(1);
  const auto id = std::to_string(f.players[1].id.value);
  f.close();
  const auto active = shashki_cli(f.path, "player readmit --event 1 --player " + id);
  BOOST_TEST(active.exit_code == 1);
  BOOST_TEST(active.err.find("has not withdrawn") != std::string::npos);
  BOOST_REQUIRE(shashki_cli(f.path, "player withdraw --event 1 --player " + id).exit_code == 0);
  const auto past = shashki_cli(f.path, "player readmit --event 1 --player " + id + " --from-round 1");
  BOOST_TEST(past.exit_code == 1);
  const auto r = shashki_cli(f.path, "player readmit --event 1 --player " + id);
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out == "Игрок 2: readmitted from round 2\n");
  const auto list = nlohmann::json::parse(player_list(f.path));
  BOOST_TEST(list[1]["status"] == "active");
  BOOST_TEST(list[1]["withdrawn_from"].is_null());
  BOOST_TEST(list[1]["late_entry_round"] == 2);
}

BOOST_AUTO_TEST_CASE(player_lots_with_a_seed_numbers_a_round_robin_the_same_way_every_time) {
  std::vector<std::string> outputs;
  for (int copy = 0; copy < 2; ++copy) {
    EventFixture f(6);
    f.close();
    const auto swiss = shashki_cli(f.path, "player lots --event 1 --seed 5");
    BOOST_TEST(swiss.exit_code == 1);
    BOOST_TEST(swiss.err.find("Swiss") != std::string::npos);
    BOOST_REQUIRE(sqlite3(f.path, "UPDATE events SET system = 'round-robin';").exit_code == 0);
    const auto r = shashki_cli(f.path, "player lots --event 1 --seed 5");
    BOOST_TEST(r.exit_code == 0);
    BOOST_TEST(r.out.starts_with("seed 5\n1\t"));
    const auto list = nlohmann::json::parse(player_list(f.path));
    std::string names;
    for (const auto& p : list) names += p["name"].get<std::string>() + ";";
    outputs.push_back(names);
    BOOST_TEST(sqlite3_value(f.path, "SELECT action FROM audit ORDER BY id DESC LIMIT 1;") == "player.lots");
  }
  BOOST_TEST(outputs[0] == outputs[1]);
  BOOST_TEST(outputs[0] != "Игрок 1;Игрок 2;Игрок 3;Игрок 4;Игрок 5;Игрок 6;");
}

BOOST_AUTO_TEST_CASE(result_clear_takes_a_result_back_and_needs_a_reason) {
  EventFixture f(2);
  f.publish(1);
  f.close();
  BOOST_REQUIRE(shashki_cli(f.path, "result set --event 1 --round 1 --board 1 1-0").exit_code == 0);
  const auto before = sqlite3(f.path, ".dump games audit").out;
  const auto no_reason = shashki_cli(f.path, "result clear --event 1 --round 1 --board 1");
  BOOST_TEST(no_reason.exit_code == 2);
  const auto blank = shashki_cli(f.path, "result clear --event 1 --round 1 --board 1 --reason ' '");
  BOOST_TEST(blank.exit_code == 3);
  BOOST_TEST(sqlite3(f.path, ".dump games audit").out == before);
  const auto r = shashki_cli(f.path, "result clear --event 1 --round 1 --board 1 --reason 'wrong board'");
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out == "round 1, board 1, game 1: no result\n");
  BOOST_TEST(sqlite3_value(f.path, "SELECT coalesce(result, 'none') FROM games;") == "none");
  const auto again = shashki_cli(f.path, "result clear --event 1 --round 1 --board 1 --reason 'wrong board'");
  BOOST_TEST(again.exit_code == 1);
  BOOST_TEST(again.err.find("no result to clear") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
