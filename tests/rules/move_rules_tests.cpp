// The rule suite: for each clause 6.1.4.3-6.1.4.5 and 6.1.5.1-6.1.5.17 of the rulebook, a
// position and the exact set of legal moves (in full notation, 6.1.6.2).
#include "rules_fixtures.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <set>
#include <string>

using namespace shashki::rules;
using shashki::rules::test::fen;

namespace {

std::set<std::string> moves_of(const Position& p) {
  const auto texts = format_moves(p, legal_moves(p));
  return {texts.begin(), texts.end()};
}

void expect_moves(const std::string& position, std::set<std::string> expected) {
  BOOST_TEST_INFO("position " << position);
  BOOST_TEST(moves_of(fen(position)) == expected, boost::test_tools::per_element());
}

Move only_move(const std::string& position) {
  const auto moves = legal_moves(fen(position));
  BOOST_REQUIRE_EQUAL(moves.size(), 1U);
  return moves.front();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(move_rules_tests)

BOOST_AUTO_TEST_CASE(a_man_moves_only_forward_to_an_adjacent_square_6_1_4_3) {
  expect_moves("W:Wc3:Bh8", {"c3-b4", "c3-d4"});
  expect_moves("B:Wa1:Bd6", {"d6-c5", "d6-e5"});
}

BOOST_AUTO_TEST_CASE(a_man_reaching_the_last_row_becomes_a_king_6_1_4_4) {
  const Position p = fen("W:Wc7:Bh6");
  expect_moves("W:Wc7:Bh6", {"c7-b8", "c7-d8"});
  for (const Move& m : legal_moves(p)) {
    BOOST_TEST(m.promotes);
    BOOST_TEST((p.succ(m).kings() & m.to.bit()) != 0U);
  }
}

BOOST_AUTO_TEST_CASE(a_king_flies_along_diagonals_but_not_over_its_own_pieces_6_1_4_5) {
  expect_moves("W:WKc3,e5:Bh8",
               {"c3-d4", "c3-b4", "c3-a5", "c3-d2", "c3-e1", "c3-b2", "c3-a1", "e5-d6", "e5-f6"});
}

BOOST_AUTO_TEST_CASE(a_man_captures_an_adjacent_piece_with_a_free_square_behind_6_1_5_1) {
  expect_moves("W:Wc3,a1:Bd4", {"c3:e5"});
}

BOOST_AUTO_TEST_CASE(a_king_captures_at_a_distance_and_lands_on_any_free_square_6_1_5_2) {
  expect_moves("W:WKa1:Bd4", {"a1:e5", "a1:f6", "a1:g7", "a1:h8"});
}

BOOST_AUTO_TEST_CASE(capture_is_compulsory_also_backwards_and_never_of_own_pieces_6_1_5_3) {
  expect_moves("W:Wd4,a1:Bc3", {"d4:b2"});
  expect_moves("W:Wc3,d4:Bh8", {"c3-b4", "d4-c5", "d4-e5"});
}

BOOST_AUTO_TEST_CASE(a_capture_is_complete_when_the_piece_is_removed_6_1_5_4) {
  const Position p = fen("W:Wc3:Bd4");
  const Position after = p.succ(only_move("W:Wc3:Bd4"));
  BOOST_TEST(after.black() == 0U);
  BOOST_TEST(to_fen(after) == "B:We5:B");
}

BOOST_AUTO_TEST_CASE(a_man_goes_on_capturing_while_it_can_6_1_5_5) {
  expect_moves("W:Wc3:Bd4,f6", {"c3:g7"});
}

BOOST_AUTO_TEST_CASE(a_king_must_land_where_the_capture_goes_on_6_1_5_6) {
  // From e5 only can the king take f4; d4, f6, g7, h8 would end the capture.
  expect_moves("W:WKa1:Bc3,f4", {"a1:g3", "a1:h2"});
}

BOOST_AUTO_TEST_CASE(captured_pieces_are_removed_together_after_the_capture_6_1_5_7) {
  const Position p = fen("W:Wc3:Bd4,f6,h8");
  const Move m = only_move("W:Wc3:Bd4,f6,h8");
  BOOST_TEST(count(m.captured) == 2);
  BOOST_TEST(to_fen(p.succ(m)) == "B:Wg7:Bh8");
}

BOOST_AUTO_TEST_CASE(a_capture_may_not_pass_over_own_pieces_6_1_5_8) {
  expect_moves("W:WKa1,c3:Bd4", {"c3:e5"});
}

BOOST_AUTO_TEST_CASE(a_square_may_be_passed_twice_but_a_piece_jumped_only_once_6_1_5_9) {
  // The man goes round four pieces back to its own square, either way round: one move.
  const auto moves = legal_moves(fen("B:Wc5,c3,e3,e5:Bd6"));
  BOOST_REQUIRE_EQUAL(moves.size(), 1U);
  BOOST_TEST(moves.front().from.name() == moves.front().to.name());
  BOOST_TEST(count(moves.front().captured) == 4);
}

BOOST_AUTO_TEST_CASE(a_capture_is_recorded_square_by_square_6_1_5_10) {
  const Position p = fen("W:Wc3:Bd4,f6");
  const auto m = parse_move(p, "c3:e5:g7");
  BOOST_REQUIRE(m.ok());
  BOOST_TEST(m->to.name() == "g7");
}

BOOST_AUTO_TEST_CASE(a_capture_is_finished_only_at_the_end_of_the_route_6_1_5_11) {
  const Position p = fen("W:Wc3:Bd4,f6");
  BOOST_TEST(!parse_move(p, "c3:e5").ok());
  const MoveMatch step = match_written_move(p, *read_written_move("c3:e5"));
  BOOST_TEST(step.partial);
}

BOOST_AUTO_TEST_CASE(captured_pieces_stay_until_the_capture_ends_figure_4_6_1_5_12) {
  // Figure 4: a5:e1:g3:e5; d4 cannot be taken because c3 is still on the board.
  const std::string figure4 = "B:Wc3,d4,e3,f2,f4:BKa5,d6,e7";
  expect_moves(figure4, {"a5:e5"});
  const Position p = fen(figure4);
  const auto m = parse_move(p, "a5:e1:g3:e5");
  BOOST_REQUIRE(m.ok());
  BOOST_TEST((m->captured & fen("W:Wd4:B").white()) == 0U);
  // White then plays d4:d8 (a man capturing forward and reaching the last row).
  const Position next = p.succ(*m);
  BOOST_TEST(moves_of(next) == std::set<std::string>{"d4:d8"}, boost::test_tools::per_element());
  BOOST_TEST(legal_moves(next).front().promotes);
}

BOOST_AUTO_TEST_CASE(removal_is_complete_when_the_last_captured_piece_is_gone_6_1_5_13) {
  const Position p = fen("W:WKe1:Bc3,b6,e7,e5,c5,d6");
  const Position after = p.succ(only_move("W:WKe1:Bc3,b6,e7,e5,c5,d6"));
  BOOST_TEST(count(after.black()) == 2);
}

BOOST_AUTO_TEST_CASE(the_capturing_player_chooses_freely_whatever_the_number_taken_6_1_5_14) {
  expect_moves("W:Wa3,e3:Bb4,f4,f6", {"a3:c5", "e3:e7"});
}

BOOST_AUTO_TEST_CASE(a_man_made_king_during_a_capture_goes_on_as_a_king_6_1_5_15) {
  // b6:d8 makes a king, which takes e7 and may land on f6, g5 or h4 (a man could only reach f6).
  expect_moves("W:Wb6:Bc7,e7", {"b6:f6", "b6:g5", "b6:h4"});
  for (const Move& m : legal_moves(fen("W:Wb6:Bc7,e7"))) BOOST_TEST(m.promotes);
}

BOOST_AUTO_TEST_CASE(a_man_reaching_the_last_row_without_capturing_stops_6_1_5_16) {
  const Position p = fen("W:Wc7:Bf6");
  expect_moves("W:Wc7:Bf6", {"c7-b8", "c7-d8"});
  const Position after = p.succ(*parse_move(p, "c7-d8")).with_side(Color::white);
  BOOST_TEST(moves_of(after) == (std::set<std::string>{"d8:g5", "d8:h4"}), boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(figure_5_the_king_stops_on_d4_6_1_5_17) {
  const std::string figure5 = "W:WKe1:Bc3,b6,e7,e5,c5,d6";
  expect_moves(figure5, {"e1:d4"});
  const auto m = parse_move(fen(figure5), "e1:a5:d8:f6:d4");
  BOOST_REQUIRE(m.ok());
  BOOST_TEST(count(m->captured) == 4);
  BOOST_TEST(!parse_move(fen(figure5), "e1:a5:d8:f6:d4:b6").ok());
}

BOOST_AUTO_TEST_CASE(figure_6_both_routes_of_the_turkish_strike_are_one_move_6_1_5_17) {
  const std::string figure6 = "B:Wa1,b2,a3,e3,b4,d2,f2,f4,d4:Ba5,c5,c7,e7,g7";
  expect_moves(figure6, {"a5:c3"});
  const Position p = fen(figure6);
  const auto one = parse_move(p, "a5:c3:e1:g3:e5:c3");
  const auto other = parse_move(p, "a5:c3:e5:g3:e1:c3");
  BOOST_REQUIRE(one.ok());
  BOOST_REQUIRE(other.ok());
  BOOST_TEST((*one == *other));
  BOOST_TEST(one->promotes);
  BOOST_TEST(count(one->captured) == 5);
  int routes = 0;
  for (const Route& r : legal_routes(p)) routes += r.move() == *one ? 1 : 0;
  BOOST_TEST(routes == 2);
  // White's reply b2:d4:b6:d8:f6:h8 (6.1.5.9: the king on c3 is taken).
  const Position next = p.succ(*one);
  BOOST_TEST(moves_of(next) == std::set<std::string>{"b2:h8"}, boost::test_tools::per_element());
  BOOST_TEST(parse_move(next, "b2:d4:b6:d8:f6:h8").ok());
}

BOOST_AUTO_TEST_CASE(figure_8_three_captures_are_recorded_with_their_turning_squares_6_1_6_2) {
  expect_moves("W:WKd2:Bf4,g7,f6,d6,b6", {"d2:h6:f8:c5:a7", "d2:g5:e7:c5:a7", "d2:g5:d8:a5"});
}

BOOST_AUTO_TEST_SUITE_END()
