// The command line on a micro-match Swiss, run as an installed program is: with no environment
// at all (no SHASHKI_* variable), the built-in IDF table pairs it; `round show` reads each match
// from its first-named player; `result set --help` says whose side a game's result is from; an
// unknown opening table is refused when the event is created.
#include "shashki/test/support.hpp"

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <string>

namespace {

using shashki::test::quoted;
using shashki::test::RunResult;

// `shashki --lang en --db DB ARGS` with an empty environment but for PATH.
RunResult bare_cli(const std::filesystem::path& db, const std::string& args) {
  return shashki::test::run("env -i PATH=/usr/bin:/bin " +
                            shashki::test::shashki_command("--lang en --db " + quoted(db) + " " + args));
}

// A published round 1 of an 8-player micro-match Swiss with the IDF table; returns its database.
std::filesystem::path paired_micro_match_swiss(const shashki::test::TempDir& dir) {
  const auto db = dir.path() / "mm.db";
  const auto created = bare_cli(db,
                                "event create --name 'Micro' --system swiss --rounds 3 --discipline rapid "
                                "--micro-match --opening-table IDF");
  BOOST_REQUIRE_MESSAGE(created.exit_code == 0, created.err);
  for (int i = 1; i <= 8; ++i) {
    const auto added = bare_cli(
        db, "player add --event 1 --name K" + std::to_string(i) + " --rating " + std::to_string(2000 - i));
    BOOST_REQUIRE_MESSAGE(added.exit_code == 0, added.err);
  }
  const auto paired = bare_cli(db, "round pair --event 1");
  BOOST_REQUIRE_MESSAGE(paired.exit_code == 0, paired.err);
  BOOST_REQUIRE(bare_cli(db, "round publish --event 1").exit_code == 0);
  return db;
}

// The line of board `board` in `round show`'s text.
std::string board_line(const std::string& shown, int board) {
  const std::string start = "\n" + std::to_string(board) + "\t";
  const auto at = shown.find(start);
  if (at == std::string::npos) return {};
  return shown.substr(at + 1, shown.find('\n', at + 1) - at - 1);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(micro_match_cli_tests)

BOOST_AUTO_TEST_CASE(a_micro_match_swiss_with_the_idf_table_is_paired_by_a_program_with_no_environment) {
  const shashki::test::TempDir dir;
  const auto db = paired_micro_match_swiss(dir);
  const auto shown = bare_cli(db, "round show --event 1");
  BOOST_REQUIRE_MESSAGE(shown.exit_code == 0, shown.err);
  // Every board of the round plays the one opening drawn from the IDF table (6.1.4.1).
  const auto opening = [&](int board) {
    const auto line = board_line(shown.out, board);
    const auto at = line.find("\topening ");
    return at == std::string::npos ? std::string() : line.substr(at, line.find('\t', at + 1) - at);
  };
  BOOST_TEST(opening(1).size() > std::string("\topening ").size(), shown.out);
  BOOST_TEST(opening(4) == opening(1), shown.out);
}

BOOST_AUTO_TEST_CASE(
    round_show_reads_a_split_micro_match_from_the_first_named_player_with_each_game_s_colour) {
  const shashki::test::TempDir dir;
  const auto db = paired_micro_match_swiss(dir);
  // Each game's White wins: game 1 the first-named K1, game 2 the second-named K5.
  BOOST_REQUIRE(bare_cli(db, "result set --event 1 --round 1 --board 1 --game 1 1-0").exit_code == 0);
  BOOST_REQUIRE(bare_cli(db, "result set --event 1 --round 1 --board 1 --game 2 1-0").exit_code == 0);
  BOOST_REQUIRE(bare_cli(db, "result set --event 1 --round 1 --board 2 --game 1 =").exit_code == 0);
  const auto shown = bare_cli(db, "round show --event 1");
  BOOST_REQUIRE_MESSAGE(shown.exit_code == 0, shown.err);
  const auto line = board_line(shown.out, 1);
  BOOST_TEST(line.starts_with("1\t(1) K1\t(5) K5\t"), line);
  // Not "1-0  1-0", which reads as K1 winning both: the match is 2:2 (2-1-0 points).
  BOOST_TEST(line.ends_with("\t2:2 (white 2:0, black 0:2)"), line);
  BOOST_TEST(board_line(shown.out, 2).ends_with("\t* (white 1:1, black *)"), shown.out);
  // In Russian: the colours as a judge says them.
  const auto ru = shashki::test::run(
      "env -i PATH=/usr/bin:/bin " +
      shashki::test::shashki_command("--lang ru --db " + quoted(db) + " round show --event 1"));
  BOOST_TEST(board_line(ru.out, 1).ends_with("\t2:2 (белыми 2:0, чёрными 0:2)"), ru.out);
}

BOOST_AUTO_TEST_CASE(result_set_help_says_a_game_s_result_is_written_from_that_game_s_white) {
  const auto help = shashki::test::run(shashki::test::shashki_command("--lang en result set --help"));
  BOOST_TEST(help.exit_code == 0);
  BOOST_TEST(help.out.find("written from that game's White") != std::string::npos, help.out);
  BOOST_TEST(help.out.find("Black in game 2") != std::string::npos, help.out);
  const auto ru = shashki::test::run(shashki::test::shashki_command("--lang ru result set --help"));
  BOOST_TEST(ru.out.find("белых этой партии") != std::string::npos, ru.out);
}

BOOST_AUTO_TEST_CASE(event_create_refuses_an_unknown_or_malformed_opening_table_and_writes_nothing) {
  const shashki::test::TempDir dir;
  const auto db = dir.path() / "e.db";
  const auto unknown = bare_cli(db,
                                "event create --name X --system swiss --rounds 3 --discipline rapid "
                                "--micro-match --opening-table IDFF");
  BOOST_TEST(unknown.exit_code == 3);
  BOOST_TEST(unknown.err.find("no opening table 'IDFF'") != std::string::npos, unknown.err);
  const auto bad = dir.path() / "bad.csv";
  std::ofstream(bad) << "category,code,fen,moves,short\n1,1-I,not a position,,\n";
  const auto malformed = bare_cli(db,
                                  "event create --name X --system swiss --rounds 3 --discipline rapid "
                                  "--micro-match --opening-table " +
                                      quoted(bad));
  BOOST_TEST(malformed.exit_code == 3);
  BOOST_TEST(malformed.err.find("bad.csv:2:") != std::string::npos, malformed.err);
  BOOST_TEST(bare_cli(db, "event list").out.empty());
}

BOOST_AUTO_TEST_SUITE_END()
