// Team standings and the team tie-breaks of FIDE C.07 (2026) on small events computed by hand.
// Each case names the article it follows. Values are read with as_number(one_half_zero): match
// points as they are, game points on the 1-0.5-0 scale, products as the product of those.
#include <boost/test/unit_test.hpp>

#include "shashki/tournament/team_standings.hpp"
#include "shashki/tournament/team_tiebreak.hpp"

#include <string>
#include <string_view>
#include <vector>

using namespace shashki::tournament;

namespace {

TeamEvent team_test_event(PairingSystem system, int teams, int boards, int rounds) {
  TeamEvent event;
  event.system = system;
  event.rounds_planned = rounds;
  event.boards_per_match = boards;
  for (int t = 1; t <= teams; ++t) {
    Team team;
    team.number = t;
    team.name = "Team " + std::to_string(t);
    for (int b = 1; b <= boards; ++b) team.roster.push_back(100 * t + b);
    event.teams.push_back(team);
  }
  return event;
}

// One board per character, seen from the home team, whose players have White: '1' won, '='
// drawn, '0' lost, '+' won by forfeit (the away board empty), '-' lost by forfeit (the home
// board empty).
TeamMatch team_test_match(int round, int home, int away, std::string_view boards) {
  TeamMatch match;
  match.round = round;
  match.home = home;
  match.away = away;
  int b = 1;
  for (char c : boards) {
    MatchBoard board;
    board.home_player = 100 * home + b;
    board.away_player = 100 * away + b;
    switch (c) {
      case '1':
        board.result = GameResult::white_wins;
        break;
      case '=':
        board.result = GameResult::draw;
        break;
      case '0':
        board.result = GameResult::black_wins;
        break;
      case '+':
        board.result = GameResult::white_forfeit;
        board.away_player.reset();
        break;
      default:
        board.result = GameResult::black_forfeit;
        board.home_player.reset();
        break;
    }
    match.boards.push_back(board);
    ++b;
  }
  return match;
}

TeamMatch team_test_bye(int round, int team) {
  TeamMatch match;
  match.round = round;
  match.home = team;
  return match;
}

TeamMatch team_test_forfeit(int round, int home, int away, MatchForfeit forfeit) {
  TeamMatch match;
  match.round = round;
  match.home = home;
  match.away = away;
  match.forfeit = forfeit;
  return match;
}

// Swiss, five teams, two boards, three rounds, 2-1-0, match points primary.
//   R1: 1-2 "1=", 3-4 "==", 5 bye        R2: 1-3 "=0", 4-5 forfeited (+-), 2 bye
//   R3: 5-1 "0+" (board 1 played; team 1 left board 2 empty), 2-4 "1=", 3 bye
// Match points: 1: 3, 2: 3, 3: 4, 4: 3, 5: 2. Game points: 1: 3, 2: 3, 3: 3.5, 4: 3.5, 5: 2.
TeamEvent team_test_swiss() {
  TeamEvent event = team_test_event(PairingSystem::swiss, 5, 2, 3);
  event.matches = {
      team_test_match(1, 1, 2, "1="),
      team_test_match(1, 3, 4, "=="),
      team_test_bye(1, 5),
      team_test_match(2, 1, 3, "=0"),
      team_test_forfeit(2, 4, 5, MatchForfeit::home_wins),
      team_test_bye(2, 2),
      team_test_match(3, 5, 1, "0+"),
      team_test_match(3, 2, 4, "1="),
      team_test_bye(3, 3),
  };
  return event;
}

// Swiss, four teams, two boards, three rounds; team 4 withdraws before round 3.
//   R1: 1-2 "1=", 3-4 "0="     R2: 1-4 "==", 2-3 "11"     R3: 1-3 "1=", 2 bye, 4 absent
// Match points: 1: 5, 2: 3, 3: 0, 4: 3.
TeamEvent team_test_swiss_with_withdrawal() {
  TeamEvent event = team_test_event(PairingSystem::swiss, 4, 2, 3);
  event.matches = {
      team_test_match(1, 1, 2, "1="), team_test_match(1, 3, 4, "0="), team_test_match(2, 1, 4, "=="),
      team_test_match(2, 2, 3, "11"), team_test_match(3, 1, 3, "1="), team_test_bye(3, 2),
  };
  event.withdrawn = {{4, 3}};
  return event;
}

// Round robin, four teams, three boards, match points 3-1-0.
//   R1: 1-4 "11=", 2-3 "0=0"   R2: 1-3 "1=0", 4-2 forfeited (-+)   R3: 1-2 "1=1", 3-4 "0=0"
// Match points: 1: 7, 2: 3, 3: 4, 4: 3. Game points: 1: 6.5, 2: 4, 3: 4.5, 4: 3.
TeamEvent team_test_round_robin() {
  TeamEvent event = team_test_event(PairingSystem::round_robin, 4, 3, 3);
  event.scoring.match_points = {TeamScore::from_half_points(6), TeamScore::from_half_points(2),
                                TeamScore::from_half_points(0)};
  event.matches = {
      team_test_match(1, 1, 4, "11="), team_test_match(1, 2, 3, "0=0"),
      team_test_match(2, 1, 3, "1=0"), team_test_forfeit(2, 4, 2, MatchForfeit::away_wins),
      team_test_match(3, 1, 2, "1=1"), team_test_match(3, 3, 4, "0=0"),
  };
  return event;
}

// Round robin, four teams, two boards: 1, 2 and 3 beat each other in a cycle (1-2 2-0, 2-3
// 1.5-0.5, 3-1 1.5-0.5) and all beat team 4.
TeamEvent team_test_round_robin_cycle() {
  TeamEvent event = team_test_event(PairingSystem::round_robin, 4, 2, 3);
  event.matches = {
      team_test_match(1, 1, 2, "11"), team_test_match(1, 3, 4, "11"), team_test_match(2, 2, 3, "1="),
      team_test_match(2, 1, 4, "1="), team_test_match(3, 3, 1, "1="), team_test_match(3, 2, 4, "1="),
  };
  return event;
}

// One round, three boards, every match drawn: 1-3 "01=" and 2-4 "=01". Game points per board:
// 1: 0, 1, 0.5   2: 0.5, 0, 1   3: 1, 0, 0.5   4: 0.5, 1, 0.
TeamEvent team_test_board_event() {
  TeamEvent event = team_test_event(PairingSystem::swiss, 4, 3, 1);
  event.matches = {team_test_match(1, 1, 3, "01="), team_test_match(1, 2, 4, "=01")};
  return event;
}

const TeamStandingsRow& team_test_row(const std::vector<TeamStandingsRow>& rows, int team) {
  for (const TeamStandingsRow& row : rows) {
    if (row.team == team) return row;
  }
  BOOST_FAIL("team " << team << " is not in the standings");
  return rows.front();
}

// The value of tie-break `index` of `team`, in points (see the file comment); -1000 when none.
double team_test_value(const std::vector<TeamStandingsRow>& rows, int team, std::size_t index = 0) {
  const auto& value = team_test_row(rows, team).tiebreaks.at(index);
  return value ? value->as_number(ScoringScale::one_half_zero) : -1000.0;
}

double team_test_value_of(const TeamEvent& event, TeamTiebreak tiebreak, int team,
                          TiebreakEdition edition = TiebreakEdition::fide_2026) {
  return team_test_value(team_standings(event, {tiebreak}, std::nullopt, edition), team);
}

std::vector<int> team_test_order(const std::vector<TeamStandingsRow>& rows) {
  std::vector<int> order;
  for (const TeamStandingsRow& row : rows) order.push_back(row.team);
  return order;
}

std::vector<int> team_test_ranks(const std::vector<TeamStandingsRow>& rows) {
  std::vector<int> ranks;
  for (const TeamStandingsRow& row : rows) ranks.push_back(row.rank);
  return ranks;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(team_standings_tests)

BOOST_AUTO_TEST_CASE(team_tiebreak_codes_read_in_any_case_and_unknown_codes_are_refused) {
  BOOST_TEST((team_tiebreak_from_code("emgsb-c1") == TeamTiebreak::sb_match_game_cut1));
  BOOST_TEST((team_tiebreak_from_code("MPvGP") == TeamTiebreak::secondary_score));
  BOOST_TEST(!team_tiebreak_from_code("SB").has_value());
  for (TeamTiebreak t : all_team_tiebreaks()) {
    BOOST_TEST_INFO(code(t));
    BOOST_TEST((team_tiebreak_from_code(code(t)) == t));
    BOOST_TEST(!name(t).empty());
  }
  const auto list = team_tiebreaks_from_codes({"bbe", "Tbr", "BC", "ede"});
  BOOST_REQUIRE(list.ok());
  BOOST_TEST((list.value() == std::vector<TeamTiebreak>{
                                  TeamTiebreak::bottom_board_elimination, TeamTiebreak::top_board_result,
                                  TeamTiebreak::board_count, TeamTiebreak::extended_direct_encounter}));
  const auto refused = team_tiebreaks_from_codes({"BH", "ARO"});
  BOOST_REQUIRE(!refused.ok());
  BOOST_TEST(refused.problem().field() == "tiebreaks");
  BOOST_TEST(refused.error().find("ARO") != std::string::npos);
}

// C.07 11.1 and C.04.6 1.4: match points from comparing game points, the bye a drawn match worth
// half of every board, a forfeited match every board; an empty board loses its game (C.07 12).
BOOST_AUTO_TEST_CASE(team_totals_count_byes_forfeited_matches_and_empty_boards) {
  const auto rows = team_standings(team_test_swiss(), {});
  const std::vector<std::pair<int, int>> expected{{6, 6}, {6, 6}, {8, 7}, {6, 7}, {4, 4}};  // half-units
  for (int t = 1; t <= 5; ++t) {
    BOOST_TEST_INFO("team " << t);
    BOOST_TEST(team_test_row(rows, t).match_points.half_points() ==
               expected[static_cast<std::size_t>(t - 1)].first);
    BOOST_TEST(team_test_row(rows, t).game_points.half_points() ==
               expected[static_cast<std::size_t>(t - 1)].second);
    BOOST_TEST(team_test_row(rows, t).primary.half_points() ==
               expected[static_cast<std::size_t>(t - 1)].first);
  }
  // Without tie-breaks 1, 2 and 4 share second place.
  BOOST_TEST((team_test_order(rows) == std::vector<int>{3, 1, 2, 4, 5}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 2, 2, 5}));
  BOOST_TEST(team_test_row(rows, 1).shared);
  BOOST_TEST(!team_test_row(rows, 3).shared);
}

// C.07 8.1 with 16.4.1 and 16.4.2 (2026): the forfeited match of 4 meets a dummy worth
// min(own 3, scheduled opponent 5's 2) = 2; the byes of 2, 3 and 5 a dummy worth min(own, a
// draw's 1 x 3 rounds). In the 2024 edition the dummy is the team's own score.
BOOST_AUTO_TEST_CASE(team_buchholz_replaces_unplayed_matches_by_the_2026_dummy_opponent) {
  const TeamEvent event = team_test_swiss();
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 1) == 3.0 + 4.0 + 2.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 2) == 3.0 + 3.0 + 3.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 3) == 3.0 + 3.0 + 3.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 4) == 4.0 + 2.0 + 3.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 5) == 2.0 + 2.0 + 3.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 4, TiebreakEdition::fide_2024) ==
             4.0 + 3.0 + 3.0);
}

// C.07 14.1 and 16.5: Cut-1 drops the lowest opponent, a voluntary unplayed round (5's lost
// forfeit) before any other; the bye is not voluntary.
BOOST_AUTO_TEST_CASE(team_buchholz_cut1_drops_the_voluntary_unplayed_round_first) {
  const TeamEvent event = team_test_swiss();
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz_cut1, 1) == 3.0 + 4.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz_cut1, 2) == 3.0 + 3.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz_cut1, 4) == 4.0 + 3.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz_cut1, 5) == 2.0 + 3.0);
}

// C.07 13.2.1-13.2.4 with 16.4: opponent's match or game points times the match or game points
// scored against it. Team 1: opponents 2 (3 MP, 3 GP), 3 (4, 3.5), 5 (2, 2); it scored 2 MP /
// 1.5 GP, 0 / 0.5, 1 / 1. Team 4's forfeit meets a dummy of min(3, 2) MP and min(3.5, 2) GP and
// scores 2 MP / 2 GP against it; team 2's bye a dummy of min(3, 3) and scores 1 / 1.
BOOST_AUTO_TEST_CASE(team_extended_sonneborn_berger_multiplies_the_chosen_scores) {
  const TeamEvent event = team_test_swiss();
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_game, 1) == 3 * 1.5 + 4 * 0.5 + 2 * 1.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_game, 2) == 3 * 0.5 + 3 * 1.0 + 3 * 1.5);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_game, 4) == 4 * 1.0 + 2 * 2.0 + 3 * 0.5);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_game, 5) == 2 * 1.0 + 2 * 0.0 + 3 * 1.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_match, 1) == 3 * 2 + 4 * 0 + 2 * 1);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_match, 2) == 3 * 0 + 3 * 1 + 3 * 2);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_game_game, 1) == 3 * 1.5 + 3.5 * 0.5 + 2 * 1.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_game_game, 2) == 3 * 0.5 + 3 * 1.0 + 3.5 * 1.5);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_game_game, 4) == 3.5 * 1.0 + 2 * 2.0 + 3 * 0.5);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_game_match, 2) == 3 * 0 + 3 * 1 + 3.5 * 2);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_game_match, 4) == 3.5 * 1 + 2 * 2 + 3 * 0);
}

// C.07 14.1.2: EMGSB-C1 leaves out the opponent with the fewest match points, the smallest
// product among several.
BOOST_AUTO_TEST_CASE(team_emgsb_cut1_leaves_out_the_opponent_with_fewest_match_points) {
  const TeamEvent event = team_test_swiss();
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_game_cut1, 1) == 3 * 1.5 + 4 * 0.5);  // 5 out
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_game_cut1, 2) == 3 * 1.0 + 3 * 1.5);  // 1 out
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_game_cut1, 4) ==
             4 * 1.0 + 3 * 0.5);  // dummy out
}

// C.07 11 then 14.1 and 13.2.2 in order: 1 and 4 tie on BH-C1 (7), 2 is behind (6); EMGSB puts 4
// (9.5) before 1 (8.5).
BOOST_AUTO_TEST_CASE(team_standings_apply_the_tiebreaks_in_order) {
  const auto rows =
      team_standings(team_test_swiss(), {TeamTiebreak::buchholz_cut1, TeamTiebreak::sb_match_game});
  BOOST_TEST((team_test_order(rows) == std::vector<int>{3, 4, 1, 2, 5}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 3, 4, 5}));
  BOOST_TEST(!team_test_row(rows, 1).shared);
  BOOST_TEST(team_test_value(rows, 4, 1) == 9.5);
}

// C.07 13.1, 7.1, 7.5: the secondary score (game points), matches won (4's forfeit win counts,
// no bye does), the progressive primary score.
BOOST_AUTO_TEST_CASE(team_secondary_score_wins_and_progressive_score) {
  const TeamEvent event = team_test_swiss();
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::secondary_score, 4) == 3.5);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::secondary_score, 1) == 3.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::wins, 4) == 1.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::wins, 2) == 1.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::wins, 5) == 0.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::progressive, 1) == 2 + 2 + 3);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::progressive, 2) == 0 + 1 + 3);
  const auto rows = team_standings(event, {TeamTiebreak::secondary_score});
  BOOST_TEST((team_test_order(rows) == std::vector<int>{3, 4, 1, 2, 5}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 3, 3, 5}));
}

// C.07 11.1 with game points primary: 3 and 4 lead on 3.5; MPvGP is then match points (3 has 4,
// 4 has 3); BH on game points: 2 = 1's 3 + dummy min(3, 0.5 x 2 boards x 3 rounds) + 4's 3.5 =
// 9.5 beats 1 = 3 + 3.5 + 2 = 8.5.
BOOST_AUTO_TEST_CASE(team_standings_with_game_points_primary) {
  TeamEvent event = team_test_swiss();
  event.scoring.primary = PrimaryScore::game_points;
  const auto rows = team_standings(event, {TeamTiebreak::secondary_score, TeamTiebreak::buchholz});
  BOOST_TEST((team_test_order(rows) == std::vector<int>{3, 4, 2, 1, 5}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 3, 4, 5}));
  BOOST_TEST(team_test_row(rows, 4).primary.half_points() == 7);
  BOOST_TEST(team_test_value(rows, 3, 0) == 4.0);
  BOOST_TEST(team_test_value(rows, 2, 1) == 9.5);
  BOOST_TEST(team_test_value(rows, 1, 1) == 8.5);
}

// C.07 16.4.2 with match points 3-1-0: the bye's dummy is at most a draw's point times the
// rounds (3), here less than team 2's own 4 points.
BOOST_AUTO_TEST_CASE(team_bye_dummy_on_a_three_point_scale_is_a_draw_per_round) {
  TeamEvent event = team_test_swiss();
  event.scoring.match_points = {TeamScore::from_half_points(6), TeamScore::from_half_points(2),
                                TeamScore::from_half_points(0)};
  const auto rows = team_standings(event, {TeamTiebreak::buchholz});
  BOOST_TEST(team_test_row(rows, 2).match_points.half_points() == 8);  // 0 + 1 (bye) + 3
  BOOST_TEST(team_test_value(rows, 2) == 4.0 + 3.0 + 4.0);
  BOOST_TEST(team_test_value(rows, 3) == 4.0 + 4.0 + 3.0);
}

// Standings after round 2 count rounds 1-2 only; 3 and 4 tie on 3 match points and BH (with
// dummies min(own, 1 x 2 rounds)) separates them: 3 = 4's 3 + 1's 2 = 5, 4 = 3's 3 + min(3, 5's 1).
BOOST_AUTO_TEST_CASE(team_standings_after_an_earlier_round) {
  const auto rows = team_standings(team_test_swiss(), {TeamTiebreak::buchholz}, 2);
  BOOST_TEST(team_test_row(rows, 3).match_points.half_points() == 6);
  BOOST_TEST(team_test_row(rows, 4).match_points.half_points() == 6);
  BOOST_TEST(team_test_row(rows, 1).match_points.half_points() == 4);
  BOOST_TEST(team_test_value(rows, 3) == 5.0);
  BOOST_TEST(team_test_value(rows, 4) == 4.0);
  BOOST_TEST((team_test_order(rows).front() == 3));
}

// A round in progress: round 4 pairs 1-2 and 3-5 with no result yet, 4 has the bye. Those
// matches score nothing (not a drawn match) and bring in no opponent: 1's BH stays 3 + 4 + 2 (a
// forfeit's dummy would add min(3, 3)).
BOOST_AUTO_TEST_CASE(team_match_without_results_counts_nothing_yet) {
  TeamEvent event = team_test_swiss();
  for (const auto& [home, away] : {std::pair{1, 2}, std::pair{3, 5}}) {
    TeamMatch pending;
    pending.round = 4;
    pending.home = home;
    pending.away = away;
    pending.boards.resize(2);
    event.matches.push_back(pending);
  }
  event.matches.push_back(team_test_bye(4, 4));
  const auto rows = team_standings(event, {TeamTiebreak::buchholz});
  BOOST_TEST(team_test_row(rows, 1).match_points.half_points() == 6);
  BOOST_TEST(team_test_row(rows, 2).game_points.half_points() == 6);
  BOOST_TEST(team_test_row(rows, 4).match_points.half_points() == 8);
  BOOST_TEST(team_test_value(rows, 1) == 3.0 + 4.0 + 2.0);
}

// C.07 16.3: 4 withdrew after round 2; its missing round counts as a draw for its opponents (1's
// BH: 2's 3 + 4's 3 + 1 + 3's 0 = 7). 4's own missing round meets a dummy min(3, 1 x 3)
// (16.4.2), voluntary, so Cut-1 drops it first (16.5): 2 stays ahead of 4.
BOOST_AUTO_TEST_CASE(team_withdrawn_team_rounds_are_unplayed_and_cut_first) {
  const TeamEvent event = team_test_swiss_with_withdrawal();
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 1) == 3.0 + 4.0 + 0.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 4) == 0.0 + 5.0 + 3.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 2) == 5.0 + 0.0 + 3.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz_cut1, 4) == 5.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz_cut1, 2) == 8.0);
  const auto rows = team_standings(event, {TeamTiebreak::buchholz_cut1});
  BOOST_TEST((team_test_order(rows) == std::vector<int>{1, 2, 4, 3}));
  BOOST_TEST(team_test_row(rows, 4).match_points.half_points() == 6);
}

// C.07 6 and 15.2: in a round robin 2's forfeit win over 4 is an encounter, so DE ranks 2 ahead
// of 4 (both 3 match points on 3-1-0); the same matches in a Swiss are no encounter and the two
// stay tied (C.07 16).
BOOST_AUTO_TEST_CASE(team_direct_encounter_counts_a_forfeited_match_only_in_a_round_robin) {
  TeamEvent event = team_test_round_robin();
  auto rows = team_standings(event, {TeamTiebreak::direct_encounter});
  BOOST_TEST((team_test_order(rows) == std::vector<int>{1, 3, 2, 4}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 3, 4}));
  BOOST_TEST(team_test_row(rows, 1).match_points.half_points() == 14);
  BOOST_TEST(team_test_value(rows, 2) == 3.0);
  BOOST_TEST(team_test_value(rows, 4) == 0.0);
  event.system = PairingSystem::swiss;
  rows = team_standings(event, {TeamTiebreak::direct_encounter});
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 3, 3}));
}

// C.07 9.2 with 3-1-0: half the maximum is 4.5 match points, so only 1 (7) counts; 3 (4) does
// not. 3 drew with 1; 2 and 4 lost to it.
BOOST_AUTO_TEST_CASE(team_koya_counts_points_against_the_upper_half_of_the_maximum) {
  const TeamEvent event = team_test_round_robin();
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::koya, 3) == 1.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::koya, 2) == 0.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::koya, 1) == 0.0);
}

// C.07 15.2 and 13.2.2: the round robin's forfeited match counts as played, with the real
// opponent and the forfeit's points (3 boards won).
BOOST_AUTO_TEST_CASE(team_round_robin_sonneborn_berger_counts_the_forfeited_match) {
  const TeamEvent event = team_test_round_robin();
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_game, 2) == 4 * 0.5 + 3 * 3.0 + 7 * 0.5);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::sb_match_game, 4) == 7 * 0.5 + 3 * 0.0 + 4 * 2.5);
}

// C.07 12.2 and 12.3 on the round robin: board points 2: 1, 2, 1 (the forfeit wins every
// board); 4: 1, 0.5, 1.5. TBR and BBE put 2 ahead of 4.
BOOST_AUTO_TEST_CASE(team_forfeited_match_counts_on_every_board) {
  const TeamEvent event = team_test_round_robin();
  const auto rows = team_standings(event, {TeamTiebreak::board_count});
  BOOST_TEST(team_test_value(rows, 2) == 1 * 1.0 + 2 * 2.0 + 3 * 1.0);
  BOOST_TEST(team_test_value(rows, 4) == 1 * 1.0 + 2 * 0.5 + 3 * 1.5);
  BOOST_TEST((team_test_order(team_standings(event, {TeamTiebreak::top_board_result})) ==
              std::vector<int>{1, 3, 2, 4}));
  BOOST_TEST((team_test_order(team_standings(event, {TeamTiebreak::bottom_board_elimination})) ==
              std::vector<int>{1, 3, 2, 4}));
}

// C.07 12.1: board count, lower is better: 3 and 4 (2.5) share first, 1 and 2 (3.5) third.
BOOST_AUTO_TEST_CASE(team_board_count_ranks_the_lower_sum_first) {
  const auto rows = team_standings(team_test_board_event(), {TeamTiebreak::board_count});
  BOOST_TEST((team_test_order(rows) == std::vector<int>{3, 4, 1, 2}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 1, 3, 3}));
  BOOST_TEST(team_test_value(rows, 3) == 2.5);
  BOOST_TEST(team_test_value(rows, 1) == 3.5);
  BOOST_TEST(team_test_row(rows, 4).shared);
}

// C.07 12.2: top board result compares board 1, then board 2: 3 (1), 4 (0.5, 1), 2 (0.5, 0), 1 (0).
// C.07 12.3: bottom board elimination compares boards 1-2, then board 1: 4 (1.5), 3 (1, 1),
// 1 (1, 0), 2 (0.5). The two orders differ.
BOOST_AUTO_TEST_CASE(team_top_board_result_and_bottom_board_elimination) {
  const TeamEvent event = team_test_board_event();
  auto rows = team_standings(event, {TeamTiebreak::top_board_result});
  BOOST_TEST((team_test_order(rows) == std::vector<int>{3, 4, 2, 1}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 3, 4}));
  rows = team_standings(event, {TeamTiebreak::bottom_board_elimination});
  BOOST_TEST((team_test_order(rows) == std::vector<int>{4, 3, 1, 2}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 3, 4}));
}

// C.07 6 and 13.3.1: 1, 2 and 3 beat each other once, so DE on match points separates nobody;
// EDE then compares game points among them: 1 (2 + 0.5), 3 (0.5 + 1.5), 2 (0 + 1.5).
BOOST_AUTO_TEST_CASE(team_extended_direct_encounter_falls_back_on_the_secondary_score) {
  const TeamEvent event = team_test_round_robin_cycle();
  auto rows = team_standings(event, {TeamTiebreak::direct_encounter});
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 1, 1, 4}));
  BOOST_TEST(team_test_value(rows, 1) == 2.0);
  rows = team_standings(event, {TeamTiebreak::extended_direct_encounter});
  BOOST_TEST((team_test_order(rows) == std::vector<int>{1, 3, 2, 4}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 3, 4}));
  // MPvGP alone ties 1 and 3 (4 game points each): EDE is not the secondary score.
  rows = team_standings(event, {TeamTiebreak::secondary_score});
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 1, 3, 4}));
}

// C.07 13.4: SSSC = secondary score + Buchholz on the primary score / divisor, the divisor the
// highest primary score (3 rounds x a won match, 2 MP) over the highest secondary score of one
// match (2 boards x a won game), truncated: 6 / 2 = 3. Buchholz as above (16.4 included):
// team 1: 3 GP + 9 / 3 = 6; 4: 3.5 + 9 / 3 = 6.5; 5: 2 + 7 / 3.
BOOST_AUTO_TEST_CASE(team_sssc_adds_the_buchholz_scaled_down_to_the_secondary_score) {
  TeamEvent event = team_test_swiss();
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::score_strength_combination, 1) == 6.0);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::score_strength_combination, 4) == 6.5);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::score_strength_combination, 5) == 2.0 + 7.0 / 3.0,
             boost::test_tools::tolerance(1e-9));
  const auto rows = team_standings(event, {TeamTiebreak::score_strength_combination});
  BOOST_TEST(team_test_row(rows, 5).tiebreaks[0]->format(ScoringScale::one_half_zero) == "4.33");
  // 1, 2 and 4 have 3 MP: 4 (6.5) before 1 and 2 (6 each).
  BOOST_TEST((team_test_order(rows) == std::vector<int>{3, 4, 1, 2, 5}));
  BOOST_TEST((team_test_ranks(rows) == std::vector<int>{1, 2, 3, 3, 5}));
  // Game points primary: the divisor is 3 rounds x 2 boards over a won match's 2 MP = 3, and
  // the secondary score is match points. Team 3: 4 MP + Buchholz on game points (3 + 3.5 + 3,
  // its bye's dummy min(3.5, a drawn match's 1 x 3 rounds)) / 3.
  event.scoring.primary = PrimaryScore::game_points;
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::score_strength_combination, 3) == 4.0 + 9.5 / 3.0,
             boost::test_tools::tolerance(1e-9));
}

// C.07 13.4 in a round robin (a forfeited match counts as played, 15.2), match points 3-1-0 on
// three boards: divisor 3 rounds x 3 MP / 3 game points = 3. Team 1: 6.5 GP + (3 + 4 + 3) / 3;
// one round on three boards would give 1 x 2 / 3, truncated to 0, and the divisor stays 1.
BOOST_AUTO_TEST_CASE(team_sssc_in_a_round_robin_and_its_divisor_at_least_one) {
  BOOST_TEST(team_test_value_of(team_test_round_robin(), TeamTiebreak::score_strength_combination, 1) ==
                 6.5 + 10.0 / 3.0,
             boost::test_tools::tolerance(1e-9));
  // One round, "01=" against team 3: 1.5 GP + team 3's 1 MP / 1.
  BOOST_TEST(team_test_value_of(team_test_board_event(), TeamTiebreak::score_strength_combination, 1) == 2.5);
}

// C.07 13.3.2: two teams that EDE leaves tied (a drawn match, 3-3 on six boards) are compared on
// the boards of their own match. Team 1 scored 0 1 1 1 0 0, team 2 1 0 0 0 1 1: top board
// results put 2 first (board 1); board count, lower first (12.1), puts 1 first (2+3+4 = 9
// against 1+5+6 = 12), and so does bottom board elimination (3 against 2 without board 6).
BOOST_AUTO_TEST_CASE(team_ede_chains_compare_the_two_tied_teams_board_by_board) {
  TeamEvent event = team_test_event(PairingSystem::round_robin, 2, 6, 1);
  event.matches = {team_test_match(1, 1, 2, "011100")};
  const auto order = [&](TeamTiebreak tiebreak) {
    return team_test_order(team_standings(event, {tiebreak}));
  };
  const auto ranks = [&](TeamTiebreak tiebreak) {
    return team_test_ranks(team_standings(event, {tiebreak}));
  };
  BOOST_TEST((ranks(TeamTiebreak::extended_direct_encounter) == std::vector<int>{1, 1}));
  BOOST_TEST((order(TeamTiebreak::ede_top_board) == std::vector<int>{2, 1}));
  BOOST_TEST((ranks(TeamTiebreak::ede_top_board) == std::vector<int>{1, 2}));
  BOOST_TEST((order(TeamTiebreak::ede_board_count_top) == std::vector<int>{1, 2}));
  BOOST_TEST((order(TeamTiebreak::ede_bottom_board) == std::vector<int>{1, 2}));
  BOOST_TEST((order(TeamTiebreak::ede_board_count_bottom) == std::vector<int>{1, 2}));
  // Four boards, 0 1 1 0 against 1 0 0 1: board count is level (5 each), so EDEBT goes on to
  // board 1 (team 2) and EDEBB to the boards without board 4 (team 1: 2 against 1).
  event = team_test_event(PairingSystem::round_robin, 2, 4, 1);
  event.matches = {team_test_match(1, 1, 2, "0110")};
  BOOST_TEST((order(TeamTiebreak::ede_board_count_top) == std::vector<int>{2, 1}));
  BOOST_TEST((order(TeamTiebreak::ede_board_count_bottom) == std::vector<int>{1, 2}));
  // 13.3.2 is for exactly two teams: four teams tied after EDE stay tied, and so do two that
  // never met (a Swiss: 1-3 and 2-4, every match 2-2).
  event = team_test_event(PairingSystem::swiss, 4, 4, 1);
  event.matches = {team_test_match(1, 1, 3, "0110"), team_test_match(1, 2, 4, "0110")};
  BOOST_TEST((ranks(TeamTiebreak::ede_top_board) == std::vector<int>{1, 1, 1, 1}));
  // Top board results first split them into 3 and 4 (1 0 0 1), then 1 and 2 (0 1 1 0): two
  // pairs that did not meet, which EDET leaves tied.
  const auto pairs = team_standings(event, {TeamTiebreak::top_board_result, TeamTiebreak::ede_top_board});
  BOOST_TEST((team_test_order(pairs) == std::vector<int>{3, 4, 1, 2}));
  BOOST_TEST((team_test_ranks(pairs) == std::vector<int>{1, 1, 3, 3}));
}

// A bye team 3 asked for in round 3 instead of the pairing's (TRF-2026 240). Worth nothing
// ("zero"): team 3 has 3 MP and 2.5 GP. It is a voluntary unplayed round after team 3's last
// involuntary one, so its opponents' Buchholz counts it as a draw (C.07 16.3): team 1 keeps
// 3 + 4 + 2. On the boards it counts nothing (the pairing's bye counts a win on each). Worth a
// drawn match ("half"): a draw's points, like the pairing's bye here.
BOOST_AUTO_TEST_CASE(team_requested_bye_scores_as_asked_and_counts_as_voluntary) {
  TeamEvent event = team_test_swiss();
  for (TeamMatch& m : event.matches)
    if (m.round == 3 && m.home == 3) m.bye = ByeKind::requested_zero;
  auto rows = team_standings(event, {});
  BOOST_TEST(team_test_row(rows, 3).match_points.half_points() == 6);
  BOOST_TEST(team_test_row(rows, 3).game_points.half_points() == 5);
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::buchholz, 1) == 3.0 + 4.0 + 2.0);
  // Board count: 3's boards over rounds 1-2 only ("==" then "1" and "=" for team 3 against 1,
  // whose "=0" reads 3's side as "=1"): board 1 0.5 + 0.5, board 2 0.5 + 1: 1 x 1 + 2 x 1.5 = 4.
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::board_count, 3) == 4.0);
  for (TeamMatch& m : event.matches)
    if (m.round == 3 && m.home == 3) m.bye = ByeKind::requested_half;
  rows = team_standings(event, {});
  BOOST_TEST(team_test_row(rows, 3).match_points.half_points() == 8);
  BOOST_TEST(team_test_row(rows, 3).game_points.half_points() == 7);
  // Half of each board: board 1 1.5, board 2 2: 1.5 + 4.
  BOOST_TEST(team_test_value_of(event, TeamTiebreak::board_count, 3) == 5.5);
}

BOOST_AUTO_TEST_SUITE_END()
