// The result a fallen flag proposes (6.1.9, 6.1.10.5).
#include "printing.hpp"
#include "shashki/tournament/flag_fall.hpp"

#include <boost/test/unit_test.hpp>

using shashki::clock::Side;
using shashki::tournament::flag_fall_ruling;
using shashki::tournament::FlagOpponent;
using shashki::tournament::GameResult;

BOOST_AUTO_TEST_SUITE(flag_fall_tests)

BOOST_AUTO_TEST_CASE(a_fallen_flag_proposes_the_opponents_win_when_the_opponent_can_win_6_1_9) {
  const auto white_flag = flag_fall_ruling(Side::white, FlagOpponent{3, 1, true});
  BOOST_TEST(white_flag.result == GameResult::black_wins);
  BOOST_TEST(!white_flag.judge_must_decide);
  const auto black_flag = flag_fall_ruling(Side::black, FlagOpponent{0, 2, true});
  BOOST_TEST(black_flag.result == GameResult::white_wins);
  BOOST_TEST(!black_flag.judge_must_decide);
}

BOOST_AUTO_TEST_CASE(without_recorded_moves_the_win_is_proposed_and_the_judge_checks_the_board) {
  const auto ruling = flag_fall_ruling(Side::black, std::nullopt);
  BOOST_TEST(ruling.result == GameResult::white_wins);
  BOOST_TEST(!ruling.judge_must_decide);
}

BOOST_AUTO_TEST_CASE(against_a_bare_king_a_draw_is_proposed_and_the_judge_decides_6_1_10_5) {
  // Even when the material alone would not rule a win out, a lone king is the judge's case.
  const auto ruling = flag_fall_ruling(Side::white, FlagOpponent{0, 1, true});
  BOOST_TEST(ruling.result == GameResult::draw);
  BOOST_TEST(ruling.judge_must_decide);
}

BOOST_AUTO_TEST_CASE(an_opponent_that_cannot_win_on_material_gets_a_draw_proposed_6_1_10_5) {
  const auto ruling = flag_fall_ruling(Side::black, FlagOpponent{2, 0, false});
  BOOST_TEST(ruling.result == GameResult::draw);
  BOOST_TEST(ruling.judge_must_decide);
}

BOOST_AUTO_TEST_CASE(a_lone_man_is_not_a_bare_king) {
  const auto ruling = flag_fall_ruling(Side::white, FlagOpponent{1, 0, true});
  BOOST_TEST(ruling.result == GameResult::black_wins);
  BOOST_TEST(!ruling.judge_must_decide);
}

BOOST_AUTO_TEST_SUITE_END()
