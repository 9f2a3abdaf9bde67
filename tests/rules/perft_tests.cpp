// Perft from the start against tests/data/rules/perft_startpos.csv (its `unique` and
// `canonical` columns), and a few independent checks of the move tree.
#include "shashki/rules/perft.hpp"
#include "shashki/test/support.hpp"

#include <boost/test/unit_test.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace shashki::rules;

namespace {

struct Row {
  int depth;
  std::uint64_t unique;
  std::uint64_t canonical;
};

std::vector<Row> published() {
  std::ifstream in(shashki::test::data_dir() / "rules/perft_startpos.csv");
  std::vector<Row> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.starts_with("depth")) continue;
    std::stringstream ss(line);
    std::string depth, unique, canonical;
    std::getline(ss, depth, ',');
    std::getline(ss, unique, ',');
    std::getline(ss, canonical, ',');
    rows.push_back({std::stoi(depth), unique.empty() ? 0 : std::stoull(unique),
                    canonical.empty() ? 0 : std::stoull(canonical)});
  }
  return rows;
}

bool sanitized() {
  return std::getenv("SHASHKI_SANITIZED") != nullptr;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(perft_tests)

BOOST_AUTO_TEST_CASE(unique_counts_match_the_published_table) {
  // Depth 9 keeps the default run short (about 0.1 s); depth 11 is in the slow suite and in the
  // CLI check. Under the sanitizers depth 7 is enough to exercise every code path.
  const int deepest = sanitized() ? 7 : 9;
  const auto rows = published();
  BOOST_REQUIRE(rows.size() >= 11);
  for (const Row& row : rows) {
    if (row.depth > deepest) break;
    BOOST_TEST_INFO("depth " << row.depth);
    BOOST_TEST(perft(Position::initial(), row.depth) == row.unique);
  }
}

BOOST_AUTO_TEST_CASE(path_counts_match_the_canonical_column) {
  const int deepest = sanitized() ? 7 : 9;
  for (const Row& row : published()) {
    if (row.depth > deepest) break;
    BOOST_TEST_INFO("depth " << row.depth);
    BOOST_TEST(perft(Position::initial(), row.depth, PerftCounting::paths) == row.canonical);
  }
}

BOOST_AUTO_TEST_CASE(divide_adds_up_to_the_total) {
  std::uint64_t sum = 0;
  const auto parts = perft_divide(Position::initial(), 5);
  BOOST_TEST(parts.size() == 7U);
  for (const auto& [move, n] : parts) sum += n;
  BOOST_TEST(sum == perft(Position::initial(), 5));
}

BOOST_AUTO_TEST_SUITE_END()
