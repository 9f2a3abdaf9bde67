// The console's wx-free logic: result keys, player search, and undoing results on the round desk.
#include <boost/test/unit_test.hpp>

#include "player_filter.hpp"
#include "result_keys.hpp"
#include "round_desk.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/test/support.hpp"

using namespace shashki;

BOOST_AUTO_TEST_SUITE(console_logic_tests)

BOOST_AUTO_TEST_CASE(result_keys_mean_what_the_scale_says) {
  struct Row {
    int key;
    tournament::ScoringScale scale;
    std::optional<std::string> text;
  };
  const auto two = tournament::ScoringScale::two_one_zero;
  const auto one = tournament::ScoringScale::one_half_zero;
  const Row rows[] = {{'1', one, "1-0"}, {'0', one, "0-1"},        {'=', one, "="},         {'+', one, "+/-"},
                      {'-', one, "-/+"}, {'2', one, std::nullopt}, {'2', two, "2-0"},       {'1', two, "1-1"},
                      {'0', two, "0-2"}, {'=', two, "="},          {'x', two, std::nullopt}};
  for (const auto& row : rows) {
    BOOST_TEST_INFO("key " << static_cast<char>(row.key));
    BOOST_TEST((console::result_for_key(row.key, row.scale) == row.text));
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
  BOOST_REQUIRE(desk.enter_key(1, 1, '2').has_value());
  BOOST_REQUIRE(desk.enter_key(1, 1, '1').has_value());
  BOOST_TEST((game() == tournament::GameResult::draw));
  std::string why;
  BOOST_TEST(desk.undo_last(why));
  BOOST_TEST((game() == tournament::GameResult::white_wins));
  BOOST_TEST(desk.undo_last(why));
  BOOST_TEST(!game().has_value());
  BOOST_TEST(db::AuditLog(session.database()).list(event).back().action == "result.clear");
  BOOST_TEST(!desk.undo_last(why));
  BOOST_TEST(!why.empty());
}

BOOST_AUTO_TEST_SUITE_END()
