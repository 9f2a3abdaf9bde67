#define BOOST_TEST_MODULE app_tests
#include "live_fixture.hpp"

#include "shashki/app/clock_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/db/round_repository.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>

using namespace std::chrono_literals;
using shashki::app::ClockService;
using shashki::app::Error;
using shashki::app::ExitCode;
using shashki::app::test::LiveFixture;
using shashki::clock::ClockPhase;
using shashki::clock::Side;

namespace {

bool has(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(clock_service_tests)

BOOST_AUTO_TEST_CASE(
    the_clocks_of_a_published_round_start_together_and_each_event_is_stored_before_it_is_acknowledged) {
  LiveFixture f(4);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  const auto audit_before = f.audit_actions().size();
  BOOST_TEST(clocks.start_all() == 4);
  f.time.advance(5s);
  BOOST_TEST(clocks.press(1, Side::white).accepted);
  const auto journal = shashki::db::LiveRepository(f.session->database()).load_clock(f.game(1));
  BOOST_REQUIRE(journal.size() == 2U);
  BOOST_TEST((journal[0].row.kind == shashki::clock::EventKind::start));
  BOOST_TEST((journal[1].row.kind == shashki::clock::EventKind::press));
  // 30+30: White used 5 s and earned the 30 s increment with the press.
  BOOST_TEST(journal[1].row.white_ms == 1'800'000 - 5'000 + 30'000);
  // The start of the hall is one arbiter action; a player's press is not audited.
  const auto actions = f.audit_actions(audit_before);
  BOOST_TEST(actions.size() == 1U);
  BOOST_TEST(actions.front() == "clock.start-all");
}

BOOST_AUTO_TEST_CASE(a_refused_press_changes_nothing_and_stores_nothing) {
  LiveFixture f(2);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  const auto answer = clocks.press(1, Side::black);
  BOOST_TEST(!answer.accepted);
  BOOST_TEST(answer.message == "it is not this side's clock that runs");
  BOOST_TEST(shashki::db::LiveRepository(f.session->database()).load_clock(f.game(1)).size() == 1U);
  BOOST_TEST(clocks.clock(1).running() == Side::white);
}

BOOST_AUTO_TEST_CASE(resuming_the_hall_leaves_a_board_paused_for_an_appeal_alone) {
  LiveFixture f(3);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(1s);
  BOOST_TEST(clocks.pause(2, Side::black, "appeal").accepted);
  BOOST_TEST(clocks.pause_all("announcement") == 2);
  f.time.advance(1min);
  BOOST_TEST(clocks.resume_all() == 2);
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::running);
  BOOST_TEST(clocks.clock(2).phase() == ClockPhase::paused);
  const auto actions = f.audit_actions();
  BOOST_TEST(has(actions, "clock.pause"));
  BOOST_TEST(has(actions, "clock.pause-all"));
  BOOST_TEST(has(actions, "clock.resume-all"));
}

BOOST_AUTO_TEST_CASE(a_board_gets_its_own_control_only_before_its_clock_starts) {
  LiveFixture f(2);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.set_control(2, "15+10", "6.1.9.4: the regulations give board 2 a shorter control");
  const auto boards = clocks.boards();
  BOOST_TEST(boards[1].control == "15+10");
  BOOST_TEST(boards[1].own_control);
  BOOST_TEST(boards[1].face.white == 15min);
  BOOST_TEST(!boards[0].own_control);
  clocks.start_all();
  BOOST_CHECK_EXCEPTION(clocks.set_control(2, "20+30", "again"), Error,
                        [](const Error& e) { return e.code() == ExitCode::refused; });
  // A reopened service reads the exception back.
  ClockService again(*f.session, f.time, f.event.id, 1);
  BOOST_TEST(again.control(2).to_string() == "15+10");
}

BOOST_AUTO_TEST_CASE(an_adjustment_needs_a_reason_and_is_audited) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  BOOST_TEST(!clocks.adjust(1, Side::black, 60s, "").accepted);
  BOOST_TEST(clocks.adjust(1, Side::black, 60s, "clock fault").accepted);
  BOOST_TEST(clocks.clock(1).remaining(Side::black, f.time.now().monotonic) == 31min);
  BOOST_TEST(has(f.audit_actions(), "clock.adjust"));
}

BOOST_AUTO_TEST_CASE(a_flag_fall_becomes_a_proposed_result_that_the_judge_confirms) {
  LiveFixture f(1, shashki::tournament::Discipline::lightning, "3+2");
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(3min + 1s);
  const auto proposals = clocks.check_flags();
  BOOST_REQUIRE(proposals.size() == 1U);
  BOOST_TEST(proposals[0].flagged == Side::white);
  BOOST_TEST((proposals[0].result == shashki::tournament::GameResult::black_wins));
  BOOST_TEST(!proposals[0].facts.has_value());  // no moves recorded: the judge looks at the board
  BOOST_TEST(!proposals[0].judge_must_decide);
  // Nothing is entered until the judge confirms.
  shashki::db::RoundRepository rounds(f.session->database());
  BOOST_TEST(!rounds.find(f.event.id, 1)->boards[0].games[0].has_value());
  clocks.confirm_flag(1, proposals[0].result);
  BOOST_TEST(rounds.find(f.event.id, 1)->boards[0].games[0] == shashki::tournament::GameResult::black_wins);
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::finished);
  BOOST_TEST(has(f.audit_actions(), "clock.flag-result"));
}

BOOST_AUTO_TEST_CASE(a_flag_against_a_bare_king_is_left_to_the_judge_with_the_position_s_facts) {
  LiveFixture f(1, shashki::tournament::Discipline::lightning, "3+2");
  shashki::app::GameRecordService(*f.session).set_start(f.game(1), "W:Wa1,c1,Ke1:BKh6");
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(4min);
  const auto proposals = clocks.check_flags();
  BOOST_REQUIRE(proposals.size() == 1U);
  BOOST_REQUIRE(proposals[0].facts.has_value());
  BOOST_TEST(proposals[0].facts->bare_king == shashki::rules::Color::black);
  BOOST_TEST(!proposals[0].facts->black.can_win);
  BOOST_TEST(proposals[0].judge_must_decide);
  BOOST_TEST((proposals[0].result == shashki::tournament::GameResult::draw));
}

BOOST_AUTO_TEST_CASE(the_second_game_of_a_micro_match_has_its_own_clocks_and_result) {
  LiveFixture f(1, shashki::tournament::Discipline::lightning, "3+2", true);
  ClockService first(*f.session, f.time, f.event.id, 1, 1);
  first.start_all();
  f.time.advance(10s);
  first.press(1, Side::white);
  ClockService second(*f.session, f.time, f.event.id, 1, 2);
  BOOST_TEST(second.game(1).game == 2);
  BOOST_TEST(second.clock(1).phase() == ClockPhase::not_started);
  second.start_all();
  f.time.advance(3min + 1s);
  const auto proposals = second.check_flags();
  BOOST_REQUIRE(proposals.size() == 1U);
  // Seen from game 2's White (the board's Black), whose flag fell.
  second.confirm_flag(1, proposals[0].result);
  const auto board = shashki::db::RoundRepository(f.session->database()).find(f.event.id, 1)->boards[0];
  BOOST_TEST(!board.games[0].has_value());
  BOOST_TEST(board.games[1] == shashki::tournament::GameResult::black_wins);
}

BOOST_AUTO_TEST_CASE(clocks_run_only_in_a_published_round) {
  LiveFixture f(1);
  BOOST_CHECK_EXCEPTION(ClockService(*f.session, f.time, f.event.id, 2), Error,
                        [](const Error& e) { return e.code() == ExitCode::input; });
}

BOOST_AUTO_TEST_CASE(entering_a_result_ends_the_running_clock_in_the_same_action) {
  LiveFixture f(2);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(7s);
  const auto audit_before = f.audit_actions().size();
  shashki::app::ResultService(*f.session, &clocks.round_clocks()).set(f.event.id, 1, 1, 1, "1-0");
  // The clock on the wall has stopped for good, at the moment the result was entered.
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::finished);
  f.time.advance(1min);
  BOOST_TEST(clocks.clock(1).remaining(Side::white, f.time.now().monotonic) == 1'800'000ms - 7s);
  BOOST_TEST(clocks.clock(2).phase() == ClockPhase::running);
  // The end is stored with the result, in one action with one audit row.
  const auto journal = shashki::db::LiveRepository(f.session->database()).load_clock(f.game(1));
  BOOST_REQUIRE(!journal.empty());
  BOOST_TEST((journal.back().row.kind == shashki::clock::EventKind::end));
  BOOST_TEST(journal.back().row.white_ms == 1'800'000 - 7'000);
  BOOST_TEST(f.audit_actions(audit_before) == std::vector<std::string>{"result.set"});
  BOOST_TEST(!clocks.press(1, Side::white).accepted);
}

BOOST_AUTO_TEST_CASE(a_result_entered_while_no_clock_service_runs_ends_the_stored_clock) {
  LiveFixture f(2);
  {
    ClockService clocks(*f.session, f.time, f.event.id, 1);
    clocks.start_all();
    f.time.advance(3s);
  }
  // The command line enters the result after the console has gone.
  shashki::app::ResultService(*f.session).set(f.event.id, 1, 2, 1, "=");
  const auto journal = shashki::db::LiveRepository(f.session->database()).load_clock(f.game(2));
  BOOST_REQUIRE(!journal.empty());
  BOOST_TEST((journal.back().row.kind == shashki::clock::EventKind::end));
  ClockService reopened(*f.session, f.time, f.event.id, 1);
  BOOST_TEST(reopened.clock(2).phase() == ClockPhase::finished);
  BOOST_TEST(!reopened.awaiting_recovery(2));
  BOOST_TEST(reopened.awaiting_recovery(1));
}

BOOST_AUTO_TEST_CASE(start_all_skips_a_game_whose_result_is_in) {
  LiveFixture f(3);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  // A forfeit entered before the round starts.
  shashki::app::ResultService(*f.session, &clocks.round_clocks()).set(f.event.id, 1, 2, 1, "+/-");
  BOOST_TEST(clocks.start_all() == 2);
  BOOST_TEST(clocks.clock(2).phase() == ClockPhase::not_started);
  const auto answer = clocks.start(2);
  BOOST_TEST(!answer.accepted);
  BOOST_TEST(answer.message == "the game's result is in; its clock does not start");
  // A service opened afterwards knows it from the database.
  ClockService reopened(*f.session, f.time, f.event.id, 1);
  BOOST_TEST(!reopened.start(2).accepted);
  BOOST_TEST(shashki::db::LiveRepository(f.session->database()).load_clock(f.game(2)).empty());
}

BOOST_AUTO_TEST_CASE(completing_and_locking_a_round_leaves_no_clock_running) {
  LiveFixture f(2);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(2s);
  // Results written past the clocks (an older program, a repair): the round's close ends them.
  shashki::db::RoundRepository rounds(f.session->database());
  for (int board = 1; board <= 2; ++board) {
    BOOST_REQUIRE(rounds.set_result(f.event.id, 1, board, 1, shashki::tournament::GameResult::draw,
                                    f.session->stamp()));
  }
  BOOST_TEST(clocks.running() == 2);
  shashki::app::RoundService(*f.session, &clocks.round_clocks()).complete(f.event.id, 1);
  BOOST_TEST(clocks.running() == 0);
  for (int board = 1; board <= 2; ++board) {
    BOOST_TEST_CONTEXT("board " << board) {
      BOOST_TEST(clocks.clock(board).phase() == ClockPhase::finished);
      const auto journal = shashki::db::LiveRepository(f.session->database()).load_clock(f.game(board));
      BOOST_TEST((journal.back().row.kind == shashki::clock::EventKind::end));
    }
  }
  shashki::app::RoundService(*f.session, &clocks.round_clocks()).lock(f.event.id, 1);
  f.time.advance(1min);
  BOOST_TEST(clocks.running() == 0);
  BOOST_TEST(clocks.start_all() == 0);
}

BOOST_AUTO_TEST_SUITE_END()
