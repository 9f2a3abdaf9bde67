// FIDE Swiss Team Pairing System C.04.6 (from 1 February 2026), article by article: each case
// builds a small event whose outcome that article (and no later one) decides, so that it fails
// without it. Teams 101 and up are "ghost" opponents, absent from the round paired, that give
// the real teams the colour and float histories a case needs. docs/team-swiss.md.
#include <boost/test/unit_test.hpp>

#include "shashki/pairing/team_swiss_engine.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace shashki::pairing;
using namespace shashki::tournament;
using shashki::clock::Side;

namespace {

/// An event of teams 1..n (and the ghosts added later), 4 boards, Type A unless told.
TeamEvent team_event(int n, int rounds_planned = 9,
                     ColourPreferenceType type = ColourPreferenceType::type_a) {
  TeamEvent e;
  e.rounds_planned = rounds_planned;
  e.colour_preferences = type;
  for (int t = 1; t <= n; ++t) e.teams.push_back(Team{t, "Team " + std::to_string(t), "", "", "", {}});
  return e;
}

/// A played match: `home` has White on board 1; `score` from home's side per board: W won, D
/// drawn, L lost (boards alternate colours, 352 "WB").
void team_match(TeamEvent& e, int round, int home, int away, const std::string& score = "DDDD") {
  TeamMatch m;
  m.round = round;
  m.home = home;
  m.away = away;
  for (std::size_t b = 0; b < score.size(); ++b) {
    MatchBoard board;
    board.home_player = home * 100 + static_cast<int>(b);
    board.away_player = away * 100 + static_cast<int>(b);
    board.home_white = b % 2 == 0;
    const char c = score[b];
    const GameResult home_view = c == 'W'   ? GameResult::white_wins
                                 : c == 'L' ? GameResult::black_wins
                                            : GameResult::draw;
    board.result = board.home_white ? home_view : reversed(home_view);
    m.boards.push_back(board);
  }
  e.matches.push_back(m);
}

/// A match forfeited as a whole (record 330).
void team_forfeit(TeamEvent& e, int round, int home, int away, MatchForfeit how) {
  TeamMatch m;
  m.round = round;
  m.home = home;
  m.away = away;
  m.forfeit = how;
  e.matches.push_back(m);
}

void team_bye(TeamEvent& e, int round, int team) {
  TeamMatch m;
  m.round = round;
  m.home = team;
  e.matches.push_back(m);
}

/// Gives `team` the colours of `history` (W, B, or - for a round without a match) against
/// fresh ghost teams, each match drawn unless `score` says otherwise; returns the ghosts.
std::vector<int> team_history(TeamEvent& e, int team, const std::string& history,
                              const std::string& score = "DDDD") {
  std::vector<int> ghosts;
  for (std::size_t r = 0; r < history.size(); ++r) {
    if (history[r] == '-') continue;
    const int ghost = 101 + static_cast<int>(e.teams.size());
    e.teams.push_back(Team{ghost, "Ghost", "", "", "", {}});
    ghosts.push_back(ghost);
    std::string other = score;
    for (char& c : other) c = c == 'W' ? 'L' : c == 'L' ? 'W' : c;
    if (history[r] == 'W')
      team_match(e, static_cast<int>(r) + 1, team, ghost, score);
    else
      team_match(e, static_cast<int>(r) + 1, ghost, team, other);
  }
  return ghosts;
}

/// Every ghost of the event (TPN above 100), to be listed absent.
std::vector<int> team_ghosts(const TeamEvent& e) {
  std::vector<int> out;
  for (const Team& t : e.teams)
    if (t.number > 100) out.push_back(t.number);
  return out;
}

TeamRoundPairing team_pair(const TeamEvent& e, int round, const std::vector<int>& absent = {}) {
  const auto result = pair_team_swiss(e, round, absent);
  BOOST_TEST_REQUIRE(result.ok(), "refused: " << (result.ok() ? std::string() : result.error()));
  return *result;
}

/// Whether `a` and `b` meet (either colour).
bool team_meet(const TeamRoundPairing& p, int a, int b) {
  return std::any_of(p.pairs.begin(), p.pairs.end(), [&](const TeamPair& x) {
    return (x.white == a && x.black == b) || (x.white == b && x.black == a);
  });
}

/// Whether `white` has White on board 1 against `black`.
bool team_plays(const TeamRoundPairing& p, int white, int black) {
  return std::any_of(p.pairs.begin(), p.pairs.end(),
                     [&](const TeamPair& x) { return x.white == white && x.black == black; });
}

}  // namespace

BOOST_AUTO_TEST_SUITE(team_swiss_tests)

// ---- 3.6 and 4.3.1: round one ----------------------------------------------------------------

BOOST_AUTO_TEST_CASE(round_one_pairs_the_top_half_against_the_bottom_half_by_the_identifier_3_6) {
  const TeamEvent e = team_event(6);
  const auto p = team_pair(e, 1);
  BOOST_TEST(p.pairs.size() == 3u);
  BOOST_TEST(!p.bye.has_value());
  // 4.3.1: the first-team takes the initial colour (White here) with an odd TPN, else the other.
  BOOST_TEST(team_plays(p, 1, 4));
  BOOST_TEST(team_plays(p, 5, 2));
  BOOST_TEST(team_plays(p, 3, 6));
}

BOOST_AUTO_TEST_CASE(the_initial_colour_black_turns_every_round_one_match_4_3_1) {
  TeamEvent e = team_event(4);
  e.initial_colour = Side::black;
  const auto p = team_pair(e, 1);
  BOOST_TEST(team_plays(p, 3, 1));
  BOOST_TEST(team_plays(p, 2, 4));
}

BOOST_AUTO_TEST_CASE(absent_and_withdrawn_teams_are_not_paired) {
  TeamEvent e = team_event(6);
  e.withdrawn.push_back({6, 2});  // 6 plays round 1 only
  team_match(e, 1, 1, 4);
  team_match(e, 1, 5, 2);
  team_match(e, 1, 3, 6);
  const auto p = team_pair(e, 2, {1});
  BOOST_TEST(p.pairs.size() == 2u);  // 2, 3, 4 and 5
  BOOST_TEST(!p.bye.has_value());
  for (const TeamPair& x : p.pairs) {
    BOOST_TEST(x.white != 1);
    BOOST_TEST(x.black != 1);
    BOOST_TEST(x.white != 6);
    BOOST_TEST(x.black != 6);
  }
  BOOST_TEST(pair_team_swiss(e, 2, {1, 2}).value().bye.has_value());  // three left: a bye
}

BOOST_AUTO_TEST_CASE(a_round_below_one_is_refused) {
  const auto result = pair_team_swiss(team_event(4), 0);
  BOOST_TEST(!result.ok());
}

// ---- Article 2: the criteria -----------------------------------------------------------------

BOOST_AUTO_TEST_CASE(teams_that_met_are_not_paired_again_C1) {
  TeamEvent e = team_event(4);
  team_match(e, 1, 1, 3);
  team_match(e, 1, 4, 2);
  const auto p = team_pair(e, 2);
  // 1-3 / 2-4 comes first by the identifier (1,2,3,4); [C1] leaves 1-4 / 2-3 (1,2,4,3).
  BOOST_TEST(team_meet(p, 1, 4));
  BOOST_TEST(team_meet(p, 2, 3));
}

BOOST_AUTO_TEST_CASE(a_round_that_needs_a_rematch_is_refused_C1) {
  TeamEvent e = team_event(2);
  team_match(e, 1, 1, 2);
  const auto result = pair_team_swiss(e, 2);
  BOOST_TEST(!result.ok());
  BOOST_TEST(result.error().find("[C1]") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_match_forfeited_as_a_whole_is_no_meeting_C1) {
  for (MatchForfeit how : {MatchForfeit::home_wins, MatchForfeit::away_wins, MatchForfeit::both_lose}) {
    TeamEvent e = team_event(2);
    team_forfeit(e, 1, 1, 2, how);
    const auto p = team_pair(e, 2);
    BOOST_TEST(team_meet(p, 1, 2));
  }
  // Every board forfeited (no game over the board) is no meeting either.
  TeamEvent e = team_event(2);
  TeamMatch m;
  m.round = 1;
  m.home = 1;
  m.away = 2;
  for (int b = 0; b < 4; ++b)
    m.boards.push_back(MatchBoard{b, std::nullopt, b % 2 == 0, GameResult::white_forfeit});
  for (auto& b : m.boards) b.result = b.home_white ? GameResult::white_forfeit : GameResult::black_forfeit;
  e.matches.push_back(m);
  BOOST_TEST(team_meet(team_pair(e, 2), 1, 2));
}

BOOST_AUTO_TEST_CASE(a_team_that_had_the_bye_does_not_get_it_again_C2) {
  TeamEvent e = team_event(3);
  e.scoring.bye_match_points = TeamScore::from_half_points(0);  // the regulations' own value
  e.scoring.bye_game_points_per_board = TeamScore::loss();
  team_match(e, 1, 1, 2);
  team_bye(e, 1, 3);
  const auto p = team_pair(e, 2);
  // 3 has the lowest score (3.4.2) but had the bye: 2 (largest TPN of the rest, 3.4.4) takes it.
  BOOST_TEST(p.bye.value_or(0) == 2);
  BOOST_TEST(team_meet(p, 1, 3));
}

// Team 5 asked for its round-1 bye (TRF-2026 240, worth nothing here) while 1-2 and 3-4 were
// drawn: a requested bye is not the pairing's, so [C2] leaves 5, the lowest, the bye of round 2
// (it went to 4, the largest TPN of the rest, if 5 were barred).
BOOST_AUTO_TEST_CASE(a_bye_the_team_asked_for_does_not_bar_the_pairing_bye_C2) {
  TeamEvent e = team_event(5);
  team_match(e, 1, 1, 2);
  team_match(e, 1, 3, 4);
  team_bye(e, 1, 5);
  e.matches.back().bye = ByeKind::requested_zero;
  const auto p = team_pair(e, 2);
  BOOST_TEST(p.bye.value_or(0) == 5);
}

BOOST_AUTO_TEST_CASE(a_team_that_won_a_match_by_forfeit_does_not_get_the_bye_C2) {
  TeamEvent e = team_event(5);
  team_match(e, 1, 1, 2);
  team_forfeit(e, 1, 4, 3, MatchForfeit::home_wins);
  team_bye(e, 1, 5);
  team_match(e, 2, 3, 5, "WWWW");
  team_bye(e, 2, 1);
  team_match(e, 2, 2, 4, "WWWW");
  // Scores: 1 4, 2 6, 3 4, 4 4, 5 2. Byes: 5 and 1; 4 won by forfeit. Of 3 and 4 (equal score and
  // matches played) the larger TPN would take it (3.4.4); [C2] leaves it to 3.
  const auto p = team_pair(e, 3);
  BOOST_TEST(p.bye.value_or(0) == 3);
}

BOOST_AUTO_TEST_CASE(the_bye_goes_to_the_lowest_score_then_most_matches_then_largest_tpn_3_4) {
  {
    TeamEvent e = team_event(5);
    team_match(e, 1, 1, 3, "WWWW");
    team_match(e, 1, 4, 2, "WWWW");
    team_bye(e, 1, 5);
    BOOST_TEST(team_pair(e, 2).bye.value_or(0) == 3);  // 2 and 3 lowest: 3.4.4
  }
  {
    TeamEvent e = team_event(5);
    team_forfeit(e, 1, 1, 3, MatchForfeit::home_wins);
    team_match(e, 1, 4, 2, "WWWW");
    team_bye(e, 1, 5);
    BOOST_TEST(team_pair(e, 2).bye.value_or(0) == 2);  // 2 played a match, 3 none: 3.4.3
  }
}

BOOST_AUTO_TEST_CASE(the_bye_leaves_the_others_pairable_3_4_1_and_C3) {
  TeamEvent e = team_event(12);
  // Teams 7-12 are absent in round 4; before, 1 met 2, 3 and 4, and 5 lost everything.
  team_match(e, 1, 1, 2, "WWWW");
  team_match(e, 1, 3, 4, "DDDD");
  team_match(e, 1, 5, 6, "LLLL");
  team_match(e, 2, 1, 3, "WWWW");
  team_match(e, 2, 2, 6, "LLLL");
  team_match(e, 2, 4, 5, "WWWW");
  team_match(e, 3, 1, 4, "WWWW");
  team_match(e, 3, 2, 5, "WWWW");
  team_match(e, 3, 3, 6, "DDDD");
  // Round 4 with 6 gone: 5 has the lowest score, but without it 1 meets no one new.
  const auto p = team_pair(e, 4, {6, 7, 8, 9, 10, 11, 12});
  BOOST_TEST(p.bye.value_or(0) == 3);
  BOOST_TEST(team_meet(p, 1, 5));
  BOOST_TEST(team_meet(p, 2, 4));
}

BOOST_AUTO_TEST_CASE(the_upfloater_leaves_the_rest_pairable_C3) {
  TeamEvent e = team_event(4);
  team_history(e, 1, "WW", "WWWW");  // 4 match points
  team_history(e, 2, "W", "WWWW");   // 3
  team_history(e, 2, "-W", "DDDD");
  team_match(e, 1, 3, 4, "WWWW");  // 3: 2, 4: 0; they have met
  team_history(e, 3, "-W", "LLLL");
  team_history(e, 4, "-W", "LLLL");
  // 2 has the better score ([C5]) but would leave 3 and 4, who met: 3 floats up.
  const auto p = team_pair(e, 3, team_ghosts(e));
  BOOST_TEST(team_meet(p, 1, 3));
  BOOST_TEST(team_meet(p, 2, 4));
}

BOOST_AUTO_TEST_CASE(an_odd_scoregroup_takes_one_upfloater_not_more_C4) {
  TeamEvent e = team_event(6);
  team_match(e, 1, 1, 4, "WWWW");
  team_match(e, 1, 2, 5, "WWWW");
  team_match(e, 1, 3, 6, "WWWW");
  const auto p = team_pair(e, 2);
  // {1,2,3} with 4 (first by 3.5.4) pairs 1-3 / 2-4; 5-6 is the next bracket.
  BOOST_TEST(team_meet(p, 1, 3));
  BOOST_TEST(team_meet(p, 2, 4));
  BOOST_TEST(team_meet(p, 5, 6));
}

BOOST_AUTO_TEST_CASE(an_even_scoregroup_that_cannot_pair_itself_takes_two_upfloaters_C4) {
  TeamEvent e = team_event(4);
  team_match(e, 1, 1, 2, "DDDD");
  team_match(e, 1, 3, 4, "DDDD");
  team_match(e, 2, 1, 3, "WWWW");
  team_match(e, 2, 2, 4, "WWWW");
  // 1 and 2 lead and have met: both others float up: 1-4, 2-3.
  const auto p = team_pair(e, 3);
  BOOST_TEST(team_meet(p, 1, 4));
  BOOST_TEST(team_meet(p, 2, 3));
}

BOOST_AUTO_TEST_CASE(the_upfloater_has_the_highest_score_available_C5) {
  TeamEvent e = team_event(6);
  team_match(e, 1, 1, 4, "WWWW");
  team_match(e, 1, 2, 5, "DDDD");
  team_match(e, 1, 3, 6, "WWWW");
  team_match(e, 2, 1, 3, "WWWW");
  team_match(e, 2, 5, 4, "WWWW");
  team_match(e, 2, 2, 6, "DDDD");
  // 1 leads alone with 8; 5 has 6, 2 and 3 have 4: 5 floats up although 2 comes first by TPN.
  const auto p = team_pair(e, 3);
  BOOST_TEST(team_meet(p, 1, 5));
}

BOOST_AUTO_TEST_CASE(three_upfloaters_follow_the_order_of_the_3_5_4_example_C4_C5) {
  // Game points primary. 9, 10 and 11 lead (9.5) and have all met: each needs an upfloater
  // ([C4]: three). 2, 6 and 8 have 5.5, 1, 3 and 5 have 5, the rest 0, as in the handbook's
  // example; 8 has met all three leaders, so {2,6,8} cannot be paired and the first set of the
  // next [C5] profile in 3.5.4 order is {2,6,1} (before {2,6,3}, {2,6,5}, {2,8,1}, ...).
  TeamEvent e = team_event(12);
  e.scoring.primary = PrimaryScore::game_points;
  team_match(e, 1, 9, 10, "DDDD");
  team_match(e, 2, 11, 9, "DDDD");
  team_match(e, 3, 10, 11, "DDDD");
  team_match(e, 1, 11, 8, "WWWD");
  team_match(e, 2, 10, 8, "WWWD");
  team_match(e, 3, 9, 8, "WWWD");
  for (int t : {9, 10, 11}) team_history(e, t, "---W", "DDDD");
  team_history(e, 8, "---W", "WWWW");
  for (int t : {2, 6}) {
    team_history(e, t, "W", "WWWD");
    team_history(e, t, "-W", "DDDD");
  }
  for (int t : {1, 3, 5}) {
    team_history(e, t, "W", "WWDD");
    team_history(e, t, "-W", "DDDD");
  }
  for (int t : {4, 7, 12}) team_history(e, t, "W", "LLLL");
  const auto p = team_pair(e, 5, team_ghosts(e));
  for (int leader : {9, 10, 11}) {
    int opponent = 0;
    for (const TeamPair& x : p.pairs)
      if (x.white == leader || x.black == leader) opponent = x.white == leader ? x.black : x.white;
    BOOST_TEST((opponent == 1 || opponent == 2 || opponent == 6),
               "leader " << leader << " meets " << opponent);
  }
}

BOOST_AUTO_TEST_CASE(the_upfloaters_leave_the_following_scoregroup_pairable_C6) {
  TeamEvent e = team_event(12);
  team_match(e, 1, 1, 7, "WWWW");
  team_match(e, 1, 3, 4, "DDDD");
  team_match(e, 1, 2, 8, "DDDD");
  team_match(e, 1, 5, 9, "LLLL");
  team_match(e, 1, 6, 10, "LLLL");
  team_match(e, 2, 1, 8, "WWWW");
  team_match(e, 2, 3, 9, "DDDD");
  team_match(e, 2, 4, 10, "DDDD");
  team_match(e, 2, 2, 7, "DDDD");
  team_match(e, 2, 5, 11, "DDDD");
  team_match(e, 2, 6, 12, "DDDD");
  // 1 leads; 2, 3 and 4 follow with 4. Floating 2 would leave 3 and 4, who met: [C6] floats 3.
  const auto p = team_pair(e, 3, {7, 8, 9, 10, 11, 12});
  BOOST_TEST(team_meet(p, 1, 3));
  BOOST_TEST(team_meet(p, 2, 4));
  BOOST_TEST(team_meet(p, 5, 6));
}

/// Round 3: 1 leads; 2, 3, 4, 5 follow; 3 and 4 floated in round 2, 5 did not.
TeamEvent team_c7_event(int rounds_planned) {
  TeamEvent e = team_event(6, rounds_planned);
  team_match(e, 1, 1, 4, "WWWW");
  team_match(e, 1, 2, 5, "WWWW");
  team_match(e, 1, 3, 6, "WWWW");
  team_match(e, 2, 1, 2, "WWWW");
  team_match(e, 2, 4, 3, "WWWW");
  team_match(e, 2, 5, 6, "WWWW");
  return e;
}

BOOST_AUTO_TEST_CASE(an_upfloater_that_floated_last_round_is_avoided_C7) {
  // 1 met 2 and 4; of 3 and 5, 3 comes first (3.5.4) but floated in round 2.
  BOOST_TEST(team_meet(team_pair(team_c7_event(9), 3), 1, 5));
}

BOOST_AUTO_TEST_CASE(the_last_two_rounds_drop_C7) {
  BOOST_TEST(team_meet(team_pair(team_c7_event(4), 3), 1, 3));
}

BOOST_AUTO_TEST_CASE(colour_preferences_decide_among_pairings_C8) {
  TeamEvent e = team_event(4);
  team_history(e, 1, "WW");
  team_history(e, 3, "WW");
  team_history(e, 2, "BB");
  team_history(e, 4, "BB");
  const auto p = team_pair(e, 3, team_ghosts(e));
  // 1-3 / 2-4 would deny two preferences; 1-4 / 2-3 grants all (4.3.3).
  BOOST_TEST(team_plays(p, 4, 1));
  BOOST_TEST(team_plays(p, 2, 3));
}

BOOST_AUTO_TEST_CASE(strong_preferences_decide_where_all_preferences_cannot_be_met_C9) {
  TeamEvent e = team_event(4, 9, ColourPreferenceType::type_b);
  team_history(e, 1, "WW");  // strong Black
  team_history(e, 3, "WW");  // strong Black
  team_history(e, 2, "BW");  // mild Black
  team_history(e, 4, "BW");  // mild Black
  const auto p = team_pair(e, 3, team_ghosts(e));
  BOOST_TEST(team_meet(p, 1, 4));
  BOOST_TEST(team_meet(p, 2, 3));
  BOOST_TEST(team_plays(p, 4, 1));  // 4.3.4: the strong preference wins
}

/// Round 3 with 5-8 gone: 1, 2 and 3 have 4 points, 4 has less; 2 floated in round 2.
TeamEvent team_c10_event(int rounds_planned) {
  TeamEvent e = team_event(8, rounds_planned, ColourPreferenceType::none);
  team_match(e, 1, 1, 5, "WWWW");
  team_match(e, 1, 2, 6, "WWWW");
  team_match(e, 1, 3, 7, "WWWW");
  team_match(e, 1, 4, 8, "DDDD");
  team_match(e, 2, 8, 2, "WWWW");
  team_match(e, 2, 5, 4, "WWWW");
  return e;
}

BOOST_AUTO_TEST_CASE(an_upfloater_meets_a_team_that_did_not_float_last_round_C10) {
  const auto p = team_pair(team_c10_event(9), 3, {5, 6, 7, 8});
  // 1-3 / 2-4 comes first but gives upfloater 4 the floater 2.
  BOOST_TEST(team_meet(p, 1, 4));
  BOOST_TEST(team_meet(p, 2, 3));
}

BOOST_AUTO_TEST_CASE(the_last_two_rounds_drop_C10) {
  const auto p = team_pair(team_c10_event(4), 3, {5, 6, 7, 8});
  BOOST_TEST(team_meet(p, 1, 3));
  BOOST_TEST(team_meet(p, 2, 4));
}

// ---- Article 1.7: preferences ----------------------------------------------------------------

/// Round 3 of four teams with Type B: 1 and 3 prefer Black mildly (difference 0, White last), 2
/// and 4 White.
TeamEvent team_mild_event(int rounds_planned) {
  TeamEvent e = team_event(4, rounds_planned, ColourPreferenceType::type_b);
  team_history(e, 1, "BW");
  team_history(e, 3, "BW");
  team_history(e, 2, "WB");
  team_history(e, 4, "WB");
  return e;
}

BOOST_AUTO_TEST_CASE(type_b_mild_preferences_count_before_the_last_round_1_7_2) {
  const TeamEvent e = team_mild_event(9);
  const auto p = team_pair(e, 3, team_ghosts(e));
  BOOST_TEST(team_plays(p, 4, 1));  // [C8] with the mild preferences: 1-4 / 2-3
  BOOST_TEST(team_plays(p, 2, 3));
}

BOOST_AUTO_TEST_CASE(type_b_mild_preferences_of_an_even_difference_vanish_in_the_last_round_1_7_2) {
  const TeamEvent e = team_mild_event(3);
  const auto p = team_pair(e, 3, team_ghosts(e));
  BOOST_TEST(team_meet(p, 1, 3));  // no preference left: the identifier's first pairing
  BOOST_TEST(team_meet(p, 2, 4));
}

// ---- Article 4.3: the colour cascade ---------------------------------------------------------

BOOST_AUTO_TEST_CASE(the_only_preference_is_granted_4_3_2) {
  TeamEvent e = team_event(2);
  team_history(e, 1, "WBW-");  // difference +1, no preference
  team_history(e, 2, "BBWW");  // difference 0, White twice: prefers Black
  // 4.3.5 would give 2 (lower difference) White.
  BOOST_TEST(team_plays(team_pair(e, 5, team_ghosts(e)), 1, 2));
}

BOOST_AUTO_TEST_CASE(opposite_preferences_are_both_granted_4_3_3) {
  TeamEvent e = team_event(2);
  team_history(e, 1, "WWBB");  // prefers White
  team_history(e, 2, "BBWW");  // prefers Black
  BOOST_TEST(team_plays(team_pair(e, 5, team_ghosts(e)), 1, 2));
}

BOOST_AUTO_TEST_CASE(a_strong_preference_beats_a_mild_one_4_3_4) {
  TeamEvent e = team_event(2, 9, ColourPreferenceType::type_b);
  team_history(e, 1, "BBWW");  // difference 0, White twice: strong Black
  team_history(e, 2, "WBW-");  // difference +1: mild Black
  // 4.3.5 would give 1 (lower difference) White.
  BOOST_TEST(team_plays(team_pair(e, 5, team_ghosts(e)), 2, 1));
}

BOOST_AUTO_TEST_CASE(the_lower_colour_difference_gets_white_4_3_5) {
  TeamEvent e = team_event(2);
  team_history(e, 1, "WBW");  // +1
  team_history(e, 2, "BW-");  // 0
  // 4.3.6 would alternate round 2 (1 Black, 2 White) and give 1 White.
  BOOST_TEST(team_plays(team_pair(e, 4, team_ghosts(e)), 2, 1));
}

BOOST_AUTO_TEST_CASE(colours_alternate_from_the_last_round_they_differed_4_3_6) {
  TeamEvent e = team_event(2);
  team_history(e, 1, "WB-");
  team_history(e, 2, "B-W");
  // Round 1 is the last where they differed (1 White): 1 Black. 4.3.8 would give 1 White.
  BOOST_TEST(team_plays(team_pair(e, 4, team_ghosts(e)), 2, 1));
}

BOOST_AUTO_TEST_CASE(the_first_team_preference_is_granted_4_3_7) {
  TeamEvent e = team_event(2);
  team_history(e, 1, "BBBW");  // difference -2: prefers White
  team_history(e, 2, "BBBW");
  // Same preference, same history: 4.3.7 gives the first-team (1) White; 4.3.8 would not.
  BOOST_TEST(team_plays(team_pair(e, 5, team_ghosts(e)), 1, 2));
}

BOOST_AUTO_TEST_CASE(the_first_team_alternates_its_last_colour_4_3_8) {
  TeamEvent e = team_event(2, 9, ColourPreferenceType::none);
  team_history(e, 1, "WB-B");
  team_history(e, 2, "-BWB");
  // No round where they differed; 1 had Black last: White. 4.3.9 would give 2 White.
  BOOST_TEST(team_plays(team_pair(e, 5, team_ghosts(e)), 1, 2));
}

BOOST_AUTO_TEST_CASE(the_other_team_alternates_its_last_colour_4_3_9) {
  TeamEvent e = team_event(2, 9, ColourPreferenceType::none);
  team_history(e, 2, "WB", "LLLL");  // 2 lost both: level with 1 (no match), 1 is first-team
  BOOST_TEST(team_plays(team_pair(e, 3, team_ghosts(e)), 2, 1));
}

BOOST_AUTO_TEST_CASE(the_first_team_has_the_higher_primary_score_4_2) {
  // 1: a won and a drawn match, 3 match points and 6 game points; 2: two narrow wins, 4 and 5.
  // Equal colours (Black, Black): 4.3.8 alternates the first-team's last colour, so the
  // first-team has White. Match points primary: 2; game points primary: 1.
  for (PrimaryScore primary : {PrimaryScore::match_points, PrimaryScore::game_points}) {
    TeamEvent e = team_event(2, 9, ColourPreferenceType::none);
    e.scoring.primary = primary;
    team_history(e, 1, "B", "WWWW");
    team_history(e, 2, "B", "WWDL");
    team_history(e, 1, "-B", "DDDD");
    team_history(e, 2, "-B", "WWDL");
    const auto p = team_pair(e, 3, team_ghosts(e));
    if (primary == PrimaryScore::match_points)
      BOOST_TEST(team_plays(p, 2, 1));
    else
      BOOST_TEST(team_plays(p, 1, 2));
  }
}

// ---- Properties over generated events --------------------------------------------------------

namespace {

struct TeamGenStats {
  int rounds = 0;
  int refused = 0;
};

/// Whether the teams `left` can be paired with no meeting again (brute force, small fields).
bool team_brute_pairable(std::vector<int> left, const std::set<std::pair<int, int>>& met) {
  if (left.empty()) return true;
  const int a = left.front();
  for (std::size_t i = 1; i < left.size(); ++i) {
    if (met.count({a, left[i]}) != 0) continue;
    std::vector<int> rest;
    for (std::size_t j = 1; j < left.size(); ++j)
      if (j != i) rest.push_back(left[j]);
    if (team_brute_pairable(rest, met)) return true;
  }
  return false;
}

/// Plays one generated event through the engine, checking every round's absolute outcomes.
void team_play_generated(std::mt19937& rng, int n, int rounds, ColourPreferenceType type,
                         TeamGenStats& stats) {
  TeamEvent e = team_event(n, rounds, type);
  std::set<std::pair<int, int>> met;
  std::set<int> bye_barred;
  std::map<int, std::vector<int>> colours;  // per team, per played match: +1 White, -1 Black
  for (int round = 1; round <= rounds; ++round) {
    std::vector<int> absent;
    for (int t = 1; t <= n; ++t)
      if (std::uniform_int_distribution<int>(0, 19)(rng) == 0) absent.push_back(t);
    const auto result = pair_team_swiss(e, round, absent);
    std::vector<int> field;
    for (int t = 1; t <= n; ++t)
      if (std::find(absent.begin(), absent.end(), t) == absent.end()) field.push_back(t);
    if (!result.ok()) {
      // A refusal only when no bye and pairing of the field exists ([C1]-[C3]).
      bool possible = n > 16;
      if (n > 16) {
      } else if (field.size() % 2 == 0) {
        possible = team_brute_pairable(field, met);
      } else {
        for (int b : field) {
          if (bye_barred.count(b) != 0) continue;
          std::vector<int> rest;
          for (int t : field)
            if (t != b) rest.push_back(t);
          possible = possible || team_brute_pairable(rest, met);
        }
      }
      BOOST_TEST((n <= 16 && !possible), "round " << round << " refused: " << result.error());
      ++stats.refused;
      return;
    }
    ++stats.rounds;
    const TeamRoundPairing& p = *result;
    std::multiset<int> seen;
    for (const TeamPair& x : p.pairs) {
      seen.insert(x.white);
      seen.insert(x.black);
      BOOST_TEST(met.count({x.white, x.black}) == 0u, "[C1] rematch " << x.white << "-" << x.black);
    }
    if (p.bye) {
      seen.insert(*p.bye);
      BOOST_TEST(bye_barred.count(*p.bye) == 0u, "[C2] bye to " << *p.bye);
    }
    BOOST_TEST(p.bye.has_value() == (field.size() % 2 == 1));
    BOOST_TEST(seen == std::multiset<int>(field.begin(), field.end()));
    // The colour cascade's absolute outcomes (Type A): 4.3.2 and 4.3.3.
    for (const TeamPair& x : p.pairs) {
      const auto pref = [&](int t) {
        const auto& c = colours[t];
        if (type == ColourPreferenceType::none || c.empty()) return 0;
        int cd = 0;
        for (int v : c) cd += v;
        const bool two = c.size() >= 2 && c[c.size() - 1] == c[c.size() - 2];
        if (cd < -1 || (two && c.back() == -1 && (cd == 0 || cd == -1))) return 1;
        if (cd > 1 || (two && c.back() == 1 && (cd == 0 || cd == 1))) return -1;
        return 0;
      };
      if (type != ColourPreferenceType::type_a) continue;
      const int pw = pref(x.white);
      const int pb = pref(x.black);
      if (pw != 0 && pb == 0) BOOST_TEST(pw == 1, "4.3.2 " << x.white);
      if (pb != 0 && pw == 0) BOOST_TEST(pb == -1, "4.3.2 " << x.black);
      if (pw != 0 && pw == -pb) BOOST_TEST(pw == 1, "4.3.3 " << x.white);
      if (colours[x.white].empty() && colours[x.black].empty()) {
        const int first = std::min(x.white, x.black);  // equal scores in round 1
        if (round == 1) BOOST_TEST((first == x.white) == (first % 2 == 1), "4.3.1 " << first);
      }
    }
    // Results: mostly played, now and then a match forfeited as a whole.
    for (const TeamPair& x : p.pairs) {
      const int kind = std::uniform_int_distribution<int>(0, 29)(rng);
      if (kind == 0) {
        team_forfeit(e, round, x.white, x.black, MatchForfeit::home_wins);
        bye_barred.insert(x.white);
        continue;
      }
      if (kind == 1) {
        team_forfeit(e, round, x.white, x.black, MatchForfeit::both_lose);
        continue;
      }
      std::string score;
      for (int b = 0; b < 4; ++b) score += "WDL"[std::uniform_int_distribution<int>(0, 2)(rng)];
      team_match(e, round, x.white, x.black, score);
      met.insert({x.white, x.black});
      met.insert({x.black, x.white});
      colours[x.white].push_back(1);
      colours[x.black].push_back(-1);
    }
    if (p.bye) {
      team_bye(e, round, *p.bye);
      bye_barred.insert(*p.bye);
    }
  }
}

}  // namespace

BOOST_AUTO_TEST_CASE(generated_events_keep_the_absolute_criteria_and_colour_outcomes) {
  std::mt19937 rng(20260201);
  TeamGenStats stats;
  const ColourPreferenceType types[] = {ColourPreferenceType::type_a, ColourPreferenceType::type_b,
                                        ColourPreferenceType::none};
  for (int event = 0; event < 300; ++event) {
    const int n = std::uniform_int_distribution<int>(3, 14)(rng);
    const int rounds = std::uniform_int_distribution<int>(3, std::max(3, n - 1))(rng);
    team_play_generated(rng, n, rounds, types[event % 3], stats);
  }
  BOOST_TEST_MESSAGE("team Swiss: " << stats.rounds << " rounds paired, " << stats.refused << " refused");
  BOOST_TEST(stats.rounds > 800);
}

namespace {

/// 1.7 written again for the reference: +1 White, -1 Black, 0 none; `strong` for Type B.
int team_reference_preference(const std::vector<int>& c, ColourPreferenceType type, bool last_round,
                              bool& strong) {
  strong = false;
  if (type == ColourPreferenceType::none || c.empty()) return 0;
  int cd = 0;
  for (int v : c) cd += v;
  const bool two_black = c.size() >= 2 && c[c.size() - 1] == -1 && c[c.size() - 2] == -1;
  const bool two_white = c.size() >= 2 && c[c.size() - 1] == 1 && c[c.size() - 2] == 1;
  strong = true;
  if (cd < -1 || (two_black && cd <= 0)) return 1;
  if (cd > 1 || (two_white && cd >= 0)) return -1;
  strong = false;
  if (type != ColourPreferenceType::type_b) return 0;
  if (cd != 0) return -cd;
  return last_round ? 0 : -c.back();
}

/// 3.6 by enumeration: every pairing of `teams` with no rematch, the least ([C8], [C9]) first,
/// then the smallest identifier.
std::vector<std::pair<int, int>> team_reference_bracket(const std::vector<int>& teams,
                                                        const std::set<std::pair<int, int>>& met,
                                                        const std::map<int, int>& want,
                                                        const std::map<int, bool>& strong) {
  std::vector<std::pair<int, int>> best;
  std::pair<int, int> best_cost{1 << 30, 0};
  std::vector<int> best_id;
  std::vector<std::pair<int, int>> cur;
  const auto walk = [&](auto&& self, std::vector<int> left) -> void {
    if (left.empty()) {
      std::pair<int, int> cost{0, 0};
      std::vector<std::pair<int, int>> sorted = cur;
      std::sort(sorted.begin(), sorted.end());
      std::vector<int> id;
      for (const auto& [a, b] : sorted) id.push_back(a);
      for (const auto& [a, b] : sorted) id.push_back(b);
      for (const auto& [a, b] : cur) {
        if (want.at(a) != 0 && want.at(a) == want.at(b)) {
          ++cost.first;
          if (strong.at(a) && strong.at(b)) ++cost.second;
        }
      }
      if (cost < best_cost || (cost == best_cost && id < best_id)) {
        best_cost = cost;
        best_id = id;
        best = cur;
      }
      return;
    }
    const int a = left.front();
    for (std::size_t i = 1; i < left.size(); ++i) {
      if (met.count({a, left[i]}) != 0) continue;
      std::vector<int> rest;
      for (std::size_t j = 1; j < left.size(); ++j)
        if (j != i) rest.push_back(left[j]);
      cur.emplace_back(a, left[i]);
      self(self, rest);
      cur.pop_back();
    }
  };
  walk(walk, teams);
  return best;
}

}  // namespace

BOOST_AUTO_TEST_CASE(one_bracket_is_paired_as_the_enumeration_of_3_6_orders_it) {
  // All matches drawn and no bye: every round is one bracket of the whole field, no upfloater.
  std::mt19937 rng(36);
  int compared = 0;
  for (int event = 0; event < 120; ++event) {
    const int n = 2 * std::uniform_int_distribution<int>(2, 5)(rng);
    const int rounds = n - 1;
    const ColourPreferenceType type =
        event % 2 == 0 ? ColourPreferenceType::type_a : ColourPreferenceType::type_b;
    TeamEvent e = team_event(n, rounds, type);
    std::set<std::pair<int, int>> met;
    std::map<int, std::vector<int>> colours;
    for (int round = 1; round <= rounds; ++round) {
      std::vector<int> field;
      for (int t = 1; t <= n; ++t) field.push_back(t);
      if (!team_brute_pairable(field, met)) break;
      const auto result = pair_team_swiss(e, round);
      BOOST_TEST_REQUIRE(result.ok());
      std::map<int, int> want;
      std::map<int, bool> strong;
      for (int t : field) {
        bool s = false;
        want[t] = team_reference_preference(colours[t], type, round >= rounds, s);
        strong[t] = s && type == ColourPreferenceType::type_b;
      }
      const auto expected = team_reference_bracket(field, met, want, strong);
      std::set<std::pair<int, int>> got;
      for (const TeamPair& x : result->pairs)
        got.insert({std::min(x.white, x.black), std::max(x.white, x.black)});
      BOOST_TEST((got == std::set<std::pair<int, int>>(expected.begin(), expected.end())),
                 "event " << event << " round " << round);
      ++compared;
      for (const TeamPair& x : result->pairs) {
        team_match(e, round, x.white, x.black, "DDDD");
        met.insert({x.white, x.black});
        met.insert({x.black, x.white});
        colours[x.white].push_back(1);
        colours[x.black].push_back(-1);
      }
    }
  }
  BOOST_TEST(compared > 300);
}

BOOST_AUTO_TEST_CASE(a_two_hundred_team_event_pairs_each_round_quickly) {
  std::mt19937 rng(7);
  for (ColourPreferenceType type : {ColourPreferenceType::type_a, ColourPreferenceType::type_b}) {
    TeamGenStats stats;
    const auto start = std::chrono::steady_clock::now();
    team_play_generated(rng, 200, 11, type, stats);
    const auto ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start)
            .count();
    BOOST_TEST_MESSAGE("200 teams, 11 rounds: " << ms << " ms in all");
    BOOST_TEST(stats.rounds == 11);
  }
}

BOOST_AUTO_TEST_SUITE_END()
