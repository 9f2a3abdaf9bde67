#include "shashki/db/clock_journal.hpp"

#include "action.hpp"

namespace shashki::db {

namespace {

std::optional<std::string> text_or_null(const SQLite::Column& c) {
  return c.isNull() ? std::nullopt : std::optional<std::string>(c.getString());
}

// Binds the game's four key columns to parameters 1-4.
void bind_key(SQLite::Statement& s, const GameKey& key) {
  s.bind(1, key.event.value);
  s.bind(2, key.round);
  s.bind(3, key.board);
  s.bind(4, key.game);
}

}  // namespace

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
