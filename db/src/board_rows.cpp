#include "board_rows.hpp"

#include "shashki/tournament/knockout_match.hpp"

#include <SQLiteCpp/Statement.h>

namespace shashki::db {

void insert_tiebreak(SQLite::Database& sql, tournament::EventId event, int round, int board, int seq,
                     const tournament::TieBreakGame& game) {
  SQLite::Statement insert(sql,
                           "INSERT INTO tiebreak_games (event_id, round, board, seq, stage, result) "
                           "VALUES (?, ?, ?, ?, ?, ?)");
  insert.bind(1, event.value);
  insert.bind(2, round);
  insert.bind(3, board);
  insert.bind(4, seq);
  insert.bind(5, std::string(tournament::code(game.stage)));
  insert.bind(6, std::string(tournament::code(game.result)));
  insert.exec();
}

void write_round(SQLite::Database& sql, tournament::EventId event, const tournament::Round& round,
                 bool with_row) {
  if (with_row) {
    SQLite::Statement insert(sql, "INSERT INTO rounds (event_id, number, state) VALUES (?, ?, ?)");
    insert.bind(1, event.value);
    insert.bind(2, round.number);
    insert.bind(3, std::string(tournament::code(round.state)));
    insert.exec();
  }
  SQLite::Statement board(sql,
                          "INSERT INTO boards (event_id, round, number, white, black, bye, opening) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?)");
  SQLite::Statement game(sql,
                         "INSERT INTO games (event_id, round, board, game, result) VALUES (?, ?, ?, ?, ?)");
  for (const auto& b : round.boards) {
    board.reset();
    board.bind(1, event.value);
    board.bind(2, round.number);
    board.bind(3, b.number);
    board.bind(4, b.white.value);
    b.black ? board.bind(5, b.black->value) : board.bind(5);
    b.bye ? board.bind(6, std::string(tournament::code(*b.bye))) : board.bind(6);
    b.opening ? board.bind(7, *b.opening) : board.bind(7);
    board.exec();
    for (std::size_t g = 0; g < b.games.size(); ++g) {
      game.reset();
      game.bind(1, event.value);
      game.bind(2, round.number);
      game.bind(3, b.number);
      game.bind(4, static_cast<int>(g + 1));
      b.games[g] ? game.bind(5, std::string(tournament::code(*b.games[g]))) : game.bind(5);
      game.exec();
    }
    for (std::size_t k = 0; k < b.tiebreaks.size(); ++k) {
      insert_tiebreak(sql, event, round.number, b.number, static_cast<int>(k + 1), b.tiebreaks[k]);
    }
  }
}

std::optional<std::string> boards_problem(const tournament::Round& round,
                                          const std::set<std::int64_t>& players, int games) {
  std::set<int> numbers;
  std::set<std::int64_t> seated;
  for (const auto& b : round.boards) {
    const std::string where =
        "round " + std::to_string(round.number) + ", board " + std::to_string(b.number) + ": ";
    if (b.number < 1 || !numbers.insert(b.number).second) return where + "board numbers are distinct, from 1";
    if (b.black.has_value() == b.bye.has_value()) return where + "a board has an opponent or a bye";
    for (const auto id : {std::optional(b.white), b.black}) {
      if (id && !players.contains(id->value))
        return where + "player " + std::to_string(id->value) + " is not in this event";
      if (id && !seated.insert(id->value).second)
        return where + "player " + std::to_string(id->value) + " sits twice";
    }
    if (b.is_bye() ? !b.games.empty() : static_cast<int>(b.games.size()) != games)
      return where + "this event plays " + std::to_string(games) + " game(s) per board";
  }
  return std::nullopt;
}

}  // namespace shashki::db
