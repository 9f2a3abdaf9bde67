// The restart test of issue 9: a child process runs the clocks of a 50-board round on the
// production time source and is killed with SIGKILL; reopened, every clock must come back
// paused with the times of its last recorded event, and no acknowledged event may be lost.
#include "live_fixture.hpp"

#include "shashki/app/clock_service.hpp"
#include "shashki/clock/boot_time_source.hpp"
#include "shashki/db/live_repository.hpp"

#include <boost/test/unit_test.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <map>

using shashki::app::ClockService;
using shashki::app::test::LiveFixture;
using shashki::clock::ClockPhase;

namespace {

constexpr int boards = 50;

// One acknowledged press: the board and the length of its journal once the press returned.
struct Ack {
  int board = 0;
  std::int64_t records = 0;
};

// The child: starts the round's clocks and presses them in turn, acknowledging each returned
// press on `ack`; it ends by SIGKILL (or _exit on an unexpected error, which the parent sees).
[[noreturn]] void child(const std::filesystem::path& path, shashki::tournament::EventId event, int ack) {
  try {
    shashki::app::Session session(path, "restart-child");
    const shashki::clock::BootTimeSource source;
    ClockService clocks(session, source, event, 1);
    clocks.start_all();
    for (long n = 0;; ++n) {
      const int board = static_cast<int>(n % boards) + 1;
      const auto side = clocks.clock(board).running();
      if (!side || !clocks.press(board, *side).accepted) ::_exit(3);
      const Ack a{board, static_cast<std::int64_t>(clocks.clock(board).journal().size())};
      if (::write(ack, &a, sizeof a) != static_cast<ssize_t>(sizeof a)) ::_exit(4);
    }
  } catch (...) {
    ::_exit(5);
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(restart_tests)

BOOST_AUTO_TEST_CASE(
    after_a_kill_every_clock_comes_back_paused_with_its_last_recorded_times_and_nothing_is_lost) {
  LiveFixture f(boards);
  f.close();
  // Fewer presses under the sanitizers, where every write is several times slower.
  const long wanted = std::getenv("SHASHKI_SANITIZED") != nullptr ? 150 : 600;
  int fds[2];
  BOOST_REQUIRE(::pipe(fds) == 0);
  const pid_t pid = ::fork();
  BOOST_REQUIRE(pid >= 0);
  if (pid == 0) {
    ::close(fds[0]);
    child(f.path, f.event.id, fds[1]);
  }
  ::close(fds[1]);
  std::map<int, std::int64_t> acknowledged;
  long received = 0;
  Ack a;
  while (received < wanted && ::read(fds[0], &a, sizeof a) == static_cast<ssize_t>(sizeof a)) {
    acknowledged[a.board] = a.records;
    ++received;
  }
  ::kill(pid, SIGKILL);
  int status = 0;
  ::waitpid(pid, &status, 0);
  // Acknowledgements written before the kill are still in the pipe.
  while (::read(fds[0], &a, sizeof a) == static_cast<ssize_t>(sizeof a)) acknowledged[a.board] = a.records;
  ::close(fds[0]);
  BOOST_REQUIRE_MESSAGE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL,
                        "the child stopped by itself with status " << status);
  BOOST_REQUIRE(received == wanted);

  f.reopen();
  shashki::db::LiveRepository repository(f.session->database());
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  BOOST_TEST(clocks.recovery().size() == static_cast<std::size_t>(boards));
  for (const auto& board : clocks.boards()) {
    BOOST_TEST_CONTEXT("board " << board.board) {
      const auto journal = repository.load_clock(f.game(board.board));
      BOOST_REQUIRE(!journal.empty());
      // Nothing acknowledged was lost (one more press may have committed just before the kill).
      BOOST_TEST(static_cast<std::int64_t>(journal.size()) >= acknowledged[board.board]);
      BOOST_TEST(board.awaiting_recovery);
      BOOST_TEST(board.face.phase == ClockPhase::paused);
      BOOST_TEST(board.face.white.count() == journal.back().row.white_ms);
      BOOST_TEST(board.face.black.count() == journal.back().row.black_ms);
    }
  }
  // The judge restores the times of the last events: every clock stays paused with them.
  BOOST_TEST(clocks.recover_all({}, "power cut") == boards);
  for (const auto& board : clocks.boards()) {
    const auto journal = repository.load_clock(f.game(board.board));
    BOOST_TEST((journal.back().row.kind == shashki::clock::EventKind::recover));
    BOOST_TEST(board.face.phase == ClockPhase::paused);
    BOOST_TEST(board.face.white.count() == journal.back().row.white_ms);
    BOOST_TEST(!board.awaiting_recovery);
  }
  // And each runs again on the judge's word, from the time it had.
  BOOST_TEST(clocks.resume(1).accepted);
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::running);
}

BOOST_AUTO_TEST_CASE(the_judge_may_charge_the_running_side_until_the_power_went_out) {
  LiveFixture f(1);
  {
    ClockService clocks(*f.session, f.time, f.event.id, 1);
    clocks.start_all();
    f.time.advance(std::chrono::seconds(10));
    clocks.press(1, shashki::clock::Side::white);  // Black's clock runs from here
  }
  // A "reboot": the monotonic origin starts again, the wall clock goes on.
  const auto last = f.time.now();
  f.time.set({std::chrono::milliseconds(5), last.wall + std::chrono::minutes(3)});
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  const auto items = clocks.recovery();
  BOOST_REQUIRE(items.size() == 1U);
  BOOST_TEST(items[0].question.running_side == shashki::clock::Side::black);
  shashki::clock::RecoveryChoice choice;
  choice.charge_until = last.wall + std::chrono::minutes(1);
  clocks.recover(1, choice, "the power went out a minute after the last press");
  BOOST_TEST(clocks.clock(1).phase() == ClockPhase::paused);
  BOOST_TEST(clocks.clock(1).remaining(shashki::clock::Side::black, f.time.now().monotonic) ==
             std::chrono::minutes(29));
}

BOOST_AUTO_TEST_CASE(after_a_crash_recovery_offers_the_times_of_the_last_checkpoint) {
  using namespace std::chrono_literals;
  LiveFixture f(2);
  {
    ClockService clocks(*f.session, f.time, f.event.id, 1);
    clocks.start_all();
    f.time.advance(3s);
    BOOST_TEST(clocks.checkpoint_if_due() == 0);  // due 5 s after opening
    f.time.advance(2s);
    BOOST_TEST(clocks.checkpoint_if_due() == 2);
    f.time.advance(4s);  // 4 s since the last checkpoint: not due yet
    BOOST_TEST(clocks.checkpoint_if_due() == 0);
    f.time.advance(1s);
    BOOST_TEST(clocks.checkpoint_if_due() == 2);
    f.time.advance(3s);  // the power goes out 3 s after the checkpoint, 13 s after the start
  }
  const auto audit_before = f.audit_actions().size();
  f.time.set({5ms, f.time.now().wall + 10min});  // a reboot
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  const auto items = clocks.recovery();
  BOOST_REQUIRE(items.size() == 2U);
  BOOST_TEST(items[0].question.white == 1'800'000ms - 10s);
  BOOST_TEST(items[0].question.checkpoint_charge == 10s);
  BOOST_TEST(clocks.boards()[0].face.white == 1'800'000ms - 10s);
  // One confirmation restores every board, in one action.
  BOOST_TEST(clocks.recover_all({}, "console restarted") == 2);
  BOOST_TEST(f.audit_actions(audit_before) == std::vector<std::string>{"clock.recover-all"});
  BOOST_TEST(clocks.resume_all() == 2);
  f.time.advance(1s);
  BOOST_TEST(clocks.clock(1).remaining(shashki::clock::Side::white, f.time.now().monotonic) ==
             1'800'000ms - 11s);
}

BOOST_AUTO_TEST_CASE(a_pause_journaled_at_quitting_loses_no_clock_time_and_resume_all_takes_it_up) {
  using namespace std::chrono_literals;
  LiveFixture f(2);
  {
    ClockService clocks(*f.session, f.time, f.event.id, 1);
    clocks.start_all();
    f.time.advance(32s);
    BOOST_TEST(clocks.running() == 2);
    BOOST_TEST(clocks.pause_all(std::string(ClockService::closing_reason)) == 2);
  }
  f.close();
  f.time.advance(1h);
  f.reopen();
  ClockService clocks(*f.session, f.time, f.event.id, 1);
  BOOST_TEST(clocks.recovery().size() == 2U);
  BOOST_TEST(clocks.recover_all({}, "console restarted") == 2);
  BOOST_TEST(clocks.resume_all() == 2);
  for (int board = 1; board <= 2; ++board) {
    BOOST_TEST_INFO("board " << board);
    BOOST_TEST(clocks.clock(board).phase() == ClockPhase::running);
    BOOST_TEST(clocks.clock(board).remaining(shashki::clock::Side::white, f.time.now().monotonic) ==
               1'800'000ms - 32s);
  }
}

BOOST_AUTO_TEST_SUITE_END()
