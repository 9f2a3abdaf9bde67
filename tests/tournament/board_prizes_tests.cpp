// Individual board prizes of a team event on a small event computed by hand: games count on the
// board a player sat at, only games played over the board count, and the minimum of games.
#include <boost/test/unit_test.hpp>

#include "shashki/tournament/board_prizes.hpp"

#include <string>
#include <string_view>
#include <vector>

using namespace shashki::tournament;

namespace {

// One board per character, from the home side, whose players have White on odd boards: '1'
// won, '=' drawn, '0' lost, '+' won by forfeit (the away board empty). `home_players` and
// `away_players` give the line-ups by starting number.
TeamMatch board_prizes_test_match(int round, int home, int away, std::string_view boards,
                                  std::vector<int> home_players, std::vector<int> away_players) {
  TeamMatch match;
  match.round = round;
  match.home = home;
  match.away = away;
  for (std::size_t b = 0; b < boards.size(); ++b) {
    MatchBoard board;
    board.home_player = home_players[b];
    board.away_player = away_players[b];
    board.home_white = b % 2 == 0;
    const auto from_home = [&](GameResult result) { return board.home_white ? result : reversed(result); };
    switch (boards[b]) {
      case '1':
        board.result = from_home(GameResult::white_wins);
        break;
      case '=':
        board.result = GameResult::draw;
        break;
      case '0':
        board.result = from_home(GameResult::black_wins);
        break;
      default:
        board.result = from_home(GameResult::white_forfeit);
        board.away_player.reset();
        break;
    }
    match.boards.push_back(board);
  }
  return match;
}

// Four teams of two boards and a reserve (team t: 100t+1, 100t+2, reserve 100t+3), three rounds.
//   R1: 1-2 "1=" (101-201, 102-202)   3-4 "0=" (301-401, 302-402)
//   R2: 1-3 "==" (101-301, 103-302: the reserve on board 2)   2-4 "1+" (201-401; 402 absent)
//   R3: 1-4 "10" (102-401 on board 1, 103-402 on board 2)     2-3 "=0" (201-301, 202-302)
// Board 1: 101 2 games 1.5 (75%); 201 3 games 1.5 (50%); 301 and 401 3 games 1 (33.3%); 102 1
// game 1 (100%). Board 2: 402 2 games 1.5 (75%, the forfeit not counted); 302 3 games 2
// (66.7%); 103 and 202 2 games 0.5 (25%, 202's forfeit win not counted); 102 1 game 0.5.
TeamEvent board_prizes_test_event() {
  TeamEvent event;
  event.system = PairingSystem::swiss;
  event.rounds_planned = 3;
  event.boards_per_match = 2;
  for (int t = 1; t <= 4; ++t) {
    event.teams.push_back(
        {t, "Team " + std::to_string(t), "", "", "", {100 * t + 1, 100 * t + 2, 100 * t + 3}});
  }
  event.matches = {
      board_prizes_test_match(1, 1, 2, "1=", {101, 102}, {201, 202}),
      board_prizes_test_match(1, 3, 4, "0=", {301, 302}, {401, 402}),
      board_prizes_test_match(2, 1, 3, "==", {101, 103}, {301, 302}),
      board_prizes_test_match(2, 2, 4, "1+", {201, 202}, {401, 402}),
      board_prizes_test_match(3, 1, 4, "10", {102, 103}, {401, 402}),
      board_prizes_test_match(3, 2, 3, "=0", {201, 202}, {301, 302}),
  };
  return event;
}

std::vector<int> board_prizes_test_players(const BoardPrizeList& list) {
  std::vector<int> players;
  for (const auto& e : list.entries) players.push_back(e.player);
  return players;
}

const BoardPrizeEntry& board_prizes_test_entry(const BoardPrizeList& list, int player) {
  for (const auto& e : list.entries) {
    if (e.player == player) return e;
  }
  BOOST_FAIL("player " << player << " is not on board " << list.board);
  return list.entries.front();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(board_prizes_tests)

BOOST_AUTO_TEST_CASE(the_minimum_by_default_is_half_the_rounds_rounded_up) {
  TeamEvent event = board_prizes_test_event();
  BOOST_TEST(default_board_prize_min_games(event) == 2);
  event.rounds_planned = 9;
  BOOST_TEST(default_board_prize_min_games(event) == 5);
  event.rounds_planned = 0;  // none planned: the rounds there are (3)
  BOOST_TEST(default_board_prize_min_games(event) == 2);
}

BOOST_AUTO_TEST_CASE(each_board_orders_its_players_by_percentage_with_the_minimum_of_games) {
  const auto lists = board_prizes(board_prizes_test_event(), 2);
  BOOST_REQUIRE(lists.size() == 2u);
  BOOST_TEST(lists[0].board == 1);
  BOOST_TEST(board_prizes_test_players(lists[0]) == (std::vector<int>{101, 201, 301, 401, 102}),
             boost::test_tools::per_element());
  const auto& leader = board_prizes_test_entry(lists[0], 101);
  BOOST_TEST(leader.games == 2);
  BOOST_TEST(leader.points.half_points() == 3);
  BOOST_TEST(leader.percentage() == 75.0);
  BOOST_TEST(leader.rank == 1);
  BOOST_TEST(leader.team == 1);
  BOOST_TEST(board_prizes_test_entry(lists[0], 201).percentage() == 50.0);
  // 301 and 401: 1 point from 3 games each, the same rank.
  BOOST_TEST(board_prizes_test_entry(lists[0], 301).rank == 3);
  BOOST_TEST(board_prizes_test_entry(lists[0], 401).rank == 3);
  BOOST_TEST(board_prizes_test_entry(lists[0], 301).percentage() == 100.0 / 3.0,
             boost::test_tools::tolerance(1e-9));
  // 102 won his one game on board 1: 100%, but one game is under the minimum of two.
  const auto& short_of_games = board_prizes_test_entry(lists[0], 102);
  BOOST_TEST(short_of_games.percentage() == 100.0);
  BOOST_TEST(!short_of_games.qualified);
  BOOST_TEST(short_of_games.rank == 0);
}

BOOST_AUTO_TEST_CASE(a_reserve_counts_on_the_board_he_sat_at_and_forfeits_are_no_games) {
  const auto lists = board_prizes(board_prizes_test_event(), 2);
  BOOST_REQUIRE(lists.size() == 2u);
  BOOST_TEST(lists[1].board == 2);
  BOOST_TEST(board_prizes_test_players(lists[1]) == (std::vector<int>{402, 302, 103, 202, 102}),
             boost::test_tools::per_element());
  // 402 was absent in round 2: two games, 1.5 points.
  BOOST_TEST(board_prizes_test_entry(lists[1], 402).games == 2);
  BOOST_TEST(board_prizes_test_entry(lists[1], 402).percentage() == 75.0);
  BOOST_TEST(board_prizes_test_entry(lists[1], 302).percentage() == 200.0 / 3.0,
             boost::test_tools::tolerance(1e-9));
  // 202's forfeit win is neither a game nor a point.
  BOOST_TEST(board_prizes_test_entry(lists[1], 202).games == 2);
  BOOST_TEST(board_prizes_test_entry(lists[1], 202).points.half_points() == 1);
  // The reserve 103 sat at board 2 twice.
  BOOST_TEST(board_prizes_test_entry(lists[1], 103).games == 2);
  BOOST_TEST(board_prizes_test_entry(lists[1], 103).rank == 3);
  BOOST_TEST(board_prizes_test_entry(lists[1], 202).rank == 3);
  // 102 played one game at each board: each counts where it was played.
  BOOST_TEST(board_prizes_test_entry(lists[1], 102).games == 1);
  BOOST_TEST(board_prizes_test_entry(lists[0], 102).games == 1);
}

BOOST_AUTO_TEST_CASE(a_lower_minimum_ranks_the_player_with_fewer_games) {
  const auto lists = board_prizes(board_prizes_test_event(), 1);
  BOOST_TEST(lists[0].entries.front().player == 102);
  BOOST_TEST(lists[0].entries.front().rank == 1);
  BOOST_TEST(board_prizes_test_entry(lists[0], 101).rank == 2);
}

BOOST_AUTO_TEST_CASE(the_prizes_after_a_round_count_that_round_and_the_ones_before) {
  const auto lists = board_prizes(board_prizes_test_event(), 1, 1);
  BOOST_REQUIRE(lists.size() == 2u);
  BOOST_TEST(board_prizes_test_players(lists[0]) == (std::vector<int>{101, 401, 201, 301}),
             boost::test_tools::per_element());
  BOOST_TEST(board_prizes_test_entry(lists[0], 101).games == 1);
}

// In an event of micro-matches each game played counts: 101 wins game 1 and draws game 2 with the
// colours changed (1.5 of 2 games, 75%); a forfeited game 2 is not counted.
BOOST_AUTO_TEST_CASE(board_prizes_count_both_games_of_a_micro_match) {
  TeamEvent event = board_prizes_test_event();
  event.scoring.games_per_board = 2;
  event.matches = {board_prizes_test_match(1, 1, 2, "1=", {101, 102}, {201, 202})};
  event.matches[0].boards[0].second_result = GameResult::draw;
  event.matches[0].boards[1].second_result = GameResult::white_forfeit;  // 102, White in game 2, by forfeit
  const auto lists = board_prizes(event, 1);
  BOOST_REQUIRE(lists.size() == 2U);
  for (const auto& e : lists[0].entries) {
    BOOST_TEST(e.games == 2, e.player);
    BOOST_TEST(e.points.half_points() == (e.player == 101 ? 3 : 1), e.player);
  }
  for (const auto& e : lists[1].entries) {
    BOOST_TEST(e.games == 1, e.player);
    BOOST_TEST(e.points.half_points() == 1, e.player);
  }
}

BOOST_AUTO_TEST_SUITE_END()
