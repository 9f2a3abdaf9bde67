#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/prize.hpp"

#include <vector>

namespace shashki::db {

/// The organiser's prize list of an event (docs/prizes.md). The use case checks a prize against
/// the event (tournament::check_prize); this stores it in one audited action.
class PrizeRepository {
 public:
  explicit PrizeRepository(Database& database) : m_db(database) {}
  /// Adds `prize` at the end of the event's list ("prize.add"). Refused when there is no such
  /// event.
  tournament::Checked<tournament::Prize> add(tournament::EventId event, tournament::Prize prize,
                                             const Stamp& stamp);
  /// Removes the prize at `number` (from 1) of the list ("prize.remove"); those after it move up.
  /// Refused when the list is shorter.
  tournament::Checked<tournament::Prize> remove(tournament::EventId event, int number, const Stamp& stamp);
  /// The event's prizes in the list's order.
  [[nodiscard]] std::vector<tournament::Prize> list(tournament::EventId event) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
