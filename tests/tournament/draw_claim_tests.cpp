// The ruling proposed on a draw claim, clause by clause (6.1.8.2-6.1.8.8, 6.1.10.4, 6.1.10.5).
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/draw_claim.hpp"

#include <string_view>
#include <utility>
#include <vector>

using namespace shashki::tournament;

namespace {

DrawClaimRuling rule(DrawClaimKind kind, const DrawClaimFacts& facts) {
  return rule_on_draw_claim(kind, facts);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(draw_claim_tests)

BOOST_AUTO_TEST_CASE(threefold_repetition_is_a_draw_from_the_third_occurrence_6_1_8_2) {
  DrawClaimFacts facts;
  facts.occurrences = 2;
  auto r = rule(DrawClaimKind::repetition, facts);
  BOOST_TEST(r.clause == "6.1.8.2");
  BOOST_TEST((r.proposal == ClaimProposal::no_draw));
  BOOST_TEST((r.ground == DrawClaimGround::repetition));
  BOOST_TEST(!r.judge_weighs_position);  // a repetition is a fact
  facts.occurrences = 3;
  BOOST_TEST((rule(DrawClaimKind::repetition, facts).proposal == ClaimProposal::draw));
}

BOOST_AUTO_TEST_CASE(a_count_claim_is_a_draw_once_the_count_has_run_out_else_premature_6_1_8_3_to_6) {
  DrawClaimFacts facts;
  auto r = rule(DrawClaimKind::count, facts);
  BOOST_TEST(r.clause == "6.1.8.2");  // no count running
  BOOST_TEST((r.proposal == ClaimProposal::no_draw));
  BOOST_TEST((r.ground == DrawClaimGround::count_premature));
  facts.counts = {"6.1.8.4"};
  BOOST_TEST(rule(DrawClaimKind::count, facts).clause == "6.1.8.4");
  BOOST_TEST(!rule(DrawClaimKind::count, facts).judge_weighs_position);
  facts.draw_clause = "6.1.8.4";
  r = rule(DrawClaimKind::count, facts);
  BOOST_TEST(r.clause == "6.1.8.4");
  BOOST_TEST((r.proposal == ClaimProposal::draw));
  BOOST_TEST((r.ground == DrawClaimGround::count_run_out));
  // 6.1.8.5 asks whether a side can still win: the judge weighs the position.
  facts.counts = {"6.1.8.5"};
  BOOST_TEST(rule(DrawClaimKind::count, facts).judge_weighs_position);
}

BOOST_AUTO_TEST_CASE(a_clearly_drawn_position_and_a_win_short_of_time_are_the_judge_s_6_1_8_7_6_1_10_5) {
  const DrawClaimFacts facts;
  auto r = rule(DrawClaimKind::clearly_drawn, facts);
  BOOST_TEST(r.clause == "6.1.8.7");
  BOOST_TEST((r.proposal == ClaimProposal::judge));
  BOOST_TEST(r.judge_weighs_position);
  r = rule(DrawClaimKind::short_of_time, facts);
  BOOST_TEST(r.clause == "6.1.10.5");
  BOOST_TEST((r.proposal == ClaimProposal::judge));
  BOOST_TEST((r.ground == DrawClaimGround::short_of_time));
  BOOST_TEST(r.judge_weighs_position);
}

BOOST_AUTO_TEST_CASE(without_time_per_move_the_short_endings_are_drawn_6_1_10_4) {
  DrawClaimFacts facts;
  facts.draw_clause = "6.1.10.4";
  auto r = rule(DrawClaimKind::no_increment, facts);  // the control adds time: not 6.1.10.4's case
  BOOST_TEST(r.clause == "6.1.10.4");
  BOOST_TEST((r.proposal == ClaimProposal::no_draw));
  BOOST_TEST((r.ground == DrawClaimGround::increment_given));
  facts.increment = false;
  r = rule(DrawClaimKind::no_increment, facts);
  BOOST_TEST((r.proposal == ClaimProposal::draw));
  BOOST_TEST((r.ground == DrawClaimGround::no_increment_draw));
  BOOST_TEST(r.judge_weighs_position);
  facts.draw_clause = "6.1.8.4";  // drawn, but by another clause
  r = rule(DrawClaimKind::no_increment, facts);
  BOOST_TEST((r.proposal == ClaimProposal::no_draw));
  BOOST_TEST((r.ground == DrawClaimGround::no_increment_outside));
}

BOOST_AUTO_TEST_CASE(every_ground_is_stored_under_its_own_code_and_reads_back) {
  // A claim's facts keep the ground as a code; the app words the ruling when it is read.
  const std::vector<std::pair<DrawClaimGround, std::string_view>> grounds{
      {DrawClaimGround::repetition, "repetition"},
      {DrawClaimGround::count_run_out, "count-run-out"},
      {DrawClaimGround::count_premature, "count-premature"},
      {DrawClaimGround::clearly_drawn, "clearly-drawn"},
      {DrawClaimGround::increment_given, "increment-given"},
      {DrawClaimGround::no_increment_draw, "no-increment-draw"},
      {DrawClaimGround::no_increment_outside, "no-increment-outside"},
      {DrawClaimGround::short_of_time, "short-of-time"},
  };
  for (const auto& [ground, text] : grounds) {
    BOOST_TEST_INFO(text);
    BOOST_TEST(code(ground) == text);
    BOOST_TEST((draw_claim_ground_from_code(text) == ground));
  }
  BOOST_TEST(!draw_claim_ground_from_code("threefold repetition").has_value());
  BOOST_TEST(!draw_claim_ground_from_code("").has_value());
}

BOOST_AUTO_TEST_SUITE_END()
