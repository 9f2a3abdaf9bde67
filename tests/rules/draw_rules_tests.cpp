// Draw and result rules (6.1.7, 6.1.8.1, 6.1.8.3-6.1.8.6, 6.1.8.8, 6.1.10.2, 6.1.10.4, threefold
// repetition): each with a game that reaches the limit exactly and one that falls a move short.
#include "rules_fixtures.hpp"
#include "shashki/rules/draw_rules.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"
#include "shashki/rules/pdn.hpp"
#include "shashki/test/support.hpp"

#include <boost/test/unit_test.hpp>

#include <set>
#include <string>
#include <vector>

using namespace shashki::rules;
using shashki::rules::test::fen;

namespace {

// A game of `plies` quiet moves from `start` that never repeats a position and never allows a
// capture: king moves, or a man move at the plies listed in `man_plies`. Deterministic (the
// first such move in move order), so each test plays the same game every time.
GameRecord walk(const std::string& start, int plies, const std::set<int>& man_plies = {}) {
  GameRecord record(fen(start));
  std::vector<Position> seen{record.current()};
  for (int ply = 1; ply <= plies; ++ply) {
    const Position& p = record.current();
    bool played = false;
    for (const Move& m : legal_moves(p)) {
      const bool man = (p.kings() & m.from.bit()) == 0;
      if (m.is_capture() || m.promotes || man != man_plies.contains(ply)) continue;
      const Position next = p.succ(m);
      if (has_capture(next) || std::find(seen.begin(), seen.end(), next) != seen.end()) continue;
      if (has_capture(next.with_side(p.side_to_move()))) continue;  // keep the opponent safe too
      record.play(m);
      seen.push_back(next);
      played = true;
      break;
    }
    BOOST_REQUIRE_MESSAGE(played, "the test walk is stuck at ply " << ply);
  }
  return record;
}

GameConditions classical() {
  return GameConditions{};
}

// The first ply with a verdict and its clause, "29 6.1.8.3"; "none" if there is none.
std::string first_verdict(const GameRecord& record, const GameConditions& c = classical()) {
  for (const PlyStatus& s : review_game(record, c)) {
    if (s.verdict) return std::to_string(s.ply) + " " + std::string(s.verdict->clause);
  }
  return "none";
}

GameRecord truncated(const GameRecord& full, int plies) {
  GameRecord r(full.start());
  for (int i = 1; i <= plies; ++i) r.play(full.move(i));
  return r;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(draw_rules_tests)

BOOST_AUTO_TEST_CASE(a_side_without_pieces_or_moves_has_lost_6_1_7) {
  BOOST_TEST((win_by_rules(fen("B:Wc3:B")) == Outcome::white_wins));
  // Black's man on h2 is blocked: g1 is taken and cannot be jumped.
  BOOST_TEST((win_by_rules(fen("B:Wg1:Bh2")) == Outcome::white_wins));
  BOOST_TEST(!win_by_rules(Position::initial()).has_value());
}

BOOST_AUTO_TEST_CASE(a_draw_may_be_offered_once_each_side_has_made_20_moves_6_1_8_1) {
  const auto games =
      parse_pdn(shashki::test::read_file(shashki::test::data_dir() / "rules/lidraughts_russian_games.pdn"));
  BOOST_REQUIRE(games.ok());
  const auto replayed = replay(games->at(2));  // 90 plies from the initial position
  BOOST_REQUIRE(replayed.ok());
  const auto statuses = review_game(replayed->record, classical());
  BOOST_TEST(!statuses[39].offer_allowed);  // White 20 moves, Black 19
  BOOST_TEST(statuses[40].offer_allowed);
}

BOOST_AUTO_TEST_CASE(unrecorded_rapid_games_allow_a_draw_offer_only_with_six_pieces_or_fewer_each_6_1_10_2) {
  const GameConditions unrecorded{Discipline::rapid, true, false};
  const GameRecord seven(fen("W:Wa1,c1,e1,g1,b2,d2,f2:Bb8,d8,f8,h8,a7,c7"));
  const GameRecord six(fen("W:Wa1,c1,e1,g1,b2,d2:Bb8,d8,f8,h8,a7,c7"));
  BOOST_TEST(!review_game(seven, unrecorded).front().offer_allowed);
  BOOST_TEST(review_game(six, unrecorded).front().offer_allowed);
  BOOST_TEST(review_game(seven, GameConditions{Discipline::rapid, true, true}).front().offer_allowed);
}

BOOST_AUTO_TEST_CASE(three_kings_holding_the_big_road_have_15_moves_against_a_lone_king_6_1_8_3) {
  const GameRecord game = walk("W:WKa1,Kc1,Ke1:BKh6", 29);
  BOOST_TEST(first_verdict(game) == "29 6.1.8.3");
  BOOST_TEST(first_verdict(truncated(game, 28)) == "none");
}

BOOST_AUTO_TEST_CASE(three_or_more_pieces_have_15_moves_against_a_lone_king_6_1_8_4) {
  const GameRecord game = walk("W:WKc1,Ke1,Kg1,a3:BKh6", 29);
  BOOST_TEST(first_verdict(game) == "29 6.1.8.4");
  BOOST_TEST(first_verdict(truncated(game, 28)) == "none");
}

BOOST_AUTO_TEST_CASE(three_pieces_off_the_big_road_have_5_moves_against_a_king_on_it_6_1_8_5) {
  const GameRecord game = walk("W:WKc1,Ke1,Kg1:BKh8", 9);
  BOOST_TEST(first_verdict(game) == "9 6.1.8.5");
  BOOST_TEST(first_verdict(truncated(game, 8)) == "none");
}

BOOST_AUTO_TEST_CASE(without_increment_the_big_road_ending_is_drawn_at_once_6_1_10_4) {
  const GameConditions no_increment{Discipline::lightning, false, true};
  BOOST_TEST(first_verdict(GameRecord(fen("W:WKc1,Ke1,Kg1:BKd4")), no_increment) == "0 6.1.10.4");
  BOOST_TEST(first_verdict(GameRecord(fen("W:WKc1:BKh6")), no_increment) == "0 6.1.10.4");
  // Four pieces are played on even without increment.
  BOOST_TEST(first_verdict(GameRecord(fen("W:WKc1,Ke1:BKh6,Kf8")), no_increment) == "none");
}

BOOST_AUTO_TEST_CASE(two_or_three_pieces_with_kings_on_both_sides_have_5_moves_6_1_8_6) {
  const GameRecord game = walk("W:WKc1:BKh6", 10);
  BOOST_TEST(first_verdict(game) == "10 6.1.8.6");
  BOOST_TEST(first_verdict(truncated(game, 9)) == "none");
}

BOOST_AUTO_TEST_CASE(four_or_five_pieces_with_kings_on_both_sides_have_30_moves_6_1_8_6) {
  // White's man moves at plies 21 and 41 keep the king-only count of 6.1.8.8 from ending it first.
  const GameRecord game = walk("W:WKc1,a3:BKh6,h8", 60, {21, 41});
  BOOST_TEST(first_verdict(game) == "60 6.1.8.6");
  BOOST_TEST(first_verdict(truncated(game, 59)) == "none");
}

BOOST_AUTO_TEST_CASE(fifteen_king_only_moves_in_a_four_piece_ending_draw_6_1_8_8) {
  const GameRecord game = walk("W:WKc1,Ke1:BKh6,Kf8", 30);
  BOOST_TEST(first_verdict(game) == "30 6.1.8.8");
  BOOST_TEST(first_verdict(truncated(game, 29)) == "none");
}

BOOST_AUTO_TEST_CASE(twenty_five_king_only_moves_in_a_six_piece_ending_draw_6_1_8_8) {
  const GameRecord game = walk("W:WKc1,Ke1,Kg1:BKb8,Kd8,Kf8", 50);
  BOOST_TEST(first_verdict(game) == "50 6.1.8.8");
  BOOST_TEST(first_verdict(truncated(game, 49)) == "none");
}

BOOST_AUTO_TEST_CASE(the_third_occurrence_of_a_position_is_a_draw_by_repetition) {
  GameRecord game(fen("W:WKc1:BKf8"));
  for (const char* m : {"c1-d2", "f8-g7", "d2-c1", "g7-f8", "c1-d2", "f8-g7", "d2-c1", "g7-f8"}) {
    game.play(*parse_move(game.current(), m));
  }
  const auto statuses = review_game(game, classical());
  BOOST_TEST(!statuses[7].verdict.has_value());
  BOOST_REQUIRE(statuses[8].verdict.has_value());
  BOOST_TEST(statuses[8].verdict->repetition);
  BOOST_TEST(game.occurrences(8) == 3);
}

BOOST_AUTO_TEST_CASE(a_count_reports_its_start_and_progress_for_a_live_game) {
  const GameRecord game = walk("W:WKc1:BKh6", 4);
  const auto now = review_game(game, classical()).back();
  BOOST_REQUIRE_EQUAL(now.counts.size(), 1U);
  BOOST_TEST(now.counts.front().clause == "6.1.8.6");
  BOOST_TEST(now.counts.front().start_ply == 0);
  BOOST_TEST(now.counts.front().moves == 2);
  BOOST_TEST(now.counts.front().limit == 5);
}

BOOST_AUTO_TEST_SUITE_END()
