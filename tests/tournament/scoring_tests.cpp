// Scoring systems: points as integers, 2-1-0 and 1-0.5-0, games and micro-matches, byes.
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/board.hpp"
#include "shashki/tournament/scoring.hpp"

using namespace shashki::tournament;

namespace {

Board played(std::initializer_list<GameResult> results) {
  auto board = Board::pairing(1, PlayerId{1}, PlayerId{2}, static_cast<int>(results.size()));
  std::size_t i = 0;
  for (const auto r : results) board.games[i++] = r;
  return board;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(scoring_tests)

BOOST_AUTO_TEST_CASE(a_win_is_two_half_points_a_draw_one_and_a_double_forfeit_nothing) {
  BOOST_TEST(Scoring::game_points(GameResult::white_wins).first.half_points() == 2);  // 6.1.7
  BOOST_TEST(Scoring::game_points(GameResult::draw).second.half_points() == 1);       // 6.1.8
  BOOST_TEST(Scoring::game_points(GameResult::black_forfeit).second.half_points() == 2);
  const auto both = Scoring::game_points(GameResult::double_forfeit);
  BOOST_TEST(both.first.half_points() == 0);
  BOOST_TEST(both.second.half_points() == 0);
}

BOOST_AUTO_TEST_CASE(the_scale_changes_only_how_points_are_written) {
  const Scoring two{ScoringScale::two_one_zero, false, MicroMatchScoring::per_game};
  const Scoring one{ScoringScale::one_half_zero, false, MicroMatchScoring::per_game};
  const auto p = Points::from_half_points(7);
  BOOST_TEST(two.format(p) == "7");
  BOOST_TEST(one.format(p) == "3.5");
  BOOST_TEST(one.format(Points::from_half_points(6)) == "3");
  BOOST_TEST(one.format(Points::from_half_points(-1)) == "-0.5");
  BOOST_TEST(one.as_number(p) == 3.5);
  BOOST_TEST(two.as_number(p) == 7.0);
}

BOOST_AUTO_TEST_CASE(a_micro_match_scored_per_game_adds_both_games_in_the_boards_colours) {
  const Scoring scoring{ScoringScale::two_one_zero, true, MicroMatchScoring::per_game};
  // Game 2's White is the board's Black: 1-0 there is a point for the board's Black.
  const auto points = scoring.board_points(played({GameResult::white_wins, GameResult::white_wins}));
  BOOST_REQUIRE(points.has_value());
  BOOST_TEST(points->first.half_points() == 2);
  BOOST_TEST(points->second.half_points() == 2);
}

BOOST_AUTO_TEST_CASE(a_micro_match_scored_per_match_is_won_drawn_or_lost_on_the_sum) {
  const Scoring scoring{ScoringScale::two_one_zero, true, MicroMatchScoring::per_match};
  const auto won = scoring.board_points(played({GameResult::white_wins, GameResult::draw}));
  BOOST_TEST(won->first == Points::win());
  BOOST_TEST(won->second == Points::loss());
  const auto drawn = scoring.board_points(played({GameResult::white_wins, GameResult::white_wins}));
  BOOST_TEST(drawn->first == Points::draw());
  const auto nobody = scoring.board_points(played({GameResult::double_forfeit, GameResult::double_forfeit}));
  BOOST_TEST(nobody->first == Points::loss());
  BOOST_TEST(nobody->second == Points::loss());
}

BOOST_AUTO_TEST_CASE(a_board_has_no_points_until_every_game_is_entered) {
  const Scoring scoring{ScoringScale::two_one_zero, true, MicroMatchScoring::per_game};
  auto board = Board::pairing(1, PlayerId{1}, PlayerId{2}, 2);
  board.games[0] = GameResult::draw;
  BOOST_TEST(!scoring.board_points(board).has_value());
}

BOOST_AUTO_TEST_CASE(byes_score_a_win_a_draw_or_nothing_by_their_kind) {
  const Scoring single{};
  BOOST_TEST(single.bye_points(ByeKind::pairing_allocated) == Points::win());
  BOOST_TEST(single.bye_points(ByeKind::requested_half) == Points::draw());
  BOOST_TEST(single.bye_points(ByeKind::requested_zero) == Points::loss());
  const Scoring matches{ScoringScale::two_one_zero, true, MicroMatchScoring::per_game};
  BOOST_TEST(matches.bye_points(ByeKind::pairing_allocated).half_points() == 4);
  const auto bye = matches.board_points(Board::bye_for(9, PlayerId{4}, ByeKind::requested_half));
  BOOST_TEST(bye->first.half_points() == 2);
}

BOOST_AUTO_TEST_CASE(each_typed_result_reads_as_its_outcome) {
  const Scoring two{};
  struct Row {
    const char* text;
    GameResult result;
  };
  const Row rows[] = {{"1-0", GameResult::white_wins},
                      {"2-0", GameResult::white_wins},
                      {"0-1", GameResult::black_wins},
                      {"0-2", GameResult::black_wins},
                      {"=", GameResult::draw},
                      {"1/2-1/2", GameResult::draw},
                      {"1-1", GameResult::draw},
                      {"+/-", GameResult::white_forfeit},
                      {"-/+", GameResult::black_forfeit},
                      {"-/-", GameResult::double_forfeit}};
  for (const auto& row : rows) {
    BOOST_TEST_INFO("result " << row.text);
    const auto parsed = two.parse_entry(row.text);
    BOOST_REQUIRE(parsed.ok());
    BOOST_TEST(static_cast<int>(*parsed) == static_cast<int>(row.result));
  }
}

BOOST_AUTO_TEST_CASE(two_point_notation_is_refused_on_the_one_point_scale) {
  const Scoring one{ScoringScale::one_half_zero, false, MicroMatchScoring::per_game};
  const auto parsed = one.parse_entry("2-0");
  BOOST_TEST(!parsed.ok());
  BOOST_TEST(parsed.error().find("1-0.5-0") != std::string::npos);
  BOOST_TEST(!one.parse_entry("1-1").ok());
  BOOST_TEST(one.parse_entry("1-0").ok());
}

BOOST_AUTO_TEST_CASE(nonsense_results_are_refused_with_the_accepted_forms) {
  const auto parsed = Scoring{}.parse_entry("3-1");
  BOOST_TEST(!parsed.ok());
  BOOST_TEST(parsed.error().find("+/-") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_split_micro_match_reads_one_all_from_the_first_named_player) {
  // Each game's White won: stored 1-0 twice, as each game is written from its own White.
  const Board board = played({GameResult::white_wins, GameResult::white_wins});
  BOOST_TEST((board.result_for_first(1) == GameResult::white_wins));
  BOOST_TEST((board.result_for_first(2) == GameResult::black_wins));  // the first-named lost game 2
  const auto score = Scoring::games_score(board);
  BOOST_REQUIRE(score.has_value());
  BOOST_TEST(score->first == Points::win());
  BOOST_TEST(score->second == Points::win());
  Board half = played({GameResult::draw, GameResult::draw});
  half.games[1].reset();
  BOOST_TEST(!Scoring::games_score(half).has_value());
  BOOST_TEST(!half.result_for_first(2).has_value());
}

BOOST_AUTO_TEST_SUITE_END()
