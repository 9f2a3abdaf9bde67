// Knockout (Olympic system): bracket seeding, byes for a field that is not a power of two,
// micro-match ties with rapid and lightning tie-break matches, and the engine over a TRF.
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/pairing/knockout.hpp"
#include "shashki/pairing/knockout_engine.hpp"

#include <set>

using namespace shashki::pairing;
using namespace shashki::pairing::testing;

namespace {

// Plays every pending game of the current round by a fixed script: the better-rated player (the
// lower id here) wins, except in the ties named in `level`, whose games are drawn until the
// stage given there.
void play_round(Knockout& ko, const std::map<int, TieStage>& level_until) {
  for (int guard = 0; guard < 100; ++guard) {
    const auto pending = ko.pending_games();
    if (pending.empty()) return;
    for (const auto& [t, g] : pending) {
      const Tie& tie = ko.ties()[t];
      const TieGame& game = tie.games[g];
      const auto level = level_until.find(tie.high);
      const bool draw = level != level_until.end() && game.stage <= level->second;
      const int winner = std::min(game.white, game.black);
      ko.record(t, g,
                draw                   ? GameOutcome::draw
                : winner == game.white ? GameOutcome::white_wins
                                       : GameOutcome::black_wins);
    }
  }
  BOOST_FAIL("a round did not finish");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(knockout_tests)

BOOST_AUTO_TEST_CASE(the_bracket_keeps_the_best_seeds_apart_until_the_end) {
  BOOST_TEST(bracket_seed_order(8) == (std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6}));
  const auto order = bracket_seed_order(16);
  BOOST_TEST(order.size() == 16u);
  BOOST_TEST(order.front() == 1);
  // Seed 2 in the other half, seeds 3 and 4 in different quarters.
  const auto pos = [&order](int s) { return std::find(order.begin(), order.end(), s) - order.begin(); };
  BOOST_TEST(pos(2) >= 8);
  BOOST_TEST(pos(3) / 4 != pos(4) / 4);
  for (std::size_t i = 0; i < order.size(); i += 2) BOOST_TEST(order[i] + order[i + 1] == 17);
}

BOOST_AUTO_TEST_CASE(seeding_by_rating_puts_the_highest_first_and_keeps_ties_in_order) {
  BOOST_TEST(seed_by_rating({{7, 1800}, {3, 2100}, {5, 1800}, {9, 2300}}) == (std::vector<int>{9, 3, 7, 5}));
}

BOOST_AUTO_TEST_CASE(a_13_player_knockout_with_tie_breaks_runs_from_start_to_final) {
  std::vector<int> seeded;
  for (int p = 1; p <= 13; ++p) seeded.push_back(p);
  Knockout ko(seeded, KnockoutOptions{2, 2, 2, 1, 2026});
  BOOST_TEST(ko.round_count() == 4);
  // Round 1: 16 slots, so seeds 1-3 have byes and the other ten play five ties.
  const auto& first = ko.ties();
  BOOST_TEST_REQUIRE(first.size() == 8u);
  std::set<int> byes;
  for (const Tie& t : first) {
    if (t.low == 0) {
      byes.insert(t.high);
      BOOST_TEST(t.winner == t.high);
      BOOST_TEST(t.games.empty());
    } else {
      BOOST_TEST(t.games.size() == 2u);  // a micro-match, colours swapped
      BOOST_TEST(t.games[0].white == t.games[1].black);
    }
  }
  BOOST_TEST(byes == (std::set<int>{1, 2, 3}));
  BOOST_TEST(ko.pending_games().size() == 10u);

  // 4-13 is level in the match only (rapid decides); 5-12 level through the rapid match
  // (lightning decides); 6-11 level in everything (lots).
  play_round(ko, {{4, TieStage::match}, {5, TieStage::rapid}, {6, TieStage::lightning}});
  BOOST_TEST(ko.round_complete());
  for (const Tie& t : ko.ties()) {
    if (t.high == 4) {
      BOOST_TEST(t.games.size() == 4u);
      BOOST_TEST((t.games.back().stage == TieStage::rapid));
      BOOST_TEST(t.winner == 4);
      BOOST_TEST(t.score(4, TieStage::match) == t.score(13, TieStage::match));
      BOOST_TEST(t.score(4, TieStage::rapid) == Points::from_half_points(4));
    }
    if (t.high == 5) {
      BOOST_TEST(t.games.size() == 6u);
      BOOST_TEST((t.games.back().stage == TieStage::lightning));
      BOOST_TEST(t.winner == 5);
      BOOST_TEST(!t.decided_by_lot);
    }
    if (t.high == 6) {
      BOOST_TEST(t.games.size() == 6u);
      BOOST_TEST(t.decided_by_lot);
      BOOST_TEST((t.winner == 6 || t.winner == 11));
    }
  }
  const int lot_winner = [&ko] {
    for (const Tie& t : ko.ties()) {
      if (t.high == 6) return *t.winner;
    }
    return 0;
  }();

  BOOST_TEST_REQUIRE(ko.advance());
  BOOST_TEST(ko.round() == 2);
  BOOST_TEST(ko.ties().size() == 4u);
  // The winner of 8-9 meets seed 1, the lot winner meets seed 3.
  BOOST_TEST(ko.ties()[0].high == 1);
  BOOST_TEST(ko.ties()[0].low == 8);
  play_round(ko, {});
  BOOST_TEST_REQUIRE(ko.advance());
  play_round(ko, {});
  BOOST_TEST_REQUIRE(ko.advance());
  BOOST_TEST(ko.round() == 4);
  BOOST_TEST(ko.ties().size() == 1u);
  BOOST_TEST(ko.ties()[0].high == 1);
  BOOST_TEST(ko.ties()[0].low == 2);
  play_round(ko, {{1, TieStage::match}});  // the final goes to rapid games
  BOOST_TEST(ko.champion() == 1);
  BOOST_TEST(!ko.advance());
  BOOST_TEST(ko.rounds().size() == 4u);
  BOOST_TEST(ko.rounds()[3][0].games.size() == 4u);

  // The drawing of lots is reproducible from the recorded seed.
  Knockout again(seeded, KnockoutOptions{2, 2, 2, 1, 2026});
  play_round(again, {{4, TieStage::match}, {5, TieStage::rapid}, {6, TieStage::lightning}});
  for (const Tie& t : again.ties()) {
    if (t.high == 6) BOOST_TEST(*t.winner == lot_winner);
  }
}

BOOST_AUTO_TEST_CASE(the_knockout_engine_pairs_round_1_with_byes_then_the_winners) {
  Snapshot s;
  for (int n = 1; n <= 6; ++n) s.players.push_back(make_player(n, 2100 - n));
  const KnockoutEngine engine;
  const auto first = engine.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(first));
  const Pairing& p1 = std::get<Pairing>(first);
  // 8 slots: 1 and 2 have byes; 4-5 and 3-6 play.
  BOOST_TEST(p1.byes == (std::vector<int>{1, 2}));
  BOOST_TEST(p1.boards == (std::vector<Board>{{4, 5}, {3, 6}}), boost::test_tools::per_element());

  s.find(1)->rounds = {alone(ResultCode::pairing_bye)};
  s.find(2)->rounds = {alone(ResultCode::pairing_bye)};
  s.find(4)->rounds = {game(5, Colour::white, ResultCode::loss)};
  s.find(5)->rounds = {game(4, Colour::black, ResultCode::win)};
  s.find(3)->rounds = {game(6, Colour::white, ResultCode::forfeit_win)};
  s.find(6)->rounds = {game(3, Colour::black, ResultCode::forfeit_loss)};
  const auto second = engine.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Pairing>(second));
  BOOST_TEST(std::get<Pairing>(second).boards == (std::vector<Board>{{1, 5}, {2, 3}}),
             boost::test_tools::per_element());
  BOOST_TEST(std::get<Pairing>(second).byes.empty());

  // A drawn game cannot decide a knockout tie in a TRF: the engine says so.
  s.find(4)->rounds = {game(5, Colour::white, ResultCode::draw)};
  s.find(5)->rounds = {game(4, Colour::black, ResultCode::draw)};
  const auto level = engine.pair_next_round(s);
  BOOST_TEST_REQUIRE(std::holds_alternative<Refusal>(level));
  BOOST_TEST(std::get<Refusal>(level).criterion == "knockout tie level");
}

BOOST_AUTO_TEST_SUITE_END()
