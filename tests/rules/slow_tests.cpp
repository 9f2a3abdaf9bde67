// Perft depths 10-13 from the start (minutes of CPU): label `slow`, run by `make test-slow`.
#define BOOST_TEST_MODULE rules_slow_tests
#include <boost/test/unit_test.hpp>

#include "shashki/rules/perft.hpp"

using namespace shashki::rules;

BOOST_AUTO_TEST_SUITE(perft_slow_tests)

// Published values, tests/data/rules/perft_startpos.csv (column `unique`, and `canonical` at 10).
BOOST_AUTO_TEST_CASE(unique_counts_to_depth_13_match_the_published_table) {
  BOOST_TEST(perft(Position::initial(), 10) == 22444032ULL);
  BOOST_TEST(perft(Position::initial(), 11) == 110917189ULL);
  BOOST_TEST(perft(Position::initial(), 12) == 544770444ULL);
  BOOST_TEST(perft(Position::initial(), 13) == 2673979569ULL);
}

BOOST_AUTO_TEST_CASE(path_count_at_depth_10_matches_the_canonical_column) {
  BOOST_TEST(perft(Position::initial(), 10, PerftCounting::paths) == 22450628ULL);
}

BOOST_AUTO_TEST_SUITE_END()
