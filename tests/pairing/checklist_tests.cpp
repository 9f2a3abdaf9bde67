// The -l checklist: colour preferences (C.04.3 A.6), floats and bye eligibility per player.
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/pairing/checklist.hpp"

using namespace shashki::pairing;
using namespace shashki::pairing::testing;
using shashki::clock::Side;

BOOST_AUTO_TEST_SUITE(checklist_tests)

BOOST_AUTO_TEST_CASE(preferences_floats_and_bye_eligibility_follow_the_history) {
  PairingInput s;
  // Round 1: 1-4 1-0, 2-3 0-1; round 2: 1-3 =, 4 has the PAB, 2 took a half-point bye.
  s.players = {make_player(1, 2400, {game(4, W, ResultCode::win), game(3, W, ResultCode::draw)}),
               make_player(2, 2300, {game(3, W, ResultCode::loss), alone(ResultCode::half_bye)}),
               make_player(3, 2200, {game(2, B, ResultCode::win), game(1, B, ResultCode::draw)}),
               make_player(4, 2100, {game(1, B, ResultCode::loss), alone(ResultCode::pairing_bye)})};
  const auto lines = make_checklist(s);
  BOOST_TEST_REQUIRE(lines.size() == 4u);
  // 1: White twice: absolute preference for Black; met 3 on equal score in round 2 (1 - 1).
  BOOST_TEST(lines[0].colours == "ww");
  BOOST_TEST(lines[0].colour_difference == 2);
  BOOST_TEST((lines[0].strength == PreferenceStrength::absolute));
  BOOST_TEST((lines[0].preference == Side::black));
  BOOST_TEST(lines[0].floats == "--");
  // 2: one White game and an H: strong preference for Black; the H scored without playing.
  BOOST_TEST(lines[1].colours == "w-");
  BOOST_TEST((lines[1].strength == PreferenceStrength::strong));
  BOOST_TEST(lines[1].floats == "-D");
  BOOST_TEST(lines[1].bye_eligible);
  // 4: had the PAB, so it may not have another; the PAB counts as a downfloat.
  BOOST_TEST(!lines[3].bye_eligible);
  BOOST_TEST(lines[3].floats == "-D");
  BOOST_TEST((lines[3].strength == PreferenceStrength::strong));
  BOOST_TEST((lines[3].preference == Side::white));
  const std::string text = format_checklist(lines);
  BOOST_TEST(text.find("absolute") != std::string::npos);
  BOOST_TEST(std::count(text.begin(), text.end(), '\n') == 5);
}

BOOST_AUTO_TEST_SUITE_END()
