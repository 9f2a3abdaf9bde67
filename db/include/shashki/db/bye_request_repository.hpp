#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/ids.hpp"

#include <map>

namespace shashki::db {

/// Requested byes and announced absences for rounds not yet paired (C.04.2). The use case
/// decides whether one is allowed; this stores it in one audited action.
class ByeRequestRepository {
 public:
  explicit ByeRequestRepository(Database& database) : m_db(database) {}
  /// Records (or replaces) `player`'s bye for `round` ("bye.request"); `kind` is requested_half
  /// or requested_zero. Refused when the player is not of the event.
  tournament::Checked<tournament::ByeKind> request(tournament::EventId event, int round,
                                                   tournament::PlayerId player, tournament::ByeKind kind,
                                                   const Stamp& stamp);
  /// Takes back `player`'s bye for `round` ("bye.cancel"); refused when there is none.
  tournament::Checked<tournament::ByeKind> cancel(tournament::EventId event, int round,
                                                  tournament::PlayerId player, const Stamp& stamp);
  /// Every request of the event: round -> player -> kind.
  [[nodiscard]] std::map<int, std::map<tournament::PlayerId, tournament::ByeKind>> list(
      tournament::EventId event) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
