#include "shashki/db/section_repository.hpp"

#include "action.hpp"
#include "refusals.hpp"
#include "rows.hpp"

#include <nlohmann/json.hpp>

namespace shashki::db {

using tournament::Checked;
using tournament::Message;
using tournament::Section;

namespace {

nlohmann::json section_json(const Section& s) {
  nlohmann::json players = nlohmann::json::array();
  for (const auto id : s.players) players.push_back(id.value);
  return {{"name", s.name},
          {"sex", s.sex == tournament::Sex::unknown ? nlohmann::json(nullptr) : nlohmann::json(code(s.sex))},
          {"born_from", s.born_from ? nlohmann::json(*s.born_from) : nlohmann::json(nullptr)},
          {"born_to", s.born_to ? nlohmann::json(*s.born_to) : nlohmann::json(nullptr)},
          {"players", players}};
}

Message no_section(const std::string& name) {
  return Message(N_("the event has no section {section}")).with("section", name).about("section");
}

bool has_section(SQLite::Database& sql, tournament::EventId event, const std::string& name) {
  SQLite::Statement select(sql, "SELECT 1 FROM sections WHERE event_id = ? AND name = ?");
  select.bind(1, event.value);
  select.bind(2, name);
  return select.executeStep();
}

}  // namespace

Checked<Section> SectionRepository::add(tournament::EventId event, Section section, const Stamp& stamp) {
  return in_action(m_db.impl(), "add a section", stamp, "section.add", event, [&](Action& action) {
    auto& sql = action.sql();
    if (!read_event(sql, event)) return Checked<Section>::failure(no_event(event));
    if (has_section(sql, event, section.name)) {
      return Checked<Section>::failure(Message(N_("the event already has a section {section}"))
                                           .with("section", section.name)
                                           .about("name"));
    }
    SQLite::Statement insert(
        sql,
        "INSERT INTO sections (event_id, position, name, sex, born_from, born_to, players) "
        "VALUES (?1, (SELECT coalesce(max(position), 0) + 1 FROM sections WHERE event_id = ?1), "
        "?2, ?3, ?4, ?5, ?6)");
    insert.bind(1, event.value);
    bind_section(insert, section, 2);
    insert.exec();
    action.commit(nullptr, section_json(section));
    return Checked<Section>(section);
  });
}

Checked<Section> SectionRepository::remove(tournament::EventId event, const std::string& name,
                                           const Stamp& stamp) {
  return in_action(m_db.impl(), "remove a section", stamp, "section.remove", event, [&](Action& action) {
    auto& sql = action.sql();
    if (!read_event(sql, event)) return Checked<Section>::failure(no_event(event));
    for (const auto& s : read_sections(sql, event)) {
      if (s.name != name) continue;
      SQLite::Statement erase(sql, "DELETE FROM sections WHERE event_id = ? AND name = ?");
      erase.bind(1, event.value);
      erase.bind(2, name);
      erase.exec();
      action.commit(section_json(s), nullptr);
      return Checked<Section>(s);
    }
    return Checked<Section>::failure(no_section(name));
  });
}

std::vector<Section> SectionRepository::list(tournament::EventId event) const {
  return guarded(m_db.impl(), "list the sections", [&] { return read_sections(m_db.impl().sql, event); });
}

}  // namespace shashki::db
