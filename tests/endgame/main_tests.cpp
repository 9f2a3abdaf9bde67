// The endgame database suites: index, build and probe, known theory, counting rules.
#define BOOST_TEST_MODULE endgame_tests
#include <boost/test/unit_test.hpp>
