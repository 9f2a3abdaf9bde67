// Round-robin tie-breaks and standings computed by hand: Sonneborn-Berger, direct encounter,
// micro-matches, withdrawals (FIDE C.07 (2026) and the Russian draughts rules), play-off and lot.
#include <boost/test/unit_test.hpp>

#include "../reports/tournament_builder.hpp"

#include <algorithm>
#include <string>
#include "shashki/tournament/standings.hpp"

using namespace shashki::tournament;
using shashki::test::TournamentBuilder;

namespace {

int number_at(const Tournament& t, const Standings& s, std::size_t place) {
  return t.players[s.rows.at(place).player].number;
}

// Four players; 2 and 3 tie on 2 points and 2 beat 3.
Tournament round_robin_with_a_pair_tied() {
  return TournamentBuilder(PairingSystem::round_robin, 3)
      .player("One")
      .player("Two")
      .player("Three")
      .player("Four")
      .round("1-2 1-0, 3-4 1-0")
      .round("1-3 0-1, 2-4 1-0")
      .round("1-4 =, 2-3 1-0")
      .build();
}

// Three players tied on 2 points, each beating one of the others: nothing separates them.
Tournament round_robin_with_a_cycle() {
  return TournamentBuilder(PairingSystem::round_robin, 3)
      .player("One")
      .player("Two")
      .player("Three")
      .player("Four")
      .round("1-2 1-0, 3-4 1-0")
      .round("1-3 0-1, 2-4 1-0")
      .round("1-4 1-0, 2-3 1-0")
      .build();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tiebreak_round_robin_tests)

BOOST_AUTO_TEST_CASE(buchholz_is_not_offered_for_round_robin) {
  BOOST_TEST(!offered_for(Tiebreak::buchholz, PairingSystem::round_robin));
  BOOST_TEST(!offered_for(Tiebreak::buchholz_cut1, PairingSystem::double_round_robin));
  BOOST_TEST(offered_for(Tiebreak::buchholz_cut1, PairingSystem::swiss));
  BOOST_TEST(offered_for(Tiebreak::sonneborn_berger, PairingSystem::round_robin));
  Event event;
  event.system = PairingSystem::round_robin;
  event.tiebreaks = {Tiebreak::buchholz, Tiebreak::sonneborn_berger, Tiebreak::sonneborn_berger};
  std::vector<std::string> warnings;
  BOOST_TEST((event_tiebreaks(event, &warnings) == std::vector<Tiebreak>{Tiebreak::sonneborn_berger}));
  BOOST_TEST(warnings.size() == 1u);  // BH is not offered; SB twice counts once
}

BOOST_AUTO_TEST_CASE(defaults_follow_the_system) {
  BOOST_TEST((default_tiebreaks(PairingSystem::round_robin) ==
              std::vector<Tiebreak>{Tiebreak::sonneborn_berger, Tiebreak::wins, Tiebreak::direct_encounter}));
  BOOST_TEST((default_tiebreaks(PairingSystem::swiss) ==
              std::vector<Tiebreak>{Tiebreak::buchholz_cut1, Tiebreak::buchholz, Tiebreak::wins,
                                    Tiebreak::direct_encounter}));
  for (Tiebreak t : all_tiebreaks()) {
    BOOST_TEST_INFO(code(t));
    BOOST_TEST((tiebreak_from_code(code(t)) == t));
  }
}

BOOST_AUTO_TEST_CASE(every_tiebreak_of_a_2_1_0_event_is_written_on_its_scale) {
  // Scored 2-1-0 (a win 2, a draw 1): 1 = 2+1+2 = 5, 2 = 0+2+1 = 3, 3 = 1+1+1 = 3, 4 = 1+0+0 = 1.
  // Sonneborn-Berger, by hand, as the points shown multiply: each opponent's score times the 2
  // or 1 points scored against him. 1: 2x3 (beat 2) + 1x3 (drew 3) + 2x1 (beat 4) = 11;
  // 2: 2x1 (beat 4) + 1x3 (drew 3) = 5; 3: 1x1 + 1x5 + 1x3 = 9; 4: 1x3 (drew 3) = 3. Never a
  // half, as no score of a 2-1-0 event is; on 1-0.5-0 the same games give a quarter of it (C.07
  // 9.1: 1 + 0.75 + 0.5 = 2.75 for player 1).
  for (const ScoringScale scale : {ScoringScale::two_one_zero, ScoringScale::one_half_zero}) {
    const bool two = scale == ScoringScale::two_one_zero;
    const Tournament t = TournamentBuilder(PairingSystem::round_robin, 3, scale)
                             .player("One")
                             .player("Two")
                             .player("Three")
                             .player("Four")
                             .round("1-2 1-0, 3-4 =")
                             .round("1-3 =, 2-4 1-0")
                             .round("1-4 1-0, 2-3 =")
                             .build();
    StandingsOptions options;
    options.tiebreaks = {Tiebreak::sonneborn_berger, Tiebreak::shmulyan, Tiebreak::koya,
                         Tiebreak::progressive,      Tiebreak::wins,     Tiebreak::direct_encounter};
    const Standings s = compute_standings(t, options);
    const Scoring scoring = t.event.scoring();
    struct Expected {
      int number;
      const char* points;
      const char* sb;
      const char* shm;
      const char* ks;
      const char* ps;
    };
    // SHM: beaten opponents' scores minus those lost to; KS: points against opponents on at
    // least half the maximum (3 of 6, or 1.5 of 3); PS: the running score summed.
    const std::vector<Expected> expected =
        two ? std::vector<Expected>{{1, "5", "11", "4", "3", "10"},
                                    {2, "3", "5", "-4", "1", "5"},
                                    {3, "3", "9", "0", "2", "6"},
                                    {4, "1", "3", "-8", "1", "3"}}
            : std::vector<Expected>{{1, "2.5", "2.75", "2", "1.5", "5"},
                                    {2, "1.5", "1.25", "-2", "0.5", "2.5"},
                                    {3, "1.5", "2.25", "0", "1", "3"},
                                    {4, "0.5", "0.75", "-4", "0.5", "1.5"}};
    for (const Expected& e : expected) {
      const auto row = std::find_if(s.rows.begin(), s.rows.end(), [&](const StandingsRow& r) {
        return t.players[r.player].number == e.number;
      });
      BOOST_REQUIRE(row != s.rows.end());
      BOOST_TEST_INFO("player " << e.number << (two ? " on 2-1-0" : " on 1-0.5-0"));
      BOOST_TEST(scoring.format(row->points) == e.points);
      BOOST_TEST(row->values[0]->format(scale) == e.sb);
      BOOST_TEST(row->values[1]->format(scale) == e.shm);
      BOOST_TEST(row->values[2]->format(scale) == e.ks);
      BOOST_TEST(row->values[3]->format(scale) == e.ps);
      BOOST_TEST(row->values[0]->as_number(scale) == std::stod(e.sb));
    }
  }
}

BOOST_AUTO_TEST_CASE(sonneborn_berger_separates_the_pair_in_a_round_robin) {
  // C.07 9.1: player 2 beat 4 (0.5) and 3 (2) -> 2.5; player 3 beat 4 (0.5) and 1 (1.5) -> 2.
  const Tournament t = round_robin_with_a_pair_tied();
  const Standings s = compute_standings(t);
  BOOST_TEST(number_at(t, s, 0) == 2);
  BOOST_TEST(number_at(t, s, 1) == 3);
  BOOST_TEST((*s.rows[0].values[0] == TiebreakValue(5, 1, TiebreakValue::Unit::points)));
  BOOST_TEST(s.rows[0].values[0]->format(ScoringScale::one_half_zero) == "2.5");
  BOOST_TEST(s.rows[1].values[0]->format(ScoringScale::one_half_zero) == "2");
}

BOOST_AUTO_TEST_CASE(direct_encounter_puts_the_winner_of_the_game_between_them_first) {
  // C.07 6: among 2 and 3, 2 won their game.
  const Tournament t = round_robin_with_a_pair_tied();
  StandingsOptions options;
  options.tiebreaks = {Tiebreak::direct_encounter};
  const Standings s = compute_standings(t, options);
  BOOST_TEST(number_at(t, s, 0) == 2);
  BOOST_TEST(s.rows[0].rank == 1);
  BOOST_TEST(s.rows[1].rank == 2);
  BOOST_TEST(s.rows[0].values[0]->format(ScoringScale::one_half_zero) == "1");
  BOOST_TEST(s.rows[1].values[0]->format(ScoringScale::one_half_zero) == "0");
  // Player 1 is tied with nobody: no direct-encounter value.
  BOOST_TEST(!s.rows[2].values[0].has_value());
}

BOOST_AUTO_TEST_CASE(a_cycle_leaves_the_three_sharing_first_place) {
  // SB 2 each, 2 wins each, direct encounter 1 each: C.07 leaves them tied.
  const Tournament t = round_robin_with_a_cycle();
  const Standings s = compute_standings(t);
  for (std::size_t i = 0; i < 3; ++i) {
    BOOST_TEST(s.rows[i].rank == 1);
    BOOST_TEST(s.rows[i].shared);
  }
  BOOST_TEST(s.rows[3].rank == 4);
  BOOST_TEST(!s.rows[3].shared);
}

BOOST_AUTO_TEST_CASE(a_play_off_then_the_lot_entered_by_the_judge_break_the_last_tie) {
  const Tournament t = round_robin_with_a_cycle();
  StandingsOptions options;
  options.tiebreaks = {Tiebreak::sonneborn_berger, Tiebreak::playoff, Tiebreak::lot};
  options.playoff = {{PlayerId{3}, 1}, {PlayerId{1}, 2}, {PlayerId{2}, 2}};  // 3 won; 1 and 2 drew
  options.lot = {{PlayerId{2}, 1}, {PlayerId{1}, 2}, {PlayerId{3}, 3}};
  const Standings s = compute_standings(t, options);
  BOOST_TEST(number_at(t, s, 0) == 3);
  BOOST_TEST(number_at(t, s, 1) == 2);
  BOOST_TEST(number_at(t, s, 2) == 1);
  BOOST_TEST(s.rows[1].rank == 2);
  BOOST_TEST(s.rows[2].rank == 3);
  BOOST_TEST(!s.rows[2].shared);
}

BOOST_AUTO_TEST_CASE(a_micro_match_counts_both_games) {
  // Three players, micro-matches scored per game on 2-1-0 (a board is worth 4):
  //   R1: 1-2 1-0 =  -> 1 scores 3, 2 scores 1      R2: 3-1 0-1 =  -> 1 scores 3 (won game 1 with
  //   Black, drew game 2 with White), 3 scores 1    R3: 2-3 = 0-1  -> 2 scores 3, 3 scores 1.
  const Tournament t = TournamentBuilder(PairingSystem::round_robin, 3, ScoringScale::two_one_zero, true)
                           .player("One")
                           .player("Two")
                           .player("Three")
                           .round("1-2 1-0 =")
                           .round("3-1 0-1 =")
                           .round("2-3 = 0-1")
                           .build();
  StandingsOptions options;
  options.tiebreaks = {Tiebreak::sonneborn_berger, Tiebreak::wins, Tiebreak::games_with_black};
  const Standings s = compute_standings(t, options);
  BOOST_TEST(s.records.totals[0].half_points() == 6);
  BOOST_TEST(s.records.totals[1].half_points() == 4);
  BOOST_TEST(s.records.totals[2].half_points() == 2);
  // C.07 9.1 game by game, on the 2-1-0 scale each opponent's score times the points scored
  // against him: 4 x 3 + 2 x 3 = 18 (on 1-0.5-0, 2 x 1.5 + 1 x 1.5 = 4.5).
  BOOST_TEST(s.rows[0].values[0]->format(ScoringScale::two_one_zero) == "18");
  BOOST_TEST(s.rows[0].values[0]->format(ScoringScale::one_half_zero) == "4.5");
  BOOST_TEST((*s.rows[0].values[1] == TiebreakValue::count(2)));
  BOOST_TEST((*s.rows[0].values[2] == TiebreakValue::count(2)));
  // The second game's colours are swapped: player 3 had White in game 2 of round 3.
  BOOST_TEST(s.records.rounds[2][2].games[1].white);
  BOOST_TEST(s.records.rounds[2][2].games[1].half_points == 0);
}

BOOST_AUTO_TEST_CASE(a_withdrawal_before_half_the_games_is_left_out_and_annulled) {
  // Player 4 played one game of three, then withdrew: his games are annulled (C.07; Russian
  // draughts rules), so player 3's loss to him and 1's and 2's forfeit wins disappear.
  const Tournament t = TournamentBuilder(PairingSystem::round_robin, 3)
                           .player("One")
                           .player("Two")
                           .player("Three")
                           .player("Four")
                           .withdraw(4, 2)
                           .round("1-2 =, 3-4 0-1")
                           .round("1-3 1-0, 2-4 +/-")
                           .round("1-4 +/-, 2-3 =")
                           .build();
  const Standings s = compute_standings(t);
  BOOST_TEST(s.rows.size() == 3u);
  BOOST_TEST((s.left_out == std::vector<std::size_t>{3}));
  BOOST_TEST(s.records.totals[0].half_points() == 3);
  BOOST_TEST(s.records.totals[1].half_points() == 2);
  BOOST_TEST(s.records.totals[2].half_points() == 1);
  BOOST_TEST(number_at(t, s, 0) == 1);
}

BOOST_AUTO_TEST_CASE(a_withdrawal_after_half_the_games_stays_in_the_standings) {
  const Tournament t = TournamentBuilder(PairingSystem::round_robin, 3)
                           .player("One")
                           .player("Two")
                           .player("Three")
                           .player("Four")
                           .withdraw(4, 3)
                           .round("1-2 =, 3-4 0-1")
                           .round("4-1 0-1, 2-3 =")
                           .round("1-3 1-0, 2-4 +/-")
                           .build();
  const Standings s = compute_standings(t);
  BOOST_TEST(s.rows.size() == 4u);
  BOOST_TEST(s.left_out.empty());
  BOOST_TEST(s.records.totals[1].half_points() == 1 + 1 + 2);  // the forfeit win stands
}

BOOST_AUTO_TEST_CASE(standings_after_an_earlier_round_ignore_later_rounds) {
  const Tournament t = round_robin_with_a_pair_tied();
  StandingsOptions options;
  options.after_round = 1;
  const Standings s = compute_standings(t, options);
  BOOST_TEST(s.after_round == 1);
  BOOST_TEST(s.records.totals[1].half_points() == 0);
  BOOST_TEST(number_at(t, s, 0) == 1);
}

BOOST_AUTO_TEST_CASE(a_missing_result_counts_nothing_yet) {
  const Tournament t =
      TournamentBuilder(PairingSystem::swiss, 1).player("A").player("B").round("1-2").build();
  const Standings s = compute_standings(t);
  BOOST_TEST((s.records.rounds[0][0].kind == RoundKind::pending));
  BOOST_TEST(s.records.totals[0].half_points() == 0);
  BOOST_TEST(s.rows[0].shared);
}

BOOST_AUTO_TEST_CASE(values_print_in_the_events_scale) {
  const TiebreakValue sb(9, 2, TiebreakValue::Unit::points);  // 4.5 half-points
  BOOST_TEST(sb.format(ScoringScale::two_one_zero) == "4.5");
  BOOST_TEST(sb.format(ScoringScale::one_half_zero) == "2.25");
  BOOST_TEST(TiebreakValue::count(7).format(ScoringScale::one_half_zero) == "7");
  BOOST_TEST(TiebreakValue::half_points(-3).format(ScoringScale::one_half_zero) == "-1.5");
  BOOST_TEST(TiebreakValue::half_points(0).format(ScoringScale::one_half_zero) == "0");
  BOOST_TEST(sb.as_number(ScoringScale::one_half_zero) == 2.25);
  // Sonneborn-Berger's weighted points: on 2-1-0 the share of a win becomes its 2 points.
  const TiebreakValue weighted(9, 2, TiebreakValue::Unit::weighted_points);
  BOOST_TEST(weighted.format(ScoringScale::two_one_zero) == "9");
  BOOST_TEST(weighted.format(ScoringScale::one_half_zero) == "2.25");
  BOOST_TEST(weighted.as_number(ScoringScale::two_one_zero) == 9.0);
}

BOOST_AUTO_TEST_SUITE_END()
