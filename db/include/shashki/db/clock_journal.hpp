#pragma once

#include "shashki/clock/journal_record.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/ids.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shashki::db {

/// Identifies one game of an event.
struct GameKey {
  tournament::EventId event;
  int round = 0;
  int board = 0;
  int game = 1;
};

/// One event of a game clock as stored, with the clock's own types. Replaying the rows in `seq`
/// order restores the clock (the app maps them to clock::JournalRecord). The `clock log --json`
/// contract's event code is clock::log_event(kind).
struct ClockJournalRow {
  std::int64_t seq = 0;  ///< 1, 2, ... per game; given when written (LiveRepository)
  std::chrono::sys_time<std::chrono::milliseconds> at;  ///< wall time (UTC) of the event
  clock::EventKind kind = clock::EventKind::start;
  std::optional<clock::Side> side;         ///< who pressed, paused, flagged or was adjusted
  std::int64_t reading_ms = 0;             ///< the time source's reading at the event (monotonic, boot time)
  std::int64_t white_ms = 0;               ///< White's remaining time after the event
  std::int64_t black_ms = 0;               ///< Black's remaining time after the event
  int white_moves = 0;                     ///< moves White has completed
  int black_moves = 0;                     ///< moves Black has completed
  std::optional<std::string> reason;       ///< why: the judge's words, or the program's as a message id
  std::optional<clock::PauseCause> cause;  ///< why a pause paused (its own column); none otherwise

  friend bool operator==(const ClockJournalRow&, const ClockJournalRow&) = default;
};

/// Reads the clock journals of the games. They are written only through
/// LiveRepository::append_clock (and the live actions that carry clock records), so that every
/// clock event passes the same checks in the same transaction as the action it belongs to.
class ClockJournal {
 public:
  explicit ClockJournal(Database& database) : m_db(database) {}

  /// The journal of game `key` in order.
  [[nodiscard]] std::vector<ClockJournalRow> load(const GameKey& key) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
