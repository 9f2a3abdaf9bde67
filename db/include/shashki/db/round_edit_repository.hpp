#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/round.hpp"

#include <string>
#include <vector>

namespace shashki::db {

/// A judge's change to a draft round, as the audit log keeps it.
struct DraftEdit {
  std::string description;            ///< what was done ("swap colours on board 3 ...")
  std::string reason;                 ///< the judge's reason, as typed
  std::vector<std::string> findings;  ///< the rules the draft breaks after it, as the judge saw them
};

/// Stores a judge's edit of the current draft: one action ("round.edit") whose audit row holds
/// the round before and after together with the change, its reason and the checker's findings.
class RoundEditRepository {
 public:
  explicit RoundEditRepository(Database& database) : m_db(database) {}
  /// Replaces the boards of the draft `round.number`; refused (nothing written) when that round
  /// is not the event's draft or the boards do not fit the event.
  tournament::Checked<tournament::Round> store_edit(tournament::EventId event, tournament::Round round,
                                                    const DraftEdit& edit, const Stamp& stamp);

 private:
  Database& m_db;
};

}  // namespace shashki::db
