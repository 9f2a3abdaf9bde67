// The FIDE Dutch engine against the reference tournaments of tests/data/pairing (made by
// bbpPairings v6 and confirmed by FIDE's checker, rules of 2026-02-01): every round of the
// 100-player file re-paired from the rounds before it must come out exactly as in the file.
#include "pairing_test_support.hpp"

#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/replay.hpp"

using namespace shashki::pairing;
using namespace shashki::pairing::testing;

BOOST_AUTO_TEST_SUITE(dutch_reference_tests)

BOOST_AUTO_TEST_CASE(every_round_of_the_100_player_file_is_paired_as_in_the_file) {
  const PairingInput input = read_reference("dutch_100p_9r.trf");
  const ReplayReport report = replay_rounds(DutchEngine{}, input);
  BOOST_TEST(report.rounds_checked == 9);
  for (const auto& d : report.discrepancies) BOOST_TEST_MESSAGE("round " << d.round << ": " << d.description);
  BOOST_TEST(report.discrepancies.empty());
}

BOOST_AUTO_TEST_CASE(round_one_of_a_file_without_xxc_is_checked_with_player_1s_first_colour) {
  // dutch_250p_9r.trf has no XXC; its round 1 starts with player 1 as Black, so re-checking
  // round 1 with the default initial colour would find every board's colours reversed.
  const PairingInput input = read_reference("dutch_250p_9r.trf").before_round(2);
  BOOST_REQUIRE(!input.initial_colour.has_value());
  const ReplayReport report = replay_rounds(DutchEngine{}, input);
  BOOST_TEST(report.rounds_checked == 1);
  for (const auto& d : report.discrepancies) BOOST_TEST_MESSAGE("round " << d.round << ": " << d.description);
  BOOST_TEST(report.discrepancies.empty());
}

BOOST_AUTO_TEST_CASE(no_second_pairing_allocated_bye_in_the_bye_eligibility_position) {
  // C2: players 1, 2 and 3 already had the PAB; FIDE's checker pairs 5-1, 8-2, 3-9, 7 bye.
  const PairingInput input = read_reference("bye_eligibility_10p.trf");
  const PairingResult result = DutchEngine{}.pair_next_round(input);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(result));
  const auto& pairing = std::get<Pairing>(result);
  const std::vector<Board> expected{{5, 1}, {8, 2}, {3, 9}};
  BOOST_TEST(pairing.boards == expected, boost::test_tools::per_element());
  BOOST_TEST(pairing.byes == std::vector<int>{7}, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()
