#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/pairing_ban.hpp"

#include <vector>

namespace shashki::db {

/// The pairing bans of an event (docs/pairing-bans.md). The use case checks a ban against the
/// event (tournament::check_ban); this stores it in one audited action.
class BanRepository {
 public:
  explicit BanRepository(Database& database) : m_db(database) {}
  /// Adds `ban` ("ban.add"); a club or region ban takes the place of the event's earlier one of
  /// that ground, which the audit row keeps as the state before. Refused when there is no such
  /// event.
  tournament::Checked<tournament::PairingBan> add(tournament::EventId event, tournament::PairingBan ban,
                                                  const Stamp& stamp);
  /// Removes ban `number` (from 1, in list() order) ("ban.remove").
  tournament::Checked<tournament::PairingBan> remove(tournament::EventId event, int number,
                                                     const Stamp& stamp);
  /// The event's bans in the order they were added.
  [[nodiscard]] std::vector<tournament::PairingBan> list(tournament::EventId event) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
