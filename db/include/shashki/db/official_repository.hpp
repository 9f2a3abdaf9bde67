#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/official.hpp"

#include <string>
#include <vector>

namespace shashki::db {

/// The event's judges' panel (docs/documents.md). The use case decides the new panel
/// (tournament::appoint_official, dismiss_official); this stores it in one audited action.
class OfficialRepository {
 public:
  explicit OfficialRepository(Database& database) : m_db(database) {}
  /// Stores `panel`: its officials and the event's chief arbiter, in one action named `action`
  /// ("official.appoint", "official.dismiss") whose state before and after are the panels.
  /// Refused when there is no such event.
  tournament::Checked<tournament::Panel> store(tournament::EventId event, tournament::Panel panel,
                                               const std::string& action, const Stamp& stamp);
  /// The event's officials as stored, in the panel's order.
  [[nodiscard]] std::vector<tournament::Official> list(tournament::EventId event) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
