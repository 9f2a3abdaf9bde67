// FEN, notation (6.1.6), PDN reading and replay, and rulings on single moves.
#include "rules_fixtures.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"
#include "shashki/rules/pdn.hpp"
#include "shashki/rules/ruling.hpp"
#include "shashki/test/support.hpp"

#include <boost/test/unit_test.hpp>

#include <string>

using namespace shashki::rules;
using shashki::rules::test::fen;

namespace {

std::string clause(const std::string& position, const std::string& move) {
  return std::string(clause_of(adjudicate(fen(position), move).violation));
}

GameRecord play_all(std::initializer_list<const char*> moves) {
  GameRecord game;
  for (const char* m : moves) {
    const auto parsed = parse_move(game.current(), m);
    BOOST_REQUIRE_MESSAGE(parsed.ok(), "move " << m << ": " << (parsed.ok() ? "" : parsed.error().message));
    game.play(*parsed);
  }
  return game;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(notation_tests)

BOOST_AUTO_TEST_CASE(algebraic_and_numeric_fen_give_the_same_position) {
  const Position a = fen("W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Ba7,c7,e7,g7,b8,d8,f8,h8,b6,d6,f6,h6");
  BOOST_TEST((a == Position::initial()));
  BOOST_TEST((fen("W:W21-32:B1-12") == Position::initial()));
  BOOST_TEST((fen("W:W21,22,K23:B1,2") == fen("W:Wa3,c3,Ke3:Bb8,d8")));
  BOOST_TEST(to_fen(fen("B:W:BKg5,h6")) == "B:W:BKg5,h6");
  BOOST_TEST(to_fen(fen("B:WKa1:Bh6")) == "B:WKa1:Bh6");
}

BOOST_AUTO_TEST_CASE(a_bad_fen_names_the_column) {
  const auto bad = parse_fen("W:Wa1,b1:Bh8");
  BOOST_REQUIRE(!bad.ok());
  BOOST_TEST(bad.error().column == 7);
  BOOST_TEST(bad.error().token == "b1");
  BOOST_TEST(!parse_fen("X:Wa1").ok());
  BOOST_TEST(!parse_fen("W:Wa1:Ba1").ok());
  BOOST_TEST(!parse_fen("W:Wb8:Bh2").ok());  // a white man on its last row (6.1.4.4)
}

BOOST_AUTO_TEST_CASE(numeric_squares_follow_the_pdn_scheme) {
  BOOST_TEST(Square::parse("1")->name() == "b8");
  BOOST_TEST(Square::parse("29")->name() == "a1");
  BOOST_TEST(Square::parse("32")->name() == "g1");
  BOOST_TEST(Square::parse("g1")->number() == 32);
  BOOST_TEST(!Square::parse("b1").has_value());
}

BOOST_AUTO_TEST_CASE(the_example_game_in_full_and_abbreviated_form_is_the_same_game_6_1_6_2) {
  const GameRecord full =
      play_all({"e3-d4", "d6-c5", "f2-e3", "f6-g5", "c3-b4", "g5-h4", "b4:d6", "h4:f2", "e1:g3", "c7:h4"});
  const GameRecord short_form =
      play_all({"ed4", "dc5", "fe3", "fg5", "cb4", "gh4", "b:d6", "h:f2", "e:g3", "c:h4"});
  BOOST_TEST((full.current() == short_form.current()));
  BOOST_TEST(format_move_abbreviated(full.position(6), full.move(7)) == "b:d6");
  BOOST_TEST(format_move_abbreviated(full.position(0), full.move(1)) == "ed4");
  BOOST_TEST(format_move(full.position(9), full.move(10)) == "c7:h4");
}

BOOST_AUTO_TEST_CASE(x_and_numeric_moves_are_read) {
  const Position p = Position::initial();
  BOOST_TEST(parse_move(p, "22-18").ok());
  BOOST_TEST(parse_move(p, "c3xd4").ok() == false);  // not a capture
  BOOST_TEST(parse_move(p, "c3-d4!").ok());
  BOOST_TEST(parse_move(p, "C3-D4").ok());
}

BOOST_AUTO_TEST_CASE(every_game_of_the_reference_file_replays_up_to_its_end) {
  const auto games =
      parse_pdn(shashki::test::read_file(shashki::test::data_dir() / "rules/lidraughts_russian_games.pdn"));
  BOOST_REQUIRE(games.ok());
  BOOST_REQUIRE_EQUAL(games->size(), 11U);
  for (std::size_t k = 0; k < games->size(); ++k) {
    BOOST_TEST_INFO("game " << k + 1);
    const auto r = replay(games->at(k));
    BOOST_REQUIRE(r.ok());
    BOOST_TEST(!r->error.has_value());
    // Game 10 is written with numeric squares and each multi-capture as one move: 45 plies to
    // a White win (6.1.7).
    if (k == 9) BOOST_TEST(r->record.plies() == 45);
  }
}

BOOST_AUTO_TEST_CASE(an_altered_move_is_reported_at_its_ply_with_a_reason) {
  const std::string text = "[GameType \"25\"]\n1. c3-d4 b6-c5 2. d4-e5 a7-b6 *\n";
  const auto games = parse_pdn(text);
  BOOST_REQUIRE(games.ok());
  const auto r = replay(games->front());
  BOOST_REQUIRE(r->error.has_value());
  BOOST_TEST(r->error->ply == 3);
  BOOST_TEST(r->error->token.line == 2);
  BOOST_TEST(r->error->token.column == 19);
  BOOST_TEST((r->error->violation == Violation::capture_compulsory));
}

BOOST_AUTO_TEST_CASE(a_reference_game_with_one_move_altered_fails_at_that_ply) {
  const auto games =
      parse_pdn(shashki::test::read_file(shashki::test::data_dir() / "rules/lidraughts_russian_games.pdn"));
  BOOST_REQUIRE(games.ok());
  PdnGame game = games->front();
  BOOST_REQUIRE(game.moves.at(3).text == "a7xc5");
  game.moves[3].text = "f6-g5";  // Black must recapture on b6 (6.1.5.3)
  const auto r = replay(game);
  BOOST_REQUIRE(r->error.has_value());
  BOOST_TEST(r->error->ply == 4);
  BOOST_TEST((r->error->violation == Violation::capture_compulsory));
  game.moves[3].text = "a7xc5";
  game.moves[8].text = "c3-b2";  // a man moving backwards (6.1.4.3)
  const auto back = replay(game);
  BOOST_REQUIRE(back->error.has_value());
  BOOST_TEST(back->error->ply == 9);
  BOOST_TEST(clause_of(back->error->violation) == "6.1.4.3");
}

BOOST_AUTO_TEST_CASE(pdn_errors_name_line_and_column) {
  const auto bad = parse_pdn("[Event \"x\"]\n[GameType \"20\"]\n1. 32-28 *");
  BOOST_REQUIRE(!bad.ok());
  BOOST_TEST(bad.error().line == 2);
  BOOST_TEST(bad.error().column == 1);
  const auto open = parse_pdn("1. c3-d4 {never closed");
  BOOST_REQUIRE(!open.ok());
  BOOST_TEST(open.error().column == 10);
}

BOOST_AUTO_TEST_CASE(a_written_game_reads_back_to_the_same_moves) {
  const GameRecord game = play_all({"e3-d4", "d6-c5", "f2-e3", "f6-g5", "c3-b4", "g5-h4", "b4:d6", "h4:f2"});
  const std::string text = write_pdn({{"Event", "test"}}, game, "1-1");
  const auto back = parse_pdn(text);
  BOOST_REQUIRE(back.ok());
  const auto r = replay(back->front());
  BOOST_REQUIRE(r.ok());
  BOOST_TEST(!r->error.has_value());
  BOOST_TEST((r->record.current() == game.current()));
  BOOST_TEST(back->front().result == "1-1");
}

BOOST_AUTO_TEST_CASE(rulings_name_the_clause_an_illegal_move_breaks) {
  BOOST_TEST(clause("W:Wc3,e3:Bd4", "e3-f4") == "6.1.5.3");   // quiet move while a capture exists
  BOOST_TEST(clause("W:Wc3:Bd4,f6", "c3:e5") == "6.1.5.5");   // capture stopped early
  BOOST_TEST(clause("W:WKa1:Bc3,f4", "a1:f6") == "6.1.5.6");  // king landing where it cannot go on
  BOOST_TEST(clause("W:WKa1:Bc3,f4", "a1:d4") == "6.1.5.6");
  BOOST_TEST(clause("B:Wc5,c3,e3,e5:Bd6", "d6:b4:d2:f4:d6:b4") == "6.1.5.9");  // a piece jumped twice
  BOOST_TEST(clause("W:Wd4:Bh8", "d4-c3") == "6.1.4.3");                       // a man moving backwards
  BOOST_TEST(clause("W:Wd4:Bh8", "d4-f6") == "6.1.4.3");                       // a man moving two squares
  BOOST_TEST(clause("W:WKa1,c3:Bh8", "a1-d4") == "6.1.4.5");                   // a king passing its own piece
  BOOST_TEST(clause("W:WKa1,c3:Bd4", "c3:e5:c3") == "6.1.5.9");                // d4 jumped again
  BOOST_TEST(clause("W:WKa1,d4:Bb2", "a1:e5") == "6.1.5.8");                   // a capture over its own d4

  BOOST_TEST(clause("W:Wb6:Bc7,e7", "b6:d8") == "6.1.5.15");           // new king must go on
  BOOST_TEST(clause("W:Wc3:Bh8", "e3-f4") == "6.1.4.1");               // no piece there
  BOOST_TEST(clause("W:Wc3:Bh8", "h8-g7") == "6.1.4.1");               // not one's own piece
  BOOST_TEST(clause("W:WKd2:Bf4,g7,f6,d6,b6", "d2:a7") == "6.1.6.2");  // ambiguous record
  BOOST_TEST(adjudicate(fen("W:Wc3,e3:Bd4"), "c3:e5").legal());
}

BOOST_AUTO_TEST_SUITE_END()
