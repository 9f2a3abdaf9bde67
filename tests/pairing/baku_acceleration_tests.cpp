// The Baku acceleration (FIDE C.04.7) on a generated 40-player, 9-round event: group A is the
// first 2*ceil(40/4) = 20 players; of the ceil(9/2) = 5 accelerated rounds, rounds 1-3 give
// them a win's worth of virtual points and rounds 4-5 a draw's. Through the engine and through
// `shashki pair --baku`.
#include "pairing_test_support.hpp"

#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/generator.hpp"

#include <fstream>
#include <sstream>

using namespace shashki::pairing;
using namespace shashki::pairing::testing;
using shashki::test::run;

namespace {

constexpr int kGroupA = 20;

// Forty players, `played` rounds of a 9-round event paired with the Baku acceleration.
PairingInput baku_event(int played) {
  GeneratorOptions o;
  o.seed = 40;
  o.players = 40;
  o.rounds = played;
  // A plain field: no forfeits, byes, withdrawals or late entries to blur the scoregroups.
  o.forfeit_percent = o.half_bye_percent = o.zero_bye_percent = o.withdraw_percent = o.late_entries = 0;
  const DutchEngine engine(DutchOptions{.baku_acceleration = true});
  PairingInput s = generate_tournament(o, &engine);
  s.total_rounds = 9;
  return s;
}

Pairing pair(const PairingInput& s, bool baku) {
  const auto result = DutchEngine(DutchOptions{.baku_acceleration = baku}).pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(result));
  return std::get<Pairing>(result);
}

bool in_group_a(int number) {
  return number <= kGroupA;
}

std::string shashki_cmd(const std::string& args) {
  return shashki::test::shashki_command("--lang en " + args);
}

// The `-p` output parsed back: the boards, byes left out.
std::vector<Board> boards_of(const std::string& out) {
  std::istringstream in(out);
  int count = 0;
  in >> count;
  std::vector<Board> boards;
  for (int w = 0, b = 0; in >> w >> b;) {
    if (b != 0) boards.push_back({w, b});
  }
  return boards;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(baku_acceleration_tests)

BOOST_AUTO_TEST_CASE(round_one_pairs_group_a_and_group_b_apart) {
  const PairingInput s = baku_event(1).before_round(1);
  // Without acceleration one scoregroup: S1 = 1-20 meets S2 = 21-40 (1-21, 2-22, ...).
  for (const Board& b : pair(s, false).boards) {
    BOOST_TEST(in_group_a(b.white) != in_group_a(b.black), b);
  }
  // With it, group A holds a virtual point: two scoregroups, each split in halves (1-11, 21-31).
  const auto accelerated = pair(s, true).boards;
  BOOST_TEST_REQUIRE(accelerated.size() == 20u);
  for (const Board& b : accelerated) {
    BOOST_TEST(in_group_a(b.white) == in_group_a(b.black), b);
    BOOST_TEST(std::abs(b.white - b.black) == 10, b);
  }
}

BOOST_AUTO_TEST_CASE(round_two_puts_group_a_winners_alone_at_the_top) {
  const PairingInput s = baku_event(1);
  SwissExplanation plain;
  SwissExplanation baku;
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(DutchEngine{}.pair_explained(s, plain)));
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(
      DutchEngine(DutchOptions{.baku_acceleration = true}).pair_explained(s, baku)));
  BOOST_TEST(!plain.accelerated);
  BOOST_TEST(baku.accelerated);
  // Round 1 winners: without acceleration one group at 1 point holding A and B players.
  const auto& top_plain = plain.brackets.front();
  BOOST_TEST(top_plain.score == Points::from_half_points(2));
  const bool mixed = std::any_of(top_plain.residents.begin(), top_plain.residents.end(), in_group_a) &&
                     !std::all_of(top_plain.residents.begin(), top_plain.residents.end(), in_group_a);
  BOOST_TEST(mixed);
  // With it, group A's winners stand at 1 + 1 virtual point, alone in the top bracket.
  const auto& top_baku = baku.brackets.front();
  BOOST_TEST(top_baku.score == Points::from_half_points(4));
  BOOST_TEST(std::all_of(top_baku.residents.begin(), top_baku.residents.end(), in_group_a));
  for (int n : top_baku.residents) BOOST_TEST(s.score(n) == Points::from_half_points(2), n);
  BOOST_TEST(pair(s, true).boards != pair(s, false).boards);
}

BOOST_AUTO_TEST_CASE(round_four_gives_group_a_half_a_point) {
  const PairingInput s = baku_event(3);
  SwissExplanation e;
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(
      DutchEngine(DutchOptions{.baku_acceleration = true}).pair_explained(s, e)));
  for (const auto& b : e.brackets) {
    for (int n : b.residents) {
      const Points virtual_points = in_group_a(n) ? Points::from_half_points(1) : Points::from_half_points(0);
      BOOST_TEST(b.score == s.score(n) + virtual_points, "player " << n);
    }
  }
}

BOOST_AUTO_TEST_CASE(shashki_pair_baku_pairs_rounds_one_and_two_accelerated) {
  shashki::test::TempDir dir;
  for (int round : {1, 2}) {
    const PairingInput s = baku_event(1).before_round(round);
    const auto file = dir.path() / ("r" + std::to_string(round) + ".trf");
    std::ofstream(file, std::ios::binary) << write_trf(make_trf(s));
    const std::string base = "pair --system dutch --trf '" + file.string() + "' -p";
    const auto plain = run(shashki_cmd(base));
    const auto baku = run(shashki_cmd(base + " --baku"));
    BOOST_TEST_REQUIRE(plain.exit_code == 0, plain.err);
    BOOST_TEST_REQUIRE(baku.exit_code == 0, baku.err);
    BOOST_TEST(boards_of(baku.out) == pair(s, true).boards, boost::test_tools::per_element());
    BOOST_TEST(boards_of(plain.out) == pair(s, false).boards, boost::test_tools::per_element());
    BOOST_TEST(baku.out != plain.out, "round " << round);
  }
}

BOOST_AUTO_TEST_CASE(shashki_pair_baku_is_refused_for_other_systems_and_files_with_their_own_acceleration) {
  shashki::test::TempDir dir;
  PairingInput s = baku_event(1).before_round(1);
  const auto file = dir.path() / "r1.trf";
  std::ofstream(file, std::ios::binary) << write_trf(make_trf(s));
  const auto other = run(shashki_cmd("pair --system double-swiss --baku --trf '" + file.string() + "' -p"));
  BOOST_TEST(other.exit_code == 2);
  BOOST_TEST(other.err.find("--baku") != std::string::npos, other.err);

  s.accelerations[1] = {Points::from_half_points(2)};
  const auto xxa = dir.path() / "xxa.trf";
  std::ofstream(xxa, std::ios::binary) << write_trf(make_trf(s));
  const auto own = run(shashki_cmd("pair --system dutch --baku --trf '" + xxa.string() + "' -p"));
  BOOST_TEST(own.exit_code == 2);
  BOOST_TEST(own.err.find("XXA") != std::string::npos, own.err);
  BOOST_TEST(own.out.empty());
}

BOOST_AUTO_TEST_SUITE_END()
