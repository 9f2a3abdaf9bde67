#include "live_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/game_record_service.hpp"

#include <boost/test/unit_test.hpp>

using shashki::app::GameRecordService;
using shashki::app::test::LiveFixture;

BOOST_AUTO_TEST_SUITE(game_record_tests)

BOOST_AUTO_TEST_CASE(legal_moves_entered_one_by_one_are_stored_in_the_rules_notation) {
  LiveFixture f(1);
  GameRecordService games(*f.session);
  const auto first = games.enter_move(f.game(1), "cd4");
  BOOST_TEST(first.accepted);
  BOOST_TEST(first.ply == 1);
  BOOST_TEST(first.notation == "c3-d4");
  BOOST_TEST(games.enter_move(f.game(1), "f6-e5").accepted);
  const auto record = games.record(f.game(1));
  BOOST_TEST(record.plies() == 2);
  BOOST_TEST(games.moves(f.game(1)).moves[1].notation == "f6-e5");
}

BOOST_AUTO_TEST_CASE(an_illegal_move_is_refused_with_its_clause_and_nothing_is_stored) {
  LiveFixture f(1);
  GameRecordService games(*f.session);
  games.enter_move(f.game(1), "c3-d4");
  games.enter_move(f.game(1), "f6-e5");
  const auto audit = f.audit_actions().size();
  // White must take on e5 (6.1.5.3).
  const auto refused = games.enter_move(f.game(1), "g3-h4");
  BOOST_TEST(!refused.accepted);
  BOOST_TEST(refused.clause == "6.1.5.3");
  BOOST_TEST(refused.ply == 3);
  BOOST_TEST(refused.message.find("6.1.5.3") != std::string::npos);
  BOOST_TEST(games.moves(f.game(1)).moves.size() == 2U);
  BOOST_TEST(f.audit_actions().size() == audit);
  BOOST_TEST(games.enter_move(f.game(1), "d4:f6").accepted);
}

BOOST_AUTO_TEST_CASE(a_pdn_game_is_imported_whole_or_not_at_all) {
  LiveFixture f(1);
  GameRecordService games(*f.session);
  const auto good = games.import_pdn(f.game(1), "[GameType \"25\"]\n1. c3-d4 f6-e5 2. d4xf6 g7xe5 *\n");
  BOOST_TEST(good.accepted);
  BOOST_TEST(good.plies == 4);
  const auto bad = games.import_pdn(f.game(1), "[GameType \"25\"]\n1. c3-d4 f6-e5 2. g3-h4 *\n");
  BOOST_TEST(!bad.accepted);
  BOOST_TEST(bad.plies == 3);
  BOOST_TEST(bad.line == 2);
  BOOST_TEST(bad.clause == "6.1.5.3");
  // The first import is still the record.
  BOOST_TEST(games.record(f.game(1)).plies() == 4);
}

BOOST_AUTO_TEST_CASE(a_position_set_by_hand_starts_the_record_and_only_before_any_move) {
  LiveFixture f(1);
  GameRecordService games(*f.session);
  games.set_start(f.game(1), "B:WKa1:BKh8");
  BOOST_TEST(games.record(f.game(1)).current().side_to_move() == shashki::rules::Color::black);
  BOOST_TEST(games.enter_move(f.game(1), "h8-g7").accepted);
  BOOST_CHECK_THROW(games.set_start(f.game(1), "W:Wc3:Bf6"), shashki::app::Error);
}

BOOST_AUTO_TEST_SUITE_END()
