// Knockout (Olympic system) pairing: bracket seeding, byes for a field that is not a power of
// two, and the engine over a TRF. A level match's tie-break games are the event's record
// (tournament/knockout_match.hpp, tests/tournament/knockout_match_tests.cpp).
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/pairing/knockout_engine.hpp"

#include <set>

using namespace shashki::pairing;
using namespace shashki::pairing::testing;
using shashki::clock::Side;

BOOST_AUTO_TEST_SUITE(knockout_tests)

BOOST_AUTO_TEST_CASE(the_bracket_keeps_the_best_seeds_apart_until_the_end) {
  BOOST_TEST(bracket_seed_order(8) == (std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6}));
  const auto order = bracket_seed_order(16);
  BOOST_TEST(order.size() == 16u);
  BOOST_TEST(order.front() == 1);
  // Seed 2 in the other half, seeds 3 and 4 in different quarters.
  const auto pos = [&order](int s) { return std::find(order.begin(), order.end(), s) - order.begin(); };
  BOOST_TEST(pos(2) >= 8);
  BOOST_TEST(pos(3) / 4 != pos(4) / 4);
  for (std::size_t i = 0; i < order.size(); i += 2) BOOST_TEST(order[i] + order[i + 1] == 17);
}

BOOST_AUTO_TEST_CASE(the_knockout_engine_pairs_round_1_with_byes_then_the_winners) {
  PairingInput s;
  for (int n = 1; n <= 6; ++n) s.players.push_back(make_player(n, 2100 - n));
  const KnockoutEngine engine;
  const auto first = engine.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(first));
  const Pairing& p1 = std::get<Pairing>(first);
  // 8 slots: 1 and 2 have byes; 4-5 and 3-6 play.
  BOOST_TEST(p1.byes == (std::vector<int>{1, 2}));
  BOOST_TEST(p1.boards == (std::vector<Board>{{4, 5}, {3, 6}}), boost::test_tools::per_element());

  s.find(1)->rounds = {alone(ResultCode::pairing_bye)};
  s.find(2)->rounds = {alone(ResultCode::pairing_bye)};
  s.find(4)->rounds = {game(5, Side::white, ResultCode::loss)};
  s.find(5)->rounds = {game(4, Side::black, ResultCode::win)};
  s.find(3)->rounds = {game(6, Side::white, ResultCode::forfeit_win)};
  s.find(6)->rounds = {game(3, Side::black, ResultCode::forfeit_loss)};
  const auto second = engine.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(second));
  BOOST_TEST(std::get<Pairing>(second).boards == (std::vector<Board>{{1, 5}, {2, 3}}),
             boost::test_tools::per_element());
  BOOST_TEST(std::get<Pairing>(second).byes.empty());

  // A drawn game cannot decide a knockout tie in a TRF: the engine says so.
  s.find(4)->rounds = {game(5, Side::white, ResultCode::draw)};
  s.find(5)->rounds = {game(4, Side::black, ResultCode::draw)};
  const auto level = engine.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Refusal>(level));
  BOOST_TEST(std::get<Refusal>(level).criterion == "knockout tie level");
}

BOOST_AUTO_TEST_SUITE_END()
