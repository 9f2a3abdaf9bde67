#include "shashki/db/clock_journal.hpp"

#include "action.hpp"

namespace shashki::db {

using tournament::Checked;

namespace {

std::optional<std::string> text_or_null(const SQLite::Column& c) {
  return c.isNull() ? std::nullopt : std::optional<std::string>(c.getString());
}

nlohmann::json row_json(const GameKey& key, const ClockJournalRow& row) {
  return {{"round", key.round},
          {"board", key.board},
          {"game", key.game},
          {"seq", row.seq},
          {"kind", row.kind},
          {"side", row.side ? nlohmann::json(*row.side) : nullptr},
          {"white_ms", row.white_ms},
          {"black_ms", row.black_ms},
          {"reason", row.reason ? nlohmann::json(*row.reason) : nullptr}};
}

// Binds the game's four key columns to parameters 1-4.
void bind_key(SQLite::Statement& s, const GameKey& key) {
  s.bind(1, key.event.value);
  s.bind(2, key.round);
  s.bind(3, key.board);
  s.bind(4, key.game);
}

}  // namespace

Checked<ClockJournalRow> ClockJournal::append(const GameKey& key, ClockJournalRow row, const Stamp& stamp) {
  return guarded(m_db.impl(), "write the clock journal", [&] {
    // Only an arbiter's adjustment is an audited action; presses are the players' and would
    // drown the log.
    Action action(m_db.impl(), stamp, "clock.adjust", key.event);
    auto& sql = action.sql();
    SQLite::Statement game(
        sql,
        "SELECT r.state FROM games g JOIN rounds r ON r.event_id = g.event_id AND r.number = g.round "
        "WHERE g.event_id = ? AND g.round = ? AND g.board = ? AND g.game = ?");
    bind_key(game, key);
    if (!game.executeStep()) {
      return Checked<ClockJournalRow>::failure("game: round " + std::to_string(key.round) + " board " +
                                               std::to_string(key.board) + " has no game " +
                                               std::to_string(key.game));
    }
    if (game.getColumn(0).getString() != "published") {
      return Checked<ClockJournalRow>::failure("round " + std::to_string(key.round) + " is not being played");
    }
    SQLite::Statement next(sql,
                           "SELECT coalesce(max(seq), 0) + 1 FROM clock_events "
                           "WHERE event_id = ? AND round = ? AND board = ? AND game = ?");
    bind_key(next, key);
    next.executeStep();
    row.seq = next.getColumn(0).getInt64();
    SQLite::Statement insert(
        sql,
        "INSERT INTO clock_events (event_id, round, board, game, seq, at_ms, kind, side, "
        "reading_ms, white_ms, black_ms, white_moves, black_moves, reason) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    bind_key(insert, key);
    insert.bind(5, row.seq);
    insert.bind(6, static_cast<std::int64_t>(row.at.time_since_epoch().count()));
    insert.bind(7, row.kind);
    if (row.side)
      insert.bind(8, *row.side);
    else
      insert.bind(8);
    insert.bind(9, row.reading_ms);
    insert.bind(10, row.white_ms);
    insert.bind(11, row.black_ms);
    insert.bind(12, row.white_moves);
    insert.bind(13, row.black_moves);
    if (row.reason)
      insert.bind(14, *row.reason);
    else
      insert.bind(14);
    insert.exec();
    if (row.kind == "adjust") {
      action.commit(nullptr, row_json(key, row));
    } else {
      action.commit_without_audit();
    }
    return Checked<ClockJournalRow>(row);
  });
}

std::vector<ClockJournalRow> ClockJournal::load(const GameKey& key) const {
  return guarded(m_db.impl(), "read the clock journal", [&] {
    SQLite::Statement select(
        m_db.impl().sql,
        "SELECT seq, at_ms, kind, side, reading_ms, white_ms, black_ms, white_moves, black_moves, "
        "reason FROM clock_events WHERE event_id = ? AND round = ? AND board = ? AND game = ? "
        "ORDER BY seq");
    bind_key(select, key);
    std::vector<ClockJournalRow> rows;
    while (select.executeStep()) {
      ClockJournalRow row;
      row.seq = select.getColumn(0).getInt64();
      row.at = std::chrono::sys_time<std::chrono::milliseconds>(
          std::chrono::milliseconds(select.getColumn(1).getInt64()));
      row.kind = select.getColumn(2).getString();
      row.side = text_or_null(select.getColumn(3));
      row.reading_ms = select.getColumn(4).getInt64();
      row.white_ms = select.getColumn(5).getInt64();
      row.black_ms = select.getColumn(6).getInt64();
      row.white_moves = select.getColumn(7).getInt();
      row.black_moves = select.getColumn(8).getInt();
      row.reason = text_or_null(select.getColumn(9));
      rows.push_back(std::move(row));
    }
    return rows;
  });
}

}  // namespace shashki::db
