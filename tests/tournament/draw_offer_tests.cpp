// The ruling on a draw offer: 6.1.8.1 (classical: each player's 20th move made) and 6.1.10.2
// (rapid and lightning: a game not recorded only with 6 pieces or fewer each).
#include "shashki/tournament/draw_offer.hpp"

#include <boost/test/unit_test.hpp>

using namespace shashki::tournament;

namespace {

DrawOfferFacts classical_offer(int white_moves, int black_moves) {
  DrawOfferFacts f;
  f.discipline = Discipline::classical;
  f.white_moves = white_moves;
  f.black_moves = black_moves;
  return f;
}

DrawOfferFacts unrecorded_offer(Discipline d, std::optional<int> white_pieces,
                                std::optional<int> black_pieces) {
  DrawOfferFacts f;
  f.discipline = d;
  f.white_pieces = white_pieces;
  f.black_pieces = black_pieces;
  return f;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(draw_offer)

BOOST_AUTO_TEST_CASE(a_classical_offer_waits_for_each_players_twentieth_move_6_1_8_1) {
  BOOST_TEST((rule_on_draw_offer(classical_offer(20, 20)) ==
              DrawOfferRuling{true, "6.1.8.1", DrawOfferGround::enough_moves}));
  BOOST_TEST((rule_on_draw_offer(classical_offer(20, 19)) ==
              DrawOfferRuling{false, "6.1.8.1", DrawOfferGround::too_few_moves}));
  BOOST_TEST(rule_on_draw_offer(classical_offer(19, 20)).allowed == false);
  // A recorded game with few pieces changes nothing in a classical game: the moves count.
  auto few = classical_offer(5, 5);
  few.recorded = true;
  few.white_pieces = 1;
  few.black_pieces = 1;
  BOOST_TEST(rule_on_draw_offer(few).allowed == false);
}

BOOST_AUTO_TEST_CASE(
    a_rapid_or_lightning_game_not_recorded_is_agreed_drawn_only_with_six_pieces_each_6_1_10_2) {
  for (const auto d : {Discipline::rapid, Discipline::lightning}) {
    BOOST_TEST((rule_on_draw_offer(unrecorded_offer(d, 6, 6)) ==
                DrawOfferRuling{true, "6.1.10.2", DrawOfferGround::few_pieces}));
    BOOST_TEST((rule_on_draw_offer(unrecorded_offer(d, 7, 3)) ==
                DrawOfferRuling{false, "6.1.10.2", DrawOfferGround::too_many_pieces}));
    BOOST_TEST((rule_on_draw_offer(unrecorded_offer(d, 2, std::nullopt)) ==
                DrawOfferRuling{false, "6.1.10.2", DrawOfferGround::pieces_not_known}));
    // Recorded: any number of pieces, no move count.
    auto recorded = unrecorded_offer(d, 12, 12);
    recorded.recorded = true;
    BOOST_TEST(
        (rule_on_draw_offer(recorded) == DrawOfferRuling{true, "6.1.10.2", DrawOfferGround::recorded}));
  }
}

BOOST_AUTO_TEST_SUITE_END()
