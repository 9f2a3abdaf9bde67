// The console's wx-free logic: result keys, player search, appeals on a round's clocks.
#include <boost/test/unit_test.hpp>

#include "appeal_desk.hpp"
#include "player_filter.hpp"
#include "result_keys.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/clock/time_control.hpp"

using namespace shashki;
using namespace std::chrono_literals;

BOOST_AUTO_TEST_SUITE(console_logic_tests)

BOOST_AUTO_TEST_CASE(result_keys_mean_what_the_scale_says) {
  struct Row {
    int key;
    tournament::ScoringScale scale;
    std::optional<std::string> text;
  };
  const auto two = tournament::ScoringScale::two_one_zero;
  const auto one = tournament::ScoringScale::one_half_zero;
  const Row rows[] = {{'1', one, "1-0"}, {'0', one, "0-1"}, {'=', one, "="},   {'+', one, "+/-"},
                      {'-', one, "-/+"}, {'2', one, std::nullopt},             {'2', two, "2-0"},
                      {'1', two, "1-1"}, {'0', two, "0-2"}, {'=', two, "="},   {'x', two, std::nullopt}};
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

BOOST_AUTO_TEST_CASE(an_appeal_pauses_the_clock_and_its_decision_adjusts_and_resumes_it) {
  clock::ManualTimeSource time;
  clock::ClockBoard clocks(time);
  clocks.add(clock::TimeControl::sudden_death(30min));
  clocks.start(0);
  time.advance(10s);
  console::AppealDesk desk(clocks);
  // 6.1.10.3: the clock stops while the appeal is considered.
  BOOST_TEST(!desk.open(0, 1, clock::Side::black, "illegal move claimed").has_value());
  BOOST_TEST(desk.is_open(0));
  BOOST_TEST((clocks.clock(0).phase() == clock::ClockPhase::paused));
  BOOST_TEST(desk.open(0, 1, clock::Side::white, "again").has_value());
  time.advance(5min);
  console::AppealDecision decision;
  decision.decision = "6.1.5.3: the capture was compulsory";
  decision.adjust_white = -1min;
  BOOST_TEST(!desk.decide(0, decision).has_value());
  BOOST_TEST(!desk.is_open(0));
  BOOST_TEST((clocks.clock(0).phase() == clock::ClockPhase::running));
  // White ran 10 s before the appeal; the 5 minutes of the appeal are not charged.
  BOOST_TEST((clocks.clock(0).remaining(clock::Side::white, time.now().monotonic) == std::chrono::milliseconds(30min - 10s - 1min)));
  BOOST_TEST(desk.decide(0, decision).has_value());
}

BOOST_AUTO_TEST_SUITE_END()
