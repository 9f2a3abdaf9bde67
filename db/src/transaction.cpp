#include "shashki/db/transaction.hpp"

#include "action.hpp"
#include "backup.hpp"
#include "database_impl.hpp"

#include <utility>
#include <vector>

namespace shashki::db {

Transaction::Transaction(Database& database) : m_db(database.impl()) {
  if (m_db.unit_open) {
    throw DatabaseError(
        tournament::Message::verbatim("a transaction is already open on " + m_db.path.string()));
  }
  guarded(m_db, "begin the transaction", [&] { m_db.sql.exec("BEGIN IMMEDIATE"); });
  m_db.unit_open = true;
}

Transaction::~Transaction() {
  if (!m_open) return;
  m_db.unit_open = false;
  m_db.pending_backups.clear();
  try {
    m_db.sql.exec("ROLLBACK");
  } catch (...) {
    // Nothing more can be done here: SQLite rolls back an unfinished transaction on close.
  }
}

void Transaction::commit() {
  guarded(m_db, "commit the transaction", [&] { m_db.sql.exec("COMMIT"); });
  m_open = false;
  m_db.unit_open = false;
  // The backups follow the commit: they must contain the whole change.
  auto backups = std::exchange(m_db.pending_backups, {});
  for (const auto& [audit_id, label] : backups) take_backup(m_db, audit_id, label);
}

}  // namespace shashki::db
