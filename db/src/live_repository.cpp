#include "shashki/db/live_repository.hpp"

#include "action.hpp"
#include "clock_writes.hpp"
#include "rows.hpp"
#include "shashki/db/clock_journal.hpp"

#include <SQLiteCpp/Statement.h>

#include <map>
#include <utility>

namespace shashki::db {

using tournament::Checked;
using tournament::Message;

namespace {

const char* const key_where = "event_id = ? AND round = ? AND board = ? AND game = ?";

// Binds the game's four key columns to parameters first..first+3.
void bind_key(SQLite::Statement& s, const tournament::GameKey& key, int first = 1) {
  s.bind(first, key.event.value);
  s.bind(first + 1, key.round);
  s.bind(first + 2, key.board);
  s.bind(first + 3, key.game);
}

void bind_text(SQLite::Statement& s, int index, const std::optional<std::string>& text) {
  if (text)
    s.bind(index, *text);
  else
    s.bind(index);
}

std::optional<std::string> text_or_null(const SQLite::Column& c) {
  return c.isNull() ? std::nullopt : std::optional<std::string>(c.getString());
}

// The live-play model's values in their columns and back: one place for the stored codes. A
// stored code this program does not know means the file was written by something else.
template <class T>
T stored(std::optional<T> value, const SQLite::Column& c) {
  if (!value) throw damaged_column(c.getString(), c.getName());
  return *value;
}

clock::Side side_of(const SQLite::Column& c) {
  return stored(clock::side_from_code(c.getString()), c);
}

std::optional<clock::Side> side_or_null(const SQLite::Column& c) {
  return c.isNull() ? std::nullopt : std::optional(side_of(c));
}

tournament::LiveTime time_of(const SQLite::Column& c) {
  return stored(parse_utc_text(c.getString()), c);
}

std::optional<tournament::LiveTime> time_or_null(const SQLite::Column& c) {
  return c.isNull() ? std::nullopt : std::optional(time_of(c));
}

template <class T, class Parse>
std::optional<T> code_or_null(const SQLite::Column& c, Parse parse) {
  return c.isNull() ? std::nullopt : std::optional<T>(stored(parse(c.getString()), c));
}

void bind_side(SQLite::Statement& s, int index, const std::optional<clock::Side>& side) {
  if (side)
    s.bind(index, std::string(clock::code(*side)));
  else
    s.bind(index);
}

template <class Enum>
void bind_code(SQLite::Statement& s, int index, const std::optional<Enum>& value) {
  if (value)
    s.bind(index, std::string(tournament::code(*value)));
  else
    s.bind(index);
}

void bind_time(SQLite::Statement& s, int index, const std::optional<tournament::LiveTime>& at) {
  if (at)
    s.bind(index, utc_text(*at));
  else
    s.bind(index);
}

template <class Enum>
nlohmann::json code_json(Enum value) {
  return std::string(tournament::code(value));
}

// Why the game cannot take `write` now, if it cannot: it must exist, and the rule
// (tournament::check_live_write) must allow it in its round's state.
std::optional<tournament::Message> not_playable(Action& action, const tournament::GameKey& key,
                                                tournament::LiveWrite write = tournament::LiveWrite::play) {
  auto kept = action.kept(
      "SELECT r.state FROM games g JOIN rounds r ON r.event_id = g.event_id AND "
      "r.number = g.round WHERE g.event_id = ? AND g.round = ? AND g.board = ? AND g.game = ?");
  auto& game = *kept;
  bind_key(game, key);
  if (!game.executeStep()) {
    return tournament::Message(N_("there is no round {round}, board {board}, game {game} in event {event}"))
        .with("round", key.round)
        .with("board", key.board)
        .with("game", key.game)
        .with("event", static_cast<long long>(key.event.value))
        .about("game");
  }
  const auto state =
      stored(tournament::round_state_from_code(game.getColumn(0).getString()), game.getColumn(0));
  const auto allowed = tournament::check_live_write(key.round, state, write);
  if (allowed) return std::nullopt;
  return allowed.problem();
}

nlohmann::json key_json(const tournament::GameKey& key) {
  return {{"round", key.round}, {"board", key.board}, {"game", key.game}};
}

// The first write whose game cannot take clock events now, described.
std::optional<tournament::Message> clock_refusal(Action& action,
                                                 std::span<const tournament::ClockWrite> writes) {
  for (const auto& write : writes) {
    if (auto why = not_playable(action, write.key)) return why;
  }
  return std::nullopt;
}

// The game key in columns 1-4 (after the id) of a SELECT.
tournament::GameKey read_key(const SQLite::Statement& s) {
  return tournament::GameKey{tournament::EventId{s.getColumn(1).getInt64()}, s.getColumn(2).getInt(),
                             s.getColumn(3).getInt(), s.getColumn(4).getInt()};
}

const char* const appeal_columns =
    "id, event_id, round, board, game, opened_at, by_side, reason, fen, disputed_move, finding, decision, "
    "explanation, adjust_side, adjust_ms, decided_at";

tournament::AppealRow read_appeal(const SQLite::Statement& s) {
  tournament::AppealRow a;
  a.id = s.getColumn(0).getInt64();
  a.key = read_key(s);
  a.opened_at = time_of(s.getColumn(5));
  a.by_side = side_of(s.getColumn(6));
  a.reason = s.getColumn(7).getString();
  a.fen = s.getColumn(8).getString();
  a.disputed_move = text_or_null(s.getColumn(9));
  a.finding = s.getColumn(10).getString();
  a.decision = code_or_null<tournament::AppealVerdict>(s.getColumn(11), tournament::appeal_verdict_from_code);
  a.explanation = text_or_null(s.getColumn(12));
  a.adjust_side = side_or_null(s.getColumn(13));
  if (!s.getColumn(14).isNull()) a.adjust = std::chrono::milliseconds(s.getColumn(14).getInt64());
  a.decided_at = time_or_null(s.getColumn(15));
  return a;
}

nlohmann::json appeal_json(const tournament::AppealRow& a) {
  auto j = key_json(a.key);
  j["id"] = a.id;
  j["by"] = clock::code(a.by_side);
  j["reason"] = a.reason;
  j["fen"] = a.fen;
  j["disputed_move"] = a.disputed_move ? nlohmann::json(*a.disputed_move) : nlohmann::json(nullptr);
  j["finding"] = nlohmann::json::parse(a.finding);
  if (a.decision) {
    j["decision"] = code_json(*a.decision);
    j["explanation"] = a.explanation.value_or("");
    if (a.adjust_side && a.adjust)
      j["adjust"] = {{"side", clock::code(*a.adjust_side)}, {"ms", a.adjust->count()}};
  }
  return j;
}

const char* const claim_columns =
    "id, event_id, round, board, game, at, kind, by_side, ply, clause, proposal, facts, outcome, decided_at";

tournament::ClaimRow read_claim(const SQLite::Statement& s) {
  tournament::ClaimRow c;
  c.id = s.getColumn(0).getInt64();
  c.key = read_key(s);
  c.at = time_of(s.getColumn(5));
  c.kind = stored(tournament::draw_request_from_code(s.getColumn(6).getString()), s.getColumn(6));
  c.by_side = side_of(s.getColumn(7));
  c.ply = s.getColumn(8).getInt();
  c.clause = s.getColumn(9).getString();
  c.proposal = stored(tournament::claim_proposal_from_code(s.getColumn(10).getString()), s.getColumn(10));
  c.facts = s.getColumn(11).getString();
  c.outcome = code_or_null<tournament::ClaimOutcome>(s.getColumn(12), tournament::claim_outcome_from_code);
  c.decided_at = time_or_null(s.getColumn(13));
  return c;
}

nlohmann::json claim_json(const tournament::ClaimRow& c) {
  auto j = key_json(c.key);
  j["id"] = c.id;
  j["kind"] = code_json(c.kind);
  j["by"] = clock::code(c.by_side);
  j["ply"] = c.ply;
  j["clause"] = c.clause;
  j["proposal"] = code_json(c.proposal);
  j["facts"] = nlohmann::json::parse(c.facts);
  if (c.outcome) j["outcome"] = code_json(*c.outcome);
  return j;
}

// Writes a game's result; the round must take results (its triggers guard a locked one).
void write_result(SQLite::Database& sql, const tournament::GameKey& key, tournament::GameResult result) {
  SQLite::Statement update(sql, std::string("UPDATE games SET result = ? WHERE ") + key_where);
  update.bind(1, std::string(tournament::code(result)));
  bind_key(update, key, 2);
  update.exec();
}

void bind_integer(SQLite::Statement& s, int index, const std::optional<std::int64_t>& value) {
  if (value)
    s.bind(index, *value);
  else
    s.bind(index);
}

// The remote presses of `write`, whose records end at journal seq `last`.
void insert_remote_presses(Action& action, const tournament::ClockWrite& write, std::int64_t last) {
  if (write.presses.empty()) return;
  auto kept = action.kept(
      "INSERT INTO remote_presses (event_id, round, board, game, device_seq, seq, "
      "journal_seq, side, device_ms, server_ms, rtt_ms, accepted_ms, outcome, reason) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  auto& insert = *kept;
  const auto first = last - static_cast<std::int64_t>(write.rows.size()) + 1;
  for (const auto& press : write.presses) {
    const auto& row = press.row;
    insert.reset();
    bind_key(insert, write.key);
    insert.bind(5, row.device_seq);
    bind_integer(
        insert, 6,
        press.record ? std::optional(first + static_cast<std::int64_t>(*press.record)) : std::nullopt);
    insert.bind(7, last);
    insert.bind(8, std::string(clock::code(row.side)));
    insert.bind(9, row.device_ms);
    bind_integer(insert, 10, row.server_ms);
    insert.bind(11, row.rtt_ms);
    bind_integer(insert, 12, row.accepted_ms);
    insert.bind(13, std::string(clock::code(row.outcome)));
    bind_text(insert, 14, row.reason ? std::optional(std::string(clock::code(*row.reason))) : std::nullopt);
    insert.exec();
  }
}

std::optional<std::int64_t> integer_or_null(const SQLite::Column& c) {
  return c.isNull() ? std::nullopt : std::optional(c.getInt64());
}

}  // namespace

// Inserts the records of every write after the last stored seq of its game.
void insert_clock(Action& action, std::span<const tournament::ClockWrite> writes) {
  for (const auto& write : writes) {
    std::int64_t seq = 0;
    {
      auto next =
          action.kept(std::string("SELECT coalesce(max(seq), 0) FROM clock_events WHERE ") + key_where);
      bind_key(*next, write.key);
      next->executeStep();
      seq = next->getColumn(0).getInt64();
    }
    auto kept = action.kept(
        "INSERT INTO clock_events (event_id, round, board, game, seq, at_ms, kind, side, "
        "reading_ms, white_ms, black_ms, white_moves, black_moves, reason, code, value, "
        "cause) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    auto& insert = *kept;
    for (const auto& record : write.rows) {
      const auto& row = record.row;
      insert.reset();
      bind_key(insert, write.key);
      insert.bind(5, ++seq);
      insert.bind(6, static_cast<std::int64_t>(row.at.time_since_epoch().count()));
      insert.bind(7, std::string(clock::log_event(row.kind)));
      bind_side(insert, 8, row.side);
      insert.bind(9, row.reading_ms);
      insert.bind(10, row.white_ms);
      insert.bind(11, row.black_ms);
      insert.bind(12, row.white_moves);
      insert.bind(13, row.black_moves);
      bind_text(insert, 14, row.reason);
      insert.bind(15, std::string(clock::code(row.kind)));
      insert.bind(16, record.value);
      if (row.cause) {
        insert.bind(17, std::string(clock::code(*row.cause)));
      } else {
        insert.bind(17);
      }
      insert.exec();
    }
    insert_remote_presses(action, write, seq);
  }
}

nlohmann::json clock_json(std::span<const tournament::ClockWrite> writes) {
  auto list = nlohmann::json::array();
  for (const auto& write : writes) {
    for (const auto& record : write.rows) {
      auto item = key_json(write.key);
      item["event"] = clock::code(record.row.kind);
      item["side"] =
          record.row.side ? nlohmann::json(clock::code(*record.row.side)) : nlohmann::json(nullptr);
      item["white_ms"] = record.row.white_ms;
      item["black_ms"] = record.row.black_ms;
      item["value"] = record.value;
      item["reason"] = record.row.reason ? nlohmann::json(*record.row.reason) : nlohmann::json(nullptr);
      if (record.row.cause) item["cause"] = clock::code(*record.row.cause);
      list.push_back(std::move(item));
    }
  }
  return list;
}

Checked<int> LiveRepository::append_clock(std::span<const tournament::ClockWrite> writes, const Stamp& stamp,
                                          std::optional<std::string_view> audit) {
  const auto event = writes.empty() ? tournament::EventId{} : writes.front().key.event;
  return in_action(m_db.impl(), "write the clock journal", stamp, audit.value_or("clock.press"), event,
                   [&](Action& action) {
                     if (auto why = clock_refusal(action, writes)) return Checked<int>::failure(*why);
                     insert_clock(action, writes);
                     int count = 0;
                     for (const auto& write : writes) count += static_cast<int>(write.rows.size());
                     // A press is the players' doing, not an arbiter's action: it would drown the audit log.
                     if (audit) {
                       action.commit(nullptr, clock_json(writes));
                     } else {
                       action.commit_without_audit();
                     }
                     return Checked<int>(count);
                   });
}

std::vector<clock::RemotePressRow> LiveRepository::load_remote_presses(const tournament::GameKey& key) const {
  return guarded(m_db.impl(), "read the remote presses", [&] {
    SQLite::Statement select(
        m_db.impl().sql,
        std::string("SELECT device_seq, seq, journal_seq, side, device_ms, server_ms, rtt_ms, "
                    "accepted_ms, outcome, reason FROM remote_presses WHERE ") +
            key_where + " ORDER BY device_seq");
    bind_key(select, key);
    std::vector<clock::RemotePressRow> rows;
    while (select.executeStep()) {
      clock::RemotePressRow row;
      row.device_seq = select.getColumn(0).getInt64();
      row.seq = integer_or_null(select.getColumn(1));
      row.journal_seq = select.getColumn(2).getInt64();
      row.side = side_of(select.getColumn(3));
      row.device_ms = select.getColumn(4).getInt64();
      row.server_ms = integer_or_null(select.getColumn(5));
      row.rtt_ms = select.getColumn(6).getInt64();
      row.accepted_ms = integer_or_null(select.getColumn(7));
      row.outcome =
          stored(clock::remote_outcome_from_code(select.getColumn(8).getString()), select.getColumn(8));
      row.reason = code_or_null<clock::DiscardReason>(select.getColumn(9), clock::discard_reason_from_code);
      rows.push_back(std::move(row));
    }
    return rows;
  });
}

void LiveRepository::save_checkpoints(std::span<const tournament::ClockCheckpointRow> checkpoints) {
  if (checkpoints.empty()) return;
  // Not an arbiter's action: no audit row, as for a press.
  const Stamp none;
  in_action(
      m_db.impl(), "write the clock checkpoints", none, "clock.checkpoint", checkpoints.front().key.event,
      [&](Action& action) {
        auto& sql = action.sql();
        SQLite::Statement upsert(
            sql,
            "INSERT OR REPLACE INTO clock_checkpoints (event_id, round, board, game, seq, at_ms, reading_ms, "
            "white_ms, black_ms) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? "
            "WHERE (SELECT coalesce(max(seq), 0) FROM clock_events "
            "       WHERE event_id = ?1 AND round = ?2 AND board = ?3 AND game = ?4) = ?5");
        // Only a game still being played keeps checkpoints (the rule is tournament's): the state of
        // each round is read once, not once per board, as this runs every few seconds.
        SQLite::Statement state(sql, "SELECT state FROM rounds WHERE event_id = ? AND number = ?");
        std::map<std::pair<std::int64_t, int>, bool> playing;
        for (const auto& c : checkpoints) {
          auto [at, fresh] = playing.try_emplace({c.key.event.value, c.key.round}, false);
          if (fresh) {
            state.reset();
            state.bind(1, c.key.event.value);
            state.bind(2, c.key.round);
            at->second =
                state.executeStep() &&
                tournament::takes_live_play(stored(
                    tournament::round_state_from_code(state.getColumn(0).getString()), state.getColumn(0)));
          }
          if (!at->second) continue;
          upsert.reset();
          bind_key(upsert, c.key);
          upsert.bind(5, c.seq);
          upsert.bind(6, static_cast<std::int64_t>(c.at.time_since_epoch().count()));
          upsert.bind(7, c.reading_ms);
          upsert.bind(8, c.white_ms);
          upsert.bind(9, c.black_ms);
          upsert.exec();
        }
        action.commit_without_audit();
      });
}

std::optional<tournament::ClockCheckpointRow> LiveRepository::load_checkpoint(
    const tournament::GameKey& key) const {
  return guarded(m_db.impl(), "read the clock checkpoint",
                 [&]() -> std::optional<tournament::ClockCheckpointRow> {
                   SQLite::Statement s(
                       m_db.impl().sql,
                       std::string("SELECT seq, at_ms, reading_ms, white_ms, black_ms FROM clock_checkpoints "
                                   "WHERE ") +
                           key_where);
                   bind_key(s, key);
                   if (!s.executeStep()) return std::nullopt;
                   tournament::ClockCheckpointRow row;
                   row.key = key;
                   row.seq = s.getColumn(0).getInt64();
                   row.at = std::chrono::sys_time<std::chrono::milliseconds>(
                       std::chrono::milliseconds(s.getColumn(1).getInt64()));
                   row.reading_ms = s.getColumn(2).getInt64();
                   row.white_ms = s.getColumn(3).getInt64();
                   row.black_ms = s.getColumn(4).getInt64();
                   return row;
                 });
}

std::vector<clock::ClockRecordRow> LiveRepository::load_clock(const tournament::GameKey& key) const {
  return guarded(m_db.impl(), "read the clock journal", [&] {
    const auto base = ClockJournal(m_db).load(key);
    SQLite::Statement extra(m_db.impl().sql, std::string("SELECT seq, value FROM clock_events WHERE ") +
                                                 key_where + " ORDER BY seq");
    bind_key(extra, key);
    std::vector<clock::ClockRecordRow> rows;
    rows.reserve(base.size());
    for (const auto& row : base) {
      extra.executeStep();
      clock::ClockRecordRow record{row, extra.getColumn(1).getInt64()};
      rows.push_back(std::move(record));
    }
    return rows;
  });
}

Checked<tournament::BoardControlRow> LiveRepository::set_control(tournament::EventId event, int round,
                                                                 tournament::BoardControlRow control,
                                                                 const Stamp& stamp) {
  using Result = Checked<tournament::BoardControlRow>;
  return in_action(
      m_db.impl(), "set the board's time control", stamp, "board.control", event, [&](Action& action) {
        auto& sql = action.sql();
        const tournament::GameKey key{event, round, control.board, 1};
        if (auto why = not_playable(action, key)) return Result::failure(*why);
        SQLite::Statement started(
            sql, std::string("SELECT count(*) FROM clock_events WHERE event_id = ? AND round = ? "
                             "AND board = ?"));
        started.bind(1, event.value);
        started.bind(2, round);
        started.bind(3, control.board);
        started.executeStep();
        const auto may = tournament::check_control_change(control.board, started.getColumn(0).getInt() > 0);
        if (!may) return Result::failure(may.problem());
        SQLite::Statement upsert(
            sql,
            "INSERT INTO board_controls (event_id, round, board, control, reason) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET control = excluded.control, "
            "reason = excluded.reason");
        upsert.bind(1, event.value);
        upsert.bind(2, round);
        upsert.bind(3, control.board);
        upsert.bind(4, control.control);
        upsert.bind(5, control.reason);
        upsert.exec();
        action.commit(nullptr, {{"round", round},
                                {"board", control.board},
                                {"control", control.control},
                                {"reason", control.reason}});
        return Result(control);
      });
}

std::vector<tournament::BoardControlRow> LiveRepository::controls(tournament::EventId event,
                                                                  int round) const {
  return guarded(m_db.impl(), "read the board controls", [&] {
    SQLite::Statement select(m_db.impl().sql,
                             "SELECT board, control, reason FROM board_controls "
                             "WHERE event_id = ? AND round = ? ORDER BY board");
    select.bind(1, event.value);
    select.bind(2, round);
    std::vector<tournament::BoardControlRow> rows;
    while (select.executeStep()) {
      rows.push_back(
          {select.getColumn(0).getInt(), select.getColumn(1).getString(), select.getColumn(2).getString()});
    }
    return rows;
  });
}

Checked<tournament::MoveRow> LiveRepository::append_move(const tournament::GameKey& key,
                                                         tournament::MoveRow move, const Stamp& stamp) {
  using Result = Checked<tournament::MoveRow>;
  return in_action(m_db.impl(), "store the move", stamp, "game.move", key.event, [&](Action& action) {
    auto& sql = action.sql();
    if (auto why = not_playable(action, key, tournament::LiveWrite::moves)) return Result::failure(*why);
    SQLite::Statement last(sql,
                           std::string("SELECT coalesce(max(ply), 0) FROM game_moves WHERE ") + key_where);
    bind_key(last, key);
    last.executeStep();
    const int expected = last.getColumn(0).getInt() + 1;
    if (move.ply != expected) {
      // Storage, not a rule: another writer stored a move since this one was read.
      return Result::failure(
          Message(N_("the next move of round {round}, board {board}, game {game} is ply "
                     "{expected}, not {ply} (someone else entered a move; reload the game)"))
              .with("round", key.round)
              .with("board", key.board)
              .with("game", key.game)
              .with("expected", expected)
              .with("ply", move.ply)
              .about("ply"));
    }
    SQLite::Statement insert(
        sql,
        "INSERT INTO game_moves (event_id, round, board, game, ply, notation, fen_after) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)");
    bind_key(insert, key);
    insert.bind(5, move.ply);
    insert.bind(6, move.notation);
    insert.bind(7, move.fen_after);
    insert.exec();
    auto after = key_json(key);
    after["ply"] = move.ply;
    after["move"] = move.notation;
    action.commit(nullptr, after);
    return Result(move);
  });
}

Checked<tournament::GameMoves> LiveRepository::replace_moves(const tournament::GameKey& key,
                                                             tournament::GameMoves moves,
                                                             const Stamp& stamp) {
  using Result = Checked<tournament::GameMoves>;
  return in_action(m_db.impl(), "store the game", stamp, "game.import", key.event, [&](Action& action) {
    auto& sql = action.sql();
    if (auto why = not_playable(action, key, tournament::LiveWrite::moves)) return Result::failure(*why);
    const auto old = load_moves(key);
    for (const char* table : {"game_moves", "game_starts"}) {
      SQLite::Statement erase(sql, std::string("DELETE FROM ") + table + " WHERE " + key_where);
      bind_key(erase, key);
      erase.exec();
    }
    if (moves.start_fen) {
      SQLite::Statement start(
          sql, "INSERT INTO game_starts (event_id, round, board, game, fen) VALUES (?, ?, ?, ?, ?)");
      bind_key(start, key);
      start.bind(5, *moves.start_fen);
      start.exec();
    }
    SQLite::Statement insert(
        sql,
        "INSERT INTO game_moves (event_id, round, board, game, ply, notation, fen_after) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)");
    for (const auto& move : moves.moves) {
      insert.reset();
      bind_key(insert, key);
      insert.bind(5, move.ply);
      insert.bind(6, move.notation);
      insert.bind(7, move.fen_after);
      insert.exec();
    }
    auto before = key_json(key);
    before["plies"] = old.moves.size();
    auto after = key_json(key);
    after["plies"] = moves.moves.size();
    after["start"] = moves.start_fen ? nlohmann::json(*moves.start_fen) : nlohmann::json(nullptr);
    action.commit(before, after);
    return Result(std::move(moves));
  });
}

tournament::GameMoves LiveRepository::load_moves(const tournament::GameKey& key) const {
  return guarded(m_db.impl(), "read the game", [&] {
    tournament::GameMoves out;
    auto& sql = m_db.impl().sql;
    SQLite::Statement start(sql, std::string("SELECT fen FROM game_starts WHERE ") + key_where);
    bind_key(start, key);
    if (start.executeStep()) out.start_fen = start.getColumn(0).getString();
    SQLite::Statement select(sql, std::string("SELECT ply, notation, fen_after FROM game_moves WHERE ") +
                                      key_where + " ORDER BY ply");
    bind_key(select, key);
    while (select.executeStep()) {
      out.moves.push_back(
          {select.getColumn(0).getInt(), select.getColumn(1).getString(), select.getColumn(2).getString()});
    }
    return out;
  });
}

Checked<tournament::AppealRow> LiveRepository::open_appeal(tournament::AppealRow appeal,
                                                           std::span<const tournament::ClockWrite> clock,
                                                           const Stamp& stamp) {
  using Result = Checked<tournament::AppealRow>;
  return in_action(
      m_db.impl(), "open the appeal", stamp, "appeal.open", appeal.key.event, [&](Action& action) {
        auto& sql = action.sql();
        if (auto why = not_playable(action, appeal.key)) return Result::failure(*why);
        if (auto why = clock_refusal(action, clock)) return Result::failure(*why);
        appeal.opened_at = stamp.at;
        SQLite::Statement insert(
            sql,
            "INSERT INTO appeals (event_id, round, board, game, opened_at, by_side, reason, fen, "
            "disputed_move, finding) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        bind_key(insert, appeal.key);
        bind_time(insert, 5, appeal.opened_at);
        bind_side(insert, 6, appeal.by_side);
        insert.bind(7, appeal.reason);
        insert.bind(8, appeal.fen);
        bind_text(insert, 9, appeal.disputed_move);
        insert.bind(10, appeal.finding);
        insert.exec();
        appeal.id = sql.getLastInsertRowid();
        insert_clock(action, clock);
        auto after = appeal_json(appeal);
        after["clock"] = clock_json(clock);
        action.commit(nullptr, after);
        return Result(std::move(appeal));
      });
}

Checked<tournament::AppealRow> LiveRepository::decide_appeal(tournament::AppealRow decided,
                                                             std::span<const tournament::ClockWrite> clock,
                                                             const Stamp& stamp) {
  using Result = Checked<tournament::AppealRow>;
  return in_action(m_db.impl(), "store the appeal's decision", stamp, "appeal.decide", decided.key.event,
                   [&](Action& action) {
                     auto& sql = action.sql();
                     const auto old = find_appeal(decided.id);
                     if (!old) {
                       return Result::failure(Message(N_("there is no appeal {appeal}"))
                                                  .with("appeal", static_cast<long long>(decided.id))
                                                  .about("appeal"));
                     }
                     const auto open =
                         tournament::check_undecided_appeal(decided.id, old->decision.has_value());
                     if (!open) return Result::failure(open.problem());
                     if (auto why = clock_refusal(action, clock)) return Result::failure(*why);
                     decided.decided_at = stamp.at;
                     SQLite::Statement update(
                         sql,
                         "UPDATE appeals SET finding = ?, decision = ?, explanation = ?, adjust_side = ?, "
                         "adjust_ms = ?, decided_at = ? WHERE id = ?");
                     update.bind(1, decided.finding);
                     bind_code(update, 2, decided.decision);
                     bind_text(update, 3, decided.explanation);
                     bind_side(update, 4, decided.adjust_side);
                     if (decided.adjust)
                       update.bind(5, static_cast<std::int64_t>(decided.adjust->count()));
                     else
                       update.bind(5);
                     bind_time(update, 6, decided.decided_at);
                     update.bind(7, decided.id);
                     update.exec();
                     insert_clock(action, clock);
                     auto after = appeal_json(decided);
                     after["clock"] = clock_json(clock);
                     action.commit(appeal_json(*old), after);
                     return Result(std::move(decided));
                   });
}

std::optional<tournament::AppealRow> LiveRepository::find_appeal(std::int64_t id) const {
  return guarded(m_db.impl(), "read the appeal", [&]() -> std::optional<tournament::AppealRow> {
    SQLite::Statement select(m_db.impl().sql,
                             std::string("SELECT ") + appeal_columns + " FROM appeals WHERE id = ?");
    select.bind(1, id);
    if (!select.executeStep()) return std::nullopt;
    return read_appeal(select);
  });
}

std::vector<tournament::AppealRow> LiveRepository::appeals(tournament::EventId event, int round) const {
  return guarded(m_db.impl(), "read the appeals", [&] {
    SQLite::Statement select(m_db.impl().sql,
                             std::string("SELECT ") + appeal_columns +
                                 " FROM appeals WHERE event_id = ? AND round = ? ORDER BY id");
    select.bind(1, event.value);
    select.bind(2, round);
    std::vector<tournament::AppealRow> rows;
    while (select.executeStep()) rows.push_back(read_appeal(select));
    return rows;
  });
}

Checked<tournament::ClaimRow> LiveRepository::record_claim(tournament::ClaimRow claim, const Stamp& stamp) {
  using Result = Checked<tournament::ClaimRow>;
  const auto* name = claim.kind == tournament::DrawRequest::offer ? "draw.offer" : "draw.claim";
  return in_action(m_db.impl(), "store the draw claim", stamp, name, claim.key.event, [&](Action& action) {
    auto& sql = action.sql();
    if (auto why = not_playable(action, claim.key)) return Result::failure(*why);
    claim.at = stamp.at;
    SQLite::Statement insert(sql,
                             "INSERT INTO draw_claims (event_id, round, board, game, at, kind, by_side, ply, "
                             "clause, proposal, facts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    bind_key(insert, claim.key);
    bind_time(insert, 5, claim.at);
    bind_code(insert, 6, std::optional(claim.kind));
    bind_side(insert, 7, claim.by_side);
    insert.bind(8, claim.ply);
    insert.bind(9, claim.clause);
    bind_code(insert, 10, std::optional(claim.proposal));
    insert.bind(11, claim.facts);
    insert.exec();
    claim.id = sql.getLastInsertRowid();
    action.commit(nullptr, claim_json(claim));
    return Result(std::move(claim));
  });
}

Checked<tournament::ClaimRow> LiveRepository::decide_claim(std::int64_t id, tournament::ClaimOutcome outcome,
                                                           std::optional<tournament::GameResult> result,
                                                           std::span<const tournament::ClockWrite> clock,
                                                           const Stamp& stamp) {
  using Result = Checked<tournament::ClaimRow>;
  const auto old = find_claim(id);
  return in_action(m_db.impl(), "store the claim's outcome", stamp, "draw.decide",
                   old ? old->key.event : tournament::EventId{}, [&](Action& action) {
                     auto& sql = action.sql();
                     if (!old) {
                       return Result::failure(Message(N_("there is no draw offer or claim {claim}"))
                                                  .with("claim", static_cast<long long>(id))
                                                  .about("claim"));
                     }
                     const auto open = tournament::check_undecided_claim(id, old->outcome);
                     if (!open) return Result::failure(open.problem());
                     if (auto why = not_playable(action, old->key)) return Result::failure(*why);
                     if (auto why = clock_refusal(action, clock)) return Result::failure(*why);
                     auto decided = *old;
                     decided.outcome = outcome;
                     decided.decided_at = stamp.at;
                     SQLite::Statement update(
                         sql, "UPDATE draw_claims SET outcome = ?, decided_at = ? WHERE id = ?");
                     bind_code(update, 1, decided.outcome);
                     bind_time(update, 2, decided.decided_at);
                     update.bind(3, id);
                     update.exec();
                     if (result) write_result(sql, decided.key, *result);
                     insert_clock(action, clock);
                     auto after = claim_json(decided);
                     if (result) after["result"] = code_json(*result);
                     action.commit(claim_json(*old), after);
                     return Result(std::move(decided));
                   });
}

std::optional<tournament::ClaimRow> LiveRepository::find_claim(std::int64_t id) const {
  return guarded(m_db.impl(), "read the draw claim", [&]() -> std::optional<tournament::ClaimRow> {
    SQLite::Statement select(m_db.impl().sql,
                             std::string("SELECT ") + claim_columns + " FROM draw_claims WHERE id = ?");
    select.bind(1, id);
    if (!select.executeStep()) return std::nullopt;
    return read_claim(select);
  });
}

std::vector<tournament::ClaimRow> LiveRepository::claims(const tournament::GameKey& key) const {
  return guarded(m_db.impl(), "read the draw claims", [&] {
    SQLite::Statement select(m_db.impl().sql, std::string("SELECT ") + claim_columns +
                                                  " FROM draw_claims WHERE " + key_where + " ORDER BY id");
    bind_key(select, key);
    std::vector<tournament::ClaimRow> rows;
    while (select.executeStep()) rows.push_back(read_claim(select));
    return rows;
  });
}

Checked<tournament::GameResult> LiveRepository::confirm_result(const tournament::GameKey& key,
                                                               tournament::GameResult result,
                                                               std::span<const tournament::ClockWrite> clock,
                                                               std::string_view action_name,
                                                               const Stamp& stamp) {
  using Result = Checked<tournament::GameResult>;
  return in_action(m_db.impl(), "store the result", stamp, action_name, key.event, [&](Action& action) {
    auto& sql = action.sql();
    if (auto why = not_playable(action, key)) return Result::failure(*why);
    if (auto why = clock_refusal(action, clock)) return Result::failure(*why);
    write_result(sql, key, result);
    insert_clock(action, clock);
    auto after = key_json(key);
    after["result"] = code_json(result);
    after["clock"] = clock_json(clock);
    action.commit(nullptr, after);
    return Result(result);
  });
}

namespace {

const char* const proposal_columns = "event_id, round, board, game, result, by_side, agreed, at, source";

tournament::ResultProposal read_proposal(const SQLite::Statement& s) {
  tournament::ResultProposal p;
  p.key = tournament::GameKey{tournament::EventId{s.getColumn(0).getInt64()}, s.getColumn(1).getInt(),
                              s.getColumn(2).getInt(), s.getColumn(3).getInt()};
  p.result = stored(tournament::game_result_from_code(s.getColumn(4).getString()), s.getColumn(4));
  p.by_side = side_of(s.getColumn(5));
  p.agreed = s.getColumn(6).getInt() != 0;
  p.at = time_of(s.getColumn(7));
  p.source = stored(tournament::proposal_source_from_code(s.getColumn(8).getString()), s.getColumn(8));
  return p;
}

std::optional<tournament::ResultProposal> proposal_of(SQLite::Database& sql, const tournament::GameKey& key) {
  SQLite::Statement select(
      sql, std::string("SELECT ") + proposal_columns + " FROM result_proposals WHERE " + key_where);
  bind_key(select, key);
  if (!select.executeStep()) return std::nullopt;
  return read_proposal(select);
}

nlohmann::json proposal_json(const tournament::ResultProposal& p) {
  auto j = key_json(p.key);
  j["result"] = code_json(p.result);
  j["by"] = clock::code(p.by_side);
  j["agreed"] = p.agreed;
  j["source"] = code_json(p.source);
  return j;
}

// The game's round state and whether it has its result; a refusal for a game that is not stored.
tournament::Checked<std::pair<tournament::RoundState, bool>> game_standing(SQLite::Database& sql,
                                                                           const tournament::GameKey& key) {
  using Result = tournament::Checked<std::pair<tournament::RoundState, bool>>;
  SQLite::Statement game(
      sql,
      "SELECT r.state, g.result IS NOT NULL FROM games g JOIN rounds r ON r.event_id = "
      "g.event_id AND r.number = g.round WHERE g.event_id = ? AND g.round = ? AND g.board = ? "
      "AND g.game = ?");
  bind_key(game, key);
  if (!game.executeStep()) {
    return Result::failure(
        tournament::Message(N_("there is no round {round}, board {board}, game {game} in event {event}"))
            .with("round", key.round)
            .with("board", key.board)
            .with("game", key.game)
            .with("event", static_cast<long long>(key.event.value))
            .about("game"));
  }
  const auto state =
      stored(tournament::round_state_from_code(game.getColumn(0).getString()), game.getColumn(0));
  return std::pair(state, game.getColumn(1).getInt() != 0);
}

// Drops proposal `p` and commits its action; returns it.
Checked<tournament::ResultProposal> dropped(Action& action, const tournament::ResultProposal& p) {
  SQLite::Statement drop(action.sql(), std::string("DELETE FROM result_proposals WHERE ") + key_where);
  bind_key(drop, p.key);
  drop.exec();
  action.commit(proposal_json(p), nullptr);
  return p;
}

}  // namespace

Checked<tournament::ResultProposal> LiveRepository::propose_result(const tournament::GameKey& key,
                                                                   tournament::GameResult result,
                                                                   clock::Side by, const Stamp& stamp) {
  using Result = Checked<tournament::ResultProposal>;
  return in_action(
      m_db.impl(), "store the proposed result", stamp, "result.propose", key.event, [&](Action& action) {
        auto& sql = action.sql();
        const auto standing = game_standing(sql, key);
        if (!standing) return Result::failure(standing.problem());
        const auto pending = proposal_of(sql, key);
        // Whether it may be proposed is the rules core's decision, asked inside the
        // transaction so that two devices cannot both pass it.
        const auto allowed =
            tournament::check_result_proposal(key.board, standing->first, standing->second, pending, result);
        if (!allowed) return Result::failure(allowed.problem());
        // The same proposal again (a double tap, a device resending) changes nothing: no write.
        if (tournament::repeats_proposal(pending, result, by)) return Result(*pending);
        tournament::ResultProposal p{key, result, by, false, stamp.at};
        SQLite::Statement upsert(sql, std::string("INSERT OR REPLACE INTO result_proposals (") +
                                          proposal_columns + ") VALUES (?, ?, ?, ?, ?, ?, 0, ?, 'players')");
        bind_key(upsert, key);
        upsert.bind(5, std::string(tournament::code(result)));
        bind_side(upsert, 6, by);
        bind_time(upsert, 7, p.at);
        upsert.exec();
        action.commit(pending ? proposal_json(*pending) : nlohmann::json(nullptr), proposal_json(p));
        return Result(std::move(p));
      });
}

std::optional<tournament::ResultProposal> LiveRepository::propose_from_clock(const tournament::GameKey& key,
                                                                             tournament::GameResult result,
                                                                             clock::Side flagged,
                                                                             const Stamp& stamp) {
  std::optional<tournament::ResultProposal> stored;
  (void)in_action(
      m_db.impl(), "store the flag's proposed result", stamp, "result.propose", key.event,
      [&](Action& action) {
        using Result = Checked<bool>;
        auto& sql = action.sql();
        const auto standing = game_standing(sql, key);
        if (!standing) return Result::failure(standing.problem());
        const auto pending = proposal_of(sql, key);
        // Not over the players' agreed result nor a result: nothing to write then.
        if (!tournament::clock_may_propose(standing->second, pending)) return Result(false);
        tournament::ResultProposal p{key, result, flagged, true, stamp.at, tournament::ProposalSource::clock};
        SQLite::Statement upsert(sql, std::string("INSERT OR REPLACE INTO result_proposals (") +
                                          proposal_columns + ") VALUES (?, ?, ?, ?, ?, ?, 1, ?, 'clock')");
        bind_key(upsert, key);
        upsert.bind(5, std::string(tournament::code(result)));
        bind_side(upsert, 6, flagged);
        bind_time(upsert, 7, p.at);
        upsert.exec();
        action.commit(pending ? proposal_json(*pending) : nlohmann::json(nullptr), proposal_json(p));
        stored = p;
        return Result(true);
      });
  return stored;
}

Checked<tournament::ResultProposal> LiveRepository::agree_proposal(
    const tournament::GameKey& key, clock::Side by, std::span<const tournament::ClockWrite> clock,
    const Stamp& stamp) {
  using Result = Checked<tournament::ResultProposal>;
  return in_action(
      m_db.impl(), "store the agreed result", stamp, "result.agree", key.event, [&](Action& action) {
        auto& sql = action.sql();
        if (auto why = not_playable(action, key)) return Result::failure(*why);
        const auto answer = tournament::check_proposal_answer(key.board, proposal_of(sql, key), by);
        if (!answer) return Result::failure(answer.problem());
        if (auto why = clock_refusal(action, clock)) return Result::failure(*why);
        SQLite::Statement update(sql,
                                 std::string("UPDATE result_proposals SET agreed = 1 WHERE ") + key_where);
        bind_key(update, key);
        update.exec();
        insert_clock(action, clock);
        auto agreed = *answer;
        agreed.agreed = true;
        auto after = proposal_json(agreed);
        if (!clock.empty()) after["clock"] = clock_json(clock);
        action.commit(proposal_json(*answer), after);
        return Result(std::move(agreed));
      });
}

Checked<tournament::ResultProposal> LiveRepository::reject_proposal(const tournament::GameKey& key,
                                                                    clock::Side by, const Stamp& stamp) {
  using Result = Checked<tournament::ResultProposal>;
  return in_action(
      m_db.impl(), "drop the proposed result", stamp, "result.reject", key.event, [&](Action& action) {
        auto& sql = action.sql();
        const auto answer = tournament::check_proposal_answer(key.board, proposal_of(sql, key), by);
        if (!answer) return Result::failure(answer.problem());
        return dropped(action, *answer);
      });
}

Checked<tournament::ResultProposal> LiveRepository::dismiss_proposal(const tournament::GameKey& key,
                                                                     const Stamp& stamp) {
  using Result = Checked<tournament::ResultProposal>;
  return in_action(m_db.impl(), "drop the proposed result", stamp, "result.dismiss", key.event,
                   [&](Action& action) {
                     auto& sql = action.sql();
                     const auto pending = proposal_of(sql, key);
                     const auto allowed = tournament::check_proposal_confirmation(key.board, pending);
                     if (!allowed) return Result::failure(allowed.problem());
                     return dropped(action, *pending);
                   });
}

std::optional<tournament::ResultProposal> LiveRepository::find_proposal(
    const tournament::GameKey& key) const {
  return guarded(m_db.impl(), "read the proposed result", [&]() -> std::optional<tournament::ResultProposal> {
    return proposal_of(m_db.impl().sql, key);
  });
}

std::vector<tournament::ResultProposal> LiveRepository::proposals(tournament::EventId event,
                                                                  int round) const {
  return guarded(m_db.impl(), "read the proposed results", [&] {
    SQLite::Statement select(m_db.impl().sql, std::string("SELECT ") + proposal_columns +
                                                  " FROM result_proposals WHERE event_id = ? AND round = ? "
                                                  "ORDER BY board, game");
    select.bind(1, event.value);
    select.bind(2, round);
    std::vector<tournament::ResultProposal> all;
    while (select.executeStep()) all.push_back(read_proposal(select));
    return all;
  });
}

}  // namespace shashki::db
