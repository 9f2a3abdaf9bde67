#include "shashki/app/register_service.hpp"

#include "service_support.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/norms.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/sections.hpp"
#include "shashki/db/register_repository.hpp"
#include "shashki/db/transaction.hpp"
#include "shashki/format/register_csv.hpp"

#include <algorithm>
#include <set>

namespace shashki::app {

using tournament::RegisterEntry;
using tournament::RegisterId;

namespace {

// The norms the write-back reads: the event's, or its section's (docs/norms.md: ranks are
// counted per section where the event has sections).
tournament::NormReport norms_of(const tournament::Tournament& t, const std::string& section) {
  return section.empty() ? event_norms(t, 0) : section_norms(t, section, 0);
}

}  // namespace

RegisterImportReport RegisterService::import_csv(const std::filesystem::path& file,
                                                 std::string_view columns) {
  const auto mapping = format::parse_register_columns(columns);
  if (!mapping) throw Error(ExitCode::usage, mapping.problem());
  auto read = format::read_register_csv(read_input_file(file, "file"), *mapping);
  if (const auto* error = std::get_if<format::PlayersCsvError>(&read)) throw refused_csv(file, *error);
  auto& list = std::get<format::RegisterCsv>(read);
  // The fields the list gives: an entry it updates keeps the others (a name in parts is a name).
  std::set<std::string> fields;
  for (const auto& [field, header] : list.used) {
    fields.insert(field == "surname" || field == "first_name" || field == "patronymic" ? "name" : field);
  }
  const auto stored = accepted(db::RegisterRepository(m_session.database())
                                   .import(list.entries, file.filename().string(), m_session.stamp(), fields),
                               ExitCode::input);
  return RegisterImportReport{static_cast<int>(list.entries.size()),
                              stored.added,
                              stored.updated,
                              stored.unchanged,
                              std::move(list.used),
                              std::move(list.ignored)};
}

std::vector<RegisterEntry> RegisterService::search(std::string_view text, int limit) {
  if (limit < 1 || limit > register_search_limit) {
    throw Error(ExitCode::usage, Message(N_("the limit {limit} is not between 1 and {most}"))
                                     .with("limit", limit)
                                     .with("most", register_search_limit)
                                     .about("limit"));
  }
  return db::RegisterRepository(m_session.database()).search(tournament::parse_register_query(text), limit);
}

RegisterEntry RegisterService::entry(RegisterId id) {
  auto found = db::RegisterRepository(m_session.database()).find(id);
  if (!found) {
    throw Error(ExitCode::input, Message(N_("the register has no entry {entry}; search it for the number"))
                                     .with("entry", static_cast<long long>(id.value))
                                     .about("register"));
  }
  return *found;
}

std::vector<RegisterHistoryRow> RegisterService::history(RegisterId id) {
  (void)entry(id);
  std::vector<RegisterHistoryRow> rows;
  for (const auto& link : db::RegisterRepository(m_session.database()).players_of(id)) {
    const auto t = load_tournament(m_session, link.event);
    const auto it = std::find_if(t.players.begin(), t.players.end(),
                                 [&](const tournament::Player& p) { return p.id == link.player; });
    if (it == t.players.end()) continue;
    const auto index = static_cast<std::size_t>(it - t.players.begin());
    RegisterHistoryRow row;
    row.event = link.event;
    row.event_name = t.event.name;
    row.start_date = t.event.start_date;
    row.number = it->number;
    row.rounds = static_cast<int>(t.rounds.size());
    // A team event ranks teams, and an event with no round has no standings: no place then.
    if (!t.rounds.empty() && !t.team) {
      const auto standings = event_standings(t, 0);
      for (const auto& s : standings.rows) {
        if (s.player != index) continue;
        row.points = s.points;
        row.place = s.rank;
        row.shared = s.shared;
      }
      const auto norms = event_norms(t, 0);
      for (const auto& n : norms.players) {
        if (n.player == index) row.earned = n.earned;
      }
    }
    rows.push_back(std::move(row));
  }
  std::stable_sort(rows.begin(), rows.end(), [](const RegisterHistoryRow& a, const RegisterHistoryRow& b) {
    return a.start_date.has_value() && (!b.start_date || *a.start_date < *b.start_date);
  });
  return rows;
}

tournament::Player RegisterService::add_player(tournament::EventId event, RegisterId id,
                                               std::optional<int> late_entry_round) {
  auto player = tournament::player_of(entry(id));
  player.late_entry_round = late_entry_round;
  return add_linked(event, std::move(player), id);
}

tournament::Player RegisterService::add_linked(tournament::EventId event, tournament::Player player,
                                               RegisterId id) {
  (void)entry(id);
  // The player and his link stand or fall together.
  db::Transaction transaction(m_session.database());
  auto added = PlayerService(m_session).add(event, std::move(player));
  accepted(db::RegisterRepository(m_session.database()).link(event, added.id, id, m_session.stamp()),
           ExitCode::input);
  transaction.commit();
  return added;
}

std::vector<RegisterRankRow> RegisterService::ranks(tournament::EventId event, const std::string& section) {
  const auto t = load_tournament(m_session, event);
  db::RegisterRepository repository(m_session.database());
  const auto links = repository.links(event);
  std::vector<std::optional<RegisterEntry>> entries(t.players.size());
  for (std::size_t i = 0; i < t.players.size(); ++i) {
    if (const auto link = links.find(t.players[i].id); link != links.end())
      entries[i] = repository.find(link->second);
  }
  std::vector<RegisterRankRow> rows;
  for (const auto& change : tournament::rank_write_back(norms_of(t, section), entries)) {
    rows.push_back({change, t.players[change.player].number, t.players[change.player].name});
  }
  std::sort(rows.begin(), rows.end(),
            [](const RegisterRankRow& a, const RegisterRankRow& b) { return a.number < b.number; });
  return rows;
}

std::vector<RegisterRankRow> RegisterService::apply_ranks(tournament::EventId event,
                                                          const std::string& section) {
  auto rows = ranks(event, section);
  std::vector<tournament::RankChange> changes;
  changes.reserve(rows.size());
  for (const auto& r : rows) changes.push_back(r.change);
  accepted(db::RegisterRepository(m_session.database()).write_ranks(event, changes, m_session.stamp()));
  return rows;
}

}  // namespace shashki::app
