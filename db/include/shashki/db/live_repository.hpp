#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/board_result.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/live_rows.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::db {

/// Live play of a published round: clock records, game moves, appeals, draw offers and claims,
/// per-board controls. Every call is one transaction; an arbiter's action carries one audit row.
/// A refusal (no such game, round not being played, ply out of order) writes nothing.
class LiveRepository {
 public:
  explicit LiveRepository(Database& database) : m_db(database) {}

  /// Appends the new clock records of one or more games (seq numbers are given here). `audit`
  /// names the arbiter's action ("clock.pause", "clock.start-all"); none for a player's press.
  tournament::Checked<int> append_clock(std::span<const tournament::ClockWrite> writes, const Stamp& stamp,
                                        std::optional<std::string_view> audit);
  /// The clock journal of one game, in order; rows written without an engine code take the
  /// contract's event as their code.
  [[nodiscard]] std::vector<clock::ClockRecordRow> load_clock(const tournament::GameKey& key) const;

  /// The presses of a game's devices as answered (written with append_clock), in sequence order.
  [[nodiscard]] std::vector<clock::RemotePressRow> load_remote_presses(const tournament::GameKey& key) const;

  /// Replaces the checkpoint of each game given, all in one transaction and without an audit
  /// row (it is the clock's doing, like a press). A game whose round is not being played, or
  /// whose journal has moved past the checkpoint's seq, keeps what it had.
  void save_checkpoints(std::span<const tournament::ClockCheckpointRow> checkpoints);
  /// The latest checkpoint of a game's clock, if one was taken.
  [[nodiscard]] std::optional<tournament::ClockCheckpointRow> load_checkpoint(
      const tournament::GameKey& key) const;

  /// Sets a board's own time control ("board.control") before its clocks start.
  tournament::Checked<tournament::BoardControlRow> set_control(tournament::EventId event, int round,
                                                               tournament::BoardControlRow control,
                                                               const Stamp& stamp);
  /// The boards of a round that play another control than the event's.
  [[nodiscard]] std::vector<tournament::BoardControlRow> controls(tournament::EventId event, int round) const;

  /// Appends one checked move ("game.move"); refused unless its ply follows the last stored one.
  tournament::Checked<tournament::MoveRow> append_move(const tournament::GameKey& key,
                                                       tournament::MoveRow move, const Stamp& stamp);
  /// Replaces the whole record of a game ("game.import"): its start and every move.
  tournament::Checked<tournament::GameMoves> replace_moves(const tournament::GameKey& key,
                                                           tournament::GameMoves moves, const Stamp& stamp);
  /// The stored record of a game.
  [[nodiscard]] tournament::GameMoves load_moves(const tournament::GameKey& key) const;

  /// Opens an appeal ("appeal.open") together with the pause of its clock; returns it with its id.
  tournament::Checked<tournament::AppealRow> open_appeal(tournament::AppealRow appeal,
                                                         std::span<const tournament::ClockWrite> clock,
                                                         const Stamp& stamp);
  /// Stores the judge's decision with the ruling ("appeal.decide"), with the clock records of a
  /// time adjustment and of the resumption, if any. Refused for an appeal already decided.
  tournament::Checked<tournament::AppealRow> decide_appeal(tournament::AppealRow decided,
                                                           std::span<const tournament::ClockWrite> clock,
                                                           const Stamp& stamp);
  /// One appeal.
  [[nodiscard]] std::optional<tournament::AppealRow> find_appeal(std::int64_t id) const;
  /// The appeals of a round in order.
  [[nodiscard]] std::vector<tournament::AppealRow> appeals(tournament::EventId event, int round) const;

  /// Stores an offer or claim the rules let be made ("draw.offer" / "draw.claim").
  tournament::Checked<tournament::ClaimRow> record_claim(tournament::ClaimRow claim, const Stamp& stamp);
  /// The outcome of an offer or claim ("draw.decide"), with the game's `result` when the
  /// outcome sets one and the clock records that end it, in the same transaction.
  tournament::Checked<tournament::ClaimRow> decide_claim(std::int64_t id, tournament::ClaimOutcome outcome,
                                                         std::optional<tournament::GameResult> result,
                                                         std::span<const tournament::ClockWrite> clock,
                                                         const Stamp& stamp);
  /// One offer or claim.
  [[nodiscard]] std::optional<tournament::ClaimRow> find_claim(std::int64_t id) const;
  /// The offers and claims of a game in order.
  [[nodiscard]] std::vector<tournament::ClaimRow> claims(const tournament::GameKey& key) const;

  /// The judge confirms a result proposed by the clock (a flag fall): the result, the clock's
  /// records and one audit row `action` in one transaction.
  tournament::Checked<tournament::GameResult> confirm_result(const tournament::GameKey& key,
                                                             tournament::GameResult result,
                                                             std::span<const tournament::ClockWrite> clock,
                                                             std::string_view action, const Stamp& stamp);

  /// A result a player proposed on the board's device ("result.propose"), replacing one the
  /// opponent has not answered; refused as tournament::check_result_proposal refuses it.
  tournament::Checked<tournament::ResultProposal> propose_result(const tournament::GameKey& key,
                                                                 tournament::GameResult result,
                                                                 clock::Side by, const Stamp& stamp);
  /// The clock proposes the result of a fallen flag ("result.propose", source clock), unless the
  /// game has its result or its players agreed on one (tournament::clock_may_propose); the
  /// proposal stored, or none when the clock may not propose.
  std::optional<tournament::ResultProposal> propose_from_clock(const tournament::GameKey& key,
                                                               tournament::GameResult result,
                                                               clock::Side flagged, const Stamp& stamp);
  /// The opponent confirms the proposal ("result.agree"), with the clock records that stop the
  /// game's clock, in one transaction; refused as tournament::check_proposal_answer refuses it.
  tournament::Checked<tournament::ResultProposal> agree_proposal(
      const tournament::GameKey& key, clock::Side by, std::span<const tournament::ClockWrite> clock,
      const Stamp& stamp);
  /// The opponent rejects the proposal ("result.reject", checked as agree_proposal), or the
  /// arbiter dismisses an agreed one ("result.dismiss"): it is dropped, and play goes on.
  tournament::Checked<tournament::ResultProposal> reject_proposal(const tournament::GameKey& key,
                                                                  clock::Side by, const Stamp& stamp);
  tournament::Checked<tournament::ResultProposal> dismiss_proposal(const tournament::GameKey& key,
                                                                   const Stamp& stamp);
  /// The proposal waiting for a game, if any (a game with a result has none).
  [[nodiscard]] std::optional<tournament::ResultProposal> find_proposal(const tournament::GameKey& key) const;
  /// The proposals waiting in a round, by board and game.
  [[nodiscard]] std::vector<tournament::ResultProposal> proposals(tournament::EventId event, int round) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
