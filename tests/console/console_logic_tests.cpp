// The console's wx-free logic: result keys, player search, undoing results on the round desk.
// What the event form may still change is the app's answer (tests/app/event_limits_tests.cpp).
#include <boost/test/unit_test.hpp>

#include "player_filter.hpp"
#include "result_keys.hpp"
#include "round_desk.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/test/support.hpp"

using namespace shashki;

BOOST_AUTO_TEST_SUITE(console_logic_tests)

BOOST_AUTO_TEST_CASE(result_keys_mean_the_same_result_in_every_scoring) {
  // The keys enter results, not points: in 2-1-0 `1` once entered a draw (1-1) where in
  // 1-0.5-0 it enters a White win. Now `1` is a White win everywhere, and `2` enters nothing.
  using tournament::GameResult;
  const std::pair<int, std::optional<GameResult>> rows[] = {{'1', GameResult::white_wins},
                                                            {'=', GameResult::draw},
                                                            {'0', GameResult::black_wins},
                                                            {'+', GameResult::white_forfeit},
                                                            {'-', GameResult::black_forfeit},
                                                            {'2', std::nullopt},
                                                            {'x', std::nullopt}};
  for (const auto& [key, result] : rows) {
    BOOST_TEST_INFO("key " << static_cast<char>(key));
    BOOST_TEST((console::result_for_key(key) == result));
  }
}

BOOST_AUTO_TEST_CASE(search_finds_cyrillic_names_whatever_the_letter_case) {
  std::vector<tournament::Player> players(3);
  players[0].name = "Иванов Иван";
  players[1].name = "Smith, John";
  players[2].name = "Семёнов Пётр";
  BOOST_TEST(console::filter_players(players, "иван") == std::vector<std::size_t>{0});
  BOOST_TEST(console::filter_players(players, "SMITH") == std::vector<std::size_t>{1});
  BOOST_TEST(console::filter_players(players, "семенов") == std::vector<std::size_t>{2});
  BOOST_TEST(console::filter_players(players, "").size() == 3u);
  BOOST_TEST(console::filter_players(players, "zzz").empty());
}

BOOST_AUTO_TEST_CASE(undoing_the_first_result_of_a_game_clears_it_and_a_correction_puts_the_old_one_back) {
  shashki::test::TempDir dir;
  app::Session session(dir.path() / "event.db", "console-tests");
  tournament::Event e;
  e.name = "Undo";
  e.rounds = 3;
  const auto event = app::EventService(session).create(e).id;
  for (const char* name : {"Иванов Иван", "Петров Пётр"}) {
    tournament::Player p;
    p.name = name;
    app::PlayerService(session).add(event, p);
  }
  console::RoundDesk desk(session, event);
  desk.pair_next();
  desk.publish(1);
  const auto game = [&] { return desk.snapshot().rounds.at(0).boards.at(0).games.at(0); };
  BOOST_REQUIRE(desk.enter_key(1, 1, '1').has_value());
  // A key over a result is no silent replacement: without the reason nothing changes.
  BOOST_CHECK_THROW(desk.enter_key(1, 1, '='), app::Error);
  BOOST_TEST((game() == tournament::GameResult::white_wins));
  BOOST_REQUIRE(desk.enter_key(1, 1, '=', 1, "the players signed a draw").has_value());
  BOOST_TEST((game() == tournament::GameResult::draw));
  std::string why;
  const auto first = desk.undo_last(why);
  BOOST_REQUIRE(first.has_value());
  BOOST_TEST(first->board == 1);
  BOOST_TEST((first->result == tournament::GameResult::draw));
  BOOST_TEST((game() == tournament::GameResult::white_wins));
  BOOST_TEST(desk.undo_last(why).has_value());
  BOOST_TEST(!game().has_value());
  BOOST_TEST(db::AuditLog(session.database()).list(event).back().action == "result.clear");
  BOOST_TEST(!desk.undo_last(why).has_value());
  BOOST_TEST(!why.empty());
}

BOOST_AUTO_TEST_SUITE_END()
