// The short crash test of the normal suite: 5 SIGKILLs (the 100-kill version is db_crash_tests).
#include <boost/test/unit_test.hpp>

#include "crash_driver.hpp"
#include "shashki/test/support.hpp"

BOOST_AUTO_TEST_SUITE(crash_tests)

BOOST_AUTO_TEST_CASE(a_writer_killed_five_times_loses_no_acknowledged_result_and_half_writes_none) {
  shashki::test::TempDir dir;
  const auto report = shashki::db::test::run_crash_cycles(dir.path(), 5, 20260501);
  for (const auto& problem : report.problems) BOOST_ERROR(problem);
  BOOST_TEST(report.kills == 5);
  BOOST_TEST_MESSAGE("acknowledged " << report.acknowledged << ", committed " << report.committed);
}

BOOST_AUTO_TEST_SUITE_END()
