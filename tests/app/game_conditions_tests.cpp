// The conditions a stored board game is ruled under (shashki/app/game_conditions.hpp): its
// event's discipline, the board's control, whether moves are recorded. The draw counts and the
// draw offers of 6.1.8 and 6.1.10 follow them, wherever the game is looked at.
#include "live_fixture.hpp"
#include "rounds_fixture.hpp"

#include "shashki/app/clock_service.hpp"
#include "shashki/app/game_conditions.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/rulings.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>

using namespace shashki;
using app::test::LiveFixture;

BOOST_AUTO_TEST_SUITE(game_conditions_tests)

BOOST_AUTO_TEST_CASE(a_board_game_of_a_rapid_event_is_ruled_as_rapid_play) {
  LiveFixture f(2, tournament::Discipline::rapid, "10+5");
  auto conditions = app::board_conditions(*f.session, f.game(1));
  BOOST_TEST((conditions.discipline == rules::Discipline::rapid));
  BOOST_TEST(conditions.increment);
  BOOST_TEST(!conditions.recorded);  // no move written yet (6.1.10.2)
  app::test::enter_quiet_moves(*f.session, f.game(1), 2);
  conditions = app::board_conditions(*f.session, f.game(1));
  BOOST_TEST(conditions.recorded);
  // 6.1.10.2: a recorded rapid game may be agreed drawn at once; in classical play only after
  // 20 moves each (6.1.8.1).
  const auto review = app::review(app::GameRecordService(*f.session).record(f.game(1)), conditions);
  const auto offer = std::find_if(review.events.begin(), review.events.end(),
                                  [](const app::ReviewEvent& e) { return e.kind == "offer-allowed"; });
  BOOST_REQUIRE(offer != review.events.end());
  BOOST_TEST(offer->clause == "6.1.10.2");
  BOOST_TEST(offer->ply == 0);
}

BOOST_AUTO_TEST_CASE(a_board_with_its_own_control_without_increment_is_ruled_by_6_1_10_4) {
  LiveFixture f(2, tournament::Discipline::lightning, "5+3");
  app::ClockService(*f.session, f.time, f.event.id, 1)
      .set_control(2, "5+0", "6.1.9.4: the regulations give board 2 no increment");
  BOOST_TEST(app::board_conditions(*f.session, f.game(1)).increment);
  const auto own = app::board_conditions(*f.session, f.game(2));
  BOOST_TEST((own.discipline == rules::Discipline::lightning));
  BOOST_TEST(!own.increment);
  // Two kings against one: without an increment the game is drawn at once (6.1.10.4).
  app::GameRecordService(*f.session).set_start(f.game(2), "W:WKa1,Kc1:BKh8");
  const auto record = app::GameRecordService(*f.session).record(f.game(2));
  BOOST_TEST(app::review(record, own).result_by_rules == "1-1");
  BOOST_TEST(app::review(record, app::board_conditions(*f.session, f.game(1))).result_by_rules == "*");
}

BOOST_AUTO_TEST_CASE(a_classical_board_game_keeps_the_classical_conditions) {
  LiveFixture f(1);
  const auto conditions = app::board_conditions(*f.session, f.game(1));
  BOOST_TEST((conditions.discipline == rules::Discipline::classical));
  BOOST_TEST(conditions.increment);
  BOOST_TEST(app::offer_clause(conditions) == "6.1.8.1");
  BOOST_TEST(app::offer_clause(app::game_conditions(tournament::Discipline::rapid, std::nullopt, true)) ==
             "6.1.10.2");
}

BOOST_FIXTURE_TEST_CASE(a_knockout_tie_break_game_is_judged_at_its_stage_s_pace, app::test::SessionFixture) {
  // A classical knockout match drawn, then a rapid tie-break game and a lightning one
  // (docs/rules-interpretation.md, 6.1.10): each tie-break game takes its stage's discipline.
  const auto event = make_event(2, 1, false, tournament::PairingSystem::knockout);
  app::RoundService rounds(session);
  rounds.pair(event);
  rounds.publish(event);
  app::ResultService results(session);
  results.set(event, 1, 1, 1, "=");
  results.set_tiebreak(event, 1, 1, "rapid", "=");
  results.set_tiebreak(event, 1, 1, "lightning", "1-0");
  const auto discipline = [&](int game) {
    return app::board_conditions(session, tournament::GameKey{event, 1, 1, game}).discipline;
  };
  BOOST_TEST((discipline(1) == rules::Discipline::classical));
  BOOST_TEST((discipline(2) == rules::Discipline::rapid));
  BOOST_TEST((discipline(3) == rules::Discipline::lightning));
  // A game number beyond the match is no tie-break game: the event's own conditions.
  BOOST_TEST((discipline(4) == rules::Discipline::classical));
  BOOST_TEST(app::offer_clause(app::board_conditions(session, tournament::GameKey{event, 1, 1, 2})) ==
             "6.1.10.2");
}

BOOST_AUTO_TEST_SUITE_END()
