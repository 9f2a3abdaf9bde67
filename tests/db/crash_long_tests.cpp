// The long crash test (label slow): 100 SIGKILLs at random moments (docs/database.md).
#define BOOST_TEST_MODULE db_crash_tests
#include <boost/test/unit_test.hpp>

#include "crash_driver.hpp"
#include "shashki/test/support.hpp"

BOOST_AUTO_TEST_SUITE(crash_long_tests)

BOOST_AUTO_TEST_CASE(a_writer_killed_a_hundred_times_loses_no_acknowledged_result_and_half_writes_none) {
  shashki::test::TempDir dir;
  const auto report = shashki::db::test::run_crash_cycles(dir.path(), 100, 20261129);
  for (const auto& problem : report.problems) BOOST_ERROR(problem);
  BOOST_TEST(report.kills == 100);
  // Kills land after some writes, not only during the open (every other kill waits for the
  // first result): the test would prove little otherwise.
  BOOST_TEST(report.committed >= 50);
  BOOST_TEST_MESSAGE("acknowledged " << report.acknowledged << ", committed " << report.committed);
}

BOOST_AUTO_TEST_SUITE_END()
