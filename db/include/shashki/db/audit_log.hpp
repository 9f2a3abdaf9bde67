#pragma once

#include "shashki/db/database.hpp"
#include "shashki/tournament/ids.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shashki::db {

/// One row of the append-only audit log.
struct AuditEntry {
  std::int64_t id = 0;
  std::string at;  ///< UTC, "2026-05-01T10:00:00.000Z"
  std::string arbiter;
  std::string action;  ///< "result.set", "round.publish", ...
  std::optional<tournament::EventId> event;
  std::optional<std::string> before;  ///< JSON of the state before, if any
  std::optional<std::string> after;   ///< JSON of the state after, if any
};

/// Reads the audit log; rows are written only by the repositories, in the action's transaction.
class AuditLog {
 public:
  explicit AuditLog(Database& database) : m_db(database) {}

  /// Every entry (of one event, when given), oldest first.
  [[nodiscard]] std::vector<AuditEntry> list(std::optional<tournament::EventId> event = std::nullopt) const;
  /// How many entries there are.
  [[nodiscard]] std::int64_t count() const;
  /// The newest entry's id (0 for an empty log): it grows with every audited change, so a reader
  /// in another process can tell that something changed without reading what.
  [[nodiscard]] std::int64_t last_id() const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
