// `shashki endgame`, and the databases' part of `adjudicate` and `game review` (shared
// docs/cli.md), on the databases built for the tests.
#include "endgame_fixture.hpp"
#include "shashki/endgame/counting.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"
#include "shashki/test/support.hpp"

#include <boost/test/unit_test.hpp>

#include <array>
#include <fstream>

using namespace shashki;
using endgame::testing::databases;
using shashki::test::run;

namespace {

std::string shashki_cmd(const std::string& args) {
  return "SHASHKI_ENDGAME_DIR='" + databases().dir().string() + "' " +
         shashki::test::shashki_command("--lang en " + args);
}

rules::Position fen(const char* text) {
  const auto p = rules::parse_fen(text);
  BOOST_REQUIRE(p.ok());
  return *p;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(cli_endgame_tests)

BOOST_AUTO_TEST_CASE(endgame_json_gives_the_verdict_the_plies_and_every_move_with_its_value) {
  const auto r = run(shashki_cmd("endgame --fen 'W:WKa1,Kc1,Ke1:BKh2' --json"));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.find("\"pieces\":4") != std::string::npos);
  BOOST_TEST(r.out.find("\"in_databases\":true") != std::string::npos);
  BOOST_TEST(r.out.find("\"verdict\":\"win\"") != std::string::npos);
  const auto v = endgame::Tablebase(databases().dir()).probe(fen("W:WKa1,Kc1,Ke1:BKh2"));
  BOOST_REQUIRE(v.has_value());
  BOOST_TEST(r.out.find("\"plies_to_end\":" + std::to_string(v->plies) + ",\"verdict\"") !=
             std::string::npos);
  // Three kings, one on the big road, against a lone king: 6.1.8.3's count of 15 moves.
  BOOST_TEST(r.out.find("{\"move\":\"a1-e5\",\"plies_to_end\":null,\"verdict\":\"draw\"}") !=
             std::string::npos);
  BOOST_TEST(r.out.find("\"clause\":\"6.1.8.3\"") != std::string::npos);
  BOOST_TEST(r.out.find("\"verdict_with_counts\":\"win\"") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(endgame_text_speaks_in_moves_and_says_whether_the_win_is_within_the_count) {
  const auto r = run(shashki_cmd("endgame --fen 'W:WKa1,Kc1,Ke1:BKh2'"));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.find("White wins in 11 moves (21 plies)") != std::string::npos);
  BOOST_TEST(r.out.find("6.1.8.3 allows 15 moves") != std::string::npos);
  BOOST_TEST(r.out.find("within the count") != std::string::npos);
  BOOST_TEST(r.out.find("best line: ") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(endgame_says_a_position_of_six_pieces_is_outside_the_databases_and_guesses_nothing) {
  const auto r = run(shashki_cmd("endgame --fen 'W:WKa1,Kc1,Ke1:BKh2,Kh4,Kh6' --json"));
  BOOST_TEST(r.exit_code == 1);
  BOOST_TEST(r.out.find("\"in_databases\":false") != std::string::npos);
  BOOST_TEST(r.out.find("\"verdict\":null") != std::string::npos);
  BOOST_TEST(r.out.find("\"best\":[]") != std::string::npos);
  const auto t = run(shashki_cmd("endgame --fen 'W:WKa1,Kc1,Ke1:BKh2,Kh4,Kh6'"));
  BOOST_TEST(t.out.find("outside the databases") != std::string::npos);
  BOOST_TEST(run(shashki_cmd("endgame --fen 'W:Wz9'")).exit_code == 3);
  BOOST_TEST(run(shashki_cmd("endgame")).exit_code == 2);
}

BOOST_AUTO_TEST_CASE(a_win_beyond_the_fifteen_moves_of_6_1_8_4_is_drawn_by_the_count) {
  // 6.1.8.4: three kings off the big road against a lone king, a win in 11 moves. Played from
  // the moment the balance was set it is within the count. After twelve moves of White that keep
  // the win without hurrying (and never repeat a position), the win left no longer fits.
  const endgame::Tablebase tb(databases().dir());
  const rules::Position start = fen("W:WKc1,Ke1,Ka5:BKh6");
  const auto fresh = endgame::apply_counting_rules(tb, rules::GameRecord(start), rules::GameConditions{});
  BOOST_REQUIRE(fresh.has_value());
  BOOST_TEST((fresh->value == endgame::Value{endgame::Result::win, 21}));
  BOOST_TEST((fresh->with_counts == endgame::Result::win));
  rules::GameRecord game(start);
  // The slowest quiet move of `side` that keeps its value class and repeats nothing.
  auto play_slow = [&](bool winner) {
    std::optional<endgame::MoveValue> chosen;
    for (const auto& m : tb.move_values(game.current())) {
      if (m.move.is_capture() || (winner && m.value.result != endgame::Result::win)) continue;
      rules::GameRecord trial = game;
      trial.play(m.move);
      if (trial.occurrences(trial.plies()) > 1) continue;
      if (!chosen || (winner ? m.value.plies > chosen->value.plies : m.value.better_than(chosen->value)))
        chosen = m;
    }
    BOOST_REQUIRE(chosen.has_value());
    game.play(chosen->move);
  };
  for (int i = 0; i < 12; ++i) {
    play_slow(true);
    play_slow(false);
  }
  const auto late = endgame::apply_counting_rules(tb, game, rules::GameConditions{});
  BOOST_REQUIRE(late.has_value());
  BOOST_TEST((late->value.result == endgame::Result::win));
  BOOST_TEST(late->value.plies > 7);  // more than the 3 moves the count has left
  BOOST_TEST((late->with_counts == endgame::Result::draw));
  BOOST_REQUIRE(late->verdict.has_value());
  BOOST_TEST(late->verdict->clause == "6.1.8.4");
}

BOOST_AUTO_TEST_CASE(adjudicate_adds_the_databases_verdict_on_the_position_and_the_move) {
  const auto r = run(shashki_cmd("adjudicate --fen 'W:WKa1,Kc1,Ke1:BKh2' --move a1-e5 --json"));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.find("\"endgame\":{") != std::string::npos);
  BOOST_TEST(r.out.find("\"move_verdict\":\"draw\"") != std::string::npos);
  const auto t = run(shashki_cmd("adjudicate --fen 'W:WKa1,Kc1,Ke1:BKh2' --move a1-e5"));
  BOOST_TEST(t.out.find("endgame databases: White wins in 11 moves") != std::string::npos);
  BOOST_TEST(t.out.find("this move a1-e5: draw") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(game_review_marks_the_ply_where_a_won_position_was_let_slip_to_a_draw) {
  shashki::test::TempDir dir;
  const auto file = dir.path() / "slip.pdn";
  std::ofstream(file) << "[GameType \"25\"]\n[FEN \"W:WKa1,Kc1,Ke1:BKh2\"]\n\n1. a1-e5 *\n";
  const auto r = run(shashki_cmd("game review '" + file.string() + "'"));
  BOOST_TEST(r.exit_code == 0);
  BOOST_TEST(r.out.find("ply 0: endgame databases: White wins in 11 moves") != std::string::npos);
  BOOST_TEST(r.out.find("ply 1: a won position let slip to a draw: best was a1-d4") != std::string::npos);
  const auto j = run(shashki_cmd("game review '" + file.string() + "' --json"));
  BOOST_TEST(j.out.find("\"slips\":[{") != std::string::npos);
  BOOST_TEST(j.out.find("\"ply\":1") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
