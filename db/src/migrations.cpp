#include "migrations.hpp"

#include "shashki/db/database.hpp"

#include <SQLiteCpp/Transaction.h>

#include <array>
#include <string>

namespace shashki::db {

namespace {

// One entry per schema version; entry k takes the schema from version k to k+1. Append only:
// a released step is never edited.
constexpr std::array migration_steps{
    // 0 -> 1: settings of the database itself.
    R"sql(
      CREATE TABLE settings (
        key   TEXT PRIMARY KEY NOT NULL,
        value TEXT NOT NULL
      ) STRICT;
    )sql",
};

}  // namespace

int latest_schema_version() { return static_cast<int>(migration_steps.size()); }

void migrate(SQLite::Database& sql, const std::filesystem::path& path) {
  const int current = sql.execAndGet("PRAGMA user_version").getInt();
  if (current > latest_schema_version()) {
    throw DatabaseError("the database " + path.string() + " has schema version " + std::to_string(current) +
                        ", newer than this program's " + std::to_string(latest_schema_version()) +
                        "; use a newer Shashki Arbiter");
  }
  for (int version = current; version < latest_schema_version(); ++version) {
    SQLite::Transaction transaction(sql);
    sql.exec(migration_steps[static_cast<std::size_t>(version)]);
    sql.exec("PRAGMA user_version = " + std::to_string(version + 1));
    transaction.commit();
  }
}

}  // namespace shashki::db
