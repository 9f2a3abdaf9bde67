#include "shashki/db/round_repository.hpp"

#include "action.hpp"
#include "backup.hpp"
#include "board_rows.hpp"
#include "clock_writes.hpp"
#include "model_json.hpp"
#include "refusals.hpp"
#include "rows.hpp"
#include "shashki/tournament/round_rules.hpp"

namespace shashki::db {

using tournament::Checked;
using tournament::Round;
using tournament::RoundState;

namespace {

// The round as stored, or a refusal naming it when the event has none of that number.
Checked<Round> stored_round(SQLite::Database& sql, tournament::EventId event, int round) {
  auto rounds = read_rounds(sql, event, round);
  if (rounds.empty()) return Checked<Round>::failure(no_round(event, round));
  return rounds.front();
}

nlohmann::json state_json(int round, RoundState state) {
  return {{"round", round}, {"state", tournament::code(state)}};
}

// The name of the backup taken after round `round` of `event` became `state`.
std::string backup_label(tournament::EventId event, int round, RoundState state) {
  return "e" + std::to_string(event.value) + "-r" + std::to_string(round) + "-" + std::string(code(state));
}

// Writes a round's new state.
void write_state(SQLite::Database& sql, tournament::EventId event, int round, RoundState state) {
  SQLite::Statement update(sql, "UPDATE rounds SET state = ? WHERE event_id = ? AND number = ?");
  update.bind(1, std::string(code(state)));
  update.bind(2, event.value);
  update.bind(3, round);
  update.exec();
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
  return in_action(m_db.impl(), "store the draft round", stamp, "round.draft", event, [&](Action& action) {
    auto& sql = action.sql();
    const auto settings = read_event(sql, event);
    if (!settings) return Checked<Round>::failure(no_event(event));
    const int last_number = last_round_number(sql, event);
    const auto last = read_rounds(sql, event, last_number);
    auto checked = tournament::check_draft(*settings, last.empty() ? nullptr : &last.front(),
                                           read_players(sql, event), std::move(round));
    if (!checked) return checked;
    const bool replaces = checked->number == last_number;
    if (replaces) {
      replace_boards(sql, event, *checked);
    } else {
      write_round(sql, event, *checked, true);
    }
    action.commit(replaces ? to_json(last.front()) : nlohmann::json(nullptr), to_json(*checked));
    return checked;
  });
}

Checked<tournament::StateChange> RoundRepository::change_state(tournament::EventId event, int round,
                                                               RoundState to, const char* action_name,
                                                               const Stamp& stamp,
                                                               std::span<const tournament::ClockWrite> clock,
                                                               std::string_view reason) {
  std::int64_t audit_id = 0;
  auto changed = in_action(m_db.impl(), "change the round's state", stamp, action_name, event,
                           [&](Action& action) -> Checked<Round> {
                             auto& sql = action.sql();
                             auto found = stored_round(sql, event, round);
                             if (!found) return found;
                             auto r = tournament::change_state(*found, to);
                             if (!r) return r;
                             write_state(sql, event, round, to);
                             insert_clock(action, clock);
                             auto after = state_json(round, to);
                             if (!clock.empty()) after["clock"] = clock_json(clock);
                             if (!reason.empty()) after["reason"] = std::string(reason);
                             audit_id = action.commit(state_json(round, found->state), after);
                             return r;
                           });
  if (!changed) return Checked<tournament::StateChange>::failure(changed.problem());
  // The backup follows the commit: it must contain the new state, and a failed backup must not
  // undo a change the arbiter has made.
  const auto path = take_backup(m_db.impl(), audit_id, backup_label(event, round, to));
  return tournament::StateChange{*changed, path};
}

Checked<tournament::StateChange> RoundRepository::publish(tournament::EventId event, int round,
                                                          const Stamp& stamp, std::string_view reason) {
  return change_state(event, round, RoundState::published, "round.publish", stamp, {}, reason);
}

Checked<tournament::StateChange> RoundRepository::complete(tournament::EventId event, int round,
                                                           const Stamp& stamp,
                                                           std::span<const tournament::ClockWrite> clock) {
  return change_state(event, round, RoundState::complete, "round.complete", stamp, clock);
}

Checked<tournament::StateChange> RoundRepository::reopen(tournament::EventId event, int round,
                                                         const Stamp& stamp) {
  return change_state(event, round, RoundState::published, "round.reopen", stamp);
}

Checked<tournament::StateChange> RoundRepository::unlock(tournament::EventId event, int round,
                                                         std::string_view reason, const Stamp& stamp) {
  std::int64_t audit_id = 0;
  auto changed = in_action(
      m_db.impl(), "reopen the round", stamp, "round.unlock", event, [&](Action& action) -> Checked<Round> {
        auto& sql = action.sql();
        auto found = stored_round(sql, event, round);
        if (!found) return found;
        auto r = tournament::reopen_locked(*found);
        if (!r) return r;
        // The reopening row goes in first: the trigger on rounds accepts the change only while it is pending.
        SQLite::Statement insert(sql,
                                 "INSERT INTO round_reopenings (event_id, round, reason) VALUES (?, ?, ?)");
        insert.bind(1, event.value);
        insert.bind(2, round);
        insert.bind(3, std::string(reason));
        insert.exec();
        write_state(sql, event, round, r->state);
        auto after = state_json(round, r->state);
        after["reason"] = std::string(reason);
        audit_id = action.commit(state_json(round, found->state), after);
        return r;
      });
  if (!changed) return Checked<tournament::StateChange>::failure(changed.problem());
  const auto path = take_backup(m_db.impl(), audit_id, backup_label(event, round, changed->state));
  return tournament::StateChange{*changed, path};
}

Checked<tournament::StateChange> RoundRepository::lock(tournament::EventId event, int round,
                                                       const Stamp& stamp,
                                                       std::span<const tournament::ClockWrite> clock) {
  return change_state(event, round, RoundState::locked, "round.lock", stamp, clock);
}

Checked<tournament::Board> RoundRepository::set_result(tournament::EventId event, int round, int board,
                                                       int game, tournament::GameResult result,
                                                       const Stamp& stamp, std::string_view reason,
                                                       std::span<const tournament::ClockWrite> clock,
                                                       std::string_view effect,
                                                       std::string_view action_name) {
  using Result = Checked<tournament::Board>;
  return in_action(m_db.impl(), "set the result", stamp, action_name, event, [&](Action& action) {
    const auto r = stored_round(action.sql(), event, round);
    if (!r) return Result::failure(r.problem());
    // Whether the game takes a result is the caller's question (tournament::check_result_entry);
    // the repository writes only a game it stores.
    const auto* stored = r->board(board);
    if (stored == nullptr || game < 1 || game > static_cast<int>(stored->games.size()))
      return Result::failure(no_game(event, round, board, game));
    auto b = *stored;
    auto& slot = b.games[static_cast<std::size_t>(game - 1)];
    const nlohmann::json where = {{"round", round}, {"board", board}, {"game", game}};
    const auto before = result_json(where, slot);
    write_result(action.sql(), event, round, board, game, result);
    slot = result;
    insert_clock(action, clock);
    auto after = result_json(where, slot);
    if (!reason.empty()) after["reason"] = std::string(reason);
    if (!effect.empty()) after["effect"] = std::string(effect);
    if (!clock.empty()) after["clock"] = clock_json(clock);
    action.commit(before, after);
    return Result(b);
  });
}

Checked<tournament::Board> RoundRepository::set_tiebreak(tournament::EventId event, int round, int board,
                                                         int seq, tournament::KnockoutTiebreakGame game,
                                                         const Stamp& stamp, std::string_view reason) {
  using Result = Checked<tournament::Board>;
  return in_action(m_db.impl(), "record the tie-break game", stamp, "result.tiebreak", event,
                   [&](Action& action) {
                     auto& sql = action.sql();
                     const auto r = stored_round(sql, event, round);
                     if (!r) return Result::failure(r.problem());
                     // Whether the board takes the game is the caller's question
                     // (tournament::check_tiebreak_entry); the sequence stays without a gap.
                     const auto* stored = r->board(board);
                     if (stored == nullptr || stored->is_bye() || seq < 1 ||
                         seq > static_cast<int>(stored->tiebreaks.size()) + 1)
                       return Result::failure(no_game(event, round, board, seq));
                     auto b = *stored;
                     const auto count = static_cast<int>(b.tiebreaks.size());
                     nlohmann::json where = {{"round", round}, {"board", board}, {"tiebreak", seq}};
                     const auto json_of = [&](const tournament::KnockoutTiebreakGame& g) {
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

Checked<tournament::ClearedResult> RoundRepository::clear_result(tournament::EventId event, int round,
                                                                 int board, int game, std::string_view reason,
                                                                 const Stamp& stamp) {
  using Result = Checked<tournament::ClearedResult>;
  std::int64_t audit_id = 0;
  bool reopened = false;
  auto cleared =
      in_action(m_db.impl(), "clear the result", stamp, "result.clear", event, [&](Action& action) {
        auto& sql = action.sql();
        const auto r = stored_round(sql, event, round);
        if (!r) return Result::failure(r.problem());
        const auto done = tournament::clear_result(*r, board, game, last_round_number(sql, event));
        if (!done) return Result::failure(done.problem());
        nlohmann::json where = {{"round", round}, {"board", board}, {"game", game}};
        auto before = result_json(where, r->board(board)->games[static_cast<std::size_t>(game - 1)]);
        before["state"] = code(r->state);
        write_result(sql, event, round, board, game, std::nullopt);
        reopened = done->state != r->state;
        if (reopened) write_state(sql, event, round, done->state);
        auto after = result_json(where, std::nullopt);
        after["state"] = code(done->state);
        if (!reason.empty()) after["reason"] = std::string(reason);
        audit_id = action.commit(before, after);
        return Result(tournament::ClearedResult{done->board, done->state, std::nullopt});
      });
  if (!cleared || !reopened) return cleared;
  tournament::ClearedResult result = *cleared;
  result.backup = take_backup(m_db.impl(), audit_id, backup_label(event, round, result.state));
  return Checked<tournament::ClearedResult>(result);
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
