// A team event's sports-rank norms per board (docs/norms.md, "Team events"): the board's players
// are its participants and give its tournament coefficient; each player is ranked on the board he
// played most. Checked against the individual round robin whose norms are computed by hand in
// rank_norms_tests.cpp: eight teams whose first boards play exactly that league give its result.
#include <boost/test/unit_test.hpp>

#include "shashki/tournament/rank_norms.hpp"

#include <algorithm>

namespace tn = shashki::tournament;

namespace {

// The league's result of a game between numbers `white` and `black` (1 is P0, who beats 6-8 and
// loses to 2-5; every other game is drawn), from White.
tn::GameResult league_result(int white, int black) {
  if (white == 1) return black >= 6 ? tn::GameResult::white_wins : tn::GameResult::black_wins;
  if (black == 1) return white >= 6 ? tn::GameResult::black_wins : tn::GameResult::white_wins;
  return tn::GameResult::draw;
}

// Eight teams of two: team k has No. k on board 1 (titles none, 1, 2, 2, 3, 3, 1j, 2j) and No.
// 8 + k on board 2 (no rank, every game drawn); a round robin of seven rounds by the circle.
tn::Tournament eight_teams() {
  tn::Tournament t;
  t.event.name = "Team league";
  t.event.system = tn::PairingSystem::round_robin;
  t.event.rounds = 7;
  const tn::Title titles[] = {tn::Title::none,         tn::Title::first,        tn::Title::second,
                              tn::Title::second,       tn::Title::third,        tn::Title::third,
                              tn::Title::first_junior, tn::Title::second_junior};
  for (int n = 1; n <= 16; ++n) {
    tn::Player p;
    p.id = tn::PlayerId{n};
    p.number = n;
    p.name = "N" + std::to_string(n);
    if (n <= 8) p.title = titles[n - 1];
    t.players.push_back(p);
  }
  tn::TeamEvent team;
  team.system = tn::PairingSystem::round_robin;
  team.rounds_planned = 7;
  team.boards_per_match = 2;
  for (int k = 1; k <= 8; ++k)
    team.teams.push_back(tn::Team{k, "T" + std::to_string(k), "", "", "", {k, 8 + k}});
  std::vector<int> circle = {1, 2, 3, 4, 5, 6, 7, 8};
  for (int round = 1; round <= 7; ++round) {
    for (std::size_t m = 0; m < 4; ++m) {
      const int home = circle[m];
      const int away = circle[7 - m];
      tn::TeamMatch match;
      match.round = round;
      match.home = home;
      match.away = away;
      match.boards.push_back(
          tn::MatchBoard{home, away, true, league_result(home, away), std::nullopt, std::nullopt});
      match.boards.push_back(
          tn::MatchBoard{8 + home, 8 + away, false, tn::GameResult::draw, std::nullopt, std::nullopt});
      team.matches.push_back(match);
    }
    std::rotate(circle.begin() + 1, circle.end() - 1, circle.end());
  }
  t.team = team;
  return t;
}

const tn::NormPlayer& of(const tn::NormReport& report, int number) {
  for (const auto& p : report.players) {
    if (static_cast<int>(p.player) + 1 == number) return p;
  }
  throw std::runtime_error("no player " + std::to_string(number));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(team_norms_tests)

BOOST_AUTO_TEST_CASE(board_one_of_eight_teams_gives_the_hand_computed_league_norms) {
  const auto boards = tn::compute_team_norms(eight_teams(), tn::shipped_norm_table());
  BOOST_REQUIRE(boards.size() == 2u);
  const auto& first = boards[0];
  BOOST_TEST(first.board == 1);
  BOOST_TEST(first.report.participants == 8);
  BOOST_TEST(first.report.players.size() == 8u);
  // As rank_norms_tests.cpp computes by hand for the league: P0 (No. 1) earns 2j, No. 5 confirms
  // his 3, No. 8 his 2j; nobody else earns.
  BOOST_TEST((of(first.report, 1).earned == tn::Title::second_junior));
  BOOST_TEST(!of(first.report, 1).confirmed);
  BOOST_TEST((of(first.report, 5).earned == tn::Title::third));
  BOOST_TEST(of(first.report, 5).confirmed);
  BOOST_TEST((of(first.report, 8).earned == tn::Title::second_junior));
  BOOST_TEST(of(first.report, 8).confirmed);
  for (const int n : {2, 3, 4, 6, 7}) BOOST_TEST(!of(first.report, n).earned.has_value(), n);
  // Seven counted games each, two colours of the circle: the individual calculation's values.
  BOOST_TEST(of(first.report, 1).games.size() == 7u);
  BOOST_TEST(of(first.report, 1).half_points == 6);  // three wins
  // Board 2: eight players without a rank, a field that opens no target.
  const auto& second = boards[1];
  BOOST_TEST(second.board == 2);
  BOOST_TEST(second.report.participants == 8);
  BOOST_TEST(second.report.open.empty());
  for (const auto& p : second.report.players) BOOST_TEST(!p.earned.has_value());
}

BOOST_AUTO_TEST_CASE(a_player_is_ranked_on_his_usual_board_and_forfeits_count_for_nothing) {
  tn::Tournament t = eight_teams();
  auto& matches = t.team->matches;
  // No. 9 moves up to board 1 in round 1 only (his team's No. 1 rests); a forfeit on board 2 of
  // another match of round 1; a whole match of round 2 forfeited.
  for (auto& match : matches) {
    if (match.round == 1 && match.home == 1) {
      match.boards[0].home_player = 9;
      match.boards[1].home_player = std::nullopt;
      match.boards[1].result = tn::GameResult::black_forfeit;
    }
    if (match.round == 1 && match.home == 2) match.boards[1].result = tn::GameResult::white_forfeit;
    if (match.round == 2 && match.home == 1) match.forfeit = tn::MatchForfeit::home_wins;
  }
  const auto boards = tn::compute_team_norms(t, tn::shipped_norm_table());
  BOOST_REQUIRE(boards.size() == 2u);
  const auto on = [&](int board, int number) {
    const auto& players = boards[static_cast<std::size_t>(board - 1)].report.players;
    return std::any_of(players.begin(), players.end(),
                       [&](const tn::NormPlayer& p) { return static_cast<int>(p.player) + 1 == number; });
  };
  // No. 9: one game on board 1, five on board 2 (round 2's match was forfeited): board 2.
  BOOST_TEST(on(2, 9));
  BOOST_TEST(!on(1, 9));
  const auto& nine = of(boards[1].report, 9);
  BOOST_TEST(nine.games.size() == 6u);
  // No. 1 lost round 1 (rested) and round 2 (forfeited match): five counted games, below 7.
  const auto& one = of(boards[0].report, 1);
  BOOST_TEST(one.games.size() == 5u);
  BOOST_TEST((one.shortfall == tn::NormShortfall::games));
  // Round 1 for the players of board 2: the two boards 2 played (two players each) and No. 9's
  // game on board 1; the empty board and the forfeit count for nobody.
  int round_one_games = 0;
  for (const auto& p : boards[1].report.players) {
    for (const auto& g : p.games) round_one_games += g.round == 1 ? 1 : 0;
  }
  BOOST_TEST(round_one_games == 5);
}

BOOST_AUTO_TEST_CASE(an_individual_event_has_no_board_norms) {
  tn::Tournament t = eight_teams();
  t.team.reset();
  BOOST_TEST(tn::compute_team_norms(t, tn::shipped_norm_table()).empty());
}

BOOST_AUTO_TEST_SUITE_END()
