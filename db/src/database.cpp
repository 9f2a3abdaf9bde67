#include "shashki/db/database.hpp"

#include "database_impl.hpp"
#include "migrations.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

namespace shashki::db {

namespace {

std::filesystem::path prepared(const std::filesystem::path& path) {
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path());
  return path;
}

}  // namespace

Database::Impl::Impl(const std::filesystem::path& p, std::string_view holder)
    : path(prepared(p)),
      lock(path, holder),
      sql(path.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE) {
  sql.setBusyTimeout(5000);
  try {
    const std::string check = sql.execAndGet("PRAGMA quick_check").getString();
    if (check != "ok") {
      throw DatabaseError("the database " + path.string() + " failed its integrity check (" + check +
                          "); restore it from the backups folder beside it");
    }
    sql.exec("PRAGMA journal_mode=WAL");
    sql.exec("PRAGMA synchronous=FULL");
    sql.exec("PRAGMA foreign_keys=ON");
  } catch (const SQLite::Exception& e) {
    throw DatabaseError("the file " + path.string() + " is not a readable event database (" + e.what() + ")");
  }
  migrate(sql, path);
}

Database::Database(const std::filesystem::path& path, std::string_view holder) {
  try {
    m_impl = std::make_unique<Impl>(path, holder);
  } catch (const SQLite::Exception& e) {
    throw DatabaseError("cannot open the database " + path.string() + ": " + e.what());
  }
}

Database::~Database() = default;
Database::Database(Database&&) noexcept = default;
Database& Database::operator=(Database&&) noexcept = default;

int Database::schema_version() {
  return latest_schema_version();
}

int Database::user_version() const {
  return m_impl->sql.execAndGet("PRAGMA user_version").getInt();
}

const std::filesystem::path& Database::path() const {
  return m_impl->path;
}

std::filesystem::path Database::backup_folder() const {
  return m_impl->path.parent_path() / "backups";
}

std::string Database::integrity_check() const {
  std::string report;
  SQLite::Statement check(m_impl->sql, "PRAGMA integrity_check");
  while (check.executeStep()) report += (report.empty() ? "" : "; ") + check.getColumn(0).getString();
  return report;
}

int Database::backups_kept() const {
  return m_impl->backups_kept;
}

void Database::set_backups_kept(int count) {
  m_impl->backups_kept = count < 1 ? 1 : count;
}

}  // namespace shashki::db
