#include "shashki/db/official_repository.hpp"

#include "action.hpp"
#include "refusals.hpp"
#include "rows.hpp"

#include <nlohmann/json.hpp>

namespace shashki::db {

using tournament::Checked;
using tournament::Official;

namespace {

nlohmann::json panel_json(const std::vector<Official>& officials, const std::string& chief_arbiter) {
  nlohmann::json list = nlohmann::json::array();
  for (const Official& o : officials) {
    list.push_back(
        {{"role", tournament::code(o.role)}, {"name", o.name}, {"category", tournament::code(o.category)}});
  }
  return {{"chief_arbiter", chief_arbiter}, {"officials", list}};
}

}  // namespace

Checked<tournament::Panel> OfficialRepository::store(tournament::EventId event, tournament::Panel panel,
                                                     const std::string& action_name, const Stamp& stamp) {
  using Result = Checked<tournament::Panel>;
  return in_action(m_db.impl(), "store the officials", stamp, action_name, event, [&](Action& action) {
    auto& sql = action.sql();
    const auto stored = read_event(sql, event);
    if (!stored) return Result::failure(no_event(event));
    const auto before = read_officials(sql, event);
    SQLite::Statement erase(sql, "DELETE FROM officials WHERE event_id = ?");
    erase.bind(1, event.value);
    erase.exec();
    SQLite::Statement insert(
        sql, "INSERT INTO officials (event_id, position, role, name, category) VALUES (?, ?, ?, ?, ?)");
    int position = 0;
    for (const Official& o : panel.officials) {
      insert.reset();
      insert.bind(1, event.value);
      insert.bind(2, ++position);
      insert.bind(3, std::string(tournament::code(o.role)));
      insert.bind(4, o.name);
      insert.bind(5, std::string(tournament::code(o.category)));
      insert.exec();
    }
    SQLite::Statement chief(sql, "UPDATE events SET chief_arbiter = ? WHERE id = ?");
    chief.bind(1, panel.chief_arbiter);
    chief.bind(2, event.value);
    chief.exec();
    action.commit(panel_json(before, stored->chief_arbiter),
                  panel_json(panel.officials, panel.chief_arbiter));
    return Result(std::move(panel));
  });
}

std::vector<Official> OfficialRepository::list(tournament::EventId event) const {
  return guarded(m_db.impl(), "list the officials", [&] { return read_officials(m_db.impl().sql, event); });
}

}  // namespace shashki::db
