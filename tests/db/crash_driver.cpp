#include "crash_driver.hpp"

#include "fixture.hpp"
#include "shashki/db/audit_log.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <random>
#include <thread>

namespace shashki::db::test {

namespace {

using tournament::GameResult;

constexpr int boards = 20;
constexpr std::array<GameResult, 3> cycle{GameResult::white_wins, GameResult::draw, GameResult::black_wins};

// Write number n of the endless sequence: which board, which result.
int board_of(long n) {
  return static_cast<int>(n % boards) + 1;
}
GameResult result_of(long n) {
  return cycle[static_cast<std::size_t>((n / boards) % 3)];
}

// The child: writes results from `first` on, acknowledging each returned call on `ack`. Never
// returns; it ends by SIGKILL (or _exit on an unexpected error, which the parent reports).
[[noreturn]] void child(const std::filesystem::path& path, tournament::EventId event, long first, int ack) {
  try {
    Database db(path, "crash-child");
    RoundRepository rounds(db);
    for (long n = first;; ++n) {
      if (!rounds.set_result(event, 1, board_of(n), 1, result_of(n), stamp()).ok()) ::_exit(3);
      if (::write(ack, &n, sizeof n) != sizeof n) ::_exit(4);
    }
  } catch (...) {
    ::_exit(5);
  }
}

// The last write of the sequence 0..count-1 on each board (none for untouched boards).
std::optional<GameResult> expected(int board, long count) {
  for (long n = count - 1; n >= 0 && n >= count - boards; --n) {
    if (board_of(n) == board) return result_of(n);
  }
  return std::nullopt;
}

}  // namespace

CrashReport run_crash_cycles(const std::filesystem::path& folder, int kills, unsigned seed) {
  CrashReport report;
  const auto path = folder / "crash.db";
  tournament::EventId event;
  std::int64_t audit_base = 0;
  {
    Database db(path);
    auto created = EventRepository(db).create(sample_event(1), stamp());
    event = created->id;
    std::vector<tournament::Player> entries(2 * boards);
    for (std::size_t i = 0; i < entries.size(); ++i) entries[i].name = "Игрок " + std::to_string(i);
    const auto players = *PlayerRepository(db).add_all(event, entries, stamp());
    tournament::Round round;
    round.number = 1;
    for (int b = 0; b < boards; ++b) {
      round.boards.push_back(tournament::Board::pairing(b + 1, players[static_cast<std::size_t>(2 * b)].id,
                                                        players[static_cast<std::size_t>(2 * b + 1)].id));
    }
    RoundRepository(db).store_draft(event, round, stamp());
    RoundRepository(db).publish(event, 1, stamp());
    audit_base = AuditLog(db).count();
  }

  std::mt19937 random(seed);
  // Up to 40 ms: long enough to land in the open, in a transaction, in the fsync, between calls.
  std::uniform_int_distribution<int> delay_us(0, 40000);
  long committed = 0;
  for (int k = 0; k < kills; ++k) {
    int pipe_fds[2];
    if (::pipe(pipe_fds) != 0) {
      report.problems.push_back("pipe failed");
      break;
    }
    const pid_t pid = ::fork();
    if (pid < 0) {  // never reach kill() with -1, which would signal every process of the user
      report.problems.push_back("fork failed");
      ::close(pipe_fds[0]);
      ::close(pipe_fds[1]);
      break;
    }
    if (pid == 0) {
      ::close(pipe_fds[0]);
      child(path, event, committed, pipe_fds[1]);
    }
    ::close(pipe_fds[1]);
    long acked = committed;  // the child starts at `committed`; each ack is the number written
    long n = 0;
    // Every other kill waits for the child's first result, so that kills land among writes even
    // on a slow disk, not only while it opens the database.
    if (k % 2 == 1) {
      pollfd ready{pipe_fds[0], POLLIN, 0};
      if (::poll(&ready, 1, 10000) == 1 && ::read(pipe_fds[0], &n, sizeof n) == sizeof n) acked = n + 1;
    }
    std::this_thread::sleep_for(std::chrono::microseconds(delay_us(random)));
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ++report.kills;
    if (!(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)) {
      report.problems.push_back("kill " + std::to_string(k) + ": the child ended by itself, status " +
                                std::to_string(status));
    }
    while (::read(pipe_fds[0], &n, sizeof n) == sizeof n) acked = n + 1;
    ::close(pipe_fds[0]);
    report.acknowledged += acked - committed;

    Database db(path);
    const std::string where = "kill " + std::to_string(k) + ": ";
    if (const auto check = db.integrity_check(); check != "ok") report.problems.push_back(where + check);
    const long found = static_cast<long>(AuditLog(db).count() - audit_base);
    // Every acknowledged call is in; at most the one call that was killed after its commit and
    // before its acknowledgement is in as well.
    if (found < acked || found > acked + 1) {
      report.problems.push_back(where + std::to_string(acked) + " acknowledged, " + std::to_string(found) +
                                " in the log");
    }
    const auto round = RoundRepository(db).find(event, 1);
    for (int b = 1; b <= boards; ++b) {
      const auto want = expected(b, found);
      const auto have = round->board(b)->games[0];
      if (want != have) {
        report.problems.push_back(where + "board " + std::to_string(b) + " holds " +
                                  (have ? std::string(code(*have)) : "nothing") + ", the log says " +
                                  (want ? std::string(code(*want)) : "nothing"));
      }
    }
    committed = found;
  }
  report.committed = committed;
  return report;
}

}  // namespace shashki::db::test
