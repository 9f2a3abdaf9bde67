#pragma once

#include "shashki/db/database.hpp"
#include "writer_lock.hpp"

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace shashki::db {

struct Database::Impl {
  std::filesystem::path path;
  std::optional<WriterLock> lock;  ///< held unless opened for reading
  SQLite::Database sql;
  int backups_kept = 20;
  /// A db::Transaction is open: actions write in savepoints inside it.
  bool unit_open = false;
  /// The backups asked for inside the open transaction (audit id, label), taken after its commit.
  std::vector<std::pair<std::int64_t, std::string>> pending_backups;

  Impl(const std::filesystem::path& p, std::string_view holder, Access access);

  /// The statement of `text`, prepared once for the connection's life and handed out reset with
  /// no bindings: on a path taken a thousand times a second (a clock press), preparing costs more
  /// than running. Not to be asked for again while in use; KeptStatement resets it after.
  SQLite::Statement& kept(const std::string& text);

 private:
  // After `sql`: finalised before the connection closes.
  std::unordered_map<std::string, std::unique_ptr<SQLite::Statement>> m_kept;
};

/// A kept statement for one use: reset when the use ends, so that a SELECT read part way does not
/// hold a read transaction (and the WAL) open until its next use.
class KeptStatement {
 public:
  KeptStatement(Database::Impl& db, const std::string& text) : m_statement(db.kept(text)) {}
  ~KeptStatement() { m_statement.tryReset(); }
  KeptStatement(const KeptStatement&) = delete;
  KeptStatement& operator=(const KeptStatement&) = delete;
  SQLite::Statement& operator*() { return m_statement; }
  SQLite::Statement* operator->() { return &m_statement; }

 private:
  SQLite::Statement& m_statement;
};

}  // namespace shashki::db
