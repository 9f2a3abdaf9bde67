#pragma once

#include "shashki/db/database.hpp"

#include <filesystem>
#include <string_view>

namespace shashki::app {

/// One arbiter's working session on one event database: the use cases run against it. It
/// holds the database's single-writer lock for its lifetime.
class Session {
 public:
  /// Opens the database; `program` names the holder in the lock ("shashki-console", "shashki").
  /// Throws db::DatabaseInUse when another program holds it, db::DatabaseError when it is
  /// corrupt or newer than this program.
  Session(const std::filesystem::path& database, std::string_view program);

  [[nodiscard]] const std::filesystem::path& database_path() const { return m_database.path(); }
  [[nodiscard]] db::Database& database() { return m_database; }

 private:
  db::Database m_database;
};

}  // namespace shashki::app
