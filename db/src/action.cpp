#include "action.hpp"

#include <SQLiteCpp/Statement.h>
#include <date/date.h>

#include <sstream>

namespace shashki::db {

namespace {

// The audit must never fail an action over a byte that is not UTF-8: the data row keeps the
// exact bytes, the audit a readable copy.
std::string dumped(const nlohmann::json& doc) {
  return doc.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

Action::Action(Database::Impl& db, const Stamp& stamp, std::string_view name, tournament::EventId event)
    : m_db(db), m_stamp(stamp), m_name(name), m_event(event) {
  if (db.unit_open) {
    db.sql.exec("SAVEPOINT action");
  } else {
    m_transaction.emplace(db.sql, SQLite::TransactionBehavior::IMMEDIATE);
  }
}

Action::~Action() {
  if (m_transaction || m_released) return;
  try {
    m_db.sql.exec("ROLLBACK TO action");
    m_db.sql.exec("RELEASE action");
  } catch (...) {
    // The transaction around it rolls back in its turn.
  }
}

void Action::commit_without_audit() {
  if (m_transaction) {
    m_transaction->commit();
  } else {
    m_db.sql.exec("RELEASE action");
    m_released = true;
  }
}

std::int64_t Action::commit(const nlohmann::json& before, const nlohmann::json& after) {
  SQLite::Statement insert(
      m_db.sql, "INSERT INTO audit (at, arbiter, action, event_id, before, after) VALUES (?, ?, ?, ?, ?, ?)");
  insert.bind(1, utc_text(m_stamp.at));
  insert.bind(2, m_stamp.arbiter.empty() ? std::string("?") : m_stamp.arbiter);
  insert.bind(3, m_name);
  if (m_event.value != 0) {
    insert.bind(4, m_event.value);
  } else {
    insert.bind(4);
  }
  if (before.is_null())
    insert.bind(5);
  else
    insert.bind(5, dumped(before));
  if (after.is_null())
    insert.bind(6);
  else
    insert.bind(6, dumped(after));
  insert.exec();
  const auto id = m_db.sql.getLastInsertRowid();
  commit_without_audit();
  return id;
}

std::string utc_text(std::chrono::sys_time<std::chrono::milliseconds> at) {
  return date::format("%FT%TZ", at);
}

std::optional<std::chrono::sys_time<std::chrono::milliseconds>> parse_utc_text(const std::string& text) {
  std::istringstream in(text);
  std::chrono::sys_time<std::chrono::milliseconds> at;
  in >> date::parse("%FT%TZ", at);
  if (in.fail() || in.peek() != std::char_traits<char>::eof()) return std::nullopt;
  return at;
}

}  // namespace shashki::db
