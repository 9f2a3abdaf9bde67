// The production time source: CLOCK_BOOTTIME for arithmetic, the wall clock for the log.
#include <boost/test/unit_test.hpp>

#include "shashki/clock/boot_time_source.hpp"

using shashki::clock::BootTimeSource;
using namespace std::chrono_literals;

BOOST_AUTO_TEST_SUITE(boot_time_source_tests)

BOOST_AUTO_TEST_CASE(boot_time_readings_never_go_back_and_the_wall_time_is_current) {
  const BootTimeSource source;
  const auto first = source.now();
  const auto second = source.now();
  BOOST_TEST(second.monotonic.count() >= first.monotonic.count());
  // Boot time counts from the boot, the wall time from 1970: they cannot be the same clock.
  BOOST_TEST(first.wall.time_since_epoch().count() > first.monotonic.count());
  BOOST_TEST(first.wall.time_since_epoch() > std::chrono::milliseconds{1'600'000'000'000});
}

BOOST_AUTO_TEST_SUITE_END()
