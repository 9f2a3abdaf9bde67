// The pairing checker: one planted fault per rule, and no finding in any round of the reference
// tournaments (all confirmed by FIDE's reference checker).
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/pairing/checker.hpp"
#include "shashki/pairing/round_history.hpp"

using namespace shashki::pairing;
using namespace shashki::pairing::testing;

namespace {

// Seven players after two rounds:
//   round 1: 1-4 1-0, 2-5 =, 3-6 1-0, 7 PAB;   round 2: 1-5 =, 2-6 1-0, 4-7 0-1, 3 PAB.
// A correct round 3 is 6-1, 3-2, 5-7 with the bye for 4.
PairingInput seven_after_two_rounds() {
  PairingInput s;
  s.total_rounds = 5;
  s.players = {
      make_player(1, 2400, {game(4, W, ResultCode::win), game(5, W, ResultCode::draw)}),
      make_player(2, 2350, {game(5, W, ResultCode::draw), game(6, W, ResultCode::win)}),
      make_player(3, 2300, {game(6, W, ResultCode::win), alone(ResultCode::pairing_bye)}),
      make_player(4, 2250, {game(1, B, ResultCode::loss), game(7, W, ResultCode::loss)}),
      make_player(5, 2200, {game(2, B, ResultCode::draw), game(1, B, ResultCode::draw)}),
      make_player(6, 2150, {game(3, B, ResultCode::loss), game(2, B, ResultCode::loss)}),
      make_player(7, 2100, {alone(ResultCode::pairing_bye), game(4, B, ResultCode::win)}),
  };
  return s;
}

Pairing good_round() {
  return Pairing{{{6, 1}, {3, 2}, {5, 7}}, {4}};
}

bool found(const std::vector<Finding>& findings, Rule rule, std::vector<int> players) {
  std::sort(players.begin(), players.end());
  return std::any_of(findings.begin(), findings.end(), [&](const Finding& f) {
    auto p = f.players;
    std::sort(p.begin(), p.end());
    return f.rule == rule && p == players;
  });
}

std::string all(const std::vector<Finding>& findings) {
  std::string text;
  for (const Finding& f : findings) text += f.describe() + "; ";
  return text;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(checker_tests)

BOOST_AUTO_TEST_CASE(a_correct_round_has_no_finding) {
  const auto findings = check_round(seven_after_two_rounds(), good_round());
  BOOST_TEST(findings.empty(), all(findings));
}

BOOST_AUTO_TEST_CASE(c1_a_rematch_is_found) {
  const auto findings = check_round(seven_after_two_rounds(), Pairing{{{5, 1}, {3, 2}, {6, 7}}, {4}});
  BOOST_TEST(found(findings, Rule::rematch, {1, 5}), all(findings));
  BOOST_TEST(findings.size() == 1u, all(findings));
  BOOST_TEST(findings[0].describe() == "C1: 5 and 1 already played in round 2");
}

BOOST_AUTO_TEST_CASE(c1_a_forfeited_game_is_not_a_meeting) {
  PairingInput s = seven_after_two_rounds();
  s.find(1)->rounds[1].result = ResultCode::forfeit_win;
  s.find(5)->rounds[1].result = ResultCode::forfeit_loss;
  const auto findings = check_round(s, Pairing{{{5, 1}, {3, 2}, {6, 7}}, {4}});
  BOOST_TEST(!found(findings, Rule::rematch, {1, 5}), all(findings));
}

BOOST_AUTO_TEST_CASE(c2_a_second_pairing_allocated_bye_is_found) {
  const auto findings = check_round(seven_after_two_rounds(), Pairing{{{6, 1}, {3, 2}, {5, 4}}, {7}});
  BOOST_TEST(found(findings, Rule::second_pairing_bye, {7}), all(findings));
  BOOST_TEST(findings.size() == 1u, all(findings));
}

BOOST_AUTO_TEST_CASE(c2_the_bye_is_refused_to_a_player_who_already_won_without_playing) {
  PairingInput s = seven_after_two_rounds();
  s.find(2)->rounds[0].result = ResultCode::forfeit_loss;
  s.find(5)->rounds[0].result = ResultCode::forfeit_win;
  const auto findings = check_round(s, Pairing{{{3, 1}, {4, 2}, {6, 7}}, {5}});
  BOOST_TEST(found(findings, Rule::bye_after_unplayed_win, {5}), all(findings));
  BOOST_TEST(findings.size() == 1u, all(findings));
  BOOST_TEST(findings[0].describe().starts_with("C2: "));
}

BOOST_AUTO_TEST_CASE(c3_the_same_colour_three_times_in_a_row_is_found) {
  // 1 had White twice; giving White again also makes the difference +3.
  const auto findings = check_round(seven_after_two_rounds(), Pairing{{{1, 6}, {3, 2}, {5, 7}}, {4}});
  BOOST_TEST(found(findings, Rule::colour_three_in_a_row, {1}), all(findings));
  BOOST_TEST(found(findings, Rule::colour_three_in_a_row, {6}), all(findings));  // Black a third time
}

BOOST_AUTO_TEST_CASE(c3_a_colour_difference_beyond_two_is_found) {
  // 1: White, White, Black, White; White again is +3 without three in a row.
  PairingInput s;
  s.players = {make_player(1, 2400,
                           {game(11, W, ResultCode::win), game(12, W, ResultCode::win),
                            game(13, B, ResultCode::win), game(14, W, ResultCode::win)}),
               make_player(2, 2300,
                           {game(15, B, ResultCode::win), game(16, W, ResultCode::win),
                            game(17, B, ResultCode::win), game(18, W, ResultCode::win)})};
  s.total_rounds = 9;
  const auto findings = check_round(s, Pairing{{{1, 2}}, {}});
  BOOST_TEST(found(findings, Rule::colour_difference, {1}), all(findings));
  BOOST_TEST(!found(findings, Rule::colour_three_in_a_row, {1}), all(findings));
  BOOST_TEST(findings.size() == 1u, all(findings));
}

BOOST_AUTO_TEST_CASE(c3_a_topscorer_and_his_opponent_are_exempt_in_the_last_round) {
  // C3 forbids only two non-topscorers (A.7) with the same absolute preference to meet.
  PairingInput s;
  s.players = {make_player(1, 2400, {game(11, W, ResultCode::win), game(12, W, ResultCode::win)}),
               make_player(2, 2300, {game(15, B, ResultCode::loss), game(16, B, ResultCode::loss)})};
  s.total_rounds = 3;
  const auto last = check_round(s, Pairing{{{1, 2}}, {}});
  BOOST_TEST(!found(last, Rule::colour_three_in_a_row, {1}), all(last));
  BOOST_TEST(!found(last, Rule::colour_three_in_a_row, {2}), all(last));
  s.total_rounds = 5;
  BOOST_TEST(found(check_round(s, Pairing{{{1, 2}}, {}}), Rule::colour_three_in_a_row, {1}));
}

BOOST_AUTO_TEST_CASE(c3_two_non_topscorers_keep_the_colour_limits_in_the_last_round) {
  PairingInput s;
  s.players = {make_player(1, 2400, {game(11, W, ResultCode::loss), game(12, W, ResultCode::loss)}),
               make_player(2, 2300, {game(15, B, ResultCode::loss), game(16, B, ResultCode::loss)})};
  s.total_rounds = 3;
  const auto last = check_round(s, Pairing{{{1, 2}}, {}});
  BOOST_TEST(found(last, Rule::colour_three_in_a_row, {1}), all(last));
  BOOST_TEST(found(last, Rule::colour_three_in_a_row, {2}), all(last));
}

BOOST_AUTO_TEST_CASE(an_absent_player_who_is_paired_is_found) {
  PairingInput s = seven_after_two_rounds();
  s.find(3)->rounds.push_back(alone(ResultCode::half_bye));
  const auto findings = check_round(s, good_round());
  BOOST_TEST(found(findings, Rule::absent_paired, {3}), all(findings));
  BOOST_TEST(findings.size() == 1u, all(findings));
  BOOST_TEST(findings[0].describe().starts_with("C.04.2: "));
}

BOOST_AUTO_TEST_CASE(a_withdrawn_player_who_is_paired_is_found) {
  PairingInput s = seven_after_two_rounds();
  s.withdrawn.insert(2);
  const auto findings = check_round(s, good_round());
  BOOST_TEST(found(findings, Rule::withdrawn_paired, {2}), all(findings));
  BOOST_TEST(findings.size() == 1u, all(findings));
}

BOOST_AUTO_TEST_CASE(a_player_paired_twice_is_found) {
  const auto findings = check_round(seven_after_two_rounds(), Pairing{{{6, 1}, {3, 2}, {5, 7}}, {1}});
  BOOST_TEST(found(findings, Rule::paired_twice, {1}), all(findings));
  BOOST_TEST(found(findings, Rule::not_paired, {4}), all(findings));
}

BOOST_AUTO_TEST_CASE(a_player_left_out_is_found) {
  const auto findings = check_round(seven_after_two_rounds(), Pairing{{{6, 1}, {3, 2}}, {4}});
  BOOST_TEST(found(findings, Rule::not_paired, {5}), all(findings));
  BOOST_TEST(found(findings, Rule::not_paired, {7}), all(findings));
  BOOST_TEST(findings.size() == 2u, all(findings));
}

BOOST_AUTO_TEST_CASE(an_unknown_player_and_a_second_bye_are_found) {
  const auto findings = check_round(seven_after_two_rounds(), Pairing{{{6, 1}, {3, 2}, {9, 7}}, {4, 5}});
  BOOST_TEST(found(findings, Rule::unknown_player, {9}), all(findings));
  BOOST_TEST(found(findings, Rule::too_many_byes, {4, 5}), all(findings));
}

BOOST_AUTO_TEST_CASE(a_pair_the_judge_forbade_is_found) {
  PairingInput s = seven_after_two_rounds();
  s.forbidden_pairs.insert({1, 6});
  const auto findings = check_round(s, good_round());
  BOOST_TEST(found(findings, Rule::forbidden_pair, {1, 6}), all(findings));
  BOOST_TEST(findings.size() == 1u, all(findings));
}

BOOST_AUTO_TEST_CASE(the_bye_eligibility_answer_of_fide_passes_and_the_old_engines_does_not) {
  const TrfDocument doc = must_read(shashki::test::read_file(reference_dir() / "bye_eligibility_10p.trf"));
  const auto right = check_round(doc.input, Pairing{{{5, 1}, {8, 2}, {3, 9}}, {7}});
  BOOST_TEST(right.empty(), all(right));
  const auto wrong = check_round(doc.input, Pairing{{{5, 1}, {8, 2}, {7, 9}}, {3}});
  BOOST_TEST(found(wrong, Rule::second_pairing_bye, {3}), all(wrong));
}

BOOST_AUTO_TEST_CASE(every_round_of_the_reference_tournaments_has_no_finding) {
  for (const auto& file : reference_files()) {
    const TrfDocument doc = must_read(shashki::test::read_file(file));
    const PairingInput& s = doc.input;
    for (int round = 1; round <= s.rounds_completed(); ++round) {
      BOOST_TEST_INFO(file.filename() << " round " << round);
      const PairingInput before = s.before_round(round);
      const Pairing actual = pairing_of_round(s, round);
      BOOST_TEST(!actual.boards.empty());
      const auto findings = check_round(before, actual);
      BOOST_TEST(findings.empty(), all(findings));
    }
  }
}

BOOST_AUTO_TEST_CASE(round_robin_options_allow_the_second_meeting_of_a_double_cycle) {
  const auto options = CheckOptions::for_engine(EngineKind::round_robin, true);
  const auto findings =
      check_round(seven_after_two_rounds(), Pairing{{{5, 1}, {3, 2}, {6, 7}}, {4}}, options);
  BOOST_TEST(findings.empty(), all(findings));
  BOOST_TEST(!check_round(seven_after_two_rounds(), Pairing{{{5, 1}, {3, 2}, {6, 7}}, {4}},
                          CheckOptions::for_engine(EngineKind::round_robin, false))
                  .empty());
}

BOOST_AUTO_TEST_CASE(published_board_order_puts_the_highest_scores_first) {
  PairingInput s = seven_after_two_rounds();
  // Scores: 1: 1.5, 2: 1.5, 3: 2, 4: 0, 5: 1, 6: 0, 7: 2.
  std::vector<Board> boards{{6, 1}, {5, 7}, {3, 2}};
  order_boards(s, boards);
  BOOST_TEST(boards == (std::vector<Board>{{3, 2}, {5, 7}, {6, 1}}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_SUITE_END()
