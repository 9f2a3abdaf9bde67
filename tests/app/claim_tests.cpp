#include "live_fixture.hpp"

#include "shashki/app/claim_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"

#include <boost/test/unit_test.hpp>

using namespace std::chrono_literals;
using shashki::app::ClaimService;
using shashki::app::ClockService;
using shashki::app::GameRecordService;
using shashki::app::test::enter_quiet_moves;
using shashki::app::test::LiveFixture;
using shashki::clock::Side;
using shashki::tournament::DrawClaimKind;
using Proposal = shashki::tournament::ClaimProposal;

namespace {

// Presses both clocks `moves` times each, a second per move.
void play_clock_moves(LiveFixture& f, ClockService& clocks, int moves) {
  for (int i = 0; i < moves; ++i) {
    f.time.advance(1s);
    BOOST_REQUIRE(clocks.press(1, Side::white).accepted);
    f.time.advance(1s);
    BOOST_REQUIRE(clocks.press(1, Side::black).accepted);
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(claim_tests)

BOOST_AUTO_TEST_CASE(a_draw_offer_at_move_12_is_refused_with_a_clear_message_and_changes_nothing) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  play_clock_moves(f, clocks, 12);
  const auto audit = f.audit_actions().size();
  const auto answer = ClaimService(*f.session, clocks).offer_draw(1, Side::white);
  BOOST_TEST(!answer.allowed);
  BOOST_TEST(answer.clause == "6.1.8.1");
  BOOST_TEST(answer.white_moves == 12);
  BOOST_TEST(
      answer.message ==
      "a draw may be offered only when each player has made at least 20 moves (6.1.8.1); White has made 12 "
      "and Black 12; nothing was recorded");
  BOOST_TEST(!answer.id.has_value());
  BOOST_TEST(f.audit_actions().size() == audit);
  BOOST_TEST(shashki::db::LiveRepository(f.session->database()).claims(f.game(1)).empty());
}

BOOST_AUTO_TEST_CASE(a_draw_offer_after_20_moves_each_is_recorded_and_its_acceptance_draws_the_game) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  play_clock_moves(f, clocks, 20);
  ClaimService claims(*f.session, clocks);
  const auto answer = claims.offer_draw(1, Side::black);
  BOOST_TEST(answer.allowed);
  BOOST_REQUIRE(answer.id.has_value());
  claims.decide(*answer.id, true);
  const auto round = shashki::db::RoundRepository(f.session->database()).find(f.event.id, 1);
  BOOST_TEST(round->boards[0].games[0] == shashki::tournament::GameResult::draw);
  BOOST_TEST(clocks.clock(1).phase() == shashki::clock::ClockPhase::finished);
  BOOST_TEST(f.audit_actions().back() == "draw.decide");
}

BOOST_AUTO_TEST_CASE(an_unrecorded_rapid_game_may_be_agreed_drawn_only_with_six_pieces_each) {
  LiveFixture f(1, shashki::tournament::Discipline::rapid, "8+4");
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  ClaimService claims(*f.session, clocks);
  const auto unknown = claims.offer_draw(1, Side::white);
  BOOST_TEST(!unknown.allowed);
  BOOST_TEST(unknown.clause == "6.1.10.2");
  BOOST_TEST(!claims.offer_draw(1, Side::white, "W:Wa1,c1,e1,g1,b2,d2,f2:Bh8").allowed);
  BOOST_TEST(claims.offer_draw(1, Side::white, "W:Wa1,c1,e1,g1,b2,d2:Bh8").allowed);
}

BOOST_AUTO_TEST_CASE(a_premature_count_claim_is_refused_and_a_run_out_count_is_a_draw_the_judge_accepts) {
  LiveFixture f(1);
  GameRecordService(*f.session).set_start(f.game(1), "W:WKa1,Kc1:BKh6");
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  ClaimService claims(*f.session, clocks);
  enter_quiet_moves(*f.session, f.game(1), 2);
  const auto early = claims.claim_draw(1, Side::black, DrawClaimKind::count);
  BOOST_TEST(early.proposal == Proposal::no_draw);
  BOOST_TEST(early.clause == "6.1.8.6");
  BOOST_REQUIRE(!early.counts.empty());
  BOOST_TEST(early.counts.front().limit == 5);
  claims.decide(early.id, false);
  // 6.1.8.6: a 3-piece ending with kings on both sides is drawn after 5 moves without change.
  enter_quiet_moves(*f.session, f.game(1), 8);
  const auto late = claims.claim_draw(1, Side::black, DrawClaimKind::count);
  BOOST_TEST(late.proposal == Proposal::draw);
  BOOST_TEST(late.clause == "6.1.8.6");
  claims.decide(late.id, true);
  const auto round = shashki::db::RoundRepository(f.session->database()).find(f.event.id, 1);
  BOOST_TEST(round->boards[0].games[0] == shashki::tournament::GameResult::draw);
  const auto stored = shashki::db::LiveRepository(f.session->database()).claims(f.game(1));
  BOOST_REQUIRE(stored.size() == 2U);
  BOOST_TEST(stored[0].outcome == shashki::tournament::ClaimOutcome::declined);
  BOOST_TEST(stored[1].outcome == shashki::tournament::ClaimOutcome::accepted);
}

BOOST_AUTO_TEST_CASE(without_time_per_move_a_three_piece_king_ending_is_drawn_at_once_under_6_1_10_4) {
  LiveFixture f(1, shashki::tournament::Discipline::lightning, "3");
  GameRecordService(*f.session).set_start(f.game(1), "W:WKa1,Kc1:BKh6");
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  const auto answer =
      ClaimService(*f.session, clocks).claim_draw(1, Side::black, DrawClaimKind::no_increment);
  BOOST_TEST(!answer.increment);
  BOOST_TEST(answer.clause == "6.1.10.4");
  BOOST_TEST(answer.proposal == Proposal::draw);
}

BOOST_AUTO_TEST_CASE(
    a_repetition_claim_counts_the_occurrences_and_6_1_10_5_goes_to_the_judge_with_the_facts) {
  LiveFixture f(1, shashki::tournament::Discipline::lightning, "3+2");
  GameRecordService games(*f.session);
  games.set_start(f.game(1), "W:Wa1,c1,Kg1:BKa7");
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  ClaimService claims(*f.session, clocks);
  BOOST_TEST(claims.claim_draw(1, Side::black, DrawClaimKind::repetition).proposal == Proposal::no_draw);
  for (int i = 0; i < 2; ++i) {
    for (const char* move : {"g1-h2", "a7-b8", "h2-g1", "b8-a7"})
      BOOST_REQUIRE(games.enter_move(f.game(1), move).accepted);
  }
  const auto repeated = claims.claim_draw(1, Side::black, DrawClaimKind::repetition);
  BOOST_TEST(repeated.occurrences == 3);
  BOOST_TEST(repeated.proposal == Proposal::draw);
  const auto short_of_time = claims.claim_draw(1, Side::white, DrawClaimKind::short_of_time);
  BOOST_TEST(short_of_time.proposal == Proposal::judge);
  BOOST_TEST(short_of_time.clause == "6.1.10.5");
  BOOST_TEST(short_of_time.facts.white.on_big_road);
  BOOST_TEST(short_of_time.facts.white.pieces() == 3);
  BOOST_TEST(short_of_time.claimant_time == 3min);
}

BOOST_AUTO_TEST_SUITE_END()
