// What a clock face shows: h:mm:ss from 20 minutes, m:ss below, tenths below 20 seconds.
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "shashki/clock/display.hpp"

#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;
using shashki::clock::display_text;
using std::chrono::milliseconds;
using namespace std::chrono_literals;

namespace {

struct FaceCase {
  milliseconds remaining;
  std::string shown;
};

std::ostream& operator<<(std::ostream& out, const FaceCase& c) {
  return out << c.remaining.count() << " ms";
}

}  // namespace

BOOST_AUTO_TEST_SUITE(display_tests)

BOOST_DATA_TEST_CASE(a_clock_face_shows_the_format_of_its_range,
                     bdata::make(std::vector<FaceCase>{
                         {1h + 30min, "1:30:00"},
                         {20min, "0:20:00"},
                         {20min - 1ms, "19:59"},
                         {10h + 5min + 7s, "10:05:07"},
                         {7min + 5s + 999ms, "7:05"},
                         {20s, "0:20"},
                         {20s - 1ms, "0:19.9"},
                         {3s + 450ms, "0:03.4"},
                         {99ms, "0:00.0"},
                         {0ms, "0:00.0"},
                         {-5s, "0:00.0"},
                     }),
                     c) {
  BOOST_TEST(std::string(display_text(c.remaining).view()) == c.shown);
}

BOOST_AUTO_TEST_SUITE_END()
