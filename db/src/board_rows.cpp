#include "board_rows.hpp"

#include "shashki/tournament/knockout_match.hpp"

#include <SQLiteCpp/Statement.h>

namespace shashki::db {

void insert_tiebreak(SQLite::Database& sql, tournament::EventId event, int round, int board, int seq,
                     const tournament::KnockoutTiebreakGame& game) {
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

void replace_boards(SQLite::Database& sql, tournament::EventId event, const tournament::Round& round) {
  SQLite::Statement clear(sql, "DELETE FROM boards WHERE event_id = ? AND round = ?");
  clear.bind(1, event.value);
  clear.bind(2, round.number);
  clear.exec();
  write_round(sql, event, round, false);
}

}  // namespace shashki::db
