// Knockout matches: tie-break games decide a level match; standings rank by the round of
// elimination. The rulebook is silent on knockouts; the regulations of the event set the
// tie-break stages (rapid 6.1.10, lightning, a deciding game).
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/knockout_match.hpp"
#include "shashki/tournament/standings.hpp"

using namespace shashki::tournament;

namespace {

const Scoring micro{ScoringScale::two_one_zero, true, MicroMatchScoring::per_game};

Board level_match() {
  auto board = Board::pairing(1, PlayerId{1}, PlayerId{2}, 2);
  board.games = {GameResult::draw, GameResult::draw};
  return board;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(knockout_match_tests)

BOOST_AUTO_TEST_CASE(a_level_micro_match_is_undecided_until_a_tie_break_stage_has_a_winner) {
  auto board = level_match();
  BOOST_TEST((knockout_state(board, micro) == MatchState::undecided));
  BOOST_TEST(!knockout_winner(board, micro).has_value());
  // Rapid: game 3 has the board's White (1), game 4 the board's Black (2); 1-1, still level.
  board.tiebreaks.push_back({KnockoutStage::rapid, GameResult::white_wins});
  BOOST_TEST((knockout_state(board, micro) == MatchState::undecided));  // 2 has not had White yet
  board.tiebreaks.push_back({KnockoutStage::rapid, GameResult::white_wins});
  BOOST_TEST((knockout_state(board, micro) == MatchState::undecided));
  // Lightning: 1 draws with White, then wins game 6 with Black (its White, 2, lost).
  board.tiebreaks.push_back({KnockoutStage::lightning, GameResult::draw});
  board.tiebreaks.push_back({KnockoutStage::lightning, GameResult::black_wins});
  BOOST_TEST((knockout_state(board, micro) == MatchState::decided));
  BOOST_TEST((knockout_winner(board, micro) == PlayerId{1}));
}

BOOST_AUTO_TEST_CASE(a_won_deciding_game_decides_and_a_drawn_one_leaves_the_match_level) {
  auto board = level_match();
  board.tiebreaks.push_back({KnockoutStage::deciding, GameResult::draw});
  BOOST_TEST((knockout_state(board, micro) == MatchState::undecided));
  board.tiebreaks.push_back({KnockoutStage::deciding, GameResult::white_wins});  // game 4: 2 has White
  BOOST_TEST((knockout_winner(board, micro) == PlayerId{2}));
}

BOOST_AUTO_TEST_CASE(tie_break_games_follow_only_a_level_match_and_never_go_back_a_stage) {
  auto board = Board::pairing(1, PlayerId{1}, PlayerId{2}, 2);
  board.games[0] = GameResult::draw;
  BOOST_TEST(!may_add_tiebreak(board, micro, KnockoutStage::rapid).ok());  // game 2 not played
  board.games[1] = GameResult::white_wins;
  BOOST_TEST(!may_add_tiebreak(board, micro, KnockoutStage::rapid).ok());  // 2 won the match
  board = level_match();
  BOOST_TEST(may_add_tiebreak(board, micro, KnockoutStage::rapid).ok());
  board.tiebreaks.push_back({KnockoutStage::lightning, GameResult::draw});
  BOOST_TEST(!may_add_tiebreak(board, micro, KnockoutStage::rapid).ok());
  BOOST_TEST(may_add_tiebreak(board, micro, KnockoutStage::lightning).ok());
}

BOOST_AUTO_TEST_CASE(tie_break_games_do_not_count_in_the_event_score) {
  auto board = level_match();
  board.tiebreaks.push_back({KnockoutStage::deciding, GameResult::white_wins});
  const auto points = micro.board_points(board);
  BOOST_TEST(points->first == points->second);
}

BOOST_AUTO_TEST_CASE(knockout_standings_rank_by_the_round_of_elimination_not_by_points) {
  // Four players: 1 beats 4 2-0, 2 and 3 draw and 3 goes through on a deciding game; in the
  // final 3 beats 1 1.5-0.5. By points 1 and 3 both have 2.5 games and would share 1-2.
  Tournament t;
  t.event.system = PairingSystem::knockout;
  t.event.micro_match = true;
  t.event.rounds = 2;
  for (int i = 1; i <= 4; ++i) {
    Player p;
    p.id = PlayerId{i};
    p.number = i;
    p.name = "P" + std::to_string(i);
    t.players.push_back(p);
  }
  Round r1{1,
           RoundState::locked,
           {Board::pairing(1, PlayerId{1}, PlayerId{4}, 2), Board::pairing(2, PlayerId{2}, PlayerId{3}, 2)}};
  r1.boards[0].games = {GameResult::white_wins, GameResult::black_wins};
  r1.boards[1].games = {GameResult::draw, GameResult::draw};
  r1.boards[1].tiebreaks.push_back({KnockoutStage::deciding, GameResult::black_wins});  // 3 has Black
  Round r2{2, RoundState::locked, {Board::pairing(1, PlayerId{1}, PlayerId{3}, 2)}};
  r2.boards[0].games = {GameResult::draw, GameResult::white_wins};  // game 2: 3 has White and wins
  t.rounds = {r1, r2};
  const auto standings = compute_standings(t);
  std::map<int, std::pair<int, bool>> place;  // number -> rank, shared
  for (const auto& row : standings.rows) place[t.players[row.player].number] = {row.rank, row.shared};
  BOOST_TEST(place[3].first == 1);
  BOOST_TEST(!place[3].second);
  BOOST_TEST(place[1].first == 2);
  BOOST_TEST(!place[1].second);
  BOOST_TEST(place[2].first == 3);
  BOOST_TEST(place[4].first == 3);
  BOOST_TEST(place[2].second);
  BOOST_TEST(place[4].second);
}

BOOST_AUTO_TEST_SUITE_END()
