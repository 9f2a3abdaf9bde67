// The module file of the standings_tests bridge (see tests/reports/CMakeLists.txt): the suites
// themselves are in tests/tournament.
#define BOOST_TEST_MODULE standings_tests
#include <boost/test/unit_test.hpp>
