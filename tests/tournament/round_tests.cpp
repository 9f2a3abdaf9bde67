// Rounds and boards: the state machine, byes, micro-match colours.
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/round.hpp"

using namespace shashki::tournament;

BOOST_AUTO_TEST_SUITE(round_tests)

BOOST_AUTO_TEST_CASE(a_round_moves_forward_through_its_states_and_never_leaves_locked) {
  using enum RoundState;
  BOOST_TEST(can_change(draft, published));
  BOOST_TEST(can_change(published, complete));
  BOOST_TEST(can_change(complete, published));
  BOOST_TEST(can_change(complete, locked));
  BOOST_TEST(!can_change(draft, complete));
  BOOST_TEST(!can_change(draft, locked));
  BOOST_TEST(!can_change(published, draft));
  BOOST_TEST(!can_change(published, locked));
  for (const auto to : {draft, published, complete, locked}) BOOST_TEST(!can_change(locked, to));
}

BOOST_AUTO_TEST_CASE(a_bye_board_has_no_opponent_and_no_games_and_is_complete) {
  const auto board = Board::bye_for(5, PlayerId{3}, ByeKind::pairing_allocated);
  BOOST_TEST(board.is_bye());
  BOOST_TEST(!board.black.has_value());
  BOOST_TEST(board.games.empty());
  BOOST_TEST(board.is_complete());
}

BOOST_AUTO_TEST_CASE(in_a_micro_match_the_second_game_is_played_with_colours_swapped) {
  const auto board = Board::pairing(1, PlayerId{1}, PlayerId{2}, 2);
  BOOST_TEST(board.games.size() == 2u);
  BOOST_TEST(board.white_of_game(1) == PlayerId{1});
  BOOST_TEST(board.white_of_game(2) == PlayerId{2});
}

BOOST_AUTO_TEST_CASE(a_round_is_complete_only_when_every_game_has_a_result) {
  Round round{1,
              RoundState::published,
              {Board::pairing(1, PlayerId{1}, PlayerId{2}, 2),
               Board::bye_for(2, PlayerId{3}, ByeKind::requested_half)}};
  BOOST_TEST(!round.is_complete());
  round.boards[0].games[0] = GameResult::white_wins;
  BOOST_TEST(!round.is_complete());
  round.boards[0].games[1] = GameResult::draw;
  BOOST_TEST(round.is_complete());
  BOOST_TEST(round.board(2)->is_bye());
  BOOST_TEST(round.board(3) == nullptr);
  BOOST_TEST(round.takes_results());
}

BOOST_AUTO_TEST_SUITE_END()
