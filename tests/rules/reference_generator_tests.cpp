// The bitboard generator against a plain, independent reading of 6.1.4-6.1.5 written for this
// test on an 8x8 array, over seeded random positions full of kings and captures.
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"

#include <boost/test/unit_test.hpp>

#include <array>
#include <cstdlib>
#include <random>
#include <set>
#include <tuple>

using namespace shashki::rules;

namespace {

using Key = std::tuple<int, int, std::uint64_t, bool>;  // from, to, captured, promotes

struct Reference {
  std::array<char, 64> board{};  // '.', 'w', 'W', 'b', 'B'
  bool white = true;
  int from = 0;
  std::set<Key> found;

  bool mine(int s) const {
    return white ? (board[s] == 'w' || board[s] == 'W') : (board[s] == 'b' || board[s] == 'B');
  }
  bool theirs(int s) const { return board[s] != '.' && !mine(s); }
  bool free(int s) const { return board[s] == '.' || s == from; }
  static int step(int s, int df, int dr) {
    const int f = s % 8 + df;
    const int r = s / 8 + dr;
    return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f;
  }
  bool last_row(int s) const { return white ? s / 8 == 7 : s / 8 == 0; }

  // Captures available from s: (taken, landing) pairs, before the 6.1.5.6 filter.
  std::vector<std::pair<int, int>> jumps(int s, bool king, std::uint64_t taken) const {
    std::vector<std::pair<int, int>> out;
    for (const auto& [df, dr] : {std::pair{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}) {
      int t = step(s, df, dr);
      if (king) {
        while (t >= 0 && free(t)) t = step(t, df, dr);
      }
      if (t < 0 || !theirs(t) || ((taken >> t) & 1U)) continue;
      for (int l = step(t, df, dr); l >= 0 && free(l); l = step(l, df, dr)) {
        out.emplace_back(t, l);
        if (!king) break;
      }
    }
    return out;
  }

  void capture(int s, bool king, bool promoted, std::uint64_t taken) {
    const auto options = jumps(s, king, taken);
    if (options.empty()) {
      if (taken != 0) found.insert({from, s, taken, promoted});
      return;
    }
    for (const auto& [t, l] : options) {
      const bool crowned = king || last_row(l);
      const std::uint64_t now = taken | (std::uint64_t{1} << t);
      if (king) {
        // 6.1.5.6: when some landing square behind t lets the capture go on, only those count.
        bool some_go_on = false;
        for (const auto& [t2, l2] : options) {
          if (t2 == t && !jumps(l2, true, now).empty()) some_go_on = true;
        }
        if (some_go_on && jumps(l, true, now).empty()) continue;
      }
      capture(l, crowned, promoted || (!king && crowned), now);
    }
  }

  std::set<Key> moves() {
    for (int s = 0; s < 64; ++s) {
      if (!mine(s)) continue;
      from = s;
      capture(s, board[s] == 'W' || board[s] == 'B', false, 0);
    }
    from = -1;
    if (!found.empty()) return found;
    for (int s = 0; s < 64; ++s) {
      if (!mine(s)) continue;
      const bool king = board[s] == 'W' || board[s] == 'B';
      for (const auto& [df, dr] : {std::pair{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}) {
        if (!king && dr != (white ? 1 : -1)) continue;
        for (int t = step(s, df, dr); t >= 0 && board[t] == '.'; t = step(t, df, dr)) {
          found.insert({s, t, 0, !king && last_row(t)});
          if (!king) break;
        }
      }
    }
    return found;
  }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(reference_generator_tests)

BOOST_AUTO_TEST_CASE(random_positions_have_the_moves_of_the_plain_reading_of_the_rules) {
  // 20000 positions take about a second; under the sanitizers 2000 are enough.
  const int positions = std::getenv("SHASHKI_SANITIZED") != nullptr ? 2000 : 20000;
  std::mt19937 random(20261129);  // seeded: the same positions every run
  int with_captures = 0;
  for (int n = 0; n < positions; ++n) {
    Reference ref;
    ref.board.fill('.');
    Bitboard white = 0, black = 0, kings = 0;
    const int pieces = 2 + static_cast<int>(random() % 18);
    for (int i = 0; i < pieces; ++i) {
      const int s = static_cast<int>(random() % 64);
      if ((s % 8 + s / 8) % 2 != 0 || ref.board[static_cast<std::size_t>(s)] != '.') continue;
      const bool w = random() % 2 == 0;
      bool king = random() % 3 == 0;
      if ((w && s / 8 == 7) || (!w && s / 8 == 0)) king = true;  // 6.1.4.4
      ref.board[static_cast<std::size_t>(s)] = w ? (king ? 'W' : 'w') : (king ? 'B' : 'b');
      (w ? white : black) |= Bitboard{1} << s;
      if (king) kings |= Bitboard{1} << s;
    }
    ref.white = random() % 2 == 0;
    const Position p(white, black, kings, ref.white ? Color::white : Color::black);
    std::set<Key> ours;
    for (const Move& m : legal_moves(p)) ours.insert({m.from.index(), m.to.index(), m.captured, m.promotes});
    const std::set<Key> expected = ref.moves();
    if (!expected.empty() && std::get<2>(*expected.begin()) != 0) ++with_captures;
    BOOST_TEST_INFO("position " << to_fen(p));
    BOOST_TEST((ours == expected));
    if (ours != expected) break;
  }
  BOOST_TEST(with_captures > positions / 10);  // the sample really exercises captures
}

BOOST_AUTO_TEST_SUITE_END()
