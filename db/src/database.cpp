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

namespace {

// A reader never migrates or locks: it reads what the writer committed.
SQLite::Database open_sql(const std::filesystem::path& path, Access access) {
  if (access == Access::read) return SQLite::Database(path.string(), SQLite::OPEN_READONLY);
  return SQLite::Database(prepared(path).string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
}

}  // namespace

SQLite::Statement& Database::Impl::kept(const std::string& text) {
  auto& statement = m_kept[text];
  if (statement == nullptr) {
    statement = std::make_unique<SQLite::Statement>(sql, text);
  } else {
    statement->reset();
    statement->clearBindings();
  }
  return *statement;
}

Database::Impl::Impl(const std::filesystem::path& p, std::string_view holder, Access access)
    : path(p), sql(open_sql(p, access)) {
  if (access == Access::write) lock.emplace(path, holder);
  sql.setBusyTimeout(5000);
  try {
    const std::string check = sql.execAndGet("PRAGMA quick_check").getString();
    if (check != "ok") {
      throw DatabaseError(tournament::Message(N_("the database {file} failed its integrity check ({check}); "
                                                 "restore it from the backups folder beside it"))
                              .with("file", path.string())
                              .with("check", check));
    }
    if (access == Access::read) {
      sql.exec("PRAGMA query_only=ON");
      const int version = sql.execAndGet("PRAGMA user_version").getInt();
      if (version != latest_schema_version()) {
        throw DatabaseError(
            tournament::Message(N_("the database {file} has schema version {version} and this program reads "
                                   "version {ours}; open it once for writing with this version (or use the "
                                   "matching program)"))
                .with("file", path.string())
                .with("version", version)
                .with("ours", latest_schema_version()));
      }
      return;
    }
    sql.exec("PRAGMA journal_mode=WAL");
    sql.exec("PRAGMA synchronous=FULL");
    sql.exec("PRAGMA foreign_keys=ON");
  } catch (const SQLite::Exception& e) {
    throw DatabaseError(tournament::Message(N_("the file {file} is not a readable event database ({why})"))
                            .with("file", path.string())
                            .with("why", e.what()));
  }
  migrate(sql, path);
}

Database::Database(const std::filesystem::path& path, std::string_view holder, Access access) {
  // The database is created on first use, by readers too (docs/cli.md, --db): a brief
  // writer open makes the empty, migrated file that the reader then opens.
  if (access == Access::read && !std::filesystem::exists(path)) Database created(path, holder);
  try {
    m_impl = std::make_unique<Impl>(path, holder, access);
  } catch (const SQLite::Exception& e) {
    throw DatabaseError(tournament::Message(N_("cannot open the database {file}: {why}"))
                            .with("file", path.string())
                            .with("why", e.what()));
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
