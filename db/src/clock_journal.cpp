#include "shashki/db/clock_journal.hpp"

#include "action.hpp"
#include "rows.hpp"

namespace shashki::db {

namespace {

std::optional<std::string> text_or_null(const SQLite::Column& c) {
  return c.isNull() ? std::nullopt : std::optional<std::string>(c.getString());
}

// A stored code this program does not know means the file was written by something else.
template <class T>
T known(std::optional<T> value, const SQLite::Column& c) {
  if (!value) throw damaged_column(c.getString(), c.getName());
  return *value;
}

// Binds the game's four key columns to parameters 1-4.
void bind_key(SQLite::Statement& s, const tournament::GameKey& key) {
  s.bind(1, key.event.value);
  s.bind(2, key.round);
  s.bind(3, key.board);
  s.bind(4, key.game);
}

}  // namespace

std::vector<clock::ClockJournalRow> ClockJournal::load(const tournament::GameKey& key) const {
  return guarded(m_db.impl(), "read the clock journal", [&] {
    SQLite::Statement select(
        m_db.impl().sql,
        "SELECT seq, at_ms, coalesce(code, kind), side, reading_ms, white_ms, black_ms, white_moves, "
        "black_moves, reason, cause FROM clock_events WHERE event_id = ? AND round = ? AND board = ? AND "
        "game = ? ORDER BY seq");
    bind_key(select, key);
    std::vector<clock::ClockJournalRow> rows;
    while (select.executeStep()) {
      clock::ClockJournalRow row;
      row.seq = select.getColumn(0).getInt64();
      row.at = std::chrono::sys_time<std::chrono::milliseconds>(
          std::chrono::milliseconds(select.getColumn(1).getInt64()));
      // The engine's kind (rows of schema 2 and earlier have only the contract's code, which is
      // the same word for every kind they could hold).
      row.kind = known(clock::event_kind_from_code(select.getColumn(2).getString()), select.getColumn(2));
      if (!select.getColumn(3).isNull())
        row.side = known(clock::side_from_code(select.getColumn(3).getString()), select.getColumn(3));
      row.reading_ms = select.getColumn(4).getInt64();
      row.white_ms = select.getColumn(5).getInt64();
      row.black_ms = select.getColumn(6).getInt64();
      row.white_moves = select.getColumn(7).getInt();
      row.black_moves = select.getColumn(8).getInt();
      row.reason = text_or_null(select.getColumn(9));
      if (!select.getColumn(10).isNull())
        row.cause =
            known(clock::pause_cause_from_code(select.getColumn(10).getString()), select.getColumn(10));
      rows.push_back(std::move(row));
    }
    return rows;
  });
}

}  // namespace shashki::db
