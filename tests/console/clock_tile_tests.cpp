// What a clock tile shows and when the wall repaints it.
#include <boost/test/unit_test.hpp>

#include "clock_tile_ui.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/clock/time_control.hpp"

#include <array>

using namespace shashki;
using namespace std::chrono_literals;

BOOST_AUTO_TEST_SUITE(clock_tile_tests)

BOOST_AUTO_TEST_CASE(the_wall_repaints_only_when_a_face_would_show_something_new) {
  clock::ManualTimeSource time;
  clock::ClockBoard clocks(time);
  clocks.add(clock::TimeControl::sudden_death(30min));
  clocks.start(0);
  std::array<clock::BoardFace, 1> before{}, after{};
  clocks.faces(before);
  time.advance(300ms);  // 30:00 still shows as 29:59 after the first tick, then stays
  clocks.faces(after);
  const bool first_changes = !console::same_look(before[0], after[0]);
  before = after;
  time.advance(300ms);
  clocks.faces(after);
  BOOST_TEST(first_changes);
  BOOST_TEST(console::same_look(before[0], after[0]));
  time.advance(1s);
  clocks.faces(after);
  BOOST_TEST(!console::same_look(before[0], after[0]));
  clocks.pause(0, std::nullopt, "appeal");
  std::array<clock::BoardFace, 1> paused{};
  clocks.faces(paused);
  BOOST_TEST(!console::same_look(after[0], paused[0]));
}

BOOST_AUTO_TEST_SUITE_END()
