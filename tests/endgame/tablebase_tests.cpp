// The databases against a plain minimax search, and the consistency pass.
#include "endgame_fixture.hpp"
#include "shashki/endgame/tablebase.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"
#include "tables.hpp"

#include <boost/test/unit_test.hpp>

#include <fstream>
#include <random>
#include <unordered_map>

using namespace shashki;
using namespace shashki::endgame;
using endgame::testing::databases;

namespace {

// A plain depth-limited search over the rules core's moves, sharing nothing with the build:
// does the side to move win (or lose) within `depth` plies? The game ends when the side to move
// has no piece or no legal move (6.1.7).
class Search {
 public:
  // The exact value if the game ends within `depth` plies under best play.
  std::optional<Value> solve(const rules::Position& p, int depth) {
    for (int d = 0; d <= depth; ++d) {
      if (d % 2 == 1 && wins_within(p, d)) return Value{Result::win, d};
      if (d % 2 == 0 && loses_within(p, d)) return Value{Result::loss, d};
    }
    return std::nullopt;
  }

 private:
  bool wins_within(const rules::Position& p, int depth) {
    if (depth <= 0) return false;
    return remember(p, depth, true, [&] {
      for (const auto& m : rules::legal_moves(p)) {
        if (loses_within(p.succ(m), depth - 1)) return true;
      }
      return false;
    });
  }
  bool loses_within(const rules::Position& p, int depth) {
    if (p.pieces(p.side_to_move()) == 0) return true;
    const auto moves = rules::legal_moves(p);
    if (moves.empty()) return true;
    if (depth <= 0) return false;
    return remember(p, depth, false, [&] {
      for (const auto& m : moves) {
        if (!wins_within(p.succ(m), depth - 1)) return false;
      }
      return true;
    });
  }
  template <class F>
  bool remember(const rules::Position& p, int depth, bool win, F&& f) {
    const Key key{p.white(), p.black(), p.kings(),
                  depth * 4 + (win ? 2 : 0) + (p.side_to_move() == rules::Color::white)};
    if (const auto it = m_memo.find(key); it != m_memo.end()) return it->second;
    const bool r = f();
    if (m_memo.size() > 4'000'000) m_memo.clear();
    m_memo.emplace(key, r);
    return r;
  }
  struct Key {
    rules::Bitboard white, black, kings;
    int extra;
    bool operator==(const Key&) const = default;
  };
  struct Hash {
    std::size_t operator()(const Key& k) const {
      return std::hash<std::uint64_t>()(k.white * 0x9E3779B97F4A7C15ULL ^ k.black * 0xC2B2AE3D27D4EB4FULL ^
                                        k.kings * 0x165667B19E3779F9ULL ^
                                        static_cast<std::uint64_t>(k.extra));
    }
  };
  std::unordered_map<Key, bool, Hash> m_memo;
};

// A random position of a class, either side to move, placed square by square (not through the
// databases' index).
rules::Position random_position(const Material& m, std::mt19937_64& rng) {
  for (;;) {
    rules::Bitboard taken = 0;
    rules::Bitboard white = 0, black = 0, kings = 0;
    auto place = [&](int n, rules::Bitboard forbidden, rules::Bitboard& side, bool king) {
      for (int i = 0; i < n; ++i) {
        int s;
        do {
          s = static_cast<int>(rng() % 64);
        } while (((rules::dark_squares >> s) & 1U) == 0 || ((taken | forbidden) >> s & 1U) != 0);
        taken |= rules::Bitboard{1} << s;
        side |= rules::Bitboard{1} << s;
        if (king) kings |= rules::Bitboard{1} << s;
      }
    };
    const bool white_to_move = rng() % 2 == 0;
    // The class is seen from the side to move: with Black to move its "white" pieces are Black's.
    rules::Bitboard& mover = white_to_move ? white : black;
    rules::Bitboard& other = white_to_move ? black : white;
    // 6.1.4.4: a white man is never on rank 8, a black man never on rank 1.
    const rules::Bitboard mover_last = white_to_move ? rules::rank_8 : rules::rank_1;
    const rules::Bitboard other_last = white_to_move ? rules::rank_1 : rules::rank_8;
    place(m.white_men, mover_last, mover, false);
    place(m.white_kings, 0, mover, true);
    place(m.black_men, other_last, other, false);
    place(m.black_kings, 0, other, true);
    return rules::Position(white, black, kings, white_to_move ? rules::Color::white : rules::Color::black);
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(tablebase_tests)

BOOST_AUTO_TEST_CASE(every_class_built_for_the_tests_passed_the_consistency_pass) {
  const auto& reports = databases().reports();
  BOOST_TEST(reports.size() >= 20U);
  for (const auto& r : reports) {
    BOOST_TEST_INFO("class " << r.material.name());
    BOOST_TEST(r.verified);
    BOOST_TEST(r.wins + r.draws + r.losses == r.positions);
  }
}

BOOST_AUTO_TEST_CASE(
    verdicts_and_distances_agree_with_a_plain_search_on_positions_decided_within_seven_plies) {
  const Tablebase tb(databases().dir());
  std::mt19937_64 rng(20261201);
  Search search;
  const auto classes = testing::test_classes();
  std::vector<Material> all = classes;
  all.insert(all.end(), {{0, 1, 0, 1}, {1, 0, 1, 0}, {0, 2, 0, 1}, {1, 1, 0, 1}, {0, 1, 2, 0}, {2, 0, 1, 0}});
  int decided = 0;
  int undecided = 0;
  int wrong = 0;
  for (int sample = 0; decided < 3000 && sample < 40000; ++sample) {
    const Material& m = all[static_cast<std::size_t>(rng() % all.size())];
    const rules::Position p = random_position(m, rng);
    const auto db = tb.probe(p);
    BOOST_REQUIRE(db.has_value());
    const auto reference = search.solve(p, 7);
    if (reference) {
      ++decided;
      if (*db != *reference) {
        ++wrong;
        BOOST_TEST_MESSAGE(rules::to_fen(p)
                           << ": databases " << code(db->result) << ' ' << db->plies << ", search "
                           << code(reference->result) << ' ' << reference->plies);
      }
    } else {
      ++undecided;
      // Not over within 7 plies: the databases must say a draw or a longer distance.
      if (db->result != Result::draw && db->plies <= 7) ++wrong;
    }
  }
  BOOST_TEST_MESSAGE("decided within 7 plies: " << decided << ", longer or drawn: " << undecided);
  BOOST_TEST(decided >= 3000);
  BOOST_TEST(wrong == 0);
}

BOOST_AUTO_TEST_CASE(a_position_with_black_to_move_reads_the_colour_swapped_class) {
  const Tablebase tb(databases().dir());
  // A black king takes the lone white king at once: a win in 1 for Black.
  const auto p = rules::parse_fen("B:WKd4:BKf6,Kh8");
  BOOST_REQUIRE(p.ok());
  const auto v = tb.probe(*p);
  BOOST_REQUIRE(v.has_value());
  BOOST_TEST(code(v->result) == "win");
  BOOST_TEST(v->plies == 1);
}

BOOST_AUTO_TEST_CASE(best_moves_list_every_legal_move_best_first) {
  const Tablebase tb(databases().dir());
  const auto p = rules::parse_fen("W:WKa1,Kc1,Ke1:BKh2");
  BOOST_REQUIRE(p.ok());
  const auto moves = tb.move_values(*p);
  BOOST_TEST(moves.size() == rules::legal_moves(*p).size());
  const auto v = tb.probe(*p);
  BOOST_REQUIRE(v.has_value());
  BOOST_TEST((moves.front().value == *v));
  for (std::size_t i = 1; i < moves.size(); ++i) BOOST_TEST(!moves[i].value.better_than(moves[i - 1].value));
}

BOOST_AUTO_TEST_CASE(a_position_with_more_than_five_pieces_is_outside_the_databases) {
  const Tablebase tb(databases().dir());
  const auto p = rules::parse_fen("W:WKa1,Kc1,Ke1:BKh2,Kh4,Kh6");
  BOOST_REQUIRE(p.ok());
  BOOST_TEST(!tb.probe(*p).has_value());
  const auto q = rules::parse_fen("W:Wa1,c1,e1:Bh8,f8");  // a class not built for the tests
  BOOST_TEST(!tb.probe(*q).has_value());
}

BOOST_AUTO_TEST_CASE(the_consistency_pass_finds_a_changed_value) {
  const auto dir = databases().dir() / "damaged";
  std::filesystem::create_directories(dir);
  for (const auto& entry : std::filesystem::directory_iterator(databases().dir())) {
    if (entry.is_regular_file()) std::filesystem::copy_file(entry.path(), dir / entry.path().filename());
  }
  const Material m{0, 3, 0, 1};
  BOOST_TEST(verify_class(dir, m) == 0U);
  // Rewrite the file with one value changed (through the format's own writer, so the hash fits).
  const auto file = class_file(dir, m);
  std::vector<char> bytes(std::filesystem::file_size(file));
  std::ifstream(file, std::ios::binary).read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  std::vector<std::uint8_t> values(bytes.begin() + 36, bytes.end());
  values[1000] = static_cast<std::uint8_t>(values[1000] == 0 ? 5 : 0);
  detail::write_class_file(file, m, values);
  BOOST_TEST(verify_class(dir, m) >= 1U);
  // A damaged file (its hash no longer fits) is refused with a message naming it.
  bytes[100] = static_cast<char>(bytes[100] ^ 1);
  std::ofstream(file, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  BOOST_CHECK_EXCEPTION(verify_class(dir, m), std::runtime_error, [](const std::runtime_error& e) {
    return std::string(e.what()).find("0301.egdb") != std::string::npos;
  });
}

BOOST_AUTO_TEST_SUITE_END()
