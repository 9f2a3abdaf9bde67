#include "shashki/db/team_repository.hpp"

#include "action.hpp"
#include "board_rows.hpp"
#include "refusals.hpp"
#include "rows.hpp"
#include "team_rows.hpp"

namespace shashki::db {

using tournament::Checked;
using tournament::Message;

namespace {

int team_next_number(SQLite::Database& sql, const char* query, tournament::EventId event) {
  SQLite::Statement select(sql, query);
  select.bind(1, event.value);
  select.executeStep();
  return select.getColumn(0).getInt() + 1;
}

/// Binds a match's key, its event, round and home team, from parameter `first` of `statement`.
void bind_match(SQLite::Statement& statement, int first, tournament::EventId event, int round, int home) {
  statement.bind(first, event.value);
  statement.bind(first + 1, round);
  statement.bind(first + 2, home);
}

}  // namespace

Checked<tournament::TeamEvent> TeamRepository::make_team_event(tournament::EventId event,
                                                               const tournament::TeamEvent& settings,
                                                               const Stamp& stamp) {
  return in_action(m_db.impl(), "make a team event", stamp, "event.teams", event, [&](Action& action) {
    if (!read_event(action.sql(), event)) return Checked<tournament::TeamEvent>::failure(no_event(event));
    tournament::TeamEvent stored = settings;
    stored.teams.clear();
    stored.matches.clear();
    write_team_event(action.sql(), event, stored);
    action.commit(nullptr, {{"boards", stored.boards_per_match},
                            {"primary", std::string(tournament::code(stored.scoring.primary))},
                            {"board_colours", stored.board_colours}});
    return Checked<tournament::TeamEvent>(stored);
  });
}

Checked<std::vector<tournament::Team>> TeamRepository::add_teams(
    tournament::EventId event,
    std::vector<std::pair<tournament::Team, std::vector<tournament::Player>>> teams, const Stamp& stamp) {
  using Result = Checked<std::vector<tournament::Team>>;
  return in_action(m_db.impl(), "register the teams", stamp, "team.add", event, [&](Action& action) {
    auto& sql = action.sql();
    int player_number =
        team_next_number(sql, "SELECT coalesce(max(number), 0) FROM players WHERE event_id = ?", event);
    int team_number =
        team_next_number(sql, "SELECT coalesce(max(number), 0) FROM teams WHERE event_id = ?", event);
    SQLite::Statement player(sql, player_insert_sql);
    std::vector<tournament::Team> stored;
    nlohmann::json after = nlohmann::json::array();
    for (auto& [t, players] : teams) {
      t.number = team_number++;
      t.roster.clear();
      for (auto& p : players) {
        p.number = player_number++;
        auto checked = tournament::check_player(p, p.number);
        if (!checked) return Result::failure(checked.problem());
        player.reset();
        player.bind(1, event.value);
        bind_player(player, *checked, 2);
        player.exec();
        t.roster.push_back(p.number);
      }
      write_team(sql, event, t, std::nullopt);
      after.push_back({{"team", t.number}, {"name", t.name}, {"roster", t.roster}});
      stored.push_back(t);
    }
    action.commit(nullptr, after);
    return Result(stored);
  });
}

Checked<int> TeamRepository::withdraw(tournament::EventId event, int team, int from_round, const Stamp& stamp,
                                      std::string_view reason) {
  return in_action(m_db.impl(), "withdraw the team", stamp, "team.withdraw", event, [&](Action& action) {
    SQLite::Statement update(action.sql(),
                             "UPDATE teams SET withdrawn_from = ? WHERE event_id = ? AND number = ?");
    update.bind(1, from_round);
    update.bind(2, event.value);
    update.bind(3, team);
    update.exec();
    nlohmann::json after{{"team", team}, {"from_round", from_round}};
    if (!reason.empty()) after["reason"] = std::string(reason);
    action.commit(nlohmann::json{{"team", team}, {"from_round", nullptr}}, after);
    return Checked<int>(from_round);
  });
}

Checked<int> TeamRepository::store_round(tournament::EventId event, int round,
                                         const std::vector<tournament::TeamMatch>& matches,
                                         const Stamp& stamp) {
  return in_action(m_db.impl(), "store the round's matches", stamp, "round.pair", event, [&](Action& action) {
    nlohmann::json after = nlohmann::json::array();
    for (auto m : matches) {
      m.round = round;
      write_team_match(action.sql(), event, m);
      nlohmann::json row{{"white", m.home},
                         {"black", m.away ? nlohmann::json(*m.away) : nlohmann::json(nullptr)}};
      if (!m.away && m.bye != tournament::ByeKind::pairing_allocated)
        row["bye"] = std::string(tournament::code(m.bye));
      after.push_back(row);
    }
    // The requests of the round are its byes now.
    SQLite::Statement used(action.sql(), "DELETE FROM team_bye_requests WHERE event_id = ? AND round = ?");
    used.bind(1, event.value);
    used.bind(2, round);
    used.exec();
    action.commit(nullptr, {{"round", round}, {"matches", after}});
    return Checked<int>(round);
  });
}

Checked<int> TeamRepository::replace_round(tournament::EventId event, int round,
                                           const std::vector<tournament::TeamMatch>& matches,
                                           const Stamp& stamp, std::string_view reason) {
  return in_action(
      m_db.impl(), "change the round's matches", stamp, "round.edit", event, [&](Action& action) {
        auto& sql = action.sql();
        const auto pairs_of = [&](const char* query) {
          SQLite::Statement select(sql, query);
          select.bind(1, event.value);
          select.bind(2, round);
          nlohmann::json list = nlohmann::json::array();
          while (select.executeStep()) {
            list.push_back(
                {{"white", select.getColumn(0).getInt()},
                 {"black", select.getColumn(1).isNull() ? nlohmann::json(nullptr)
                                                        : nlohmann::json(select.getColumn(1).getInt())}});
          }
          return list;
        };
        const auto before =
            pairs_of("SELECT home, away FROM team_matches WHERE event_id = ? AND round = ? ORDER BY home");
        SQLite::Statement remove(sql, "DELETE FROM team_matches WHERE event_id = ? AND round = ?");
        remove.bind(1, event.value);
        remove.bind(2, round);
        remove.exec();
        for (auto m : matches) {
          m.round = round;
          write_team_match(sql, event, m);
        }
        nlohmann::json after{
            {"round", round},
            {"matches", pairs_of("SELECT home, away FROM team_matches WHERE event_id = ? AND round = ? "
                                 "ORDER BY home")},
            {"reason", std::string(reason)}};
        action.commit(nlohmann::json{{"round", round}, {"matches", before}}, after);
        return Checked<int>(round);
      });
}

Checked<int> TeamRepository::store_line_up(tournament::EventId event, int round, int home, bool home_side,
                                           const tournament::LineUp& line_up,
                                           const std::vector<bool>& home_white, const Stamp& stamp,
                                           std::string_view reason) {
  return in_action(m_db.impl(), "store the line-up", stamp, "team.lineup", event, [&](Action& action) {
    auto& sql = action.sql();
    SQLite::Statement ensure(
        sql,
        "INSERT OR IGNORE INTO team_match_boards (event_id, round, home, board, home_white) "
        "VALUES (?, ?, ?, ?, ?)");
    SQLite::Statement before(sql, std::string("SELECT ") + (home_side ? "home_player" : "away_player") +
                                      " FROM team_match_boards WHERE event_id = ? AND round = ? AND home = ? "
                                      "ORDER BY board");
    bind_match(before, 1, event, round, home);
    nlohmann::json old = nlohmann::json::array();
    while (before.executeStep())
      old.push_back(before.getColumn(0).isNull() ? nlohmann::json(nullptr)
                                                 : nlohmann::json(before.getColumn(0).getInt()));
    SQLite::Statement update(sql, std::string("UPDATE team_match_boards SET ") +
                                      (home_side ? "home_player" : "away_player") +
                                      " = ? WHERE event_id = ? AND round = ? AND home = ? AND board = ?");
    nlohmann::json players = nlohmann::json::array();
    for (std::size_t b = 0; b < line_up.size(); ++b) {
      ensure.reset();
      bind_match(ensure, 1, event, round, home);
      ensure.bind(4, static_cast<int>(b + 1));
      ensure.bind(5, home_white[b] ? 1 : 0);
      ensure.exec();
      update.reset();
      line_up[b] ? update.bind(1, *line_up[b]) : update.bind(1);
      bind_match(update, 2, event, round, home);
      update.bind(5, static_cast<int>(b + 1));
      update.exec();
      players.push_back(line_up[b] ? nlohmann::json(*line_up[b]) : nlohmann::json(nullptr));
    }
    nlohmann::json after{
        {"round", round}, {"match", home}, {"side", home_side ? "white" : "black"}, {"boards", players}};
    if (!reason.empty()) after["reason"] = std::string(reason);
    action.commit(old.empty() ? nlohmann::json(nullptr) : nlohmann::json{{"boards", old}}, after);
    return Checked<int>(round);
  });
}

Checked<int> TeamRepository::forfeit_match(tournament::EventId event, int round, int home,
                                           tournament::MatchForfeit forfeit, const Stamp& stamp,
                                           std::string_view reason) {
  return in_action(m_db.impl(), "forfeit the match", stamp, "team.forfeit", event, [&](Action& action) {
    auto& sql = action.sql();
    SQLite::Statement old_forfeit(
        sql, "SELECT forfeit FROM team_matches WHERE event_id = ? AND round = ? AND home = ?");
    bind_match(old_forfeit, 1, event, round, home);
    if (!old_forfeit.executeStep()) return Checked<int>::failure(no_round(event, round));
    nlohmann::json before{
        {"round", round}, {"match", home}, {"forfeit", old_forfeit.getColumn(0).getString()}};
    SQLite::Statement boards(
        sql,
        "SELECT board, home_player, away_player FROM team_match_boards WHERE event_id = ? "
        "AND round = ? AND home = ? ORDER BY board");
    bind_match(boards, 1, event, round, home);
    nlohmann::json dropped = nlohmann::json::array();
    const auto player = [](const SQLite::Column& c) {
      return c.isNull() ? nlohmann::json(nullptr) : nlohmann::json(c.getInt());
    };
    while (boards.executeStep())
      dropped.push_back(
          {boards.getColumn(0).getInt(), player(boards.getColumn(1)), player(boards.getColumn(2))});
    if (!dropped.empty()) before["boards"] = dropped;
    SQLite::Statement drop(sql,
                           "DELETE FROM team_match_boards WHERE event_id = ? AND round = ? AND home = ?");
    bind_match(drop, 1, event, round, home);
    drop.exec();
    SQLite::Statement update(
        sql, "UPDATE team_matches SET forfeit = ? WHERE event_id = ? AND round = ? AND home = ?");
    update.bind(1, std::string(tournament::code(forfeit)));
    bind_match(update, 2, event, round, home);
    update.exec();
    nlohmann::json after{
        {"round", round}, {"match", home}, {"forfeit", std::string(tournament::code(forfeit))}};
    if (!reason.empty()) after["reason"] = std::string(reason);
    action.commit(before, after);
    return Checked<int>(round);
  });
}

Checked<int> TeamRepository::put_round_on_clocks(tournament::EventId event,
                                                 const std::vector<tournament::Round>& earlier,
                                                 const tournament::Round& clock_round,
                                                 const std::vector<tournament::TeamClockBoard>& boards,
                                                 const Stamp& stamp) {
  return in_action(
      m_db.impl(), "put the round on the clocks", stamp, "team.clocks", event, [&](Action& action) {
        auto& sql = action.sql();
        for (const auto& r : earlier) write_round(sql, event, r, true);
        write_round(sql, event, clock_round, true);
        SQLite::Statement number(
            sql,
            "UPDATE team_match_boards SET round_board = ? WHERE event_id = ? AND round = ? AND home = ? AND "
            "board = ?");
        nlohmann::json after = nlohmann::json::array();
        for (const auto& b : boards) {
          number.reset();
          number.bind(1, b.number);
          bind_match(number, 2, event, clock_round.number, b.home);
          number.bind(5, b.board);
          number.exec();
          after.push_back({{"board", b.number}, {"match", b.home}, {"match_board", b.board}});
        }
        action.commit(nullptr, {{"round", clock_round.number}, {"boards", after}});
        return Checked<int>(clock_round.number);
      });
}

Checked<int> TeamRepository::request_bye(tournament::EventId event, int team, int round,
                                         std::optional<tournament::ByeKind> kind, const Stamp& stamp) {
  return in_action(m_db.impl(), "store the bye request", stamp, "team.bye", event, [&](Action& action) {
    auto& sql = action.sql();
    SQLite::Statement before(
        sql, "SELECT kind FROM team_bye_requests WHERE event_id = ? AND round = ? AND team = ?");
    before.bind(1, event.value);
    before.bind(2, round);
    before.bind(3, team);
    const nlohmann::json where{{"round", round}, {"team", team}};
    nlohmann::json old = nullptr;
    if (before.executeStep()) {
      old = where;
      old["kind"] = before.getColumn(0).getString();
    }
    SQLite::Statement remove(sql,
                             "DELETE FROM team_bye_requests WHERE event_id = ? AND round = ? AND team = ?");
    remove.bind(1, event.value);
    remove.bind(2, round);
    remove.bind(3, team);
    remove.exec();
    nlohmann::json after = nullptr;
    if (kind) {
      write_team_bye_request(sql, event, {round, team, *kind});
      after = where;
      after["kind"] = std::string(tournament::code(*kind));
    }
    action.commit(old, after);
    return Checked<int>(round);
  });
}

Checked<int> TeamRepository::store_board_result(tournament::EventId event, int round, int home, int board,
                                                int game, std::optional<tournament::GameResult> result,
                                                const Stamp& stamp) {
  // Game 2 of a micro-match has its own column; the caller has checked that the event plays it.
  const std::string column = game == 2 ? "second_result" : "result";
  return in_action(m_db.impl(), "store the board's result", stamp, "result.set", event, [&](Action& action) {
    auto& sql = action.sql();
    SQLite::Statement before(sql, "SELECT " + column +
                                      " FROM team_match_boards WHERE event_id = ? AND round = ? AND home = ? "
                                      "AND board = ?");
    bind_match(before, 1, event, round, home);
    before.bind(4, board);
    if (!before.executeStep()) {
      return Checked<int>::failure(Message(N_("round {round}: the match of team {team} has no board {board}"))
                                       .with("round", round)
                                       .with("team", home)
                                       .with("board", board)
                                       .about("board"));
    }
    const nlohmann::json old = before.getColumn(0).isNull() ? nlohmann::json(nullptr)
                                                            : nlohmann::json(before.getColumn(0).getString());
    SQLite::Statement update(sql, "UPDATE team_match_boards SET " + column +
                                      " = ? WHERE event_id = ? AND round = ? AND home = ? AND board = ?");
    result ? update.bind(1, std::string(tournament::code(*result))) : update.bind(1);
    bind_match(update, 2, event, round, home);
    update.bind(5, board);
    update.exec();
    const nlohmann::json where{{"round", round}, {"match", home}, {"board", board}, {"game", game}};
    nlohmann::json before_json = where;
    before_json["result"] = old;
    nlohmann::json after_json = where;
    after_json["result"] =
        result ? nlohmann::json(std::string(tournament::code(*result))) : nlohmann::json(nullptr);
    action.commit(before_json, after_json);
    return Checked<int>(board);
  });
}

}  // namespace shashki::db
