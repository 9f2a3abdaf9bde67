#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

// The store stays behind the session: a front end that includes an app header does not get db/
// with it, and one that opens repositories itself includes them.
namespace shashki::db {
class Database;
enum class Access;
struct Stamp;
}  // namespace shashki::db

namespace shashki::app {

/// One arbiter's working session on one event database: the use cases run against it. It
/// holds the database's single-writer lock for its lifetime.
class Session {
 public:
  /// Opens the database; `program` names the holder in the lock ("shashki-console", "shashki").
  /// Throws db::DatabaseInUse when another program holds it, db::DatabaseError when it is
  /// corrupt or newer than this program.
  Session(const std::filesystem::path& database, std::string_view program);
  /// The same with the access asked: with db::Access::read it takes no lock and writes nothing
  /// (reports while the console runs).
  Session(const std::filesystem::path& database, std::string_view program, db::Access access);
  /// A session with db::Access::read, for an adapter that does not speak to db/ (the venue's live
  /// pages, which read beside the writer).
  [[nodiscard]] static Session reader(const std::filesystem::path& database, std::string_view program);
  ~Session();
  Session(Session&&) noexcept;
  Session& operator=(Session&&) noexcept;

  [[nodiscard]] const std::filesystem::path& database_path() const;
  [[nodiscard]] db::Database& database() { return *m_database; }

  /// The arbiter named in the audit log: $SHASHKI_ARBITER, else $USER, else "arbiter".
  [[nodiscard]] const std::string& arbiter() const { return m_arbiter; }
  void set_arbiter(std::string name) { m_arbiter = std::move(name); }
  /// Who acts now: the arbiter and the current UTC time, for the audit log.
  [[nodiscard]] db::Stamp stamp() const;
  /// A number that grows with every audited change to the database, by this process or another
  /// (the newest audit row's id): the venue's live pages are current while it stands.
  [[nodiscard]] std::int64_t last_change();
  /// The UTC wall time of the audit log; the system clock unless a test sets its own.
  using WallClock = std::function<std::chrono::sys_time<std::chrono::milliseconds>()>;
  void set_wall_clock(WallClock clock) { m_wall_clock = std::move(clock); }

 private:
  std::unique_ptr<db::Database> m_database;
  std::string m_arbiter;
  WallClock m_wall_clock;
};

}  // namespace shashki::app
