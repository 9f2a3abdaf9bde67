// The rules of registration the database stores by: entering, withdrawing and readmitting a
// player, fixing the starting numbers, editing an event with rounds stored, requesting a bye.
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/registration.hpp"

using namespace shashki::tournament;

namespace {

Event open_event(int rounds) {
  Event e;
  e.name = "Open";
  e.rounds = rounds;
  return e;
}

Player player_named(const std::string& name, std::int64_t id = 1) {
  Player p;
  p.id = PlayerId{id};
  p.name = name;
  return p;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(registration_tests)

BOOST_AUTO_TEST_CASE(a_late_entry_must_fall_in_a_round_of_the_event) {
  auto p = player_named("Сидорова Анна");
  p.late_entry_round = 8;
  const auto refused = check_entry(p, open_event(7));
  BOOST_TEST(refused.problem().field() == "late_entry_round");
  BOOST_TEST(refused.error() == "Сидорова Анна enters in round 8, but the event has only 7 rounds");
  p.late_entry_round = 7;
  BOOST_TEST(check_entry(p, open_event(7)).ok());
}

BOOST_AUTO_TEST_CASE(a_nameless_player_of_a_list_is_named_by_its_place_in_the_list) {
  BOOST_TEST(check_entry(player_named(" "), open_event(7), 3).error() == "player 3 of the list has no name");
  BOOST_TEST(check_player(player_named("")).error() == "a player needs a name");
  auto rated = player_named("Petrov");
  rated.rating = 5000;
  BOOST_TEST(check_player(rated).error() == "Petrov: the rating 5000 is not between 0 and 4000");
}

BOOST_AUTO_TEST_CASE(a_player_withdraws_once_from_a_round_of_the_event_and_is_readmitted_only_after) {
  const auto event = open_event(7);
  const auto p = player_named("Petrov");
  BOOST_TEST(readmit(p, 3, event).error() == "Petrov has not withdrawn");
  BOOST_TEST(withdraw(p, 8, event).error() == "round 8 is not a round of the event (1-7)");
  const auto out = withdraw(p, 4, event);
  BOOST_REQUIRE(out.ok());
  BOOST_TEST(out->withdrawn_by(4));
  BOOST_TEST(withdraw(*out, 5, event).error() == "Petrov has already withdrawn from round 4");
  const auto back = readmit(*out, 6, event);
  BOOST_REQUIRE(back.ok());
  BOOST_TEST(back->plays_in(6));
  BOOST_TEST(!back->plays_in(5));
  BOOST_TEST(!back->withdrawn_from.has_value());
}

BOOST_AUTO_TEST_CASE(starting_numbers_are_fixed_once_round_one_is_drafted_and_a_ranking_holds_everyone_once) {
  BOOST_TEST(check_numbers_open(0).ok());
  BOOST_TEST(check_numbers_open(1).problem().field() == "number");
  const std::vector<Player> players{player_named("A", 1), player_named("B", 2)};
  BOOST_TEST(check_ranking(players, {PlayerId{2}, PlayerId{1}}).ok());
  BOOST_TEST(check_ranking(players, {PlayerId{2}, PlayerId{2}}).error() ==
             "the ranking must hold every player of the event once");
  BOOST_TEST(!check_ranking(players, {PlayerId{1}}).ok());
}

BOOST_AUTO_TEST_SUITE_END()
