#include "shashki/db/register_repository.hpp"

#include "action.hpp"
#include "refusals.hpp"
#include "rows.hpp"

#include "shashki/tournament/calendar.hpp"

#include <nlohmann/json.hpp>

#include <tuple>
#include <utility>

namespace shashki::db {

using tournament::Checked;
using tournament::Message;
using tournament::RegisterEntry;
using tournament::RegisterId;

namespace {

constexpr const char* entry_columns =
    "e.id, e.name, e.birth, e.birth_year, e.sex, e.title, e.club, e.city, e.region, e.coach, e.federation, "
    "e.federation_id";

RegisterEntry read_entry(SQLite::Statement& row) {
  RegisterEntry e;
  e.id = RegisterId{row.getColumn(0).getInt64()};
  e.name = row.getColumn(1).getString();
  if (!row.getColumn(2).isNull()) {
    const std::string birth = row.getColumn(2).getString();
    e.birth = tournament::parse_iso_date(birth);
    if (!e.birth) throw damaged_column(birth, "register_entries.birth");
  }
  if (!row.getColumn(3).isNull()) e.birth_year = row.getColumn(3).getInt();
  const std::string sex = row.getColumn(4).getString();
  const std::string title = row.getColumn(5).getString();
  const auto sex_code = tournament::sex_from_code(sex);
  const auto title_code = tournament::title_from_code(title);
  if (!sex_code) throw damaged_column(sex, "register_entries.sex");
  if (!title_code) throw damaged_column(title, "register_entries.title");
  e.sex = *sex_code;
  e.title = *title_code;
  e.club = row.getColumn(6).getString();
  e.city = row.getColumn(7).getString();
  e.region = row.getColumn(8).getString();
  e.coach = row.getColumn(9).getString();
  e.federation = row.getColumn(10).getString();
  e.federation_id = row.getColumn(11).getString();
  return e;
}

// Binds the entry's details from parameter 1 on, in the order of entry_columns after the id.
void bind_entry(SQLite::Statement& s, const RegisterEntry& e) {
  s.bind(1, e.name);
  if (e.birth) {
    s.bind(2, tournament::format_iso_date(*e.birth));
  } else {
    s.bind(2);
  }
  if (e.birth_year) {
    s.bind(3, *e.birth_year);
  } else {
    s.bind(3);
  }
  s.bind(4, std::string(tournament::code(e.sex)));
  s.bind(5, std::string(tournament::code(e.title)));
  s.bind(6, e.club);
  s.bind(7, e.city);
  s.bind(8, e.region);
  s.bind(9, e.coach);
  s.bind(10, e.federation);
  s.bind(11, e.federation_id);
}

// The key that finds an entry again in a later list without a federation id.
std::string name_year_key(const std::string& name, std::optional<int> year) {
  return name + '\n' + (year ? std::to_string(*year) : std::string());
}

// The FTS5 expression of the query's words: each a quoted prefix, all required.
std::string match_expression(const tournament::RegisterQuery& query) {
  std::string expression;
  for (const auto& word : query.words) {
    if (!expression.empty()) expression += ' ';
    expression += '"';
    for (const char c : word) expression += c == '"' ? std::string("\"\"") : std::string(1, c);
    expression += "\"*";
  }
  return expression;
}

nlohmann::json change_json(const tournament::RankChange& c) {
  return {{"entry", c.entry.value},
          {"held", tournament::code(c.held)},
          {"earned", tournament::code(c.earned)},
          {"outcome", tournament::code(c.outcome)}};
}

Message no_entry(RegisterId entry) {
  return Message(N_("the register has no entry {entry}"))
      .with("entry", static_cast<long long>(entry.value))
      .about("register");
}

}  // namespace

Checked<RegisterImport> RegisterRepository::import(const std::vector<RegisterEntry>& entries,
                                                   const std::string& source, const Stamp& stamp,
                                                   const std::set<std::string>& fields) {
  return in_action(m_db.impl(), "import the register", stamp, "register.import", {}, [&](Action& action) {
    auto& sql = action.sql();
    std::map<std::string, std::int64_t> by_federation_id;
    std::map<std::string, std::int64_t> by_name_year;
    {
      SQLite::Statement existing(sql, "SELECT id, federation_id, name, birth_year FROM register_entries");
      while (existing.executeStep()) {
        const std::int64_t id = existing.getColumn(0).getInt64();
        const std::string federation_id = existing.getColumn(1).getString();
        if (!federation_id.empty()) {
          by_federation_id.emplace(federation_id, id);
        } else {
          const auto year = existing.getColumn(3).isNull()
                                ? std::nullopt
                                : std::optional<int>(existing.getColumn(3).getInt());
          by_name_year.emplace(name_year_key(existing.getColumn(2).getString(), year), id);
        }
      }
    }
    SQLite::Statement insert(
        sql,
        "INSERT INTO register_entries (name, birth, birth_year, sex, title, club, city, "
        "region, coach, federation, federation_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    // Only the columns of the list's fields (bind_entry() binds every parameter by its number),
    // and only where one of them differs: an entry the list repeats is not written again.
    std::string assignments;
    std::string differs;
    for (const auto& [field, column, number] :
         std::initializer_list<std::tuple<const char*, const char*, int>>{
             {"name", "name", 1},
             {"birth", "birth", 2},
             {"birth", "birth_year", 3},
             {"sex", "sex", 4},
             {"title", "title", 5},
             {"club", "club", 6},
             {"city", "city", 7},
             {"region", "region", 8},
             {"coach", "coach", 9},
             {"federation", "federation", 10},
             {"federation_id", "federation_id", 11}}) {
      if (!fields.empty() && !fields.contains(field)) continue;
      const std::string parameter = "?" + std::to_string(number);
      std::string assignment = parameter;
      std::string differ = std::string(column) + " IS NOT " + parameter;
      // A list that knows less of a birth than the register keeps what the register knows: a
      // year alone keeps the stored date of that year, an empty cell keeps the date and the year.
      if (std::string_view(column) == "birth") {
        assignment = "CASE WHEN ?2 IS NULL AND (?3 IS NULL OR birth_year = ?3) THEN birth ELSE ?2 END";
        differ =
            "(?2 IS NOT NULL AND birth IS NOT ?2) OR (?2 IS NULL AND ?3 IS NOT NULL AND birth_year IS NOT "
            "?3)";
      } else if (std::string_view(column) == "birth_year") {
        assignment = "coalesce(?3, birth_year)";
        differ = "?3 IS NOT NULL AND birth_year IS NOT ?3";
      }
      assignments += (assignments.empty() ? "" : ", ") + std::string(column) + " = " + assignment;
      differs += (differs.empty() ? "" : " OR ") + ("(" + differ + ")");
    }
    SQLite::Statement update(sql, "UPDATE register_entries SET " + assignments + " WHERE id = ?12 AND (" +
                                      differs + ") RETURNING name, club, city");
    SQLite::Statement unindex(sql, "DELETE FROM register_search WHERE rowid = ?");
    SQLite::Statement index(sql, "INSERT INTO register_search (rowid, name, club, city) VALUES (?, ?, ?, ?)");
    RegisterImport counts;
    for (const auto& e : entries) {
      std::optional<std::int64_t> id;
      std::string name = e.name;
      std::string club = e.club;
      std::string city = e.city;
      if (!e.federation_id.empty()) {
        if (const auto it = by_federation_id.find(e.federation_id); it != by_federation_id.end())
          id = it->second;
      } else if (const auto it = by_name_year.find(name_year_key(e.name, e.birth_year));
                 it != by_name_year.end()) {
        id = it->second;
      }
      if (id) {
        update.reset();
        bind_entry(update, e);
        update.bind(12, *id);
        if (!update.executeStep()) {
          ++counts.unchanged;
          continue;
        }
        // The index takes the entry as it now is, fields the list did not give included.
        name = update.getColumn(0).getString();
        club = update.getColumn(1).getString();
        city = update.getColumn(2).getString();
        while (update.executeStep()) {
        }
        unindex.reset();
        unindex.bind(1, *id);
        unindex.exec();
        ++counts.updated;
      } else {
        insert.reset();
        bind_entry(insert, e);
        insert.exec();
        id = sql.getLastInsertRowid();
        // A list naming one player twice updates the first row rather than adding a second.
        if (!e.federation_id.empty()) {
          by_federation_id.emplace(e.federation_id, *id);
        } else {
          by_name_year.emplace(name_year_key(e.name, e.birth_year), *id);
        }
        ++counts.added;
      }
      index.reset();
      index.bind(1, *id);
      index.bind(2, tournament::search_fold(name));
      index.bind(3, tournament::search_fold(club));
      index.bind(4, tournament::search_fold(city));
      index.exec();
    }
    action.commit(nullptr, {{"source", source},
                            {"entries", static_cast<std::int64_t>(entries.size())},
                            {"added", counts.added},
                            {"updated", counts.updated},
                            {"unchanged", counts.unchanged}});
    return Checked<RegisterImport>(counts);
  });
}

std::vector<RegisterEntry> RegisterRepository::search(const tournament::RegisterQuery& query,
                                                      int limit) const {
  if (query.empty() || limit < 1) return {};
  return guarded(m_db.impl(), "search the register", [&] {
    std::string text = std::string("SELECT ") + entry_columns;
    if (query.words.empty()) {
      text += " FROM register_entries e WHERE e.birth_year = ?2";
    } else {
      // CROSS JOIN keeps the index outside: probing it once per entry (by the year's or the
      // name's index) would evaluate the prefix query again for every row.
      text +=
          " FROM register_search CROSS JOIN register_entries e ON e.id = register_search.rowid "
          "WHERE register_search MATCH ?1";
      if (query.year) text += " AND e.birth_year = ?2";
    }
    text += " ORDER BY e.name, e.id LIMIT ?3";
    KeptStatement select(m_db.impl(), text);
    if (!query.words.empty()) select->bind(1, match_expression(query));
    if (query.year) select->bind(2, *query.year);
    select->bind(3, limit);
    std::vector<RegisterEntry> found;
    while (select->executeStep()) found.push_back(read_entry(*select));
    return found;
  });
}

std::optional<RegisterEntry> RegisterRepository::find(RegisterId id) const {
  return guarded(m_db.impl(), "read the register", [&]() -> std::optional<RegisterEntry> {
    SQLite::Statement select(
        m_db.impl().sql, std::string("SELECT ") + entry_columns + " FROM register_entries e WHERE e.id = ?");
    select.bind(1, id.value);
    if (!select.executeStep()) return std::nullopt;
    return read_entry(select);
  });
}

int RegisterRepository::count() const {
  return guarded(m_db.impl(), "count the register", [&] {
    return m_db.impl().sql.execAndGet("SELECT count(*) FROM register_entries").getInt();
  });
}

Checked<RegisterLink> RegisterRepository::link(tournament::EventId event, tournament::PlayerId player,
                                               RegisterId entry, const Stamp& stamp) {
  return in_action(
      m_db.impl(), "link a player to the register", stamp, "register.link", event, [&](Action& action) {
        auto& sql = action.sql();
        SQLite::Statement has_player(sql, "SELECT 1 FROM players WHERE id = ? AND event_id = ?");
        has_player.bind(1, player.value);
        has_player.bind(2, event.value);
        if (!has_player.executeStep()) return Checked<RegisterLink>::failure(no_player(event, player));
        SQLite::Statement has_entry(sql, "SELECT 1 FROM register_entries WHERE id = ?");
        has_entry.bind(1, entry.value);
        if (!has_entry.executeStep()) return Checked<RegisterLink>::failure(no_entry(entry));
        SQLite::Statement insert(sql,
                                 "INSERT INTO register_links (player_id, register_id) VALUES (?, ?) "
                                 "ON CONFLICT (player_id) DO UPDATE SET register_id = excluded.register_id");
        insert.bind(1, player.value);
        insert.bind(2, entry.value);
        insert.exec();
        action.commit(nullptr, {{"player", player.value}, {"entry", entry.value}});
        return Checked<RegisterLink>(RegisterLink{event, player, entry});
      });
}

std::map<tournament::PlayerId, RegisterId> RegisterRepository::links(tournament::EventId event) const {
  return guarded(m_db.impl(), "read the register's links", [&] {
    SQLite::Statement select(
        m_db.impl().sql,
        "SELECT l.player_id, l.register_id FROM register_links l JOIN players p ON p.id = "
        "l.player_id WHERE p.event_id = ?");
    select.bind(1, event.value);
    std::map<tournament::PlayerId, RegisterId> found;
    while (select.executeStep()) {
      found.emplace(tournament::PlayerId{select.getColumn(0).getInt64()},
                    RegisterId{select.getColumn(1).getInt64()});
    }
    return found;
  });
}

std::vector<RegisterLink> RegisterRepository::players_of(RegisterId entry) const {
  return guarded(m_db.impl(), "read the register's links", [&] {
    SQLite::Statement select(m_db.impl().sql,
                             "SELECT p.event_id, l.player_id FROM register_links l JOIN players p ON p.id = "
                             "l.player_id WHERE l.register_id = ? ORDER BY p.event_id");
    select.bind(1, entry.value);
    std::vector<RegisterLink> found;
    while (select.executeStep()) {
      found.push_back({tournament::EventId{select.getColumn(0).getInt64()},
                       tournament::PlayerId{select.getColumn(1).getInt64()}, entry});
    }
    return found;
  });
}

Checked<std::vector<tournament::RankChange>> RegisterRepository::write_ranks(
    tournament::EventId event, const std::vector<tournament::RankChange>& changes, const Stamp& stamp) {
  using Result = Checked<std::vector<tournament::RankChange>>;
  return in_action(m_db.impl(), "write ranks to the register", stamp, "register.ranks", event,
                   [&](Action& action) {
                     auto& sql = action.sql();
                     if (!read_event(sql, event)) return Result::failure(no_event(event));
                     SQLite::Statement held(sql, "SELECT title FROM register_entries WHERE id = ?");
                     SQLite::Statement update(sql, "UPDATE register_entries SET title = ? WHERE id = ?");
                     nlohmann::json before = nlohmann::json::array();
                     nlohmann::json after = nlohmann::json::array();
                     std::vector<tournament::RankChange> written;
                     for (const auto& c : changes) {
                       if (c.outcome != tournament::RankWriteBack::raise) continue;
                       held.reset();
                       held.bind(1, c.entry.value);
                       if (!held.executeStep()) return Result::failure(no_entry(c.entry));
                       if (held.getColumn(0).getString() != tournament::code(c.held)) {
                         return Result::failure(
                             Message(N_("the register's entry {entry} changed since the ranks were computed; "
                                        "compute them again"))
                                 .with("entry", static_cast<long long>(c.entry.value))
                                 .about("register"));
                       }
                       update.reset();
                       update.bind(1, std::string(tournament::code(c.earned)));
                       update.bind(2, c.entry.value);
                       update.exec();
                       before.push_back({{"entry", c.entry.value}, {"title", tournament::code(c.held)}});
                       after.push_back(change_json(c));
                       written.push_back(c);
                     }
                     action.commit(before, after);
                     return Result(written);
                   });
}

}  // namespace shashki::db
