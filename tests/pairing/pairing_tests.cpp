// The pairing input model: points, result codes and what each round entry means for pairing.
#define BOOST_TEST_MODULE pairing_tests
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/pairing/point_system.hpp"
#include "shashki/pairing/seeded_random.hpp"

using namespace shashki::pairing;
using namespace shashki::pairing::testing;
using shashki::clock::Side;

BOOST_AUTO_TEST_SUITE(pairing_tests)

constexpr auto one_half = ScoringScale::one_half_zero;
constexpr auto two_one = ScoringScale::two_one_zero;

BOOST_AUTO_TEST_CASE(points_parse_whole_and_half_points_only) {
  BOOST_TEST(parse_points("7.5", one_half)->half_points() == 15);
  BOOST_TEST(parse_points("12", one_half)->half_points() == 24);
  BOOST_TEST(parse_points("0.50", one_half)->half_points() == 1);
  BOOST_TEST(parse_points("-1.5", one_half)->half_points() == -3);
  BOOST_TEST(!parse_points("0.25", one_half));
  BOOST_TEST(!parse_points("x", one_half));
  BOOST_TEST(!parse_points("", one_half));
  BOOST_TEST(format_points(Points::from_half_points(15), one_half) == "7.5");
  BOOST_TEST(format_points(Points::from_half_points(24), one_half) == "12.0");
}

BOOST_AUTO_TEST_CASE(on_the_two_one_zero_scale_a_written_point_is_one_points_step) {
  // A won game is Points 2 on either scale; only its text differs: "2.0" here, "1.0" in FIDE.
  BOOST_TEST(parse_points("2.0", two_one) == Points::win());
  BOOST_TEST(parse_points("1.0", one_half) == Points::win());
  BOOST_TEST(parse_points("7", two_one)->half_points() == 7);
  BOOST_TEST(!parse_points("7.5", two_one));  // no half of a 2-1-0 point
  BOOST_TEST(format_points(Points::win(), two_one) == "2.0");
  BOOST_TEST(format_points(Points::from_half_points(7), two_one) == "7.0");
  BOOST_TEST(format_points(Points::from_half_points(-3), two_one) == "-3.0");
}

BOOST_AUTO_TEST_CASE(every_trf_result_character_maps_back_to_itself) {
  for (char c : std::string("10=+-WDLHFUZ ")) {
    const auto code = result_from_trf_char(c);
    BOOST_TEST_INFO("character '" << c << "'");
    BOOST_TEST_REQUIRE(code.has_value());
    BOOST_TEST(to_trf_char(*code) == c);
  }
  BOOST_TEST(!result_from_trf_char('X'));
}

BOOST_AUTO_TEST_CASE(forfeits_are_not_played_games_but_score) {
  const PointSystem fide;
  const RoundEntry forfeit = game(3, Side::white, ResultCode::forfeit_win);
  BOOST_TEST(!forfeit.played());
  BOOST_TEST(forfeit.forfeited());
  BOOST_TEST(forfeit.points(fide) == Points::from_half_points(2));
  BOOST_TEST(forfeit.counts_as_downfloat(fide));
  BOOST_TEST(forfeit.unplayed_win_valued(fide));
  const RoundEntry unrated = game(3, Side::black, ResultCode::unrated_draw);
  BOOST_TEST(unrated.played());
  BOOST_TEST(!unrated.counts_as_downfloat(fide));
}

BOOST_AUTO_TEST_CASE(byes_are_told_apart_for_c2_and_floats) {
  const PointSystem fide;
  BOOST_TEST(alone(ResultCode::pairing_bye).is_pairing_bye());
  BOOST_TEST(alone(ResultCode::pairing_bye).counts_as_downfloat(fide));
  BOOST_TEST(alone(ResultCode::pairing_bye).is_pairing_decision());
  BOOST_TEST(!alone(ResultCode::half_bye).is_pairing_bye());
  BOOST_TEST(alone(ResultCode::half_bye).counts_as_downfloat(fide));  // more than a loss, unplayed
  BOOST_TEST(!alone(ResultCode::half_bye).unplayed_win_valued(fide));
  BOOST_TEST(!alone(ResultCode::zero_bye).counts_as_downfloat(fide));
  BOOST_TEST(!alone(ResultCode::half_bye).is_pairing_decision());
}

BOOST_AUTO_TEST_CASE(the_default_point_system_is_the_tournament_models_win_draw_and_loss) {
  // The FIDE 1 - 1/2 - 0 and the draughts 2-1-0 are the same Points: a won game is 2.
  const PointSystem s;
  BOOST_TEST(game(2, Side::white, ResultCode::win).points(s) == Points::win());
  BOOST_TEST(game(2, Side::white, ResultCode::win).points(s).half_points() == 2);
  BOOST_TEST(game(2, Side::white, ResultCode::draw).points(s) == Points::draw());
  BOOST_TEST(alone(ResultCode::pairing_bye).points(s) == Points::win());
}

BOOST_AUTO_TEST_CASE(an_entry_scored_by_the_event_counts_its_own_points_not_its_codes) {
  // A micro-match won 3:1 per game: the code says "won", the event gave 3.
  RoundEntry e = game(2, Side::white, ResultCode::win);
  e.scored = Points::from_half_points(3);
  BOOST_TEST(e.points(PointSystem{}).half_points() == 3);
  PairingInput s;
  s.players = {make_player(1, 2000, {e}), make_player(2, 1900, {game(1, Side::black, ResultCode::loss)})};
  BOOST_TEST(s.score(1).half_points() == 3);
  BOOST_TEST(s.pairing_score(1).half_points() == 3);
}

BOOST_AUTO_TEST_CASE(the_pairing_input_finds_the_round_to_pair_and_announced_absences) {
  PairingInput s;
  s.players = {make_player(1, 2000, {game(2, Side::white, ResultCode::win), alone(ResultCode::half_bye)}),
               make_player(2, 1900, {game(1, Side::black, ResultCode::loss)}),
               make_player(3, 1800, {alone(ResultCode::pairing_bye)})};
  BOOST_TEST(s.rounds_completed() == 1);
  BOOST_TEST(s.next_round() == 2);
  BOOST_TEST(s.announced_absence(1) == ResultCode::half_bye);
  BOOST_TEST(!s.available(1));
  BOOST_TEST(s.available_players() == (std::vector<int>{2, 3}));
  BOOST_TEST(s.score(1) == Points::from_half_points(2));  // the announced H is not yet scored
  BOOST_TEST(s.score(3) == Points::from_half_points(2));
  BOOST_TEST(s.have_met(1, 2));
  BOOST_TEST(!s.have_met(1, 3));
  s.withdrawn.insert(2);
  BOOST_TEST(s.available_players() == (std::vector<int>{3}));
}

BOOST_AUTO_TEST_CASE(acceleration_adds_the_virtual_points_of_the_round_being_paired) {
  PairingInput s;
  s.players = {make_player(1, 2000, {game(2, Side::white, ResultCode::draw)}),
               make_player(2, 1900, {game(1, Side::black, ResultCode::draw)})};
  s.accelerations[1] = {Points::from_half_points(2), Points::from_half_points(1)};
  BOOST_TEST(s.pairing_score(1) == Points::from_half_points(2));  // 0.5 + 0.5 for round 2
  BOOST_TEST(s.pairing_score(2) == Points::from_half_points(1));
}

BOOST_AUTO_TEST_CASE(before_round_keeps_announced_absences_and_cuts_the_rest) {
  PairingInput s;
  s.players = {
      make_player(1, 2000, {game(2, Side::white, ResultCode::win), alone(ResultCode::zero_bye)}),
      make_player(2, 1900, {game(1, Side::black, ResultCode::loss), game(3, Side::white, ResultCode::draw)}),
      make_player(3, 1800, {alone(ResultCode::pairing_bye), game(2, Side::black, ResultCode::draw)})};
  const PairingInput cut = s.before_round(2);
  BOOST_TEST(cut.next_round() == 2);
  BOOST_TEST(cut.find(1)->rounds.size() == 2u);
  BOOST_TEST(cut.announced_absence(1) == ResultCode::zero_bye);
  BOOST_TEST(cut.find(2)->rounds.size() == 1u);
  BOOST_TEST(cut.available_players() == (std::vector<int>{2, 3}));
}

BOOST_AUTO_TEST_CASE(seeded_random_repeats_its_sequence_and_stays_in_bounds) {
  SeededRandom a(42);
  SeededRandom b(42);
  for (int i = 0; i < 1000; ++i) {
    const int x = a.below(7);
    BOOST_TEST(x == b.below(7));
    BOOST_TEST((x >= 0 && x < 7));
  }
  // The first output is fixed by the algorithm (SplitMix64 of seed 0), on every platform.
  BOOST_TEST(SeededRandom(0).next() == 0xE220A8397B1DCDAFULL);
  const LotDraw draw = draw_lots({1, 2, 3, 4, 5}, 7);
  BOOST_TEST(draw_lots({1, 2, 3, 4, 5}, 7).order == draw.order);
  auto sorted = draw.order;
  std::sort(sorted.begin(), sorted.end());
  BOOST_TEST(sorted == (std::vector<int>{1, 2, 3, 4, 5}));
}

// C.04.3 E.5 read from a file without XXC or 152, as bbpPairings reads it: the first round with
// colours, each player paired by then holding a place in starting-number order.
BOOST_AUTO_TEST_CASE(the_initial_colour_is_read_from_the_first_round_with_colours) {
  const auto entry = [](std::optional<int> opponent, std::optional<Side> colour, ResultCode result) {
    return RoundEntry{opponent, colour, result, std::nullopt};
  };
  PairingInput input;
  // Round 1: 1 has the PAB (place 1, no colour), 2 is Black against 3 (place 2): the initial
  // colour is White.
  input.players = {make_player(1, 2000, {entry(std::nullopt, std::nullopt, ResultCode::pairing_bye)}),
                   make_player(2, 1900, {entry(3, Side::black, ResultCode::draw)}),
                   make_player(3, 1800, {entry(2, Side::white, ResultCode::draw)})};
  BOOST_TEST((input.initial_colour_of_round_one() == Side::white));
  // A forfeit win without an opponent ("0000 - +") holds a place too: 2 stays second, Black, so
  // White (were 1 left out, 2 would be first and Black the answer).
  input.players[0].rounds[0] = entry(std::nullopt, std::nullopt, ResultCode::forfeit_win);
  BOOST_TEST((input.initial_colour_of_round_one() == Side::white));
  // An absent player ("0000 - Z") holds none: 2 is first, Black.
  input.players[0].rounds[0] = entry(std::nullopt, std::nullopt, ResultCode::zero_bye);
  BOOST_TEST((input.initial_colour_of_round_one() == Side::black));
  // Round 1 without colours (every game forfeited, "-"): round 2 tells it. 1 and 2 met there, 1
  // (place 1) with Black: Black.
  PairingInput late;
  late.players = {
      make_player(1, 2000,
                  {entry(2, std::nullopt, ResultCode::forfeit_win), entry(2, Side::black, ResultCode::win)}),
      make_player(
          2, 1900,
          {entry(1, std::nullopt, ResultCode::forfeit_loss), entry(1, Side::white, ResultCode::loss)})};
  BOOST_TEST((late.initial_colour_of_round_one() == Side::black));
  // No round with colours: none to read.
  late.players[0].rounds.pop_back();
  late.players[1].rounds.pop_back();
  BOOST_TEST(!late.initial_colour_of_round_one().has_value());
}

BOOST_AUTO_TEST_SUITE_END()
