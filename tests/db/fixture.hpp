#pragma once
// Shared helpers of the db tests: a temporary event database with an event and players, a fixed
// stamp, and the sqlite3 shell for looking at (or tampering with) the file from outside.

#include "shashki/db/clock_journal.hpp"
#include "shashki/db/database.hpp"
#include "shashki/db/event_repository.hpp"
#include "shashki/db/player_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/test/support.hpp"

#include <memory>
#include <string>
#include <vector>

namespace shashki::db::test {

/// 2026-05-01 10:00:00 UTC plus `minutes`, by arbiter "Судья Ольга".
Stamp stamp(int minutes = 0);

/// A Swiss event of `rounds` rounds, single games 2-1-0 unless `micro_match`.
tournament::Event sample_event(int rounds = 5, bool micro_match = false);

/// Runs `statements` with the sqlite3 shell on `path` (foreign keys on), as another program would.
shashki::test::RunResult sqlite3(const std::filesystem::path& path, const std::string& statements);

/// One value printed by the sqlite3 shell for `query`, without the newline.
std::string sqlite3_value(const std::filesystem::path& path, const std::string& query);

/// Writes one clock journal row through LiveRepository::append_clock, audited as
/// "clock.adjust" when it is an adjustment (as the app does), else unaudited like a press.
/// A clock's start at 10:00 on 1 May 2026, 30 minutes a side.
clock::ClockJournalRow clock_start_row();

tournament::Checked<int> append_clock_row(Database& database, const tournament::GameKey& key,
                                          const clock::ClockJournalRow& row, const Stamp& stamp);

/// A temporary folder with an open database holding one event and `players` players.
struct EventFixture {
  explicit EventFixture(int players = 4, int rounds = 5, bool micro_match = false);

  shashki::test::TempDir dir;
  std::filesystem::path path;
  std::unique_ptr<Database> db;
  tournament::Event event;
  std::vector<tournament::Player> players;

  /// Closes the database (releasing its lock) so that the sqlite3 shell can work on it.
  void close() { db.reset(); }
  /// Opens it again.
  void reopen() { db = std::make_unique<Database>(path); }
  /// A round pairing players 0-1, 2-3, ... with a pairing-allocated bye for an odd one out.
  [[nodiscard]] tournament::Round pairing(int number) const;
  /// Drafts and publishes round `number` with pairing(number).
  tournament::Round publish(int number);
};

}  // namespace shashki::db::test
