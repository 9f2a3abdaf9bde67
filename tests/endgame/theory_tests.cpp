// Known endgame theory, as the databases see it (docs/endgame.md has the table).
#include "endgame_fixture.hpp"

#include <boost/test/unit_test.hpp>

BOOST_AUTO_TEST_SUITE(theory_tests)
BOOST_AUTO_TEST_SUITE_END()
