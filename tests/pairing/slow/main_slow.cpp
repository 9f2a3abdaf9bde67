// The Boost.Test module of the slow pairing tests (label slow, not run by `make test`).
#define BOOST_TEST_MODULE pairing_slow_tests
#include <boost/test/unit_test.hpp>
