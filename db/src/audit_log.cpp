#include "shashki/db/audit_log.hpp"

#include "action.hpp"

namespace shashki::db {

std::vector<AuditEntry> AuditLog::list(std::optional<tournament::EventId> event) const {
  return guarded(m_db.impl(), "read the audit log", [&] {
    SQLite::Statement select(
        m_db.impl().sql, std::string("SELECT id, at, arbiter, action, event_id, before, after FROM audit") +
                             (event ? " WHERE event_id = ?" : "") + " ORDER BY id");
    if (event) select.bind(1, event->value);
    std::vector<AuditEntry> entries;
    while (select.executeStep()) {
      AuditEntry e;
      e.id = select.getColumn(0).getInt64();
      e.at = select.getColumn(1).getString();
      e.arbiter = select.getColumn(2).getString();
      e.action = select.getColumn(3).getString();
      if (!select.getColumn(4).isNull()) e.event = tournament::EventId{select.getColumn(4).getInt64()};
      if (!select.getColumn(5).isNull()) e.before = select.getColumn(5).getString();
      if (!select.getColumn(6).isNull()) e.after = select.getColumn(6).getString();
      entries.push_back(std::move(e));
    }
    return entries;
  });
}

std::int64_t AuditLog::count() const {
  return guarded(m_db.impl(), "count the audit log",
                 [&] { return m_db.impl().sql.execAndGet("SELECT count(*) FROM audit").getInt64(); });
}

std::int64_t AuditLog::last_id() const {
  return guarded(m_db.impl(), "read the audit log", [&] {
    return m_db.impl().sql.execAndGet("SELECT coalesce(max(id), 0) FROM audit").getInt64();
  });
}

}  // namespace shashki::db
