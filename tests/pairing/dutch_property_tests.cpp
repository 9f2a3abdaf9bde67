// Property test of the Dutch engine over generated tournaments: whatever the field, every round
// it proposes keeps the absolute criteria (C1 no rematch, C2 no second PAB nor a PAB after an
// unplayed win, C3 colour limits except topscorers in the last round), pairs every present
// player exactly once, and the independent checker of the pairing module agrees.
//
// CI runs 1,000 tournaments; SHASHKI_DUTCH_TOURNAMENTS=N runs N by hand (50,000 for the
// issue's figure). Under the sanitizers (SHASHKI_SANITIZED=1) the count stays 1,000 but the
// fields are smaller, since ASan makes each pairing several times slower.
#include "pairing_test_support.hpp"

#include "shashki/pairing/checker.hpp"
#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/generator.hpp"

#include <cstdlib>
#include <set>
#include <string>

using namespace shashki::pairing;
using shashki::clock::Side;

namespace {

int env_int(const char* name, int fallback) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0' ? std::atoi(v) : fallback;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(dutch_property_tests)

BOOST_AUTO_TEST_CASE(generated_tournaments_keep_the_absolute_criteria_in_every_round) {
  const int tournaments = env_int("SHASHKI_DUTCH_TOURNAMENTS", 1000);
  const bool sanitized = env_int("SHASHKI_SANITIZED", 0) == 1;
  const DutchEngine engine;
  int rounds_checked = 0;
  int failures = 0;
  for (int t = 0; t < tournaments && failures < 5; ++t) {
    GeneratorOptions options;
    options.seed = 7000 + static_cast<std::uint64_t>(t);
    options.players = (sanitized ? 6 : 8) + t % (sanitized ? 10 : 24);
    options.rounds = 3 + t % 7;
    options.forfeit_percent = 4;
    options.half_bye_percent = 3;
    options.zero_bye_percent = 2;
    options.withdraw_percent = 2;
    options.late_entries = t % 3;
    const PairingInput tournament = generate_tournament(options, &engine);
    for (int round = 1; round <= tournament.rounds_completed(); ++round) {
      const PairingInput before = tournament.before_round(round);
      const PairingResult result = engine.pair_next_round(before);
      if (const auto* refusal = std::get_if<Refusal>(&result)) {
        // A refusal is legitimate only when the field cannot be paired at all; generated
        // fields of this size always can in the first rounds.
        BOOST_TEST_INFO("seed " << options.seed << " round " << round);
        BOOST_TEST(round > 3, refusal->explanation.english());
        continue;
      }
      const auto& pairing = std::get<Pairing>(result);
      ++rounds_checked;
      // Every available player exactly once.
      std::multiset<int> seen;
      for (const auto& b : pairing.boards) {
        seen.insert(b.white);
        seen.insert(b.black);
      }
      for (int bye : pairing.byes) seen.insert(bye);
      const auto available = before.available_players();
      const std::multiset<int> expected(available.begin(), available.end());
      BOOST_TEST_INFO("seed " << options.seed << " round " << round);
      BOOST_TEST((seen == expected));
      BOOST_TEST(pairing.byes.size() <= 1u);
      const auto findings = check_round(before, pairing, CheckOptions::for_engine(EngineKind::dutch));
      for (const auto& f : findings) {
        BOOST_TEST_INFO("seed " << options.seed << " round " << round);
        BOOST_TEST(false, f.describe());
      }
      if (!findings.empty() || seen != expected) ++failures;
    }
  }
  BOOST_TEST_MESSAGE(tournaments << " tournaments, " << rounds_checked << " rounds checked");
  BOOST_TEST(rounds_checked > tournaments);
}

BOOST_AUTO_TEST_CASE(a_field_that_cannot_be_paired_is_refused_with_the_absolute_criterion) {
  // Two players who already met, and nobody else: C1 leaves no legal pairing, and the engine
  // says so instead of pairing them again.
  using namespace shashki::pairing::testing;
  PairingInput s;
  s.total_rounds = 3;
  s.players.push_back(make_player(1, 2000, {game(2, Side::white, ResultCode::win)}));
  s.players.push_back(make_player(2, 1900, {game(1, Side::black, ResultCode::loss)}));
  const PairingResult result = DutchEngine{}.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Refusal>(result));
  BOOST_TEST(std::get<Refusal>(result).criterion == "C1");
}

BOOST_AUTO_TEST_SUITE_END()
