#include "shashki/db/event_repository.hpp"

#include "action.hpp"
#include "model_json.hpp"
#include "rows.hpp"

namespace shashki::db {

using tournament::Checked;
using tournament::Event;

Checked<Event> EventRepository::create(Event event, const Stamp& stamp) {
  auto checked = tournament::check_event(std::move(event));
  if (!checked) return checked;
  Event stored = *checked;
  return guarded(m_db.impl(), "create the event", [&] {
    // The audit row names the event it created, so the event goes in first, inside the action.
    Action action(m_db.impl(), stamp, "event.create", tournament::EventId{});
    SQLite::Statement insert(
        action.sql(),
        "INSERT INTO events (name, start_date, end_date, venue, chief_arbiter, arbiters, discipline, "
        "time_control, system, rounds, scoring, micro_match, match_scoring, tiebreaks, "
        "opening_table, rule_edition) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    bind_event(insert, stored);
    insert.exec();
    stored.id = tournament::EventId{action.sql().getLastInsertRowid()};
    action.set_event(stored.id);
    action.commit(nullptr, to_json(stored));
    return Checked<Event>(stored);
  });
}

std::vector<Event> EventRepository::list() const {
  return guarded(m_db.impl(), "list the events", [&] {
    SQLite::Statement select(m_db.impl().sql,
                             std::string("SELECT ") + event_columns + " FROM events ORDER BY id");
    std::vector<Event> events;
    while (select.executeStep()) events.push_back(read_event(select));
    return events;
  });
}

std::optional<Event> EventRepository::find(tournament::EventId id) const {
  return guarded(m_db.impl(), "read the event", [&] { return read_event(m_db.impl().sql, id); });
}

std::optional<tournament::Tournament> EventRepository::load(tournament::EventId id) const {
  return guarded(m_db.impl(), "load the event", [&]() -> std::optional<tournament::Tournament> {
    // One read transaction, so that the snapshot is consistent even if it were read while a
    // writer of another connection commits.
    SQLite::Transaction read(m_db.impl().sql, SQLite::TransactionBehavior::DEFERRED);
    auto event = read_event(m_db.impl().sql, id);
    if (!event) return std::nullopt;
    tournament::Tournament t{*event, read_players(m_db.impl().sql, id), read_rounds(m_db.impl().sql, id)};
    read.commit();
    return t;
  });
}

}  // namespace shashki::db
