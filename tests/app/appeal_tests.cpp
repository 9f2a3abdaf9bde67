#include "live_fixture.hpp"

#include "shashki/app/appeal_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/db/live_repository.hpp"

#include <boost/test/unit_test.hpp>

using namespace std::chrono_literals;
using shashki::app::AppealDecision;
using shashki::app::AppealRequest;
using shashki::app::AppealService;
using shashki::app::ClockService;
using shashki::app::test::LiveFixture;
using shashki::clock::ClockPhase;
using shashki::clock::Side;

BOOST_AUTO_TEST_SUITE(appeal_tests)

BOOST_AUTO_TEST_CASE(opening_an_appeal_pauses_the_clock_and_records_who_and_why_with_the_findings) {
  LiveFixture f(2);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(10s);
  AppealService appeals(*f.session, clocks);
  const auto view =
      appeals.open(AppealRequest{1, Side::black, "White touched two pieces", std::nullopt, std::nullopt});
  BOOST_TEST(view.clock_paused);
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::paused);
  BOOST_TEST(clocks.clock(2).phase() == ClockPhase::running);
  BOOST_TEST(view.findings.legal_moves.size() == 7U);  // the initial position
  BOOST_TEST(!view.decision.has_value());
  const auto stored = appeals.list();
  BOOST_REQUIRE(stored.size() == 1U);
  BOOST_TEST(stored[0].by == Side::black);
  BOOST_TEST(stored[0].reason == "White touched two pieces");
  BOOST_TEST(f.audit_actions().back() == "appeal.open");
  // The pause is in the journal, in the same action.
  const auto journal = shashki::db::LiveRepository(f.session->database()).load_clock(f.game(1));
  BOOST_TEST((journal.back().row.kind == shashki::clock::EventKind::pause));
  BOOST_TEST((journal.back().row.side == shashki::clock::Side::black));
}

BOOST_AUTO_TEST_CASE(a_disputed_move_in_a_position_set_by_hand_gets_the_clause_it_breaks) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  AppealService appeals(*f.session, clocks);
  // White must capture d4 (6.1.5.3); c3-b4 is a quiet move.
  const auto findings = appeals.findings(1, "W:Wc3:Bd4", "c3-b4");
  BOOST_TEST(!findings.disputed_legal);
  BOOST_TEST(findings.clause == "6.1.5.3");
  BOOST_TEST(findings.legal_moves == std::vector<std::string>{"c3:e5"});
  BOOST_TEST(findings.facts.white.men == 1);
}

BOOST_AUTO_TEST_CASE(
    the_decision_is_stored_with_the_ruling_and_a_sanction_and_the_clock_resumes_on_the_judge_s_word) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(20s);
  AppealService appeals(*f.session, clocks);
  const auto opened =
      appeals.open(AppealRequest{1, Side::white, "Black's move was illegal", std::nullopt, "f6-g5"});
  const auto white_before = clocks.clock(1).remaining(Side::white, f.time.now().monotonic);
  f.time.advance(2min);  // the appeal is considered; the clock stands still
  // 5.4.14.2: the appeal was unfounded; White loses a minute.
  const auto decided =
      appeals.decide(opened.id, AppealDecision{false, "the move was legal", Side::white, -1min, true});
  BOOST_TEST(decided.decision == shashki::tournament::AppealVerdict::rejected);
  BOOST_TEST(decided.adjust.count() == -60'000);
  BOOST_TEST(decided.findings.disputed_move.value_or("") == "f6-g5");
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::running);
  BOOST_TEST(clocks.clock(1).remaining(Side::white, f.time.now().monotonic) == white_before - 1min);
  BOOST_TEST(f.audit_actions().back() == "appeal.decide");
  BOOST_CHECK_THROW(appeals.decide(opened.id, AppealDecision{true, "again", std::nullopt, 0ms, false}),
                    shashki::app::Error);
}

BOOST_AUTO_TEST_CASE(a_sanction_the_clock_refuses_stores_nothing) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  AppealService appeals(*f.session, clocks);
  const auto opened = appeals.open(AppealRequest{1, Side::white, "noise", std::nullopt, std::nullopt});
  const auto audit = f.audit_actions().size();
  BOOST_CHECK_THROW(appeals.decide(opened.id, AppealDecision{false, "unfounded", Side::white, -3h, true}),
                    shashki::app::Error);
  BOOST_TEST(!appeals.list()[0].decision.has_value());
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::paused);
  BOOST_TEST(f.audit_actions().size() == audit);
}

BOOST_AUTO_TEST_CASE(a_time_change_of_zero_for_a_side_is_no_change_and_the_clock_resumes) {
  // The console's form holds a side and "0 s" when the judge changes nothing: that must not
  // meet the clock's refusal of an adjustment of no time.
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(20s);
  AppealService appeals(*f.session, clocks);
  const auto opened = appeals.open(AppealRequest{1, Side::black, "noise", std::nullopt, std::nullopt});
  const auto white_before = clocks.clock(1).remaining(Side::white, f.time.now().monotonic);
  const auto decided = appeals.decide(opened.id, AppealDecision{false, "unfounded", Side::white, 0ms, true});
  BOOST_TEST(decided.decision == shashki::tournament::AppealVerdict::rejected);
  BOOST_TEST(!decided.adjust_side.has_value());
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::running);
  BOOST_TEST(clocks.clock(1).remaining(Side::white, f.time.now().monotonic) == white_before);
}

BOOST_AUTO_TEST_SUITE_END()
