// The micro-match Swiss (C.04.5 Double-Swiss where it fits): the two-game match is the unit,
// so colour histories never keep two players apart, while the absolute criteria on meetings
// and the PAB stay those of the Dutch system.
#include "pairing_test_support.hpp"

#include "shashki/pairing/checker.hpp"
#include "shashki/pairing/double_swiss_engine.hpp"
#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/engine_factory.hpp"
#include "shashki/pairing/generator.hpp"

#include <set>

using namespace shashki::pairing;
using namespace shashki::pairing::testing;
using shashki::clock::Side;

BOOST_AUTO_TEST_SUITE(double_swiss_engine_tests)

BOOST_AUTO_TEST_CASE(the_factory_knows_the_double_swiss_system) {
  const auto engine = make_engine(EngineKind::double_swiss);
  BOOST_TEST_REQUIRE(engine != nullptr);
  BOOST_TEST(engine->name() == "double-swiss");
}

BOOST_AUTO_TEST_CASE(players_with_the_same_absolute_colour_preference_may_meet_in_a_match) {
  // 1 and 2 both had White twice (absolute preference for Black, A.6). The Dutch system keeps
  // them apart (C3: neither is a topscorer before the last round); in micro-matches colours
  // alternate inside the match, so the only two players on 2 points meet.
  PairingInput s;
  s.total_rounds = 5;
  s.players.push_back(
      make_player(1, 2400, {game(5, Side::white, ResultCode::win), game(6, Side::white, ResultCode::win)}));
  s.players.push_back(
      make_player(2, 2300, {game(6, Side::white, ResultCode::win), game(5, Side::white, ResultCode::win)}));
  s.players.push_back(
      make_player(3, 2200, {game(4, Side::black, ResultCode::loss), game(7, Side::black, ResultCode::win)}));
  s.players.push_back(
      make_player(4, 2100, {game(3, Side::white, ResultCode::win), game(8, Side::black, ResultCode::loss)}));
  s.players.push_back(
      make_player(5, 2000, {game(1, Side::black, ResultCode::loss), game(2, Side::black, ResultCode::loss)}));
  s.players.push_back(
      make_player(6, 1900, {game(2, Side::black, ResultCode::loss), game(1, Side::black, ResultCode::loss)}));
  s.players.push_back(
      make_player(7, 1800, {game(8, Side::white, ResultCode::win), game(3, Side::white, ResultCode::loss)}));
  s.players.push_back(
      make_player(8, 1700, {game(7, Side::black, ResultCode::loss), game(4, Side::white, ResultCode::win)}));
  auto has_pair = [](const Pairing& p, int a, int b) {
    for (const auto& board : p.boards) {
      if ((board.white == a && board.black == b) || (board.white == b && board.black == a)) return true;
    }
    return false;
  };
  const auto dutch = DutchEngine{}.pair_next_round(s);
  const auto matches = DoubleSwissEngine{}.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(dutch));
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(matches));
  BOOST_TEST(!has_pair(std::get<Pairing>(dutch), 1, 2));
  BOOST_TEST(has_pair(std::get<Pairing>(matches), 1, 2));
}

BOOST_AUTO_TEST_CASE(generated_micro_match_events_never_repeat_a_match_nor_a_bye) {
  const DoubleSwissEngine engine;
  int rounds_checked = 0;
  for (int t = 0; t < 200; ++t) {
    GeneratorOptions options;
    options.seed = 9100 + static_cast<std::uint64_t>(t);
    options.players = 7 + t % 20;
    options.rounds = 3 + t % 6;
    options.scale = ScoringScale::two_one_zero;
    const PairingInput tournament = generate_tournament(options, &engine);
    for (int round = 1; round <= tournament.rounds_completed(); ++round) {
      const PairingInput before = tournament.before_round(round);
      const auto result = engine.pair_next_round(before);
      if (!std::holds_alternative<Pairing>(result)) continue;
      const auto& pairing = std::get<Pairing>(result);
      CheckOptions rules = CheckOptions::for_engine(EngineKind::dutch);
      rules.colour_rules = false;  // the match is the unit: no colour limits
      const auto findings = check_round(before, pairing, rules);
      for (const auto& f : findings) {
        BOOST_TEST_INFO("seed " << options.seed << " round " << round);
        BOOST_TEST(false, f.describe());
      }
      ++rounds_checked;
    }
  }
  BOOST_TEST(rounds_checked > 200);
}

BOOST_AUTO_TEST_SUITE_END()
