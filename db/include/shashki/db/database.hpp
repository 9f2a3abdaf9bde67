#pragma once

#include "shashki/tournament/message.hpp"

#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace shashki::db {

/// A database failure: cannot open, corrupt, newer schema, a failed statement. The message says
/// which file and what to do.
class DatabaseError : public std::runtime_error {
 public:
  /// The message to show, translated by the front end; what() is its English text.
  explicit DatabaseError(tournament::Message message)
      : std::runtime_error(message.english()), m_message(std::move(message)) {}
  /// Text that is no message id (shown as it is).
  explicit DatabaseError(const std::string& text) : DatabaseError(tournament::Message::verbatim(text)) {}
  [[nodiscard]] const tournament::Message& message() const noexcept { return m_message; }

 private:
  tournament::Message m_message;
};

/// Another program holds the event database for writing; the message names it.
class DatabaseInUse : public DatabaseError {
 public:
  using DatabaseError::DatabaseError;
};

/// How a program opens the database: `write` takes the single-writer lock; `read` takes no lock,
/// so standings and reports can be printed while the console holds the file (WAL lets readers
/// and one writer work together).
enum class Access { write, read };

/// One open event database. Opening it takes the single-writer lock (a `<file>.lock` beside it,
/// held with flock so that a crash releases it), checks integrity, sets WAL and synchronous=FULL
/// and foreign keys, and migrates the schema up to schema_version().
class Database {
 public:
  /// Opens (creating it and its folder if needed) the database at `path`. `holder` names this
  /// program in the lock so that a second one can be told who holds it.
  /// Throws DatabaseInUse, or DatabaseError if the file is corrupt or of a newer schema.
  explicit Database(const std::filesystem::path& path, std::string_view holder = "shashki",
                    Access access = Access::write);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;
  Database(Database&&) noexcept;
  Database& operator=(Database&&) noexcept;

  /// The schema version this build writes (PRAGMA user_version after migration).
  static int schema_version();
  /// The schema version of the open file.
  [[nodiscard]] int user_version() const;
  [[nodiscard]] const std::filesystem::path& path() const;
  /// Runs the full PRAGMA integrity_check: "ok", or SQLite's description of the damage.
  [[nodiscard]] std::string integrity_check() const;
  /// The folder of the online backups taken at every round state change: `backups/` beside
  /// the database file.
  [[nodiscard]] std::filesystem::path backup_folder() const;
  /// How many backups of this database are kept (the oldest go first); 20 unless changed.
  [[nodiscard]] int backups_kept() const;
  void set_backups_kept(int count);

  struct Impl;
  /// For the repositories inside db/ only; the type is private to the module.
  [[nodiscard]] Impl& impl() const { return *m_impl; }

 private:
  std::unique_ptr<Impl> m_impl;
};

}  // namespace shashki::db
