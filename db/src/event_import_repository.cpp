#include "shashki/db/event_import_repository.hpp"

#include "action.hpp"
#include "board_rows.hpp"
#include "rows.hpp"
#include "shashki/tournament/round_rules.hpp"
#include "team_rows.hpp"

#include <map>
#include <set>

namespace shashki::db {

using tournament::Checked;
using tournament::Message;
using tournament::Tournament;

Checked<Tournament> EventImportRepository::import(Tournament t, const Stamp& stamp) {
  auto event = tournament::check_event(t.event);
  if (!event) return Checked<Tournament>::failure(event.problem());
  t.event = *event;
  return in_action(
      m_db.impl(), "import the event", stamp, "event.import", tournament::EventId{}, [&](Action& action) {
        auto& sql = action.sql();
        SQLite::Statement insert(sql, event_insert_sql);
        bind_event(insert, t.event);
        insert.exec();
        t.event.id = tournament::EventId{sql.getLastInsertRowid()};
        action.set_event(t.event.id);
        std::map<tournament::PlayerId, tournament::PlayerId> ids;
        SQLite::Statement player(sql, player_insert_sql);
        for (std::size_t i = 0; i < t.players.size(); ++i) {
          auto checked = tournament::check_player(t.players[i], static_cast<int>(i + 1));
          if (!checked) return Checked<Tournament>::failure(checked.problem());
          player.reset();
          player.bind(1, t.event.id.value);
          bind_player(player, *checked, 2);
          player.exec();
          const tournament::PlayerId id{sql.getLastInsertRowid()};
          ids[t.players[i].id] = id;
          t.players[i] = *checked;
          t.players[i].id = id;
        }
        std::set<tournament::PlayerId> known;
        for (const auto& [file_id, id] : ids) known.insert(id);
        for (auto& round : t.rounds) {
          for (auto& b : round.boards) {
            if (!ids.contains(b.white) || (b.black && !ids.contains(*b.black))) {
              return Checked<Tournament>::failure(
                  Message(N_("round {round}, board {board}: a player who is not in the file"))
                      .with("round", round.number)
                      .with("board", b.number)
                      .about("file"));
            }
            b.white = ids[b.white];
            if (b.black) b.black = ids[*b.black];
          }
          const auto checked = tournament::check_boards(round, known, t.event.scoring().games_per_board());
          if (!checked) return Checked<Tournament>::failure(checked.problem());
          write_round(sql, t.event.id, round, true);
        }
        // Byes requested for rounds the file has not paired yet (TRF 240 records, C.04.2).
        std::map<int, std::map<tournament::PlayerId, tournament::ByeKind>> requests;
        SQLite::Statement bye(sql,
                              "INSERT INTO bye_requests (event_id, round, player, kind) VALUES (?, ?, ?, ?)");
        for (const auto& [round, players] : t.bye_requests) {
          for (const auto& [file_id, kind] : players) {
            if (!ids.contains(file_id)) {
              return Checked<Tournament>::failure(
                  Message(N_("round {round}: a bye requested by a player who is not in the file"))
                      .with("round", round)
                      .about("file"));
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
        // Pairs the file forbids (XXP, 260 from round 1): named pairs of the event, as a family's.
        SQLite::Statement ban(sql,
                              "INSERT INTO pairing_bans (event_id, ground, until_round, first_player, "
                              "second_player) VALUES (?, 'family', ?, ?, ?)");
        for (auto& b : t.bans) {
          if (!ids.contains(b.first) || !ids.contains(b.second)) {
            return Checked<Tournament>::failure(
                Message(N_("a forbidden pair names a player who is not in the file")).about("file"));
          }
          b.first = ids[b.first];
          b.second = ids[b.second];
          ban.reset();
          ban.bind(1, t.event.id.value);
          ban.bind(2, b.until_round);
          ban.bind(3, b.first.value);
          ban.bind(4, b.second.value);
          ban.exec();
        }
        // A team event's teams and matches name the players by starting number (stored above).
        if (t.team) write_team_event(sql, t.event.id, *t.team);
        action.commit(nullptr, {{"event", t.event.id.value},
                                {"name", t.event.name},
                                {"players", t.players.size()},
                                {"rounds", t.rounds.size()},
                                {"teams", t.team ? t.team->teams.size() : 0},
                                {"matches", t.team ? t.team->matches.size() : 0}});
        return Checked<Tournament>(t);
      });
}

}  // namespace shashki::db
