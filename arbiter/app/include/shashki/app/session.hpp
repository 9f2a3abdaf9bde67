#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

class ClockService;

/// One arbiter's working session on one event database: the use cases run against it. It
/// holds the database's single-writer lock for its lifetime.
class Session {
 public:
  /// Opens the database; `program` names the holder in the lock ("shashki-console", "shashki").
  /// Throws db::DatabaseInUse when another program holds it, db::DatabaseError when it is
  /// corrupt or newer than this program.
  /// With db::Access::read it takes no lock and writes nothing (reports while the console runs).
  Session(const std::filesystem::path& database, std::string_view program,
          db::Access access = db::Access::write);

  [[nodiscard]] const std::filesystem::path& database_path() const { return m_database.path(); }
  [[nodiscard]] db::Database& database() { return m_database; }

  /// The arbiter named in the audit log: $SHASHKI_ARBITER, else $USER, else "arbiter".
  [[nodiscard]] const std::string& arbiter() const { return m_arbiter; }
  void set_arbiter(std::string name) { m_arbiter = std::move(name); }
  /// Who acts now: the arbiter and the current UTC time, for the audit log.
  [[nodiscard]] db::Stamp stamp() const;

  /// The clock service that runs the clock of game `game` of a board in this session, if one
  /// is open (the newest): a result entered elsewhere ends the clock there, so the running
  /// clock and its journal never disagree.
  [[nodiscard]] ClockService* live_clocks(std::int64_t event, int round, int board, int game) const;
  /// A clock service registers itself for its lifetime.
  void attach(ClockService& clocks) { m_clocks.push_back(&clocks); }
  void detach(const ClockService& clocks) { std::erase(m_clocks, &clocks); }

 private:
  db::Database m_database;
  std::string m_arbiter;
  std::vector<ClockService*> m_clocks;
};

}  // namespace shashki::app
