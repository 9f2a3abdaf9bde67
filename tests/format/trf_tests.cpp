// TRF reading and writing: the reference files round-trip byte for byte, line endings are
// kept, and every malformed field is reported with its line and column.
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"

using namespace shashki::pairing;
using namespace shashki::pairing::testing;
using shashki::clock::Side;
using shashki::format::format_player_line;
using shashki::format::LineEnding;

namespace {

// A 001 line with the given round columns, laid out as TRF-16 says.
std::string player_line(int number, const std::string& name, int rating, const std::string& points,
                        const std::string& rounds) {
  Player p;
  p.number = number;
  p.name = name;
  p.rating = rating;
  p.trf_points = parse_points(points, ScoringScale::one_half_zero);
  return format_player_line(p, ScoringScale::one_half_zero) + rounds;
}

TrfError trf_must_fail(const std::string& text) {
  auto result = read_trf(text);
  BOOST_TEST_REQUIRE(std::holds_alternative<TrfError>(result));
  return std::get<TrfError>(result);
}

const std::string two_players = player_line(1, "Alpha", 2000, "1.0", "     2 w 1") + "\n" +
                                player_line(2, "Beta", 1900, "0.0", "     1 b 0") + "\n";

}  // namespace

BOOST_AUTO_TEST_SUITE(trf_tests)

BOOST_AUTO_TEST_CASE(every_reference_file_reads_and_writes_back_identically) {
  const auto files = reference_files();
  BOOST_TEST_REQUIRE(files.size() >= 6u);
  for (const auto& file : files) {
    BOOST_TEST_INFO("file " << file.filename());
    const std::string text = shashki::test::read_file(file);
    const TrfDocument doc = must_read(text);
    BOOST_TEST(!doc.input.players.empty());
    BOOST_TEST(write_trf(doc) == text);
  }
}

BOOST_AUTO_TEST_CASE(the_bye_eligibility_position_is_read_with_its_absences_and_byes) {
  const TrfDocument doc = must_read(shashki::test::read_file(reference_dir() / "bye_eligibility_10p.trf"));
  const PairingInput& s = doc.input;
  BOOST_TEST(doc.ending == LineEnding::crlf);
  BOOST_TEST(s.players.size() == 10u);
  BOOST_TEST(s.total_rounds == 9);
  BOOST_TEST((s.initial_colour == Side::white));
  BOOST_TEST(s.name == "Fuzz");
  BOOST_TEST(s.next_round() == 7);
  for (int n : {4, 6, 10}) BOOST_TEST((s.announced_absence(n) == ResultCode::half_bye));
  BOOST_TEST(s.available_players() == (std::vector<int>{1, 2, 3, 5, 7, 8, 9}));
  for (int n : {1, 2, 3}) {
    const Player& p = *s.find(n);
    BOOST_TEST(std::count_if(p.rounds.begin(), p.rounds.end(),
                             [](const RoundEntry& e) { return e.is_pairing_bye(); }) == 1);
  }
  // The points column as given, and the same score recomputed from the rounds.
  BOOST_TEST(s.find(5)->trf_points == Points::from_half_points(9));
  BOOST_TEST(s.score(5) == Points::from_half_points(9));
}

BOOST_AUTO_TEST_CASE(a_reference_tournament_has_consistent_scores) {
  const TrfDocument doc = must_read(shashki::test::read_file(reference_dir() / "dutch_100p_9r.trf"));
  const PairingInput& s = doc.input;
  BOOST_TEST(doc.ending == LineEnding::cr);
  BOOST_TEST(s.rounds_completed() == 9);
  for (const Player& p : s.players) {
    BOOST_TEST_INFO("player " << p.number);
    BOOST_TEST(p.trf_points == s.score(p.number));
  }
}

BOOST_AUTO_TEST_CASE(lf_cr_and_crlf_files_keep_their_line_ending) {
  for (const std::string eol : {"\n", "\r", "\r\n"}) {
    std::string text = "012 Test" + eol + "XXR 3" + eol;
    text += player_line(1, "Alpha", 2000, "1.0", "     2 w 1") + eol;
    text += player_line(2, "Beta", 1900, "0.0", "     1 b 0");  // no final line end
    const TrfDocument doc = must_read(text);
    BOOST_TEST(doc.input.players.size() == 2u);
    BOOST_TEST(!doc.final_line_ending);
    BOOST_TEST(write_trf(doc) == text);
  }
}

BOOST_AUTO_TEST_CASE(an_edited_player_is_written_with_the_new_values) {
  TrfDocument doc = must_read(two_players);
  Player* p = doc.input.find(2);
  p->rating = 2105;
  p->rounds[0].result = ResultCode::draw;
  p->trf_points = Points::from_half_points(1);
  doc.input.find(1)->rounds[0].result = ResultCode::draw;
  const TrfDocument again = must_read(write_trf(doc));
  BOOST_TEST(again.input.find(2)->rating == 2105);
  BOOST_TEST((again.input.find(2)->rounds[0].result == ResultCode::draw));
  BOOST_TEST(again.input.find(2)->trf_points == Points::from_half_points(1));
  BOOST_TEST(again.input.find(2)->name == "Beta");
}

BOOST_AUTO_TEST_CASE(a_pairing_input_built_in_code_writes_a_file_that_reads_back_the_same) {
  PairingInput s;
  s.name = "Built";
  s.total_rounds = 5;
  s.initial_colour = Side::black;
  s.scale = ScoringScale::two_one_zero;
  s.accelerations[1] = {Points::from_half_points(2), Points::from_half_points(1)};
  s.forbidden_pairs.insert({1, 3});
  s.forbidden_pairs.insert({2, 3, 2, 4});
  s.requested_byes[3][2] = ResultCode::half_bye;
  s.players = {make_player(1, 2400, {game(3, Side::black, ResultCode::win), alone(ResultCode::half_bye)}),
               make_player(2, 2300, {alone(ResultCode::pairing_bye)}),
               make_player(3, 2200, {game(1, Side::white, ResultCode::loss)})};
  s.players[0].title = "MS";
  s.players[0].federation = "RUS";
  s.players[0].birth_date = "1990/05/01";
  const TrfDocument back = must_read(write_trf(make_trf(s)));
  BOOST_TEST(back.input.name == "Built");
  BOOST_TEST(back.input.total_rounds == 5);
  BOOST_TEST((back.input.initial_colour == Side::black));
  BOOST_TEST((back.input.point_system == PointSystem{}));
  BOOST_TEST((back.input.scale == ScoringScale::two_one_zero));  // told by "XXS W=2.0"
  BOOST_TEST((back.input.accelerations == s.accelerations));
  BOOST_TEST((back.input.forbidden_pairs == s.forbidden_pairs));
  BOOST_TEST((back.input.requested_byes == s.requested_byes));
  for (const Player& p : s.players) {
    const Player& q = *back.input.find(p.number);
    BOOST_TEST(q.rounds == p.rounds);
    BOOST_TEST(q.title == p.title);
    BOOST_TEST(q.federation == p.federation);
    BOOST_TEST(q.birth_date == p.birth_date);
    BOOST_TEST(q.rating == p.rating);
  }
}

BOOST_AUTO_TEST_CASE(trf_2026_records_are_read_and_the_file_written_back_unchanged) {
  const std::string text = shashki::test::read_file(data_dir() / "trf2026_small.trf");
  const TrfDocument doc = must_read(text);
  const PairingInput& s = doc.input;
  BOOST_TEST(s.total_rounds == 3);                // 142
  BOOST_TEST((s.initial_colour == Side::black));  // 152
  // 162: W covers wins, forfeit wins and full-point byes; D draws and half-point byes; the PAB
  // is worth a win when P is not given. "W 2.0 D 1.0" is the draughts table: the file counts on
  // 2-1-0, so "2.0" is one won game, Points 2.
  BOOST_TEST((s.scale == ScoringScale::two_one_zero));
  BOOST_TEST(s.point_system.win == Points::win());
  BOOST_TEST(s.point_system.forfeit_win == Points::win());
  BOOST_TEST(s.point_system.full_bye == Points::win());
  BOOST_TEST(s.point_system.draw == Points::draw());
  BOOST_TEST(s.point_system.half_bye == Points::draw());
  BOOST_TEST(s.point_system.pairing_bye == Points::win());
  // 240: player 3 asked for a half-point bye in round 2, the round to be paired.
  BOOST_TEST(s.next_round() == 2);
  BOOST_TEST((s.announced_absence(3) == ResultCode::half_bye));
  BOOST_TEST(s.available_players() == (std::vector<int>{1, 2}));
  // 250: one fictitious point for players 1 and 2 in rounds 1 and 2.
  BOOST_TEST(s.pairing_score(1) == Points::from_half_points(3));  // 2 for the win + 1
  BOOST_TEST(s.pairing_score(3) == Points::win());                // the PAB, no acceleration
  // 260: 2 and 3 may not meet in rounds 2 and 3 (round 2 is next).
  BOOST_TEST(s.is_forbidden(3, 2));
  BOOST_TEST(!s.is_forbidden(1, 2));
  BOOST_TEST(write_trf(doc) == text);  // ### comments and all records kept
}

BOOST_AUTO_TEST_CASE(a_prohibited_pairing_applies_only_in_its_rounds) {
  const TrfDocument doc = must_read("260 003 004    1    2\n" + two_players);
  BOOST_TEST(doc.input.next_round() == 2);
  BOOST_TEST(!doc.input.is_forbidden(1, 2));
  const TrfDocument later = must_read("260 001 002    1    2\n" + two_players);
  BOOST_TEST(later.input.is_forbidden(1, 2));
}

BOOST_AUTO_TEST_CASE(result_letters_are_read_in_either_case) {
  std::string lower = player_line(1, "Alpha", 2000, "1.0", "  0000 - u");
  const TrfDocument doc = must_read(lower + "\n");
  BOOST_TEST(doc.input.find(1)->rounds[0].is_pairing_bye());
  BOOST_TEST(write_trf(doc) == lower + "\n");
}

BOOST_AUTO_TEST_CASE(xxs_point_values_and_xxp_forbidden_groups_are_read) {
  const TrfDocument doc = must_read("XXS W=3 D=1 L=0 PAB=1\nXXP 1 2 3\n" + two_players +
                                    player_line(3, "Gamma", 1800, "0.0", "") + "\n");
  BOOST_TEST(doc.input.point_system.win == Points::from_half_points(6));
  BOOST_TEST(doc.input.point_system.pairing_bye == Points::from_half_points(2));
  BOOST_TEST(doc.input.is_forbidden(3, 1));
  BOOST_TEST(doc.input.is_forbidden(2, 3));
  BOOST_TEST(doc.input.forbidden_pairs.size() == 3u);
}

// Malformed input: each case names the line and the column of the bad field.
struct Malformed {
  std::string text;
  int line;
  int column;
  std::string mentions;
};

BOOST_AUTO_TEST_CASE(malformed_lines_are_reported_with_line_and_column) {
  const std::string ok1 = player_line(1, "Alpha", 2000, "1.0", "     2 w 1");
  const std::string ok2 = player_line(2, "Beta", 1900, "0.0", "     1 b 0");
  std::string bad_number = ok1;
  bad_number[6] = 'x';
  std::string bad_colour = ok2;
  bad_colour[96] = 'x';
  std::string bad_result = ok2;
  bad_result[98] = '?';
  std::string bad_rating = ok1;
  bad_rating[49] = 'k';
  std::string bad_points = ok1;
  bad_points[82] = 'q';
  std::string shifted = ok1;
  shifted.insert(20, " ");
  const std::vector<Malformed> cases{
      {"012 T\n" + bad_number + "\n" + ok2 + "\n", 2, 7, "starting number"},
      {ok1 + "\n" + bad_colour + "\n", 2, 97, "colour"},
      {ok1 + "\n" + bad_result + "\n", 2, 99, "result"},
      {bad_rating + "\n" + ok2 + "\n", 1, 49, "rating"},
      {bad_points + "\n" + ok2 + "\n", 1, 81, "points"},
      {shifted + "\n" + ok2 + "\n", 1, 53, "fixed columns"},
      {ok1 + "\n" + ok1 + "\n", 2, 5, "twice"},
      {ok1 + "\n", 1, 92, "not in the file"},
      {ok1 + "\n" + player_line(2, "Beta", 1900, "0.0", "     1 w 0") + "\n", 1, 97, "same colour"},
      {ok1 + "\n" + player_line(2, "Beta", 1900, "0.0", "  0000 - U") + "\n", 1, 92, "does not say so"},
      {"XXR nine\n" + ok1 + "\n" + ok2 + "\n", 1, 5, "number of rounds"},
      {"012 T\n152 G\n", 2, 5, "W or B"},
      {"XXA    1  1.0  0.3\n", 1, 16, "virtual points"},
      {"XXS W=1 Q=2\n", 1, 9, "unknown point code"},
      {"XXS W=abc\n", 1, 7, "point value"},
      {"01\n", 1, 1, "three-character code"},
      {"162  W 1.0    Q 0.5\n", 1, 15, "unknown result code"},
      {"162  W x\n", 1, 8, "points"},
      {"240 Q 002    3\n", 1, 5, "type of bye"},
      {"240 H two    3\n", 1, 7, "round number"},
      {"250       1.0 001 002 0001\n", 1, 5, "first-round"},
      {"250       abc 001 002 0001 0002\n", 1, 11, "fictitious points"},
      {"260 001 002    5\n", 1, 9, "two players"},
      // Records that name a starting number no player line has: written back they would give
      // records no reader accepts ("XXA    0", "260 ... 999"); found by fuzzing the reader.
      {"XXA    3  1.0\n" + ok1 + "\n" + ok2 + "\n", 1, 8, "player 3 is not in the file"},
      {"XXA 0000  1.0\n" + ok1 + "\n" + ok2 + "\n", 1, 5, "starting number"},
      {ok1 + "\n" + ok2 + "\n260 001 002    1  999\n", 3, 19, "player 999 is not in the file"},
      {ok1 + "\n" + ok2 + "\n260 000 002    1    2\n", 3, 9, "rounds must run from 1"},
      {ok1 + "\n" + ok2 + "\n240 H 002    7\n", 3, 14, "player 7 is not in the file"},
      {ok1 + "\n" + ok2 + "\n240 H 000    1\n", 3, 7, "rounds begin at 1"},
      {ok1 + "\n" + ok2 + "\nXXP 1 5\n", 3, 7, "player 5 is not in the file"},
      {ok1 + "\n" + ok2 + "\n250       1.0 001 002 0000 0002\n", 3, 28, "players must run from 1"},
  };
  for (std::size_t i = 0; i < cases.size(); ++i) {
    BOOST_TEST_INFO("case " << i);
    const TrfError e = trf_must_fail(cases[i].text);
    BOOST_TEST(e.line == cases[i].line);
    BOOST_TEST(e.column == cases[i].column);
    BOOST_TEST(e.message.english().find(cases[i].mentions) != std::string::npos, e.describe());
    BOOST_TEST(!e.message.is_verbatim(), e.describe());  // a msgid the front ends translate
  }
}

BOOST_AUTO_TEST_CASE(an_error_describes_itself_as_line_colon_column) {
  const TrfError e{3, 17, shashki::tournament::Message::verbatim("expected a rating")};
  BOOST_TEST(e.describe() == "3:17: expected a rating");
}

BOOST_AUTO_TEST_CASE(a_two_one_zero_file_reads_a_win_as_two_points_and_writes_it_back) {
  // The draughts table says the scale: "2.0" is one won game, Points 2, as in the tournament.
  const std::string text = "XXS W=2.0 D=1.0 L=0.0\n" + player_line(1, "Alpha", 2000, "2.0", "     2 w 1") +
                           "\n" + player_line(2, "Beta", 1900, "0.0", "     1 b 0") + "\n";
  const TrfDocument doc = must_read(text);
  BOOST_TEST((doc.input.scale == ScoringScale::two_one_zero));
  BOOST_TEST(doc.input.point_system.win == Points::win());
  BOOST_TEST(doc.input.find(1)->trf_points == Points::win());
  BOOST_TEST(doc.input.score(1) == Points::win());
  BOOST_TEST(write_trf(doc) == text);
}

BOOST_AUTO_TEST_CASE(a_fide_file_writes_one_point_for_a_won_game) {
  PairingInput s;
  s.players = {make_player(1, 2000, {game(2, Side::white, ResultCode::win)}),
               make_player(2, 1900, {game(1, Side::black, ResultCode::loss)})};
  s.players[0].trf_points = s.score(1);
  const std::string text = write_trf(make_trf(s));
  BOOST_TEST(text.find("XXS") == std::string::npos);  // the FIDE defaults need no record
  BOOST_TEST(text.substr(80, 4) == " 1.0");
  BOOST_TEST(must_read(text).input.find(1)->trf_points == Points::win());
}

BOOST_AUTO_TEST_CASE(an_xxe_scale_record_names_the_scale_of_a_file_whose_values_do_not) {
  // A micro-match event scored per game: a won match is 4 on 2-1-0; the app's record says so.
  const std::string text = "XXS W=4.0 D=2.0 L=0.0\nXXE scale=2-1-0\n" +
                           player_line(1, "Alpha", 2000, "3.0", "     2 w 1") + "\n" +
                           player_line(2, "Beta", 1900, "1.0", "     1 b 0") + "\n";
  const TrfDocument doc = must_read(text);
  BOOST_TEST((doc.input.scale == ScoringScale::two_one_zero));
  BOOST_TEST(doc.input.point_system.win.half_points() == 4);
  BOOST_TEST(doc.input.find(1)->trf_points == Points::from_half_points(3));
  BOOST_TEST(write_trf(doc) == text);
}

BOOST_AUTO_TEST_CASE(half_a_point_on_the_two_one_zero_scale_is_malformed) {
  const TrfError e = trf_must_fail("XXS W=2.0 D=1.0\n" + player_line(1, "Alpha", 2000, "1.0", "") + "\n" +
                                   "XXA    1  0.5\n");
  BOOST_TEST(e.line == 3);
}

BOOST_AUTO_TEST_SUITE_END()
