// The real shashki-console, run as a child process on a round of 50 boards: it starts every
// clock (--start-clocks), the test waits until the database shows the starts, then kills it
// (SIGKILL) or sends it SIGTERM, as a logout or shutdown does (the running clocks are paused and
// the pause journaled, without a question). Read again, every clock must be paused with the
// times of its last recorded event and no recorded row may be missing.
// Everything is asserted on the database's contents and the wall's text, never on timing.
#include <boost/test/unit_test.hpp>

#include "clocks_panel_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "shashki/app/clock_service.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/database.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/test/support.hpp"

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <map>
#include <optional>
#include <thread>
#include <vector>

extern char** environ;

using namespace shashki;
using namespace std::chrono_literals;
using console::test_gui::settle;

namespace {

constexpr int hall_boards = 50;
using Journals = std::map<int, std::vector<clock::ClockRecordRow>>;

// 100 players imported from a CSV file, round 1 paired by the event's engine and published:
// the use cases `shashki event create`, `player import`, `round pair` and `round publish` run.
tournament::EventId prepare_round(const std::filesystem::path& db, const std::filesystem::path& dir) {
  app::Session session(db, "shashki");
  tournament::Event open;
  open.name = "Открытое первенство клуба";
  open.rounds = 9;
  open.time_control = "30+30";
  const auto event = app::EventService(session).create(open).id;
  const auto csv = dir / "players.csv";
  {
    std::ofstream out(csv);
    out << "name,rating\n";
    for (int i = 1; i <= 2 * hall_boards; ++i) out << "Участник " << i << ',' << 2300 - 5 * i << '\n';
  }
  app::PlayerService(session).import_csv(event, csv);
  app::RoundService rounds(session);
  BOOST_REQUIRE(rounds.pair(event).round.boards.size() == static_cast<std::size_t>(hall_boards));
  rounds.publish(event);
  return event;
}

// Starts `shashki-console --start-clocks 1` on `db` (without the option unless `clocks`); its pid.
pid_t start_console(const std::filesystem::path& db, bool clocks = true) {
  const std::string program = (test::bin_dir() / "shashki-console").string();
  std::vector<std::string> args{program, "--db", db.string(), "--lang", "en"};
  if (clocks) args.insert(args.end(), {"--start-clocks", "1"});
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  const int error = ::posix_spawn(&pid, program.c_str(), nullptr, nullptr, argv.data(), environ);
  BOOST_REQUIRE_MESSAGE(error == 0, "cannot start " << program << ": error " << error);
  return pid;
}

// The clock journal of every board of round 1, read through a read-only session (the console
// holds the writer's lock meanwhile).
Journals read_journals(const std::filesystem::path& db, tournament::EventId event) {
  app::Session reader(db, "console-process-tests", db::Access::read);
  const db::LiveRepository live(reader.database());
  Journals journals;
  for (int b = 1; b <= hall_boards; ++b) journals[b] = live.load_clock(tournament::GameKey{event, 1, b, 1});
  return journals;
}

// Polls the database until every board's clock has a record; none when the console stopped
// first. The bound only keeps a broken console from hanging the test; nothing is timed.
std::optional<Journals> wait_for_started_clocks(pid_t console, const std::filesystem::path& db,
                                                tournament::EventId event) {
  for (int attempt = 0; attempt < 1200; ++attempt) {
    int status = 0;
    if (::waitpid(console, &status, WNOHANG) == console) return std::nullopt;
    try {
      auto journals = read_journals(db, event);
      if (std::all_of(journals.begin(), journals.end(), [](const auto& j) { return !j.second.empty(); }))
        return journals;
    } catch (const db::DatabaseError&) {
      // The console is still opening the database: read again.
    }
    std::this_thread::sleep_for(50ms);
  }
  return std::nullopt;
}

// A console run on a fresh 50-board round: started, its clocks' starts seen in the database,
// then sent `signal`.
struct ConsoleRun {
  test::TempDir dir;
  std::filesystem::path db = dir.path() / "arbiter.db";
  tournament::EventId event;
  std::optional<Journals> before;  // the journals read while it ran; none if it stopped first
  int status = 0;                  // how it ended, as waitpid() says

  explicit ConsoleRun(int signal) {
    event = prepare_round(db, dir.path());
    const pid_t console = start_console(db);
    before = wait_for_started_clocks(console, db, event);
    ::kill(console, signal);
    ::waitpid(console, &status, 0);
    BOOST_REQUIRE_MESSAGE(before.has_value(), "the console stopped before its clocks were recorded");
  }
};

// Reopened through the app's clock service: every clock is paused with the times of its last
// recorded event, and every row read while the console ran is still there, in order.
void every_clock_is_paused_and_nothing_is_lost(const std::filesystem::path& db, tournament::EventId event,
                                               const Journals& before) {
  app::Session session(db, "console-process-tests");
  const clock::ManualTimeSource time(5000s);
  const app::ClockService clocks(session, time, event, 1);
  const db::LiveRepository live(session.database());
  BOOST_TEST(clocks.recovery().size() == static_cast<std::size_t>(hall_boards));
  BOOST_REQUIRE(clocks.boards().size() == static_cast<std::size_t>(hall_boards));
  for (const auto& board : clocks.boards()) {
    BOOST_TEST_CONTEXT("board " << board.board) {
      const auto journal = live.load_clock(tournament::GameKey{event, 1, board.board, 1});
      const auto& seen = before.at(board.board);
      BOOST_REQUIRE(journal.size() >= seen.size());
      BOOST_TEST(std::equal(seen.begin(), seen.end(), journal.begin()));
      BOOST_TEST((journal.front().row.kind == shashki::clock::EventKind::start));
      BOOST_TEST(board.awaiting_recovery);
      BOOST_TEST((board.face.phase == clock::ClockPhase::paused));
      BOOST_TEST(board.face.white.count() == journal.back().row.white_ms);
      BOOST_TEST(board.face.black.count() == journal.back().row.black_ms);
    }
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_process_tests)

BOOST_AUTO_TEST_CASE(a_console_killed_while_its_clocks_run_loses_no_record_and_comes_back_paused) {
  const ConsoleRun run(SIGKILL);
  BOOST_REQUIRE_MESSAGE(WIFSIGNALED(run.status) && WTERMSIG(run.status) == SIGKILL,
                        "the console stopped by itself with status " << run.status);
  every_clock_is_paused_and_nothing_is_lost(run.db, run.event, *run.before);

  // The console started again shows every board paused on its wall, and tells the judge why.
  console::init_wx_translations("en");
  const clock::ManualTimeSource time(5000s);
  auto* frame = console::test_gui::open_console(run.db, time);
  frame->open_clock_wall();
  auto* wall = frame->clocks().wall();
  BOOST_REQUIRE(wall != nullptr);
  wall->stop_timer();
  BOOST_TEST(frame->last_message().utf8_string().find("50 clocks were running when the console stopped") !=
             std::string::npos);
  BOOST_REQUIRE(wall->tile_count() == static_cast<std::size_t>(hall_boards));
  for (std::size_t tile = 0; tile < wall->tile_count(); ++tile) {
    BOOST_TEST_INFO("tile " << tile);
    BOOST_TEST(wall->tile_text(tile).utf8_string().find("| 0:30:00 | 0:30:00 | 0-0 | paused") !=
               std::string::npos);
  }
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(a_console_sent_sigterm_while_its_clocks_run_journals_a_pause_of_every_clock) {
  // SIGTERM (a logout, a shutdown) closes the main window without a question; the program then
  // ends by itself.
  const ConsoleRun run(SIGTERM);
  BOOST_REQUIRE_MESSAGE(WIFEXITED(run.status) && WEXITSTATUS(run.status) == 0,
                        "the console did not close normally: status " << run.status);
  // Closing takes nothing away and adds the pause of every running clock, with the time each
  // side had then: the time that ran until the signal is kept, none after it.
  const auto after = read_journals(run.db, run.event);
  for (const auto& [board, journal] : after) {
    BOOST_TEST_CONTEXT("board " << board) {
      const auto& seen = run.before->at(board);
      BOOST_REQUIRE(journal.size() > seen.size());
      BOOST_TEST(std::equal(seen.begin(), seen.end(), journal.begin()));
      BOOST_TEST((journal.back().row.kind == shashki::clock::EventKind::pause));
      BOOST_TEST(journal.back().row.reason.value_or("") == "the console closed");
      BOOST_TEST((journal.back().row.cause == shashki::clock::PauseCause::all));
      BOOST_TEST(journal.back().row.white_ms <= seen.back().row.white_ms);
    }
  }
  every_clock_is_paused_and_nothing_is_lost(run.db, run.event, after);
}

BOOST_AUTO_TEST_CASE(an_idle_console_ends_within_a_second_of_sigterm) {
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  prepare_round(db, dir.path());
  const pid_t console = start_console(db, false);
  // Up once it holds the database's lock; then left alone, with no window event to come.
  const auto lock = std::filesystem::path(db.string() + ".lock");
  for (int attempt = 0; attempt < 600 && !std::filesystem::exists(lock); ++attempt)
    std::this_thread::sleep_for(50ms);
  std::this_thread::sleep_for(2s);
  ::kill(console, SIGTERM);
  int status = 0;
  bool ended = false;
  const auto sent = std::chrono::steady_clock::now();
  while (!ended && std::chrono::steady_clock::now() - sent < 1s) {
    ended = ::waitpid(console, &status, WNOHANG) == console;
    if (!ended) std::this_thread::sleep_for(20ms);
  }
  if (!ended) {
    ::kill(console, SIGKILL);
    ::waitpid(console, &status, 0);
  }
  BOOST_TEST(ended, "the idle console was still running a second after SIGTERM");
  if (ended) BOOST_TEST((WIFEXITED(status) && WEXITSTATUS(status) == 0));
}

BOOST_AUTO_TEST_CASE(asking_the_console_to_start_the_clocks_of_a_round_that_is_not_there_starts_nothing) {
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  const auto event = prepare_round(db, dir.path());
  const auto answer = test::run(test::quoted(test::bin_dir() / "shashki-console") + " --db " +
                                test::quoted(db) + " --lang en --start-clocks 2");
  BOOST_TEST(answer.exit_code != 0);
  BOOST_TEST(answer.err.find("error: --start-clocks: the event has no round 2") != std::string::npos);
  for (const auto& [board, journal] : read_journals(db, event)) {
    BOOST_TEST_INFO("board " << board);
    BOOST_TEST(journal.empty());
  }
}

BOOST_AUTO_TEST_SUITE_END()
