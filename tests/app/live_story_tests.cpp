#include "live_fixture.hpp"

#include "shashki/app/appeal_service.hpp"
#include "shashki/app/claim_service.hpp"
#include "shashki/app/clock_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/db/clock_journal.hpp"
#include "shashki/db/live_repository.hpp"

#include <boost/test/unit_test.hpp>

#include <array>

using namespace std::chrono_literals;
using shashki::app::AppealDecision;
using shashki::app::AppealRequest;
using shashki::app::AppealService;
using shashki::app::ClaimService;
using shashki::app::ClockService;
using shashki::app::GameRecordService;
using shashki::app::test::LiveFixture;
using shashki::clock::Side;
using shashki::tournament::DrawClaimKind;

BOOST_AUTO_TEST_SUITE(live_story_tests)

BOOST_AUTO_TEST_CASE(the_audit_log_tells_the_story_of_a_board_in_order) {
  LiveFixture f(1);
  const auto before = f.audit_actions().size();
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  GameRecordService games(*f.session);
  clocks.start_all();
  f.time.advance(3s);
  games.enter_move(f.game(1), "c3-d4");
  clocks.press(1, Side::white);
  AppealService appeals(*f.session, clocks);
  const auto appeal =
      appeals.open(AppealRequest{1, Side::black, "the opponent talks", std::nullopt, std::nullopt});
  appeals.decide(appeal.id, AppealDecision{true, "warned; Black gets a minute", Side::black, 1min, true});
  ClaimService claims(*f.session, clocks);
  BOOST_TEST(!claims.offer_draw(1, Side::white).allowed);  // refused: not in the log
  // Refused: the game has a move. Nothing reaches the log.
  BOOST_CHECK_THROW(games.set_start(f.game(1), "W:Wa1,c1,Kg1:BKa7"), shashki::app::Error);
  const auto claim = claims.claim_draw(1, Side::white, DrawClaimKind::repetition);
  claims.decide(claim.id, false);
  const std::vector<std::string> expected{"clock.start-all", "game.move",  "appeal.open",
                                          "appeal.decide",   "draw.claim", "draw.decide"};
  BOOST_TEST(f.audit_actions(before) == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_journal_written_without_engine_codes_still_replays) {
  LiveFixture f(1);
  // A start written through the older ClockJournal, which knows only the contract's codes.
  shashki::clock::ClockJournalRow start;
  start.at = f.time.now().wall;
  start.kind = shashki::clock::EventKind::start;
  start.side = shashki::clock::Side::white;
  start.reading_ms = f.time.now().monotonic.count();
  start.white_ms = 1'800'000;
  start.black_ms = 1'800'000;
  const std::array<shashki::tournament::ClockWrite, 1> writes{
      shashki::tournament::ClockWrite{f.game(1), {shashki::clock::ClockRecordRow{start, 0}}}};
  BOOST_REQUIRE(shashki::db::LiveRepository(f.session->database())
                    .append_clock(writes, f.session->stamp(), std::nullopt)
                    .ok());
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  BOOST_TEST(clocks.recovery().size() == 1U);
  BOOST_TEST(clocks.recover_all({}, "") == 1);
  BOOST_TEST(clocks.resume(1).accepted);
}

BOOST_AUTO_TEST_CASE(the_clock_wall_faces_show_every_board_at_one_reading) {
  LiveFixture f(3);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  clocks.start_all();
  f.time.advance(90s);
  std::vector<shashki::clock::BoardFace> faces(clocks.size());
  clocks.faces(faces);
  for (const auto& face : faces) {
    BOOST_TEST(face.white == 28min + 30s);
    BOOST_TEST(face.white_text.view() == "0:28:30");
    BOOST_TEST(face.running == Side::white);
  }
}

BOOST_AUTO_TEST_CASE(refusals_reach_the_judge_in_russian) {
  LiveFixture f(1);
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  shashki::app::init_translations("ru");
  const auto answer = ClaimService(*f.session, clocks).offer_draw(1, Side::white);
  shashki::app::init_translations("en");
  BOOST_TEST(answer.message.find("ничью можно предложить") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
