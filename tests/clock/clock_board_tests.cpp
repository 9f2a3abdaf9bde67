// The clocks of a whole round on one time source: start all, pause all, flags, and faces
// drawn without allocating.

// This file replaces the global operator new/delete with a counting pair over malloc/free;
// GCC takes the replacement's own free() for a mismatch with the new it inlines.
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
#include <boost/test/unit_test.hpp>

#include "clock_test_helpers.hpp"
#include "shashki/clock/clock_board.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/clock/presets.hpp"

#include <atomic>
#include <cstdlib>
#include <new>
#include <vector>

using namespace shashki::clock;
using shashki::clock::test::round_start;
using std::chrono::milliseconds;
using namespace std::chrono_literals;

namespace {
// Counts every allocation of this test program, to prove that drawing allocates nothing.
std::atomic<long> g_allocations{0};
}  // namespace

void* operator new(std::size_t size) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

namespace {

// 300 boards, the five presets in turn, on a manual source.
struct Round {
  ManualTimeSource source{0ms, round_start()};
  ClockBoard board{source};
  Round() {
    for (std::size_t i = 0; i < 300; ++i) board.add(presets()[i % presets().size()].control());
  }
};

// The same round, already started.
struct StartedRound : Round {
  StartedRound() { board.start_all(); }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(clock_board_tests)

BOOST_FIXTURE_TEST_CASE(start_all_starts_every_board_at_one_instant_with_white_to_move, Round) {
  source.advance(1000ms);
  BOOST_TEST(board.start_all() == 300U);
  for (std::size_t i = 0; i < board.size(); ++i) {
    BOOST_TEST_INFO("board " << i + 1);
    BOOST_TEST(board.clock(i).running() == Side::white);  // 6.1.4.1
    BOOST_TEST(board.clock(i).journal().front().reading.count() == 1000);
  }
  BOOST_TEST(board.start_all() == 0U);
}

BOOST_FIXTURE_TEST_CASE(pause_all_stops_the_hall_and_resume_all_leaves_an_appeal_paused, StartedRound) {
  source.advance(5s);
  BOOST_TEST(board.pause(7, Side::black, "appeal").accepted());  // 6.1.10.3
  BOOST_TEST(board.pause_all("announcement by the chief arbiter") == 299U);
  const milliseconds white_before = board.clock(0).remaining(Side::white, source.now().monotonic);
  source.advance(10min);
  BOOST_TEST(board.clock(0).remaining(Side::white, source.now().monotonic).count() == white_before.count());
  BOOST_TEST(board.resume_all() == 299U);
  BOOST_TEST(board.clock(7).phase() == ClockPhase::paused);
  BOOST_TEST(board.clock(8).phase() == ClockPhase::running);
  BOOST_TEST(board.clock(0).journal().back().kind == EventKind::resume);
}

BOOST_FIXTURE_TEST_CASE(flagged_games_are_found_when_their_time_runs_out, StartedRound) {
  // Every board but the lightning ones (3+2, every fifth) has more than 3 minutes.
  source.advance(3min - 1ms);
  BOOST_TEST(board.check_flags() == 0U);
  source.advance(1ms);
  BOOST_TEST(board.check_flags() == 60U);
  std::vector<std::size_t> found(300);
  const std::size_t n = board.flagged(found);
  BOOST_TEST(n == 60U);
  for (std::size_t k = 0; k < n; ++k) BOOST_TEST(presets()[found[k] % 5].discipline == Discipline::lightning);
  BOOST_TEST(board.check_flags() == 0U);
}

BOOST_FIXTURE_TEST_CASE(faces_show_one_instant_for_all_boards_and_allocate_nothing, StartedRound) {
  source.advance(2min);
  BOOST_TEST(board.press(1, Side::white).accepted());
  source.advance(3min);  // lightning boards: flag due, not yet recorded
  std::vector<BoardFace> faces(board.size());
  const long before = g_allocations.load();
  board.faces(faces);
  board.faces(faces);
  BOOST_TEST(g_allocations.load() == before);
  BOOST_TEST(faces[0].white_text.view() == "15:00");    // classical 20+30 after 5 minutes
  BOOST_TEST(faces[1].white_text.view() == "0:28:30");  // pressed after 2 minutes: +30 s
  BOOST_TEST(faces[1].black_text.view() == "0:27:00");
  BOOST_TEST(faces[1].running == Side::black);
  BOOST_TEST(faces[4].white_text.view() == "0:00.0");
  BOOST_TEST(faces[4].flag == Side::white);
  BOOST_TEST(board.clock(4).phase() == ClockPhase::running);  // drawing never changes a clock
}

BOOST_AUTO_TEST_SUITE_END()
