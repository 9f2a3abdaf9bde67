// The Dutch system's view of each player (C.04.3 A.6): the colour history it derives the
// preference from, read the same way as the checker's and the -l checklist's.
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/pairing/checklist.hpp"
#include "swiss/dutch_state.hpp"

#include <algorithm>
#include <vector>

using namespace shashki::pairing;
using namespace shashki::pairing::testing;
using shashki::clock::Side;

BOOST_AUTO_TEST_SUITE(dutch_state_tests)

// C.04.2: only games played with a colour count for colours. A TRF game with '-' in the colour
// column (a result over the board, no colour recorded) is a meeting but no colour: player 1 has
// one White game, so a strong preference for Black, not a colour difference of 0.
BOOST_AUTO_TEST_CASE(a_played_game_without_a_colour_does_not_count_for_the_colour_preference) {
  PairingInput s;
  s.total_rounds = 5;
  s.players = {make_player(1, 2400, {game(3, std::nullopt, ResultCode::win), game(4, W, ResultCode::draw)}),
               make_player(2, 2300, {game(4, W, ResultCode::win), game(3, B, ResultCode::draw)}),
               make_player(3, 2200, {game(1, std::nullopt, ResultCode::loss), game(2, W, ResultCode::draw)}),
               make_player(4, 2100, {game(2, B, ResultCode::loss), game(1, B, ResultCode::draw)})};
  const swiss::DutchField field = swiss::build_field(s, false);
  const auto one =
      std::find_if(field.players.begin(), field.players.end(), [](const auto& p) { return p.number == 1; });
  BOOST_TEST_REQUIRE((one != field.players.end()));
  BOOST_TEST((one->colours == std::vector<Side>{Side::white}));
  BOOST_TEST(one->colour_difference == 1);
  BOOST_TEST((one->preference == Side::black));
  BOOST_TEST((one->strength == swiss::Strength::strong));
  BOOST_TEST(
      field.have_met(one->rank, std::find_if(field.players.begin(), field.players.end(), [](const auto& p) {
                                  return p.number == 3;
                                })->rank));
  // The checklist reads the same history the same way.
  const auto lines = make_checklist(s);
  BOOST_TEST(lines[0].colours == "-w");
  BOOST_TEST(lines[0].colour_difference == 1);
  BOOST_TEST((lines[0].preference == Side::black));
  BOOST_TEST((lines[0].strength == PreferenceStrength::strong));
}

BOOST_AUTO_TEST_SUITE_END()
