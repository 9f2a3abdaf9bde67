#include "shashki/db/event_repository.hpp"

#include "action.hpp"
#include "model_json.hpp"
#include "refusals.hpp"
#include "rows.hpp"
#include "team_rows.hpp"

namespace shashki::db {

using tournament::Checked;
using tournament::Event;

namespace {

// The event as its audit row keeps it, with the judge's 6.1.9.4 confirmation when there was one.
nlohmann::json audited(const Event& event, bool regulations_differ) {
  auto json = to_json(event);
  if (regulations_differ) json["regulations_differ"] = true;
  return json;
}

}  // namespace

Checked<Event> EventRepository::create(Event event, const Stamp& stamp, bool regulations_differ) {
  auto checked = tournament::check_event(std::move(event));
  if (!checked) return checked;
  Event stored = *checked;
  // The audit row names the event it created, so the event goes in first, inside the action.
  return in_action(m_db.impl(), "create the event", stamp, "event.create", tournament::EventId{},
                   [&](Action& action) {
                     SQLite::Statement insert(action.sql(), event_insert_sql);
                     bind_event(insert, stored);
                     insert.exec();
                     stored.id = tournament::EventId{action.sql().getLastInsertRowid()};
                     action.set_event(stored.id);
                     action.commit(nullptr, audited(stored, regulations_differ));
                     return Checked<Event>(stored);
                   });
}

Checked<Event> EventRepository::edit(tournament::EventId id, Event changed, const Stamp& stamp,
                                     bool regulations_differ, std::string_view reason) {
  changed.id = id;
  auto checked = tournament::check_event(std::move(changed));
  if (!checked) return checked;
  const Event& after = *checked;
  return in_action(m_db.impl(), "edit the event", stamp, "event.edit", id, [&](Action& action) {
    auto& sql = action.sql();
    const auto before = read_event(sql, id);
    if (!before) return Checked<Event>::failure(no_event(id));
    if (after == *before) return checked;
    SQLite::Statement update(sql, event_update_sql);
    bind_event(update, after);
    update.bind(event_value_count + 1, id.value);
    update.exec();
    auto after_json = audited(after, regulations_differ);
    if (!reason.empty()) after_json["reason"] = std::string(reason);
    action.commit(to_json(*before), after_json);
    return checked;
  });
}

Checked<Event> EventRepository::set_norm_table(tournament::EventId id, std::string csv, const Stamp& stamp) {
  return in_action(m_db.impl(), "keep the event's norm table", stamp, "event.norms", id, [&](Action& action) {
    auto& sql = action.sql();
    auto event = read_event(sql, id);
    if (!event) return Checked<Event>::failure(no_event(id));
    if (event->norm_csv == csv) return Checked<Event>(*event);
    const nlohmann::json before{{"norm_csv", event->norm_csv}};
    SQLite::Statement update(sql, "UPDATE events SET norm_csv = ? WHERE id = ?");
    update.bind(1, csv);
    update.bind(2, id.value);
    update.exec();
    event->norm_csv = std::move(csv);
    action.commit(before, nlohmann::json{{"norm_csv", event->norm_csv}});
    return Checked<Event>(*event);
  });
}

tournament::Checked<tournament::TeamEvent> EventRepository::edit_team_ranking(tournament::EventId id,
                                                                              tournament::TeamEvent changed,
                                                                              const Stamp& stamp,
                                                                              std::string_view reason) {
  using Result = tournament::Checked<tournament::TeamEvent>;
  return in_action(m_db.impl(), "edit the event", stamp, "event.edit", id, [&](Action& action) {
    auto& sql = action.sql();
    const auto event = read_event(sql, id);
    if (!event) return Result::failure(no_event(id));
    const auto before = read_team_event(sql, *event);
    if (!before) return Result::failure(no_event(id));
    update_team_settings(sql, id, changed);
    const auto ranking = [](const tournament::TeamEvent& t) {
      std::vector<std::string> codes;
      for (const auto tb : t.tiebreaks) codes.emplace_back(tournament::code(tb));
      return nlohmann::json{{"tiebreaks", codes},
                            {"primary", std::string(tournament::code(t.scoring.primary))}};
    };
    auto after_json = ranking(changed);
    if (!reason.empty()) after_json["reason"] = std::string(reason);
    action.commit(ranking(*before), after_json);
    return Result(changed);
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
    // Inside a db::Transaction the reads are already one snapshot, its own writes included.
    std::optional<SQLite::Transaction> read;
    if (!m_db.impl().unit_open) read.emplace(m_db.impl().sql, SQLite::TransactionBehavior::DEFERRED);
    auto event = read_event(m_db.impl().sql, id);
    if (!event) return std::nullopt;
    tournament::Tournament t{*event,
                             read_players(m_db.impl().sql, id),
                             read_rounds(m_db.impl().sql, id),
                             read_bye_requests(m_db.impl().sql, id),
                             read_team_event(m_db.impl().sql, *event),
                             read_sections(m_db.impl().sql, id),
                             read_prizes(m_db.impl().sql, id),
                             read_bans(m_db.impl().sql, id),
                             read_officials(m_db.impl().sql, id)};
    if (read) read->commit();
    return t;
  });
}

}  // namespace shashki::db
