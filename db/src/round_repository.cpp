#include "shashki/db/round_repository.hpp"

#include "action.hpp"
#include "backup.hpp"
#include "board_rows.hpp"
#include "clock_writes.hpp"
#include "model_json.hpp"
#include "rows.hpp"

#include <set>

namespace shashki::db {

using tournament::Checked;
using tournament::Round;
using tournament::RoundState;

namespace {

std::string round_name(int round) {
  return "round " + std::to_string(round);
}

// Why the boards of a draft cannot be stored, or nothing when they can.
std::optional<std::string> board_problem(const Round& round, const std::set<std::int64_t>& players,
                                         int games) {
  std::set<int> numbers;
  std::set<std::int64_t> seated;
  for (const auto& b : round.boards) {
    const std::string where = "board " + std::to_string(b.number) + ": ";
    if (b.number < 1 || !numbers.insert(b.number).second)
      return where + "board numbers are distinct and start at 1";
    if (b.black.has_value() == b.bye.has_value())
      return where + "a board has an opponent or a bye, not both or neither";
    for (const auto id : {std::optional(b.white), b.black}) {
      if (!id) continue;
      if (!players.contains(id->value))
        return where + "player " + std::to_string(id->value) + " is not in this event";
      if (!seated.insert(id->value).second)
        return where + "player " + std::to_string(id->value) + " sits twice";
    }
    if (b.is_bye() ? !b.games.empty() : static_cast<int>(b.games.size()) != games) {
      return where + (b.is_bye() ? std::string("a bye has no games")
                                 : "this event plays " + std::to_string(games) + " game(s) per board");
    }
  }
  return std::nullopt;
}

std::optional<RoundState> round_state(SQLite::Database& sql, tournament::EventId event, int round) {
  SQLite::Statement select(sql, "SELECT state FROM rounds WHERE event_id = ? AND number = ?");
  select.bind(1, event.value);
  select.bind(2, round);
  if (!select.executeStep()) return std::nullopt;
  return tournament::round_state_from_code(select.getColumn(0).getString());
}

// The round as stored, or a refusal naming it when the event has none of that number.
Checked<Round> stored_round(SQLite::Database& sql, tournament::EventId event, int round) {
  auto rounds = read_rounds(sql, event, round);
  if (rounds.empty()) {
    return Checked<Round>::failure("round: event " + std::to_string(event.value) + " has no " +
                                   round_name(round));
  }
  return rounds.front();
}

nlohmann::json state_json(int round, RoundState state) {
  return {{"round", round}, {"state", tournament::code(state)}};
}

// The name of the backup taken after round `round` of `event` became `state`.
std::string backup_label(tournament::EventId event, int round, RoundState state) {
  return "e" + std::to_string(event.value) + "-r" + std::to_string(round) + "-" + std::string(code(state));
}

// A game whose result may be entered or cleared, with the state of its round.
struct OpenGame {
  RoundState state;
  tournament::Board board;
};

// Game `game` of a board of a published or complete round, or why there is none.
Checked<OpenGame> open_game(SQLite::Database& sql, tournament::EventId event, int round, int board,
                            int game) {
  using Result = Checked<OpenGame>;
  const auto state = round_state(sql, event, round);
  if (!state)
    return Result::failure("round: event " + std::to_string(event.value) + " has no " + round_name(round));
  if (*state == RoundState::draft)
    return Result::failure(round_name(round) + " is a draft; publish it first");
  if (*state == RoundState::locked)
    return Result::failure(round_name(round) + " is locked; its results are final");
  auto b = read_board(sql, event, round, board);
  if (!b) return Result::failure("board: " + round_name(round) + " has no board " + std::to_string(board));
  if (b->is_bye())
    return Result::failure("board: board " + std::to_string(board) + " is a bye; it has no game");
  if (game < 1 || game > static_cast<int>(b->games.size())) {
    return Result::failure("game: board " + std::to_string(board) + " has " +
                           std::to_string(b->games.size()) +
                           (b->games.size() == 1 ? " game (not a micro-match)" : " games"));
  }
  return OpenGame{*state, *b};
}

// Stores the result of one game (none: cleared).
void write_result(SQLite::Database& sql, tournament::EventId event, int round, int board, int game,
                  std::optional<tournament::GameResult> result) {
  SQLite::Statement update(
      sql, "UPDATE games SET result = ? WHERE event_id = ? AND round = ? AND board = ? AND game = ?");
  result ? update.bind(1, std::string(code(*result))) : update.bind(1);
  update.bind(2, event.value);
  update.bind(3, round);
  update.bind(4, board);
  update.bind(5, game);
  update.exec();
}

nlohmann::json result_json(const nlohmann::json& where, std::optional<tournament::GameResult> result) {
  auto doc = where;
  doc["result"] = result ? nlohmann::json(code(*result)) : nlohmann::json(nullptr);
  return doc;
}

}  // namespace

Checked<Round> RoundRepository::store_draft(tournament::EventId event, Round round, const Stamp& stamp) {
  return guarded(m_db.impl(), "store the draft round", [&] {
    Action action(m_db.impl(), stamp, "round.draft", event);
    auto& sql = action.sql();
    const auto settings = read_event(sql, event);
    if (!settings) return Checked<Round>::failure("event: there is no event " + std::to_string(event.value));
    if (round.number < 1 || round.number > settings->rounds) {
      return Checked<Round>::failure("round: " + std::to_string(round.number) +
                                     " is not a round of the event (1-" + std::to_string(settings->rounds) +
                                     ")");
    }
    const int last = last_round_number(sql, event);
    // With no round yet, the "previous round" counts as finished.
    const RoundState last_state =
        last == 0 ? RoundState::locked : round_state(sql, event, last).value_or(RoundState::locked);
    const bool replaces = round.number == last && last_state == RoundState::draft;
    const bool follows =
        round.number == last + 1 && (last_state == RoundState::complete || last_state == RoundState::locked);
    if (!replaces && !follows) {
      const std::string last_text =
          last == 0 ? "none" : std::to_string(last) + " (" + std::string(code(last_state)) + ")";
      return Checked<Round>::failure("round: " + round_name(round.number) +
                                     " cannot be drafted now; the last round is " + last_text);
    }
    std::set<std::int64_t> players;
    for (const auto& p : read_players(sql, event)) players.insert(p.id.value);
    if (auto problem = board_problem(round, players, settings->scoring().games_per_board())) {
      return Checked<Round>::failure(*problem);
    }
    nlohmann::json before = nullptr;
    if (replaces) {
      before = to_json(read_rounds(sql, event, round.number).front());
      SQLite::Statement clear(sql, "DELETE FROM boards WHERE event_id = ? AND round = ?");
      clear.bind(1, event.value);
      clear.bind(2, round.number);
      clear.exec();
    } else {
      SQLite::Statement insert(sql, "INSERT INTO rounds (event_id, number, state) VALUES (?, ?, 'draft')");
      insert.bind(1, event.value);
      insert.bind(2, round.number);
      insert.exec();
    }
    round.state = RoundState::draft;
    for (auto& b : round.boards) std::fill(b.games.begin(), b.games.end(), std::nullopt);
    write_round(sql, event, round, false);  // a draft holds no results (cleared above)
    action.commit(before, to_json(round));
    return Checked<Round>(round);
  });
}

Checked<StateChange> RoundRepository::change_state(tournament::EventId event, int round, RoundState to,
                                                   const char* action_name, const Stamp& stamp,
                                                   std::span<const ClockWrite> clock,
                                                   std::string_view reason) {
  std::int64_t audit_id = 0;
  auto changed = guarded(m_db.impl(), "change the round's state", [&]() -> Checked<Round> {
    Action action(m_db.impl(), stamp, action_name, event);
    auto& sql = action.sql();
    auto found = stored_round(sql, event, round);
    if (!found) return found;
    Round r = *found;
    if (!tournament::can_change(r.state, to)) {
      return Checked<Round>::failure(round_name(round) + " is " + std::string(code(r.state)) +
                                     "; it cannot become " + std::string(code(to)));
    }
    if (to == RoundState::complete && !r.is_complete()) {
      return Checked<Round>::failure(round_name(round) +
                                     " still lacks results; enter them all before completing it");
    }
    SQLite::Statement update(sql, "UPDATE rounds SET state = ? WHERE event_id = ? AND number = ?");
    update.bind(1, std::string(code(to)));
    update.bind(2, event.value);
    update.bind(3, round);
    update.exec();
    const auto from = r.state;
    r.state = to;
    insert_clock(sql, clock);
    auto after = state_json(round, to);
    if (!clock.empty()) after["clock"] = clock_json(clock);
    if (!reason.empty()) after["reason"] = std::string(reason);
    audit_id = action.commit(state_json(round, from), after);
    return r;
  });
  if (!changed) return Checked<StateChange>::failure(changed.problem());
  // The backup follows the commit: it must contain the new state, and a failed backup must not
  // undo a change the arbiter has made.
  const auto path = take_backup(m_db.impl(), audit_id, backup_label(event, round, to));
  return StateChange{*changed, path};
}

Checked<StateChange> RoundRepository::publish(tournament::EventId event, int round, const Stamp& stamp,
                                              std::string_view reason) {
  return change_state(event, round, RoundState::published, "round.publish", stamp, {}, reason);
}

Checked<StateChange> RoundRepository::complete(tournament::EventId event, int round, const Stamp& stamp,
                                               std::span<const ClockWrite> clock) {
  return change_state(event, round, RoundState::complete, "round.complete", stamp, clock);
}

Checked<StateChange> RoundRepository::reopen(tournament::EventId event, int round, const Stamp& stamp) {
  return change_state(event, round, RoundState::published, "round.reopen", stamp);
}

Checked<StateChange> RoundRepository::unlock(tournament::EventId event, int round, std::string_view reason,
                                             const Stamp& stamp) {
  std::int64_t audit_id = 0;
  auto changed = guarded(m_db.impl(), "reopen the round", [&]() -> Checked<Round> {
    Action action(m_db.impl(), stamp, "round.unlock", event);
    auto& sql = action.sql();
    auto found = stored_round(sql, event, round);
    if (!found) return found;
    Round r = *found;
    if (r.state != RoundState::locked) {
      return Checked<Round>::failure(round_name(round) + " is " + std::string(code(r.state)) +
                                     ", not locked; only a locked round is reopened");
    }
    // The reopening row goes in first: the trigger on rounds accepts the change only while it is pending.
    SQLite::Statement insert(sql, "INSERT INTO round_reopenings (event_id, round, reason) VALUES (?, ?, ?)");
    insert.bind(1, event.value);
    insert.bind(2, round);
    insert.bind(3, std::string(reason));
    insert.exec();
    SQLite::Statement update(sql, "UPDATE rounds SET state = 'complete' WHERE event_id = ? AND number = ?");
    update.bind(1, event.value);
    update.bind(2, round);
    update.exec();
    r.state = RoundState::complete;
    auto after = state_json(round, r.state);
    after["reason"] = std::string(reason);
    audit_id = action.commit(state_json(round, RoundState::locked), after);
    return r;
  });
  if (!changed) return Checked<StateChange>::failure(changed.problem());
  const auto path = take_backup(m_db.impl(), audit_id, backup_label(event, round, RoundState::complete));
  return StateChange{*changed, path};
}

Checked<StateChange> RoundRepository::lock(tournament::EventId event, int round, const Stamp& stamp,
                                           std::span<const ClockWrite> clock) {
  return change_state(event, round, RoundState::locked, "round.lock", stamp, clock);
}

Checked<tournament::Board> RoundRepository::set_result(tournament::EventId event, int round, int board,
                                                       int game, tournament::GameResult result,
                                                       const Stamp& stamp, std::string_view reason,
                                                       std::span<const ClockWrite> clock,
                                                       std::string_view effect) {
  using Result = Checked<tournament::Board>;
  return guarded(m_db.impl(), "set the result", [&] {
    Action action(m_db.impl(), stamp, "result.set", event);
    auto found = open_game(action.sql(), event, round, board, game);
    if (!found) return Result::failure(found.problem());
    auto b = found->board;
    auto& slot = b.games[static_cast<std::size_t>(game - 1)];
    const nlohmann::json where = {{"round", round}, {"board", board}, {"game", game}};
    const auto before = result_json(where, slot);
    write_result(action.sql(), event, round, board, game, result);
    slot = result;
    insert_clock(action.sql(), clock);
    auto after = result_json(where, slot);
    if (!reason.empty()) after["reason"] = std::string(reason);
    if (!effect.empty()) after["effect"] = std::string(effect);
    if (!clock.empty()) after["clock"] = clock_json(clock);
    action.commit(before, after);
    return Result(b);
  });
}

Checked<tournament::Board> RoundRepository::set_tiebreak(tournament::EventId event, int round, int board,
                                                         int seq, tournament::TieBreakGame game,
                                                         const Stamp& stamp, std::string_view reason) {
  using Result = Checked<tournament::Board>;
  return guarded(m_db.impl(), "record the tie-break game", [&] {
    Action action(m_db.impl(), stamp, "result.tiebreak", event);
    auto& sql = action.sql();
    auto found = open_game(sql, event, round, board, 1);
    if (!found) return Result::failure(found.problem());
    auto b = found->board;
    const auto count = static_cast<int>(b.tiebreaks.size());
    if (seq < 1 || seq > count + 1) {
      return Result::failure("game: board " + std::to_string(board) + " has " + std::to_string(count) +
                             " tie-break game(s); the next one is tie-break game " +
                             std::to_string(count + 1));
    }
    nlohmann::json where = {{"round", round}, {"board", board}, {"tiebreak", seq}};
    const auto json_of = [&](const tournament::TieBreakGame& g) {
      auto doc = result_json(where, g.result);
      doc["stage"] = code(g.stage);
      return doc;
    };
    nlohmann::json before = nullptr;
    if (seq <= count) {
      before = json_of(b.tiebreaks[static_cast<std::size_t>(seq - 1)]);
      SQLite::Statement update(sql,
                               "UPDATE tiebreak_games SET stage = ?, result = ? "
                               "WHERE event_id = ? AND round = ? AND board = ? AND seq = ?");
      update.bind(1, std::string(code(game.stage)));
      update.bind(2, std::string(code(game.result)));
      update.bind(3, event.value);
      update.bind(4, round);
      update.bind(5, board);
      update.bind(6, seq);
      update.exec();
      b.tiebreaks[static_cast<std::size_t>(seq - 1)] = game;
    } else {
      insert_tiebreak(sql, event, round, board, seq, game);
      b.tiebreaks.push_back(game);
    }
    auto after = json_of(game);
    if (!reason.empty()) after["reason"] = std::string(reason);
    action.commit(before, after);
    return Result(b);
  });
}

Checked<ClearedResult> RoundRepository::clear_result(tournament::EventId event, int round, int board,
                                                     int game, std::string_view reason, const Stamp& stamp) {
  using Result = Checked<ClearedResult>;
  std::int64_t audit_id = 0;
  bool reopened = false;
  auto cleared = guarded(m_db.impl(), "clear the result", [&] {
    Action action(m_db.impl(), stamp, "result.clear", event);
    auto& sql = action.sql();
    auto found = open_game(sql, event, round, board, game);
    if (!found) return Result::failure(found.problem());
    auto b = found->board;
    auto& slot = b.games[static_cast<std::size_t>(game - 1)];
    const std::string where_text =
        round_name(round) + ", board " + std::to_string(board) + ", game " + std::to_string(game);
    if (!slot) return Result::failure("game: " + where_text + " has no result to clear");
    const int last = last_round_number(sql, event);
    if (last > round) {
      return Result::failure("round: " + round_name(last) + " has been paired after " + where_text +
                             "; correct the result instead");
    }
    nlohmann::json where = {{"round", round}, {"board", board}, {"game", game}};
    auto before = result_json(where, slot);
    before["state"] = code(found->state);
    write_result(sql, event, round, board, game, std::nullopt);
    slot.reset();
    // A complete round has every result; without this one it is being played again.
    const auto state = found->state == RoundState::complete ? RoundState::published : found->state;
    reopened = state != found->state;
    if (reopened) {
      SQLite::Statement update(sql, "UPDATE rounds SET state = ? WHERE event_id = ? AND number = ?");
      update.bind(1, std::string(code(state)));
      update.bind(2, event.value);
      update.bind(3, round);
      update.exec();
    }
    auto after = result_json(where, slot);
    after["state"] = code(state);
    if (!reason.empty()) after["reason"] = std::string(reason);
    audit_id = action.commit(before, after);
    return Result(ClearedResult{b, state, std::nullopt});
  });
  if (!cleared || !reopened) return cleared;
  ClearedResult result = *cleared;
  result.backup = take_backup(m_db.impl(), audit_id, backup_label(event, round, result.state));
  return Checked<ClearedResult>(result);
}

std::optional<Round> RoundRepository::find(tournament::EventId event, int round) const {
  return guarded(m_db.impl(), "read the round", [&]() -> std::optional<Round> {
    auto rounds = read_rounds(m_db.impl().sql, event, round);
    if (rounds.empty()) return std::nullopt;
    return rounds.front();
  });
}

std::vector<Round> RoundRepository::list(tournament::EventId event) const {
  return guarded(m_db.impl(), "list the rounds", [&] { return read_rounds(m_db.impl().sql, event); });
}

}  // namespace shashki::db
