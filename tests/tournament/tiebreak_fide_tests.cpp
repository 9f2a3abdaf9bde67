// Tie-breaks on small tournaments computed by hand. Each case names the rule it follows: FIDE
// C.07 (2026) articles, article 16 for unplayed rounds, or Russian draughts practice (Shmulyan).
// Values are in half-points (the unit of Points); on the 1-0.5-0 scale 5 half-points print "2.5".
#include <boost/test/unit_test.hpp>

#include "../reports/tournament_builder.hpp"
#include "shashki/tournament/standings.hpp"

using namespace shashki::tournament;
using shashki::test::TournamentBuilder;

namespace {

// Five players, three Swiss rounds, with a pairing-allocated bye, a requested half bye, a
// forfeit and a zero bye; scale 1-0.5-0.
//   R1: 1-2 1-0, 3-4 =, 5 pab       R2: 1-3 =, 4-5 +/-, 2 half      R3: 5-1 0-1, 2-3 1-0, 4 zero
// Scores (half-points): 1: 5, 2: 3, 3: 2, 4: 3, 5: 2.
Tournament swiss_with_unplayed_rounds() {
  return TournamentBuilder(PairingSystem::swiss, 3)
      .player("A", 2000)
      .player("B", 1800)
      .player("C", 1900)
      .player("D")
      .player("E", 1700)
      .round("1-2 1-0, 3-4 =, 5 pab")
      .round("1-3 =, 4-5 +/-, 2 half")
      .round("5-1 0-1, 2-3 1-0, 4 zero")
      .build();
}

std::optional<TiebreakValue> value_of(const Tournament& t, Tiebreak tiebreak, int number) {
  StandingsOptions options;
  options.tiebreaks = {tiebreak};
  const Standings standings = compute_standings(t, options);
  for (const StandingsRow& row : standings.rows) {
    if (t.players[row.player].number == number) return row.values.at(0);
  }
  return std::nullopt;
}

// Exact value of a/b half-points.
TiebreakValue half(std::int64_t numerator, std::int64_t denominator = 1) {
  return TiebreakValue(numerator, denominator, TiebreakValue::Unit::points);
}

int place_of(const Standings& standings, const Tournament& t, int number) {
  for (std::size_t i = 0; i < standings.rows.size(); ++i) {
    if (t.players[standings.rows[i].player].number == number) return static_cast<int>(i) + 1;
  }
  return 0;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tiebreak_fide_tests)

BOOST_AUTO_TEST_CASE(scores_count_byes_and_forfeits_as_the_event_scores_them) {
  const Standings s = compute_standings(swiss_with_unplayed_rounds());
  const std::vector<int> expected{5, 3, 2, 3, 2};
  for (std::size_t p = 0; p < expected.size(); ++p) {
    BOOST_TEST_INFO("player " << p + 1);
    BOOST_TEST(s.records.totals[p].half_points() == expected[p]);
  }
}

BOOST_AUTO_TEST_CASE(buchholz_counts_own_unplayed_rounds_against_a_dummy_of_at_most_the_own_score) {
  // C.07 (2026) 16.4.2: player 2's half bye counts min(own 3, half the maximum 3) = 3; 16.3.2:
  // player 4's trailing zero bye counts as a draw in HIS score as an opponent (3 becomes 4),
  // which player 3 receives. 16.4.1: player 4's forfeit win over player 5 counts
  // min(own 3, player 5's 2) = 2.
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::buchholz, 1) == half(3 + 2 + 2));
  BOOST_TEST(*value_of(t, Tiebreak::buchholz, 2) == half(5 + 3 + 2));
  BOOST_TEST(*value_of(t, Tiebreak::buchholz, 3) == half(4 + 5 + 3));
  BOOST_TEST(*value_of(t, Tiebreak::buchholz, 4) == half(2 + 2 + 3));
  BOOST_TEST(*value_of(t, Tiebreak::buchholz, 5) == half(2 + 2 + 5));
}

BOOST_AUTO_TEST_CASE(in_the_2024_edition_the_dummy_opponent_holds_the_own_score) {
  // C.07 (2024) 16.4: player 4's forfeit win and zero bye both count his own 3.
  Tournament t = swiss_with_unplayed_rounds();
  t.event.tiebreak_edition = TiebreakEdition::fide_2024;
  BOOST_TEST(*value_of(t, Tiebreak::buchholz, 4) == half(2 + 3 + 3));
  BOOST_TEST(*value_of(t, Tiebreak::buchholz_cut2, 4) == half(3));
}

BOOST_AUTO_TEST_CASE(a_bye_counts_no_more_than_half_the_maximum_score) {
  // C.07 (2026) 16.4.2: player 1 scores 3.5 of 4 with a half-point bye in round 1; the bye's
  // dummy opponent holds 2 (half of 4), not 3.5. Opponents: 2 (2.5), 4 (2), 5 (1).
  //   R1: 2-3 1-0, 4-5 1-0, 1 half   R2: 1-2 1-0, 3-4 =, 5 pab   R3: 1-4 1-0, 2-5 1-0, 3 pab
  //   R4: 1-5 1-0, 2-4 =, 3 zero
  Tournament t = TournamentBuilder(PairingSystem::swiss, 4)
                     .player("A", 2000)
                     .player("B", 1900)
                     .player("C", 1800)
                     .player("D", 1700)
                     .player("E", 1600)
                     .round("2-3 1-0, 4-5 1-0, 1 half")
                     .round("1-2 1-0, 3-4 =, 5 pab")
                     .round("1-4 1-0, 2-5 1-0, 3 pab")
                     .round("1-5 1-0, 2-4 =, 3 zero")
                     .build();
  BOOST_TEST(value_of(t, Tiebreak::buchholz, 1)->format(ScoringScale::one_half_zero) == "7.5");
  // SB = 2 x 0.5 + 2.5 + 2 + 1.
  BOOST_TEST(value_of(t, Tiebreak::sonneborn_berger, 1)->format(ScoringScale::one_half_zero) == "6.5");
  t.event.tiebreak_edition = TiebreakEdition::fide_2024;  // the dummy held 3.5
  BOOST_TEST(value_of(t, Tiebreak::buchholz, 1)->format(ScoringScale::one_half_zero) == "9");
  BOOST_TEST(value_of(t, Tiebreak::sonneborn_berger, 1)->format(ScoringScale::one_half_zero) == "7.25");
}

BOOST_AUTO_TEST_CASE(cut_one_drops_a_voluntary_unplayed_round_before_a_lower_played_one) {
  // C.07 14.1 with 16.5: player 2's half bye (3) goes although his round 3 opponent scored 2.
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::buchholz_cut1, 2) == half(5 + 2));
  // Player 1 has no voluntary unplayed round: the lowest (2) goes.
  BOOST_TEST(*value_of(t, Tiebreak::buchholz_cut1, 1) == half(3 + 2));
  // Player 5: the forfeit loss is voluntary, the pairing-allocated bye is not (16.2).
  BOOST_TEST(*value_of(t, Tiebreak::buchholz_cut1, 5) == half(2 + 5));
}

BOOST_AUTO_TEST_CASE(cut_two_and_median_remove_the_right_rounds) {
  // Player 4: entries 2 (played), 2 (forfeit win, involuntary, 16.4.1), 3 (zero bye, voluntary).
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::buchholz_cut2, 4) == half(2));     // C.07 14.1: zero bye, then 2
  BOOST_TEST(*value_of(t, Tiebreak::buchholz_median1, 4) == half(2));  // C.07 14.2: zero bye and the top 3
}

BOOST_AUTO_TEST_CASE(sonneborn_berger_weights_each_opponent_by_the_result_against_him) {
  // C.07 9.1 with 16.4: player 1 = 1.5x1 + 1x0.5 + 1x1 = 3 points = 6 half-points.
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::sonneborn_berger, 1) == half(6));
  // Player 2 = 2.5x0 + (dummy 1.5)x0.5 + 1x1 = 1.75 points = 3.5 half-points.
  BOOST_TEST(*value_of(t, Tiebreak::sonneborn_berger, 2) == half(7, 2));
  BOOST_TEST(value_of(t, Tiebreak::sonneborn_berger, 2)->format(ScoringScale::one_half_zero) == "1.75");
  // Player 3 = 2x0.5 + 2.5x0.5 + 1.5x0 = 2.25 points (player 4 counted with his adjusted 2).
  BOOST_TEST(value_of(t, Tiebreak::sonneborn_berger, 3)->format(ScoringScale::one_half_zero) == "2.25");
}

BOOST_AUTO_TEST_CASE(shmulyan_subtracts_the_scores_of_those_lost_to_and_ignores_forfeits) {
  // Russian practice: player 1 beat 2 (3) and 5 (2), drew 3 -> +5; player 2 lost to 1 (5), beat
  // 3 (2) -> -3; player 4's only win is a forfeit -> 0.
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::shmulyan, 1) == half(5));
  BOOST_TEST(*value_of(t, Tiebreak::shmulyan, 2) == half(-3));
  BOOST_TEST(*value_of(t, Tiebreak::shmulyan, 4) == half(0));
  BOOST_TEST(value_of(t, Tiebreak::shmulyan, 2)->format(ScoringScale::one_half_zero) == "-1.5");
}

BOOST_AUTO_TEST_CASE(wins_count_unplayed_wins_and_won_counts_only_games_over_the_board) {
  // C.07 7.1 and 7.2: player 4's forfeit win and player 5's pairing-allocated bye are wins, not
  // games won over the board.
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::wins, 4) == TiebreakValue::count(1));
  BOOST_TEST(*value_of(t, Tiebreak::wins_played, 4) == TiebreakValue::count(0));
  BOOST_TEST(*value_of(t, Tiebreak::wins, 5) == TiebreakValue::count(1));
  BOOST_TEST(*value_of(t, Tiebreak::wins_played, 5) == TiebreakValue::count(0));
  BOOST_TEST(*value_of(t, Tiebreak::wins_played, 1) == TiebreakValue::count(2));
}

BOOST_AUTO_TEST_CASE(games_with_black_leave_out_forfeits) {
  // C.07 7.3: player 3 had Black in rounds 2 and 3; player 4's forfeit in round 2 was not played.
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::games_with_black, 3) == TiebreakValue::count(2));
  BOOST_TEST(*value_of(t, Tiebreak::games_with_black, 4) == TiebreakValue::count(1));
  BOOST_TEST(*value_of(t, Tiebreak::games_with_black, 5) == TiebreakValue::count(0));
}

BOOST_AUTO_TEST_CASE(progressive_score_sums_the_running_totals) {
  // C.07 7.5: player 1 runs 2, 3, 5 -> 10; player 4 runs 1, 3, 3 -> 7.
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::progressive, 1) == half(10));
  BOOST_TEST(*value_of(t, Tiebreak::progressive, 4) == half(7));
}

BOOST_AUTO_TEST_CASE(koya_counts_points_against_opponents_with_half_the_maximum) {
  // C.07 9.2: the maximum is 3 points, so opponents with 1.5 or more: players 1, 2 and 4.
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::koya, 1) == half(2));  // the win over 2
  BOOST_TEST(*value_of(t, Tiebreak::koya, 3) == half(2));  // draws with 4 and 1
  BOOST_TEST(*value_of(t, Tiebreak::koya, 5) == half(0));
}

BOOST_AUTO_TEST_CASE(average_rating_and_performance_use_rated_opponents_met_over_the_board) {
  // C.07 10.1: player 1 met 1800, 1900, 1700 -> 1800. 10.2: p = 2.5/3 = 0.83 -> dp 273.
  const Tournament t = swiss_with_unplayed_rounds();
  BOOST_TEST(*value_of(t, Tiebreak::average_rating, 1) == TiebreakValue::count(1800));
  BOOST_TEST(*value_of(t, Tiebreak::performance, 1) == TiebreakValue::count(2073));
  // Player 3 met the unrated player 4 (left out), 2000 and 1800: p = 0.5/2 -> dp -193.
  BOOST_TEST(*value_of(t, Tiebreak::average_rating, 3) == TiebreakValue::count(1900));
  BOOST_TEST(*value_of(t, Tiebreak::performance, 3) == TiebreakValue::count(1707));
  // Player 4 met only player 3 (1900) over the board; his forfeit win is left out.
  BOOST_TEST(*value_of(t, Tiebreak::average_rating, 4) == TiebreakValue::count(1900));
}

BOOST_AUTO_TEST_CASE(swiss_defaults_rank_ties_by_buchholz_cut_one) {
  const Tournament t = swiss_with_unplayed_rounds();
  const Standings s = compute_standings(t);
  BOOST_TEST((s.tiebreaks == default_tiebreaks(PairingSystem::swiss)));
  // 2 and 4 tie on 1.5: BH-C1 7 against 5. 3 and 5 tie on 1: BH-C1 9 against 7.
  BOOST_TEST(place_of(s, t, 1) == 1);
  BOOST_TEST(place_of(s, t, 2) == 2);
  BOOST_TEST(place_of(s, t, 4) == 3);
  BOOST_TEST(place_of(s, t, 3) == 4);
  BOOST_TEST(place_of(s, t, 5) == 5);
  BOOST_TEST(!s.rows[1].shared);
}

BOOST_AUTO_TEST_CASE(swiss_direct_encounter_separates_only_a_player_nobody_can_catch) {
  // C.07 6.2. After three rounds 1, 2 and 3 have 2 points; 1 beat both, 2 and 3 never met:
  // 1 goes first, 2 and 3 stay tied. 5 and 6 (1.5) never met: tied. 4, 7 and 8 (1): 7 and 8
  // drew, 4 met neither and could still reach more, so no one is separated.
  const Tournament t = TournamentBuilder(PairingSystem::swiss, 3)
                           .player("A")
                           .player("B")
                           .player("C")
                           .player("D")
                           .player("E")
                           .player("F")
                           .player("G")
                           .player("H")
                           .round("1-2 1-0, 3-7 1-0, 4-5 0-1, 6-8 =")
                           .round("1-3 1-0, 2-5 1-0, 4-6 0-1, 7-8 =")
                           .round("4-1 1-0, 2-6 1-0, 3-8 1-0, 5-7 =")
                           .build();
  StandingsOptions options;
  options.tiebreaks = {Tiebreak::direct_encounter};
  const Standings s = compute_standings(t, options);
  std::vector<int> ranks(9, 0);
  for (const StandingsRow& row : s.rows)
    ranks[static_cast<std::size_t>(t.players[row.player].number)] = row.rank;
  BOOST_TEST(ranks[1] == 1);
  BOOST_TEST(ranks[2] == 2);
  BOOST_TEST(ranks[3] == 2);
  BOOST_TEST(ranks[5] == 4);
  BOOST_TEST(ranks[6] == 4);
  BOOST_TEST(ranks[4] == 6);
  BOOST_TEST(ranks[7] == 6);
  BOOST_TEST(ranks[8] == 6);
  BOOST_TEST(s.rows[0].values[0]->format(ScoringScale::one_half_zero) == "2");
}

BOOST_AUTO_TEST_SUITE_END()
