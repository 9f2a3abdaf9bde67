// Live play: which rounds take clocks, appeals, claims and moves; the stored codes.
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/live_play.hpp"

using namespace shashki::tournament;

BOOST_AUTO_TEST_SUITE(live_play_tests)

BOOST_AUTO_TEST_CASE(only_a_published_round_is_played_and_a_complete_one_still_takes_its_moves) {
  using enum RoundState;
  BOOST_TEST(!takes_live_play(draft));
  BOOST_TEST(takes_live_play(published));
  BOOST_TEST(!takes_live_play(complete));
  BOOST_TEST(!takes_live_play(locked));
  BOOST_TEST(!takes_moves(draft));
  BOOST_TEST(takes_moves(published));
  BOOST_TEST(takes_moves(complete));
  BOOST_TEST(!takes_moves(locked));
}

BOOST_AUTO_TEST_CASE(every_live_play_code_reads_back_and_unknown_ones_are_refused) {
  for (const auto v : {AppealVerdict::upheld, AppealVerdict::rejected})
    BOOST_TEST((appeal_verdict_from_code(code(v)) == v));
  for (const auto v : {DrawRequest::offer, DrawRequest::claim})
    BOOST_TEST((draw_request_from_code(code(v)) == v));
  for (const auto v : {ClaimProposal::draw, ClaimProposal::no_draw, ClaimProposal::judge})
    BOOST_TEST((claim_proposal_from_code(code(v)) == v));
  for (const auto v : {ClaimOutcome::accepted, ClaimOutcome::declined})
    BOOST_TEST((claim_outcome_from_code(code(v)) == v));
  BOOST_TEST(code(ClaimProposal::no_draw) == "no-draw");
  BOOST_TEST(!claim_proposal_from_code("no_draw").has_value());
  BOOST_TEST(!appeal_verdict_from_code("").has_value());
  BOOST_TEST(!claim_outcome_from_code("Accepted").has_value());
}

BOOST_AUTO_TEST_SUITE_END()
