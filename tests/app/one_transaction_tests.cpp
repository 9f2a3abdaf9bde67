// One call of the judge, one transaction: a withdrawal and the forfeits it enters, and a publish
// and the forfeits of the withdrawn players it seats, are killed (SIGKILL, in a child process)
// before each of their writes in turn; every time the database holds either all of the call or
// none of it.
#include "rounds_fixture.hpp"

#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/db/audit_log.hpp"

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstddef>
#include <functional>
#include <string>

using namespace shashki;

namespace {

struct KillOutcome {
  bool killed = false;  ///< the child died by the kill, not by finishing the call
};

// Runs `call` on a session of `database` in a child process whose wall clock kills it (SIGKILL)
// at its `kill_at`-th reading: every write of the use cases reads the clock just before it.
KillOutcome run_killed(const std::filesystem::path& database, int kill_at,
                       const std::function<void(app::Session&)>& call) {
  const pid_t child = fork();
  BOOST_REQUIRE(child >= 0);
  if (child == 0) {
    try {
      app::Session session(database, "one-transaction-tests");
      int readings = 0;
      session.set_wall_clock([&readings, kill_at] {
        if (++readings == kill_at) raise(SIGKILL);
        return std::chrono::sys_time<std::chrono::milliseconds>{std::chrono::hours(490'000)};
      });
      call(session);
    } catch (...) {
      _exit(2);
    }
    _exit(0);
  }
  int status = 0;
  BOOST_REQUIRE(waitpid(child, &status, 0) == child);
  if (WIFSIGNALED(status)) {
    BOOST_REQUIRE(WTERMSIG(status) == SIGKILL);
    return {true};
  }
  BOOST_REQUIRE_MESSAGE(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the call itself failed");
  return {false};
}

// A micro-match round robin of 4 (two games a board): round 1 played and complete.
tournament::EventId micro_round_robin(app::Session& session) {
  tournament::Event e;
  e.name = "Кубок области";
  e.system = tournament::PairingSystem::round_robin;
  e.rounds = 3;
  e.micro_match = true;
  e.time_control = "30+30";
  e.opening_table = "IDF";
  const auto event = app::EventService(session).create(e).id;
  for (int i = 0; i < 4; ++i) {
    tournament::Player p;
    p.name = "Игрок " + std::to_string(i + 1);
    p.rating = 2400 - 10 * i;
    app::PlayerService(session).add(event, p);
  }
  app::RoundService(session).pair(event);
  const auto round = app::RoundService(session).publish(event).round;
  for (const auto& b : round.boards) {
    for (int g = 1; g <= static_cast<int>(b.games.size()); ++g)
      app::ResultService(session).set(event, 1, b.number, g, "=");
  }
  app::RoundService(session).complete(event, 1);
  return event;
}

tournament::PlayerId starting_no_id(app::Session& session, tournament::EventId event, int number) {
  for (const auto& p : app::PlayerService(session).list(event)) {
    if (p.number == number) return p.id;
  }
  BOOST_FAIL("no player No. " << number);
  return {};
}

struct Stored {
  std::size_t audit_rows = 0;
  int withdrawn = 0;  ///< players withdrawn
  int forfeits = 0;   ///< forfeits in round 2
};

Stored what_is_stored(const std::filesystem::path& database, tournament::EventId event) {
  app::Session session(database, "one-transaction-tests");
  Stored s;
  s.audit_rows = db::AuditLog(session.database()).list(event).size();
  for (const auto& p : app::PlayerService(session).list(event)) {
    s.withdrawn += p.status == tournament::PlayerStatus::withdrawn ? 1 : 0;
  }
  const auto t = app::load_tournament(session, event);
  if (const auto* round = t.round(2); round != nullptr && round->takes_results()) {
    for (const auto& b : round->boards) {
      for (const auto& g : b.games) s.forfeits += g && tournament::is_forfeit(*g) ? 1 : 0;
    }
  }
  return s;
}

// Makes a fresh database with `setup`, then runs `call` on it killed at its first, second, ...
// clock reading, until a run ends by itself; `check` sees what is stored before and after each
// run. Returns how many runs were killed.
int kill_before_each_write(const std::function<tournament::EventId(app::Session&)>& setup,
                           const std::function<void(app::Session&, tournament::EventId)>& call,
                           const std::function<void(const Stored&, const Stored&, bool killed)>& check) {
  int kills = 0;
  for (int kill_at = 1;; ++kill_at) {
    const shashki::test::TempDir dir;
    const auto database = dir.path() / "event.db";
    tournament::EventId event;
    {
      app::Session session(database, "one-transaction-tests");
      event = setup(session);
    }
    const auto before = what_is_stored(database, event);
    const auto outcome = run_killed(database, kill_at, [&](app::Session& session) { call(session, event); });
    BOOST_TEST_CONTEXT("killed at clock reading " << kill_at) {
      check(before, what_is_stored(database, event), outcome.killed);
    }
    if (!outcome.killed) return kills;
    ++kills;
    BOOST_REQUIRE(kill_at < 20);
  }
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_withdrawal_and_its_forfeits_killed_before_any_write_leave_all_or_nothing) {
  const auto kills = kill_before_each_write(
      [](app::Session& session) {
        const auto event = micro_round_robin(session);
        app::RoundService(session).pair(event);
        app::RoundService(session).publish(event);
        return event;
      },
      [](app::Session& session, tournament::EventId event) {
        app::PlayerService(session).withdraw(event, starting_no_id(session, event, 2), 2, "ill");
      },
      [](const Stored& before, const Stored& after, bool killed) {
        BOOST_TEST(before.forfeits == 0);
        if (killed && after.withdrawn == 0) {
          // Nothing of the call: no row, no forfeit.
          BOOST_TEST(after.audit_rows == before.audit_rows);
          BOOST_TEST(after.forfeits == 0);
        } else {
          // All of it: the withdrawal and both games of No. 2's match, each audited.
          BOOST_TEST(after.withdrawn == 1);
          BOOST_TEST(after.forfeits == 2);
          BOOST_TEST(after.audit_rows == before.audit_rows + 3);
        }
      });
  // The call read the clock before each of its three writes: it was killed between them.
  BOOST_TEST(kills >= 3);
}

BOOST_AUTO_TEST_CASE(a_publish_and_the_forfeits_of_two_withdrawn_players_killed_leave_all_or_nothing) {
  const auto kills = kill_before_each_write(
      [](app::Session& session) {
        const auto event = micro_round_robin(session);
        // Between rounds, two players withdraw: they stay on the round robin's table.
        for (const int number : {1, 4})
          app::PlayerService(session).withdraw(event, starting_no_id(session, event, number), 2, "left");
        app::RoundService(session).pair(event);
        return event;
      },
      [](app::Session& session, tournament::EventId event) { app::RoundService(session).publish(event); },
      [](const Stored& before, const Stored& after, bool killed) {
        if (killed && after.audit_rows == before.audit_rows) {
          BOOST_TEST(after.forfeits == 0);  // the round still a draft
        } else {
          // Published with every game of No. 1 and No. 4 forfeited (their boards, or their own).
          BOOST_TEST(after.forfeits >= 4);
          BOOST_TEST(after.audit_rows > before.audit_rows + 1);
        }
      });
  BOOST_TEST(kills >= 2);
}

BOOST_AUTO_TEST_CASE(a_forfeit_of_a_withdrawal_is_audited_in_no_language_and_reads_in_the_readers) {
  const shashki::test::TempDir dir;
  app::Session session(dir.path() / "event.db", "one-transaction-tests");
  const auto event = micro_round_robin(session);
  app::RoundService(session).pair(event);
  app::RoundService(session).publish(event);
  app::PlayerService(session).withdraw(event, starting_no_id(session, event, 2), 2, "ill");
  int forfeits = 0;
  for (const auto& entry : db::AuditLog(session.database()).list(event)) {
    if (entry.action != "result.set") continue;
    const auto after = nlohmann::json::parse(entry.after.value_or("{}"));
    if (!after.contains("reason")) continue;
    const auto stored = after["reason"].get<std::string>();
    if (!app::stored_message_is(stored,
                                "{name} (No. {number}) withdrew from round {round}: the game is forfeited"))
      continue;
    ++forfeits;
    app::init_translations("en");
    BOOST_TEST(app::stored_text(stored) == "Игрок 2 (No. 2) withdrew from round 2: the game is forfeited");
    app::init_translations("ru");
    BOOST_TEST(app::stored_text(stored).find("выбыл") != std::string::npos, app::stored_text(stored));
    app::init_translations("en");
  }
  BOOST_TEST(forfeits == 2);
  // Text that is no stored message (the judge's words, an older version's English) reads as it is.
  BOOST_TEST(app::stored_text("No. 3 Petrov withdrew from round 2: the game is forfeited") ==
             "No. 3 Petrov withdrew from round 2: the game is forfeited");
}
