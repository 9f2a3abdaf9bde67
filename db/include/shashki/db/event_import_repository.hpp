#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/tournament.hpp"

namespace shashki::db {

/// Stores a whole event read from a file (a TRF) as ONE action ("event.import"): settings,
/// players, rounds with their boards, states and results, all or nothing.
class EventImportRepository {
 public:
  explicit EventImportRepository(Database& database) : m_db(database) {}
  /// Stores `tournament`; its player ids are the file's own (the boards refer to them) and are
  /// replaced by database ids. Returns the event as stored. A bad event, player or board is
  /// refused with a message naming it, and nothing is written.
  tournament::Checked<tournament::Tournament> import(tournament::Tournament tournament, const Stamp& stamp);

 private:
  Database& m_db;
};

}  // namespace shashki::db
