// The rules commands of docs/cli.md: moves, perft, pdn check, adjudicate, game review. An
// executable of its own, so that the rules' suite needs no program built (make asan-core).
#define BOOST_TEST_MODULE rules_cli_tests
#include <boost/test/unit_test.hpp>

#include "shashki/test/support.hpp"

#include <fstream>
#include <string>

using shashki::test::run;

namespace {

std::string shashki_cmd(const std::string& args) {
  return shashki::test::shashki_command("--lang en " + args);
}

std::string reference_pdn() {
  return "'" + (shashki::test::data_dir() / "rules/lidraughts_russian_games.pdn").string() + "'";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(cli_rules_tests)

BOOST_AUTO_TEST_CASE(moves_prints_full_notation_and_json) {
  const auto text = run(shashki_cmd("moves 'W:Wc3:Bd4,f4,d6'"));
  BOOST_TEST(text.exit_code == 0);
  BOOST_TEST(text.out == "c3:g3\nc3:c7\n");
  const auto json = run(shashki_cmd("moves --json"), "W:Wc3:Bd4,f4\nW:Wz9\n");
  BOOST_TEST(json.exit_code == 0);
  BOOST_TEST(json.out.find("\"captures\":[\"d4\",\"f4\"]") != std::string::npos);
  BOOST_TEST(json.out.find("\"error\"") != std::string::npos);
  BOOST_TEST(run(shashki_cmd("moves 'W:Wz9'")).exit_code == 3);
}

BOOST_AUTO_TEST_CASE(perft_prints_one_line_per_depth_and_divide_adds_up) {
  const auto r = run(shashki_cmd("perft --depth 5"));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out == "1 7\n2 49\n3 302\n4 1469\n5 7482\n");
  const auto d = run(shashki_cmd("perft --depth 3 --divide"));
  BOOST_TEST(d.out.find("total 302\n") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(pdn_check_replays_every_game_of_the_reference_file) {
  const auto r = run(shashki_cmd("pdn check " + reference_pdn()));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.find("game 1: ok (65 plies)") != std::string::npos);
  BOOST_TEST(r.out.find("game 10: ok (45 plies)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(pdn_check_names_the_ply_and_clause_of_an_altered_move) {
  shashki::test::TempDir dir;
  const auto file = dir.path() / "altered.pdn";
  std::ofstream(file) << "[GameType \"25\"]\n\n1. c3-d4 b6-c5 2. d4-e5 a7-b6 *\n";
  const auto r = run(shashki_cmd("pdn check '" + file.string() + "'"));
  BOOST_TEST(r.exit_code == 1);
  BOOST_TEST(r.out.find(":3: illegal move 'd4-e5' at ply 3: ") != std::string::npos);
  BOOST_TEST(r.out.find("(6.1.5.3)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(adjudicate_answers_in_json_with_the_clause) {
  const auto r = run(shashki_cmd("adjudicate --fen 'W:Wc3,e3:Bd4' --move e3-f4 --json"));
  BOOST_TEST(r.exit_code == 1);
  BOOST_TEST(r.out.find("\"legal\":false") != std::string::npos);
  BOOST_TEST(r.out.find("\"clause\":\"6.1.5.3\"") != std::string::npos);
  const auto ok = run(shashki_cmd("adjudicate --fen 'W:Wc3,e3:Bd4' --move c3xe5"));
  BOOST_TEST(ok.exit_code == 0);
}

BOOST_AUTO_TEST_CASE(game_review_reports_counts_and_the_result_by_rules) {
  shashki::test::TempDir dir;
  const auto file = dir.path() / "kings.pdn";
  std::ofstream(file) << "[GameType \"25\"]\n[FEN \"W:WKc1:BKf8\"]\n\n1. c1-d2 f8-g7 2. d2-c1 g7-f8 3. c1-d2 "
                         "f8-g7 4. d2-c1 g7-f8 *\n";
  const auto r = run(shashki_cmd("game review '" + file.string() + "' --json"));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.find("\"kind\":\"count-start\"") != std::string::npos);
  BOOST_TEST(r.out.find("\"kind\":\"repetition\"") != std::string::npos);
  BOOST_TEST(r.out.find("\"result_by_rules\":\"1-1\"") != std::string::npos);
  const auto blitz = run(shashki_cmd("game review '" + file.string() + "' --increment no"));
  BOOST_TEST(blitz.out.find("6.1.10.4") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(russian_messages_come_from_the_catalog) {
  const auto r =
      run(shashki::test::shashki_command("--lang ru adjudicate --fen 'W:Wc3,e3:Bd4' --move e3-f4"));
  BOOST_TEST(r.out.find("бить обязательно") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
