// Results from the board (docs/venue.md, "Results from the board"): who may propose, answer and
// confirm a result, and what follows an agreement by the event's setting.
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/board_result.hpp"

#include <string>

using namespace shashki::tournament;
using shashki::clock::Side;

namespace {

ResultProposal proposal(GameResult result, Side by, bool agreed) {
  return ResultProposal{GameKey{EventId{1}, 2, 3, 1}, result, by, agreed, {}};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(board_result_tests)

BOOST_AUTO_TEST_CASE(a_result_is_proposed_only_for_a_game_in_play_without_a_result) {
  const std::optional<ResultProposal> none;
  BOOST_TEST((check_result_proposal(3, RoundState::published, false, none, GameResult::white_wins).value() ==
              GameResult::white_wins));
  for (const auto state : {RoundState::draft, RoundState::complete, RoundState::locked}) {
    const auto refused = check_result_proposal(3, state, false, none, GameResult::draw);
    BOOST_REQUIRE(!refused);
    BOOST_TEST(refused.problem().id() ==
               std::string("board {board}: its round is {state}, not being played"));
  }
  const auto done = check_result_proposal(3, RoundState::published, true, none, GameResult::draw);
  BOOST_REQUIRE(!done);
  BOOST_TEST(done.problem().field() == "result");
}

BOOST_AUTO_TEST_CASE(a_forfeit_is_the_arbiters_ruling_not_the_players_6_1_7) {
  for (const auto forfeit :
       {GameResult::white_forfeit, GameResult::black_forfeit, GameResult::double_forfeit}) {
    const auto refused = check_result_proposal(1, RoundState::published, false, std::nullopt, forfeit);
    BOOST_REQUIRE(!refused);
    BOOST_TEST(refused.problem().id() == std::string("'{result}' is not 1-0, 0-1 or ="));
  }
}

BOOST_AUTO_TEST_CASE(a_new_proposal_replaces_an_unanswered_one_but_not_an_agreed_one) {
  const auto open = proposal(GameResult::white_wins, Side::white, false);
  BOOST_TEST(check_result_proposal(3, RoundState::published, false, open, GameResult::draw).ok());
  BOOST_TEST(repeats_proposal(open, GameResult::white_wins, Side::white));
  BOOST_TEST(!repeats_proposal(open, GameResult::white_wins, Side::black));
  BOOST_TEST(!repeats_proposal(open, GameResult::draw, Side::white));
  BOOST_TEST(!repeats_proposal(std::nullopt, GameResult::draw, Side::white));
  const auto agreed = proposal(GameResult::white_wins, Side::white, true);
  BOOST_TEST(!check_result_proposal(3, RoundState::published, false, agreed, GameResult::draw).ok());
}

BOOST_AUTO_TEST_CASE(only_the_opponent_answers_a_proposal_and_only_once) {
  const auto open = proposal(GameResult::black_wins, Side::black, false);
  const auto own = check_proposal_answer(3, open, Side::black);
  BOOST_REQUIRE(!own);
  BOOST_TEST(own.problem().field() == "side");
  BOOST_TEST(check_proposal_answer(3, open, Side::white).ok());
  BOOST_TEST(!check_proposal_answer(3, std::nullopt, Side::white).ok());
  BOOST_TEST(
      !check_proposal_answer(3, proposal(GameResult::black_wins, Side::black, true), Side::white).ok());
}

BOOST_AUTO_TEST_CASE(the_event_setting_decides_whether_an_agreed_result_waits_for_the_arbiter) {
  BOOST_TEST((after_agreement(BoardResults::confirm) == ProposalStep::awaits_arbiter));
  BOOST_TEST((after_agreement(BoardResults::direct) == ProposalStep::enters));
  BOOST_TEST((board_results_from_code(code(BoardResults::direct)) == BoardResults::direct));
  BOOST_TEST((board_results_from_code("confirm") == BoardResults::confirm));
  BOOST_TEST(!board_results_from_code("Direct").has_value());
  BOOST_TEST((Event{}.board_results == BoardResults::confirm));
}

BOOST_AUTO_TEST_CASE(the_arbiter_confirms_only_what_both_players_agreed) {
  BOOST_TEST((check_proposal_confirmation(3, proposal(GameResult::draw, Side::white, true)).value() ==
              GameResult::draw));
  BOOST_TEST(!check_proposal_confirmation(3, proposal(GameResult::draw, Side::white, false)).ok());
  BOOST_TEST(!check_proposal_confirmation(3, std::nullopt).ok());
}

BOOST_AUTO_TEST_CASE(a_floor_arbiter_enters_a_played_result_of_a_game_in_play_and_nothing_more) {
  const std::optional<ResultProposal> none;
  BOOST_TEST((check_floor_result(3, RoundState::published, false, none, GameResult::black_wins).value() ==
              GameResult::black_wins));
  // Outside the round being played, over a result, or a forfeit (6.1.7): the chief arbiter's.
  for (const auto state : {RoundState::draft, RoundState::complete, RoundState::locked})
    BOOST_TEST(!check_floor_result(3, state, false, none, GameResult::draw));
  const auto corrected = check_floor_result(3, RoundState::published, true, none, GameResult::draw);
  BOOST_REQUIRE(!corrected);
  BOOST_TEST(corrected.problem().field() == "result");
  for (const auto forfeit :
       {GameResult::white_forfeit, GameResult::black_forfeit, GameResult::double_forfeit})
    BOOST_TEST(!check_floor_result(3, RoundState::published, false, none, forfeit));
  // What the players agreed on is confirmed by entering it; another result over it is refused,
  // an unanswered proposal does not bind.
  const auto agreed = proposal(GameResult::draw, Side::white, true);
  BOOST_TEST(check_floor_result(3, RoundState::published, false, agreed, GameResult::draw).ok());
  const auto other = check_floor_result(3, RoundState::published, false, agreed, GameResult::white_wins);
  BOOST_REQUIRE(!other);
  BOOST_TEST(other.problem().args().size() == 2u);
  const auto asked = proposal(GameResult::draw, Side::white, false);
  BOOST_TEST(check_floor_result(3, RoundState::published, false, asked, GameResult::white_wins).ok());
}

BOOST_AUTO_TEST_CASE(a_floor_action_reads_back_from_its_code_and_nothing_else_does) {
  for (const auto action :
       {FloorAction::pause, FloorAction::resume, FloorAction::appeal, FloorAction::result})
    BOOST_TEST((floor_action_from_code(code(action)) == action));
  for (const std::string& text : {"", "Pause", "publish", "pair", "result "})
    BOOST_TEST(!floor_action_from_code(text).has_value());
}

BOOST_AUTO_TEST_CASE(the_arbiter_s_key_confirms_only_the_agreed_result_of_its_game_without_a_result) {
  const auto agreed = std::optional(proposal(GameResult::draw, Side::white, true));  // game 1
  BOOST_TEST(confirms_proposal(agreed, 1, false, GameResult::draw));
  BOOST_TEST(!confirms_proposal(agreed, 1, false, GameResult::white_wins));  // the arbiter's own ruling
  BOOST_TEST(!confirms_proposal(agreed, 2, false, GameResult::draw));        // another game of the board
  BOOST_TEST(!confirms_proposal(agreed, 1, true, GameResult::draw));         // a result is in already
  BOOST_TEST(!confirms_proposal(proposal(GameResult::draw, Side::white, false), 1, false, GameResult::draw));
  BOOST_TEST(!confirms_proposal(std::nullopt, 1, false, GameResult::draw));
}

BOOST_AUTO_TEST_SUITE_END()
