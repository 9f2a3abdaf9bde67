// Known endgame theory, as the databases see it (docs/endgame.md has the table). Each case
// counts over a whole class; the messages print the figures the documentation quotes.
#include "endgame_fixture.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"
#include "tables.hpp"

#include <boost/test/unit_test.hpp>

using namespace shashki;
using namespace shashki::endgame;
using endgame::testing::databases;

namespace {

const detail::Set32 big_road = detail::compress(rules::big_road);

struct Tally {
  std::uint64_t positions = 0, wins = 0, draws = 0, losses = 0;
  int longest_win = 0;
  int longest_loss = 0;
  void add(Value v) {
    ++positions;
    if (v.result == Result::win) {
      ++wins;
      longest_win = std::max(longest_win, v.plies);
    } else if (v.result == Result::loss) {
      ++losses;
      longest_loss = std::max(longest_loss, v.plies);
    } else {
      ++draws;
    }
  }
};

// The positions of a class (side to move = White) that `keep` selects, tallied.
template <class Keep>
Tally tally(const Material& m, Keep&& keep) {
  detail::Tables tables(databases().dir());
  const detail::ClassTable* t = tables.load(m);
  BOOST_REQUIRE(t != nullptr);
  Tally out;
  for (std::uint64_t i = 0; i < t->index.size(); ++i) {
    const detail::Board b = t->index.board(i);
    if (keep(b)) out.add(decode(t->values[i]));
  }
  return out;
}

Value value_of(const char* fen) {
  const Tablebase tb(databases().dir());
  const auto p = rules::parse_fen(fen);
  BOOST_REQUIRE(p.ok());
  const auto v = tb.probe(*p);
  BOOST_REQUIRE(v.has_value());
  return *v;
}

// The side to move can take something now (then the ending changes at once).
bool capture_now(const detail::Board& b) {
  return rules::has_capture(detail::position_of(b));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(theory_tests)

BOOST_AUTO_TEST_CASE(one_king_against_one_king_is_a_draw_unless_a_king_is_caught_within_two_moves) {
  const Tally t = tally({0, 1, 0, 1}, [](const detail::Board&) { return true; });
  BOOST_TEST_MESSAGE("1k v 1k: " << t.wins << " wins, " << t.draws << " draws, " << t.losses
                                 << " losses, longest win " << t.longest_win << " plies");
  BOOST_TEST(t.longest_win <= 3);
  BOOST_TEST(t.draws > t.wins + t.losses);
  BOOST_TEST((value_of("W:WKc1:BKh8").result == Result::draw));
}

BOOST_AUTO_TEST_CASE(two_kings_against_one_king_cannot_force_a_win) {
  // Without a capture at once, or a king caught by force in a few plies, the lone king holds.
  const Tally t = tally({0, 2, 0, 1}, [](const detail::Board&) { return true; });
  BOOST_TEST_MESSAGE("2k v 1k, strong side to move: " << t.wins << " wins, " << t.draws
                                                      << " draws, longest win " << t.longest_win << " plies");
  BOOST_TEST(t.longest_win <= 7);
  BOOST_TEST(t.draws > t.wins);
  BOOST_TEST((value_of("W:WKa1,Kc1:BKh2").result == Result::draw));
}

BOOST_AUTO_TEST_CASE(three_kings_against_a_lone_king_on_the_big_road_draw) {
  // 6.1.8.5's case with three kings: none of them on the big road, the lone king on it.
  const auto on_road = [](const detail::Board& b) {
    return (b.white_kings & big_road) == 0 && (b.black_kings & big_road) != 0 && !capture_now(b);
  };
  const Tally strong = tally({0, 3, 0, 1}, on_road);
  BOOST_TEST_MESSAGE("3k v 1k on the big road, three kings to move, no capture now: "
                     << strong.wins << " wins, " << strong.draws << " draws, longest win "
                     << strong.longest_win << " plies");
  BOOST_TEST(strong.draws > 0U);
  BOOST_TEST(strong.draws > 9 * strong.wins);
  BOOST_TEST((value_of("W:WKc1,Ke1,Kg1:BKa1").result == Result::draw));
}

BOOST_AUTO_TEST_CASE(three_kings_holding_the_big_road_win_against_a_lone_king_off_it_within_fifteen_moves) {
  // The Petrov triangle: one of the three kings on the big road, the lone king off it, and no
  // king en prise (the lone king could not capture if it were its move).
  const auto holding = [](const detail::Board& b) {
    return (b.white_kings & big_road) != 0 && (b.black_kings & big_road) == 0 &&
           !rules::has_capture(detail::position_of(b, rules::Color::black));
  };
  const Tally strong = tally({0, 3, 0, 1}, holding);
  const auto lone_to_move = [](const detail::Board& b) {
    // The colours swapped: the lone king is the side to move.
    return (b.black_kings & big_road) != 0 && (b.white_kings & big_road) == 0 && !capture_now(b);
  };
  const Tally lone = tally({0, 1, 0, 3}, lone_to_move);
  BOOST_TEST_MESSAGE("3k (one on the big road) v 1k off it, three kings to move: "
                     << strong.wins << " wins, " << strong.draws << " draws, longest win "
                     << strong.longest_win << " plies (" << (strong.longest_win + 1) / 2 << " moves)");
  BOOST_TEST_MESSAGE("the same, lone king to move and not capturing: "
                     << lone.losses << " losses, " << lone.draws << " draws, longest loss "
                     << lone.longest_loss << " plies");
  BOOST_TEST(strong.draws == 0U);
  // With the lone king to move, a few set-ups lose a king to a double attack (W:WKg1:BKa1,Kd2,Kf4:
  // Kg1-e3 attacks d2 and f4): those are drawn.
  BOOST_TEST(lone.draws * 100 < lone.losses);
  // 6.1.8.3: 15 moves of the stronger side are enough from any of them.
  BOOST_TEST((strong.longest_win + 1) / 2 <= 15);
  BOOST_TEST(lone.longest_loss / 2 <= 15);
}

BOOST_AUTO_TEST_SUITE_END()
