#include "team_rows.hpp"

#include "rows.hpp"

#include <SQLiteCpp/Statement.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

namespace shashki::db {

using tournament::TeamEvent;

namespace {

template <class T>
T team_known(std::optional<T> value, const char* column, const std::string& text) {
  if (!value) throw damaged_column(text, column);
  return *value;
}

void bind_team_settings(SQLite::Statement& s, const TeamEvent& team) {
  s.bind(1, team.boards_per_match);
  s.bind(2, std::string(tournament::code(team.scoring.primary)));
  s.bind(3, team.scoring.match_points.win.half_points());
  s.bind(4, team.scoring.match_points.draw.half_points());
  s.bind(5, team.scoring.match_points.loss.half_points());
  s.bind(6, team.scoring.bye_match_points.half_points());
  s.bind(7, team.scoring.bye_game_points_per_board.half_points());
  s.bind(8, std::string(tournament::code(team.colour_preferences)));
  s.bind(9, team.board_colours);
  team.initial_colour ? s.bind(10, std::string(clock::code(*team.initial_colour))) : s.bind(10);
  std::vector<std::string> codes;
  for (const auto tb : team.tiebreaks) codes.emplace_back(tournament::code(tb));
  s.bind(11, nlohmann::json(codes).dump());
}

}  // namespace

void write_team(SQLite::Database& sql, tournament::EventId event, const tournament::Team& team,
                std::optional<int> withdrawn_from) {
  SQLite::Statement insert(
      sql,
      "INSERT INTO teams (event_id, number, name, short_name, city, captain, withdrawn_from) "
      "VALUES (?, ?, ?, ?, ?, ?, ?)");
  insert.bind(1, event.value);
  insert.bind(2, team.number);
  insert.bind(3, team.name);
  insert.bind(4, team.short_name);
  insert.bind(5, team.city);
  insert.bind(6, team.captain);
  withdrawn_from ? insert.bind(7, *withdrawn_from) : insert.bind(7);
  insert.exec();
  SQLite::Statement member(sql,
                           "INSERT INTO team_members (event_id, team, position, player) VALUES (?, ?, ?, ?)");
  for (std::size_t i = 0; i < team.roster.size(); ++i) {
    member.reset();
    member.bind(1, event.value);
    member.bind(2, team.number);
    member.bind(3, static_cast<int>(i + 1));
    member.bind(4, team.roster[i]);
    member.exec();
  }
}

void write_team_match(SQLite::Database& sql, tournament::EventId event, const tournament::TeamMatch& match) {
  SQLite::Statement insert(
      sql, "INSERT INTO team_matches (event_id, round, home, away, forfeit, bye) VALUES (?, ?, ?, ?, ?, ?)");
  insert.bind(1, event.value);
  insert.bind(2, match.round);
  insert.bind(3, match.home);
  match.away ? insert.bind(4, *match.away) : insert.bind(4);
  insert.bind(5, std::string(tournament::code(match.forfeit)));
  insert.bind(6,
              std::string(tournament::code(match.away ? tournament::ByeKind::pairing_allocated : match.bye)));
  insert.exec();
  SQLite::Statement board(
      sql,
      "INSERT INTO team_match_boards (event_id, round, home, board, home_player, away_player, "
      "home_white, result, second_result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  for (std::size_t b = 0; b < match.boards.size(); ++b) {
    const tournament::MatchBoard& mb = match.boards[b];
    board.reset();
    board.bind(1, event.value);
    board.bind(2, match.round);
    board.bind(3, match.home);
    board.bind(4, static_cast<int>(b + 1));
    mb.home_player ? board.bind(5, *mb.home_player) : board.bind(5);
    mb.away_player ? board.bind(6, *mb.away_player) : board.bind(6);
    board.bind(7, mb.home_white ? 1 : 0);
    mb.result ? board.bind(8, std::string(tournament::code(*mb.result))) : board.bind(8);
    mb.second_result ? board.bind(9, std::string(tournament::code(*mb.second_result))) : board.bind(9);
    board.exec();
  }
}

void write_team_event(SQLite::Database& sql, tournament::EventId event, const TeamEvent& team) {
  SQLite::Statement settings(
      sql,
      "INSERT INTO team_events (boards_per_match, primary_score, match_win, match_draw, "
      "match_loss, bye_match_points, bye_board_points, colour_preferences, board_colours, "
      "initial_colour, tiebreaks, event_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  bind_team_settings(settings, team);
  settings.bind(12, event.value);
  settings.exec();
  for (const tournament::Team& t : team.teams) {
    const auto withdrawn = std::find_if(team.withdrawn.begin(), team.withdrawn.end(),
                                        [&](const auto& w) { return w.first == t.number; });
    write_team(sql, event, t,
               withdrawn != team.withdrawn.end() ? std::optional(withdrawn->second) : std::nullopt);
  }
  for (const tournament::TeamMatch& m : team.matches) write_team_match(sql, event, m);
  for (const tournament::TeamByeRequest& r : team.bye_requests) write_team_bye_request(sql, event, r);
}

void write_team_bye_request(SQLite::Database& sql, tournament::EventId event,
                            const tournament::TeamByeRequest& r) {
  SQLite::Statement insert(sql,
                           "INSERT INTO team_bye_requests (event_id, round, team, kind) VALUES (?, ?, ?, ?)");
  insert.bind(1, event.value);
  insert.bind(2, r.round);
  insert.bind(3, r.team);
  insert.bind(4, std::string(tournament::code(r.kind)));
  insert.exec();
}

void update_team_settings(SQLite::Database& sql, tournament::EventId event, const TeamEvent& team) {
  SQLite::Statement update(
      sql,
      "UPDATE team_events SET boards_per_match = ?, primary_score = ?, match_win = ?, "
      "match_draw = ?, match_loss = ?, bye_match_points = ?, bye_board_points = ?, "
      "colour_preferences = ?, board_colours = ?, initial_colour = ?, tiebreaks = ? WHERE event_id = ?");
  bind_team_settings(update, team);
  update.bind(12, event.value);
  update.exec();
}

std::optional<TeamEvent> read_team_event(SQLite::Database& sql, const tournament::Event& event) {
  SQLite::Statement settings(sql,
                             "SELECT boards_per_match, primary_score, match_win, match_draw, match_loss, "
                             "bye_match_points, bye_board_points, colour_preferences, board_colours, "
                             "initial_colour, tiebreaks FROM team_events WHERE event_id = ?");
  settings.bind(1, event.id.value);
  if (!settings.executeStep()) return std::nullopt;
  TeamEvent team;
  team.system = event.system;
  team.rounds_planned = event.rounds;
  team.scoring.games_per_board = event.scoring().games_per_board();
  team.boards_per_match = settings.getColumn(0).getInt();
  const std::string primary = settings.getColumn(1).getString();
  team.scoring.primary =
      team_known(tournament::primary_score_from_code(primary), "team_events.primary_score", primary);
  const auto half = [&](int column) {
    return tournament::TeamScore::from_half_points(settings.getColumn(column).getInt());
  };
  team.scoring.match_points = {half(2), half(3), half(4)};
  team.scoring.bye_match_points = half(5);
  team.scoring.bye_game_points_per_board = half(6);
  const std::string preferences = settings.getColumn(7).getString();
  team.colour_preferences = team_known(tournament::colour_preference_type_from_code(preferences),
                                       "team_events.colour_preferences", preferences);
  team.board_colours = settings.getColumn(8).getString();
  if (!settings.getColumn(9).isNull()) {
    const std::string colour = settings.getColumn(9).getString();
    team.initial_colour = team_known(clock::side_from_code(colour), "team_events.initial_colour", colour);
  }
  for (const auto& text :
       nlohmann::json::parse(settings.getColumn(10).getString()).get<std::vector<std::string>>()) {
    team.tiebreaks.push_back(
        team_known(tournament::team_tiebreak_from_code(text), "team_events.tiebreaks", text));
  }

  SQLite::Statement teams(sql,
                          "SELECT number, name, short_name, city, captain, withdrawn_from FROM teams WHERE "
                          "event_id = ? ORDER BY number");
  teams.bind(1, event.id.value);
  std::map<int, std::size_t> index;
  while (teams.executeStep()) {
    index[teams.getColumn(0).getInt()] = team.teams.size();
    team.teams.push_back({teams.getColumn(0).getInt(),
                          teams.getColumn(1).getString(),
                          teams.getColumn(2).getString(),
                          teams.getColumn(3).getString(),
                          teams.getColumn(4).getString(),
                          {}});
    if (!teams.getColumn(5).isNull())
      team.withdrawn.emplace_back(teams.getColumn(0).getInt(), teams.getColumn(5).getInt());
  }
  SQLite::Statement members(
      sql, "SELECT team, player FROM team_members WHERE event_id = ? ORDER BY team, position");
  members.bind(1, event.id.value);
  while (members.executeStep())
    team.teams[index.at(members.getColumn(0).getInt())].roster.push_back(members.getColumn(1).getInt());

  SQLite::Statement matches(
      sql,
      "SELECT round, home, away, forfeit, bye FROM team_matches WHERE event_id = ? ORDER BY round, home");
  matches.bind(1, event.id.value);
  std::map<std::pair<int, int>, std::size_t> match_index;
  while (matches.executeStep()) {
    tournament::TeamMatch m;
    m.round = matches.getColumn(0).getInt();
    m.home = matches.getColumn(1).getInt();
    if (!matches.getColumn(2).isNull()) m.away = matches.getColumn(2).getInt();
    const std::string forfeit = matches.getColumn(3).getString();
    m.forfeit = team_known(tournament::match_forfeit_from_code(forfeit), "team_matches.forfeit", forfeit);
    const std::string bye = matches.getColumn(4).getString();
    m.bye = team_known(tournament::bye_kind_from_code(bye), "team_matches.bye", bye);
    match_index[{m.round, m.home}] = team.matches.size();
    team.matches.push_back(std::move(m));
  }
  SQLite::Statement requests(
      sql, "SELECT round, team, kind FROM team_bye_requests WHERE event_id = ? ORDER BY round, team");
  requests.bind(1, event.id.value);
  while (requests.executeStep()) {
    const std::string kind = requests.getColumn(2).getString();
    team.bye_requests.push_back(
        {requests.getColumn(0).getInt(), requests.getColumn(1).getInt(),
         team_known(tournament::bye_kind_from_code(kind), "team_bye_requests.kind", kind)});
  }
  SQLite::Statement boards(
      sql,
      "SELECT b.round, b.home, b.home_player, b.away_player, b.home_white, "
      "CASE WHEN b.round_board IS NULL THEN b.result ELSE g.result END, b.round_board, "
      "CASE WHEN b.round_board IS NULL THEN b.second_result ELSE g2.result END "
      "FROM team_match_boards b LEFT JOIN games g ON g.event_id = b.event_id AND g.round = b.round "
      "AND g.board = b.round_board AND g.game = 1 LEFT JOIN games g2 ON g2.event_id = b.event_id "
      "AND g2.round = b.round AND g2.board = b.round_board AND g2.game = 2 "
      "WHERE b.event_id = ? ORDER BY b.round, b.home, b.board");
  boards.bind(1, event.id.value);
  while (boards.executeStep()) {
    tournament::MatchBoard b;
    if (!boards.getColumn(2).isNull()) b.home_player = boards.getColumn(2).getInt();
    if (!boards.getColumn(3).isNull()) b.away_player = boards.getColumn(3).getInt();
    b.home_white = boards.getColumn(4).getInt() != 0;
    if (!boards.getColumn(5).isNull()) {
      const std::string result = boards.getColumn(5).getString();
      b.result = team_known(tournament::game_result_from_code(result), "team_match_boards.result", result);
    }
    if (!boards.getColumn(6).isNull()) b.round_board = boards.getColumn(6).getInt();
    if (!boards.getColumn(7).isNull()) {
      const std::string result = boards.getColumn(7).getString();
      b.second_result =
          team_known(tournament::game_result_from_code(result), "team_match_boards.second_result", result);
    }
    team.matches[match_index.at({boards.getColumn(0).getInt(), boards.getColumn(1).getInt()})]
        .boards.push_back(b);
  }
  return team;
}

}  // namespace shashki::db
