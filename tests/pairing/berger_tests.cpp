// Round robin by the Berger tables (FIDE C.05 Annex 1): the published tables board by board,
// the closed form of the table for 3-24 players, double cycles and micro-matches.
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/pairing/berger.hpp"
#include "shashki/pairing/round_robin_engine.hpp"

#include <fstream>
#include <map>
#include <sstream>

using namespace shashki::pairing;
using namespace shashki::pairing::testing;
using shashki::clock::Side;

namespace {

// tests/data/pairing/berger_fide_tables.txt: the published tables, by even number of players.
std::map<int, std::vector<BergerRound>> published_tables() {
  std::ifstream in(data_dir() / "berger_fide_tables.txt");
  std::map<int, std::vector<BergerRound>> tables;
  std::string line;
  int players = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (line.rfind("players ", 0) == 0) {
      players = std::stoi(line.substr(8));
      continue;
    }
    std::istringstream words(line);
    BergerRound round;
    std::string pair;
    while (words >> pair) {
      const auto dash = pair.find('-');
      round.push_back(Board{std::stoi(pair.substr(0, dash)), std::stoi(pair.substr(dash + 1))});
    }
    tables[players].push_back(round);
  }
  return tables;
}

// The phantom N+1 of an odd field is written 0.
BergerRound with_phantom(BergerRound round, int players) {
  for (Board& b : round) {
    if (b.white > players) b.white = 0;
    if (b.black > players) b.black = 0;
  }
  return round;
}

// Colours of `player` in the order of the rounds, skipping byes.
std::vector<Side> colours_of(const std::vector<BergerRound>& table, int player) {
  std::vector<Side> colours;
  for (const BergerRound& round : table) {
    for (const Board& b : round) {
      if (b.white == 0 || b.black == 0) continue;
      if (b.white == player) colours.push_back(Side::white);
      if (b.black == player) colours.push_back(Side::black);
    }
  }
  return colours;
}

bool three_in_a_row(const std::vector<Side>& colours) {
  for (std::size_t i = 2; i < colours.size(); ++i) {
    if (colours[i] == colours[i - 1] && colours[i] == colours[i - 2]) return true;
  }
  return false;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(berger_tests)

BOOST_AUTO_TEST_CASE(tables_equal_the_published_fide_tables_board_by_board) {
  const auto tables = published_tables();
  BOOST_TEST_REQUIRE(tables.size() == 6u);  // 3/4 to 13/14 players
  for (const auto& [even, rounds] : tables) {
    for (int players : {even - 1, even}) {
      BOOST_TEST_INFO("players " << players);
      const auto table = berger_table(players);
      BOOST_TEST_REQUIRE(table.size() == rounds.size());
      for (std::size_t r = 0; r < rounds.size(); ++r) {
        BOOST_TEST_INFO("round " << r + 1);
        BOOST_TEST(table[r] == with_phantom(rounds[r], players), boost::test_tools::per_element());
      }
    }
  }
}

// The closed form of the Berger table, independent of the construction: for numbers i < j < N
// (N the even size), i meets j in round (i + j - 2) mod (N - 1) + 1, the lower number with
// White when i + j is odd; i meets N in round (2i - 2) mod (N - 1) + 1, N with White in even
// rounds; and N is always on board 1.
BOOST_AUTO_TEST_CASE(tables_for_3_to_24_players_follow_the_closed_form_of_the_berger_table) {
  for (int players = 3; players <= 24; ++players) {
    BOOST_TEST_INFO("players " << players);
    const int even = players % 2 == 0 ? players : players + 1;
    const auto table = berger_table(players);
    BOOST_TEST_REQUIRE(static_cast<int>(table.size()) == even - 1);
    BOOST_TEST(berger_round_count(players, false) == even - 1);
    std::map<std::pair<int, int>, int> met;
    for (std::size_t r = 0; r < table.size(); ++r) {
      const int round = static_cast<int>(r) + 1;
      BOOST_TEST_REQUIRE(static_cast<int>(table[r].size()) == even / 2);
      const Board first = table[r][0];
      const int last = players % 2 == 0 ? even : 0;
      BOOST_TEST((first.white == last || first.black == last));
      for (const Board& b : table[r]) {
        const int w = b.white == 0 ? even : b.white;
        const int bl = b.black == 0 ? even : b.black;
        const int i = std::min(w, bl);
        const int j = std::max(w, bl);
        BOOST_TEST(met.emplace(std::pair{i, j}, round).second);
        if (j == even) {
          BOOST_TEST((2 * i - 2) % (even - 1) + 1 == round);
          BOOST_TEST((w == even) == (round % 2 == 0));
        } else {
          BOOST_TEST((i + j - 2) % (even - 1) + 1 == round);
          BOOST_TEST((w == i) == ((i + j) % 2 == 1));
        }
      }
    }
    BOOST_TEST(met.size() == static_cast<std::size_t>(even * (even - 1) / 2));
  }
}

BOOST_AUTO_TEST_CASE(double_cycle_reverses_colours_and_swaps_the_last_two_rounds_of_the_first) {
  for (int players = 3; players <= 24; ++players) {
    BOOST_TEST_INFO("players " << players);
    const auto single = berger_table(players);
    const auto both = berger_table(players, BergerOptions{true, true, 1});
    const std::size_t n = single.size();
    BOOST_TEST_REQUIRE(both.size() == 2 * n);
    BOOST_TEST(berger_round_count(players, true) == static_cast<int>(2 * n));
    BOOST_TEST(both[n - 2] == single[n - 1], boost::test_tools::per_element());
    BOOST_TEST(both[n - 1] == single[n - 2], boost::test_tools::per_element());
    for (std::size_t r = 0; r < n; ++r) {
      for (std::size_t b = 0; b < single[r].size(); ++b) {
        BOOST_TEST(both[n + r][b].white == single[r][b].black);
        BOOST_TEST(both[n + r][b].black == single[r][b].white);
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(swapping_the_last_two_rounds_avoids_three_games_in_a_row_with_one_colour) {
  for (int players = 4; players <= 24; players += 2) {
    BOOST_TEST_INFO("players " << players);
    const auto swapped = berger_table(players, BergerOptions{true, true, 1});
    const auto plain = berger_table(players, BergerOptions{true, false, 1});
    bool plain_has_three = false;
    for (int p = 1; p <= players; ++p) {
      BOOST_TEST(!three_in_a_row(colours_of(swapped, p)), "player " << p);
      plain_has_three = plain_has_three || three_in_a_row(colours_of(plain, p));
    }
    BOOST_TEST(plain_has_three);  // the option matters
  }
}

BOOST_AUTO_TEST_CASE(micro_match_pairings_play_two_games_with_colours_swapped) {
  const auto games = micro_match_games(Board{3, 8}, 2);
  BOOST_TEST_REQUIRE(games.size() == 2u);
  BOOST_TEST(games[0] == (Board{3, 8}));
  BOOST_TEST(games[1] == (Board{8, 3}));
}

BOOST_AUTO_TEST_CASE(the_round_robin_engine_pairs_the_next_round_of_the_table_with_the_bye) {
  // Five players after round 1 of the table (1-0 bye, 2-5, 3-4).
  PairingInput s;
  s.total_rounds = 5;
  s.players = {make_player(1, 2000, {alone(ResultCode::pairing_bye)}),
               make_player(2, 1990, {game(5, Side::white, ResultCode::win)}),
               make_player(3, 1980, {game(4, Side::white, ResultCode::draw)}),
               make_player(4, 1970, {game(3, Side::black, ResultCode::draw)}),
               make_player(5, 1960, {game(2, Side::black, ResultCode::loss)})};
  const RoundRobinEngine engine;
  const auto result = engine.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(result));
  const Pairing& p = std::get<Pairing>(result);
  // Round 2 of the 5/6 table: 6-4, 5-3, 1-2 with 6 the phantom.
  BOOST_TEST(p.byes == (std::vector<int>{4}));
  BOOST_TEST(p.boards == (std::vector<Board>{{5, 3}, {1, 2}}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(the_round_robin_engine_refuses_a_round_beyond_the_table) {
  PairingInput s;
  s.players = {make_player(1, 2000, {game(2, Side::white, ResultCode::win)}),
               make_player(2, 1990, {game(1, Side::black, ResultCode::loss)})};
  const auto single = RoundRobinEngine().pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Refusal>(single));
  BOOST_TEST(std::get<Refusal>(single).criterion == "round robin complete");
  s.total_rounds = 2;  // a double round robin of two: the return game, colours reversed
  const auto second = RoundRobinEngine().pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(second));
  BOOST_TEST(std::get<Pairing>(second).boards == (std::vector<Board>{{2, 1}}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(a_micro_match_round_robin_spends_two_file_rounds_per_pairing) {
  PairingInput s;
  s.players = {make_player(1, 2000, {game(4, Side::white, ResultCode::win)}),
               make_player(2, 1990, {game(3, Side::white, ResultCode::draw)}),
               make_player(3, 1980, {game(2, Side::black, ResultCode::draw)}),
               make_player(4, 1970, {game(1, Side::black, ResultCode::loss)})};
  const RoundRobinEngine engine(BergerOptions{false, true, 2});
  const auto result = engine.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(result));
  BOOST_TEST(std::get<Pairing>(result).boards == (std::vector<Board>{{4, 1}, {3, 2}}),
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()
