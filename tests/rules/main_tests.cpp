// The rules core suites: move generation per clause, notation, FEN/PDN, rulings, draw rules.
#define BOOST_TEST_MODULE rules_tests
#include <boost/test/unit_test.hpp>
