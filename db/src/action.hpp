#pragma once

#include "database_impl.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/ids.hpp"

#include <SQLiteCpp/Transaction.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::db {

/// One arbiter action: a write transaction (BEGIN IMMEDIATE, so a second writer waits at the
/// start rather than failing half-way) that commits only together with its audit row. Leaving
/// scope without commit() rolls everything back, which is how refusals and failures undo work.
/// Inside a db::Transaction the action is a savepoint of it: its commit() releases the savepoint
/// and the transaction saves it; leaving without commit() undoes the action alone.
class Action {
 public:
  Action(Database::Impl& db, const Stamp& stamp, std::string_view name, tournament::EventId event);
  ~Action();
  Action(const Action&) = delete;
  Action& operator=(const Action&) = delete;

  [[nodiscard]] SQLite::Database& sql() { return m_db.sql; }
  /// The connection's kept statement of `text` (Database::Impl::kept), for this action's use.
  [[nodiscard]] KeptStatement kept(const std::string& text) { return KeptStatement(m_db, text); }
  /// Names the event the audit row belongs to, once it is known (event.create).
  void set_event(tournament::EventId event) { m_event = event; }
  /// Writes the audit row with the states before and after (null for none), then commits.
  /// Returns the audit row's id.
  std::int64_t commit(const nlohmann::json& before, const nlohmann::json& after);
  /// Commits a write that is not an arbiter's action (a clock press), so has no audit row.
  void commit_without_audit();

 private:
  Database::Impl& m_db;
  const Stamp& m_stamp;
  std::string m_name;
  tournament::EventId m_event;
  std::optional<SQLite::Transaction> m_transaction;  ///< none inside a db::Transaction
  bool m_released = false;                           ///< the savepoint is released
};

/// `2026-05-01T10:00:00.000Z`: the UTC text form of audit times and clock-journal exports.
std::string utc_text(std::chrono::sys_time<std::chrono::milliseconds> at);
/// Reads utc_text()'s form back ("2026-03-14T10:05:00.250Z"); std::nullopt for anything else.
std::optional<std::chrono::sys_time<std::chrono::milliseconds>> parse_utc_text(const std::string& text);

/// Runs `body`, turning SQLite's exceptions into DatabaseError naming the file and the step.
template <class Body>
auto guarded(const Database::Impl& db, std::string_view what, Body&& body) -> decltype(body()) {
  try {
    return body();
  } catch (const SQLite::Exception& e) {
    // `what` names the step in English for the log; SQLite's own words follow.
    throw DatabaseError(
        tournament::Message(N_("the database {file} could not be read or written ({step}: {why})"))
            .with("file", db.path.string())
            .with("step", std::string(what))
            .with("why", e.what()));
  }
}

/// The transaction skeleton of every writer: runs `body(action)` inside guarded() as one action
/// `name` of `event`. `body` commits (with its audit row or without) or returns a refusal, and a
/// refusal or a failure rolls back everything it wrote.
template <class Body>
auto in_action(Database::Impl& db, std::string_view what, const Stamp& stamp, std::string_view name,
               tournament::EventId event, Body&& body) {
  return guarded(db, what, [&] {
    Action action(db, stamp, name, event);
    return body(action);
  });
}

}  // namespace shashki::db
