#include "shashki/db/event_import_repository.hpp"

#include "action.hpp"
#include "board_rows.hpp"
#include "rows.hpp"

#include <map>

namespace shashki::db {

using tournament::Checked;
using tournament::Tournament;

Checked<Tournament> EventImportRepository::import(Tournament t, const Stamp& stamp) {
  auto event = tournament::check_event(t.event);
  if (!event) return Checked<Tournament>::failure(event.problem());
  t.event = *event;
  return guarded(m_db.impl(), "import the event", [&] {
    Action action(m_db.impl(), stamp, "event.import", tournament::EventId{});
    auto& sql = action.sql();
    SQLite::Statement insert(sql, event_insert_sql);
    bind_event(insert, t.event);
    insert.exec();
    t.event.id = tournament::EventId{sql.getLastInsertRowid()};
    action.set_event(t.event.id);
    std::map<tournament::PlayerId, tournament::PlayerId> ids;
    SQLite::Statement player(
        sql,
        "INSERT INTO players (event_id, number, name, rating, title, club, city, federation, "
        "birth, status, withdrawn_from, late_entry_round) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "?, ?)");
    for (std::size_t i = 0; i < t.players.size(); ++i) {
      auto checked = tournament::check_player(t.players[i]);
      if (!checked)
        return Checked<Tournament>::failure("player " + std::to_string(i + 1) + ": " + checked.error());
      player.reset();
      player.bind(1, t.event.id.value);
      bind_player(player, *checked, 2);
      player.exec();
      const tournament::PlayerId id{sql.getLastInsertRowid()};
      ids[t.players[i].id] = id;
      t.players[i] = *checked;
      t.players[i].id = id;
    }
    std::set<std::int64_t> known;
    for (const auto& [file_id, id] : ids) known.insert(id.value);
    for (auto& round : t.rounds) {
      for (auto& b : round.boards) {
        if (!ids.contains(b.white) || (b.black && !ids.contains(*b.black))) {
          return Checked<Tournament>::failure("round " + std::to_string(round.number) + ", board " +
                                              std::to_string(b.number) + ": a player who is not in the file");
        }
        b.white = ids[b.white];
        if (b.black) b.black = ids[*b.black];
      }
      if (auto problem = boards_problem(round, known, t.event.scoring().games_per_board()))
        return Checked<Tournament>::failure(*problem);
      write_round(sql, t.event.id, round, true);
    }
    // Byes requested for rounds the file has not paired yet (TRF 240 records, C.04.2).
    std::map<int, std::map<tournament::PlayerId, tournament::ByeKind>> requests;
    SQLite::Statement bye(sql,
                          "INSERT INTO bye_requests (event_id, round, player, kind) VALUES (?, ?, ?, ?)");
    for (const auto& [round, players] : t.bye_requests) {
      for (const auto& [file_id, kind] : players) {
        if (!ids.contains(file_id)) {
          return Checked<Tournament>::failure("round " + std::to_string(round) +
                                              ": a bye requested by a player who is not in the file");
        }
        bye.reset();
        bye.bind(1, t.event.id.value);
        bye.bind(2, round);
        bye.bind(3, ids[file_id].value);
        bye.bind(4, std::string(tournament::code(kind)));
        bye.exec();
        requests[round][ids[file_id]] = kind;
      }
    }
    t.bye_requests = std::move(requests);
    action.commit(nullptr, {{"event", t.event.id.value},
                            {"name", t.event.name},
                            {"players", t.players.size()},
                            {"rounds", t.rounds.size()}});
    return Checked<Tournament>(t);
  });
}

}  // namespace shashki::db
