#pragma once

#include "shashki/clock/journal_rows.hpp"
#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/live_rows.hpp"

#include <vector>

namespace shashki::db {

/// Reads the clock journals of the games. They are written only through
/// LiveRepository::append_clock (and the live actions that carry clock records), so that every
/// clock event passes the same checks in the same transaction as the action it belongs to.
class ClockJournal {
 public:
  explicit ClockJournal(Database& database) : m_db(database) {}

  /// The journal of game `key` in order.
  [[nodiscard]] std::vector<clock::ClockJournalRow> load(const tournament::GameKey& key) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
