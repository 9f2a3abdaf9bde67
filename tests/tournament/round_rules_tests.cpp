// The rules of rounds the database stores by: which round is paired next, the boards of a draft,
// result entry, state changes and taking a result back. Each refusal names its field.
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/live_play.hpp"
#include "shashki/tournament/round_rules.hpp"

#include <array>

using namespace shashki::tournament;

namespace {

Event event_of(int rounds, bool micro_match = false) {
  Event e;
  e.name = "Open";
  e.rounds = rounds;
  e.micro_match = micro_match;
  return e;
}

std::vector<Player> players_of(int count) {
  std::vector<Player> players;
  for (int i = 1; i <= count; ++i) {
    Player p;
    p.id = PlayerId{i};
    p.number = i;
    p.name = "Player " + std::to_string(i);
    players.push_back(p);
  }
  return players;
}

// Round `number` in `state`: players 1-2 on board 1, player 3 with a bye on board 2.
Round round_of(int number, RoundState state, int games = 1) {
  return Round{number,
               state,
               {Board::pairing(1, PlayerId{1}, PlayerId{2}, games),
                Board::bye_for(2, PlayerId{3}, ByeKind::pairing_allocated)}};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(round_rules_tests)

BOOST_AUTO_TEST_CASE(the_next_round_is_paired_after_a_complete_or_locked_one_and_a_draft_is_paired_again) {
  const auto event = event_of(5);
  BOOST_TEST(*round_to_pair(event, nullptr) == 1);
  auto last = round_of(2, RoundState::draft);
  BOOST_TEST(*round_to_pair(event, &last) == 2);
  last.state = RoundState::complete;
  BOOST_TEST(*round_to_pair(event, &last) == 3);
  last.state = RoundState::locked;
  BOOST_TEST(*round_to_pair(event, &last) == 3);
}

BOOST_AUTO_TEST_CASE(
    a_round_still_being_played_stops_the_next_pairing_and_says_how_many_boards_lack_results) {
  const auto event = event_of(5);
  auto last = round_of(2, RoundState::published);
  const auto refused = round_to_pair(event, &last);
  BOOST_REQUIRE(!refused);
  BOOST_TEST(refused.problem().count() == 1u);
  BOOST_TEST(
      refused.error() ==
      "cannot pair the next round: round 2 is not complete: 1 board still lacks its result; enter it, then "
      "complete the round");
  last.boards[0].games[0] = GameResult::draw;
  BOOST_TEST(round_to_pair(event, &last).error().find("complete the round first") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(no_round_is_paired_after_the_last_round_of_the_event) {
  const auto event = event_of(3);
  const auto last = round_of(3, RoundState::locked);
  BOOST_TEST(round_to_pair(event, &last).error() ==
             "cannot pair the next round: all 3 rounds of the event have been played");
}

BOOST_AUTO_TEST_CASE(a_draft_must_be_the_round_to_pair_and_comes_back_without_results) {
  const auto event = event_of(5);
  const auto players = players_of(3);
  const auto last = round_of(1, RoundState::complete);
  auto early = round_of(3, RoundState::published);
  const auto refused = check_draft(event, &last, players, early);
  BOOST_TEST(refused.problem().field() == "round");
  BOOST_TEST(refused.error() == "round 3 cannot be drafted now; the round to pair is 2");
  auto next = round_of(2, RoundState::published);
  next.boards[0].games[0] = GameResult::white_wins;
  const auto draft = check_draft(event, &last, players, next);
  BOOST_REQUIRE(draft.ok());
  BOOST_TEST(draft->state == RoundState::draft);
  BOOST_TEST(!draft->boards[0].games[0].has_value());
}

BOOST_AUTO_TEST_CASE(boards_seat_players_of_the_event_once_with_the_event_s_games) {
  const std::set<PlayerId> players{PlayerId{1}, PlayerId{2}, PlayerId{3}};
  auto twice = round_of(1, RoundState::draft);
  twice.boards[1].white = PlayerId{2};
  BOOST_TEST(check_boards(twice, players, 1).error() == "round 1, board 2: player 2 sits twice");
  auto stranger = round_of(1, RoundState::draft);
  stranger.boards[1].white = PlayerId{9};
  BOOST_TEST(check_boards(stranger, players, 1).error() == "round 1, board 2: player 9 is not in this event");
  BOOST_TEST(check_boards(round_of(1, RoundState::draft), players, 2).error() ==
             "round 1, board 1: this event plays 2 games per board");
  auto numbered = round_of(1, RoundState::draft);
  numbered.boards[1].number = 1;
  BOOST_TEST(check_boards(numbered, players, 1).problem().field() == "board");
  auto both = round_of(1, RoundState::draft);
  both.boards[0].bye = ByeKind::requested_half;
  BOOST_TEST(check_boards(both, players, 1).error().find("not both or neither") != std::string::npos);
  BOOST_TEST(check_boards(round_of(1, RoundState::draft), players, 1).ok());
}

BOOST_AUTO_TEST_CASE(only_a_draft_is_edited) {
  const auto players = players_of(3);
  const auto stored = round_of(2, RoundState::published);
  BOOST_TEST(check_draft_edit(stored, stored, players, 1).error() ==
             "round 2 is not a draft; only a draft can be edited");
  BOOST_TEST(check_draft_edit(round_of(2, RoundState::draft), stored, players, 1)->state ==
             RoundState::draft);
}

BOOST_AUTO_TEST_CASE(results_are_entered_in_a_published_or_complete_round_on_a_board_with_that_game) {
  auto round = round_of(4, RoundState::draft);
  BOOST_TEST(check_result_entry(round, 1, 1).error() == "round 4 is a draft; publish it first");
  round.state = RoundState::locked;
  BOOST_TEST(check_result_entry(round, 1, 1).error() == "round 4 is locked; its results are final");
  round.state = RoundState::published;
  BOOST_TEST(check_result_entry(round, 9, 1).problem().field() == "board");
  BOOST_TEST(check_result_entry(round, 2, 1).error() == "board 2 is a bye; it has no game");
  BOOST_TEST(check_result_entry(round, 1, 2).error() == "board 1 has 1 game (not a micro-match)");
  BOOST_TEST(check_result_entry(round, 1, 2).problem().field() == "game");
  BOOST_TEST(check_result_entry(round, 1, 1)->number == 1);
  round.state = RoundState::complete;
  BOOST_TEST(check_result_entry(round, 1, 1).ok());
}

BOOST_AUTO_TEST_CASE(tie_break_games_are_recorded_in_sequence_without_gaps) {
  auto round = round_of(1, RoundState::published);
  round.boards[0].tiebreaks.push_back({KnockoutStage::rapid, GameResult::draw});
  BOOST_TEST(check_tiebreak_entry(round, 1, 1).ok());
  BOOST_TEST(check_tiebreak_entry(round, 1, 2).ok());
  BOOST_TEST(check_tiebreak_entry(round, 1, 3).error() ==
             "board 1 has 1 tie-break game; the next one is tie-break game 2");
  BOOST_TEST(check_tiebreak_entry(round, 2, 1).error() == "board 2 is a bye; it has no game");
}

BOOST_AUTO_TEST_CASE(a_round_changes_state_only_along_its_life_and_is_completed_with_every_result) {
  auto round = round_of(2, RoundState::published);
  BOOST_TEST(change_state(round, RoundState::locked).error() ==
             "round 2 is published; it cannot become locked");
  BOOST_TEST(change_state(round, RoundState::complete).error() ==
             "round 2 still lacks results; enter them all before completing it");
  round.boards[0].games[0] = GameResult::black_wins;
  BOOST_TEST(change_state(round, RoundState::complete)->state == RoundState::complete);
  BOOST_TEST(reopen_locked(round).error() ==
             "round 2 is published, not locked; only a locked round is reopened");
  round.state = RoundState::locked;
  BOOST_TEST(reopen_locked(round)->state == RoundState::complete);
}

BOOST_AUTO_TEST_CASE(a_cleared_result_reopens_a_complete_round_unless_a_later_round_rests_on_it) {
  auto round = round_of(3, RoundState::complete);
  BOOST_TEST(clear_result(round, 1, 1, 3).error() == "round 3, board 1, game 1 has no result to clear");
  round.boards[0].games[0] = GameResult::draw;
  BOOST_TEST(clear_result(round, 1, 1, 4).error() ==
             "round 4 has been paired after round 3, board 1, game 1; correct the result instead");
  const auto cleared = clear_result(round, 1, 1, 3);
  BOOST_REQUIRE(cleared.ok());
  BOOST_TEST(cleared->state == RoundState::published);
  BOOST_TEST(!cleared->board.games[0].has_value());
  round.state = RoundState::published;
  BOOST_TEST(clear_result(round, 1, 1, 3)->state == RoundState::published);
}

BOOST_AUTO_TEST_CASE(live_play_waits_for_a_published_round_and_moves_are_written_down_until_it_is_locked) {
  BOOST_TEST(check_live_write(2, RoundState::published, LiveWrite::play).ok());
  BOOST_TEST(check_live_write(2, RoundState::complete, LiveWrite::play).error() ==
             "round 2 is complete, not being played");
  BOOST_TEST(check_live_write(2, RoundState::complete, LiveWrite::moves).ok());
  BOOST_TEST(!check_live_write(2, RoundState::locked, LiveWrite::moves).ok());
  BOOST_TEST(!check_live_write(2, RoundState::draft, LiveWrite::play).ok());
}

BOOST_AUTO_TEST_CASE(a_board_s_control_changes_only_before_its_clock_runs_and_an_answer_is_given_once) {
  BOOST_TEST(check_control_change(4, false).ok());
  BOOST_TEST(check_control_change(4, true).error().starts_with("board 4: its clock has already run"));
  BOOST_TEST(check_undecided_appeal(7, false).ok());
  BOOST_TEST(check_undecided_appeal(7, true).error() == "appeal 7 was already decided");
  BOOST_TEST(check_undecided_claim(3, std::nullopt).ok());
  BOOST_TEST(check_undecided_claim(3, ClaimOutcome::declined).error() ==
             "draw offer or claim 3 was already declined");
}

BOOST_AUTO_TEST_CASE(a_state_is_named_by_a_message_id_that_is_translated_with_the_message) {
  const std::array states{RoundState::draft, RoundState::published, RoundState::complete, RoundState::locked};
  for (const auto s : states) BOOST_TEST(std::string(term(s)) == std::string(code(s)));
}

BOOST_AUTO_TEST_SUITE_END()
