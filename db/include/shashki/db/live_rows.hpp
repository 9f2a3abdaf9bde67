#pragma once

#include "shashki/clock/remote_press.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/db/clock_journal.hpp"
#include "shashki/tournament/live_play.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shashki::db {

/// One clock journal record with what the clock log contract leaves out: its value (see
/// clock::EventKind), so that the journal replays exactly. The row's kind is the engine's own
/// ("moves", "recover" are logged as "adjust" and "pause").
struct ClockRecordRow {
  ClockJournalRow row;
  std::int64_t value = 0;  ///< see clock::EventKind

  friend bool operator==(const ClockRecordRow&, const ClockRecordRow&) = default;
};

/// One press sent by a board's device, as answered: what both sides measured, what was charged.
/// Stored with the codes of clock::Side, clock::RemoteOutcome and clock::DiscardReason.
struct RemotePressRow {
  std::int64_t device_seq = 0;  ///< the device's sequence number, 1, 2, ... per game's clock
  std::optional<std::int64_t>
      seq;  ///< the clock_events row it produced; none when discarded (given when written)
  std::int64_t journal_seq = 0;  ///< the journal's last seq once it was answered (given when written)
  clock::Side side = clock::Side::white;    ///< who pressed
  std::int64_t device_ms = 0;               ///< think time measured on the device
  std::optional<std::int64_t> server_ms;    ///< the most the server could charge; none when discarded
  std::int64_t rtt_ms = 0;                  ///< the connection's round-trip bound
  std::optional<std::int64_t> accepted_ms;  ///< think time charged; none when discarded
  clock::RemoteOutcome outcome = clock::RemoteOutcome::applied;
  std::optional<clock::DiscardReason> reason;  ///< why discarded

  friend bool operator==(const RemotePressRow&, const RemotePressRow&) = default;
};

/// A remote press written with a clock write: `record` is the index in the write's rows of the
/// record it produced (none when discarded); the row's seq and journal_seq are given then.
struct RemotePressWrite {
  RemotePressRow row;
  std::optional<std::size_t> record;
};

/// New records of one game's clock, written by one action, with the remote presses they answer.
struct ClockWrite {
  GameKey key;
  std::vector<ClockRecordRow> rows;
  std::vector<RemotePressWrite> presses = {};
};

/// The latest checkpoint of a running clock: its times at a reading between two events.
struct ClockCheckpointRow {
  GameKey key;
  std::int64_t seq = 0;  ///< the journal record it follows (the game's last seq when taken)
  std::chrono::sys_time<std::chrono::milliseconds> at;
  std::int64_t reading_ms = 0;
  std::int64_t white_ms = 0;
  std::int64_t black_ms = 0;

  friend bool operator==(const ClockCheckpointRow&, const ClockCheckpointRow&) = default;
};

/// One stored move of a game.
struct MoveRow {
  int ply = 0;            ///< 1 = White's first move (or the first move from a set-up position)
  std::string notation;   ///< as the rules core writes it, "c3-d4"
  std::string fen_after;  ///< the position after the move

  friend bool operator==(const MoveRow&, const MoveRow&) = default;
};

/// The record of a game as stored: its start (none: the initial position) and its moves.
struct GameMoves {
  std::optional<std::string> start_fen;
  std::vector<MoveRow> moves;
};

/// A moment of live play: UTC, to the millisecond (stored as ISO 8601 text).
using LiveTime = std::chrono::sys_time<std::chrono::milliseconds>;

/// An appeal (6.1.10.3) as stored.
struct AppealRow {
  std::int64_t id = 0;
  GameKey key;
  LiveTime opened_at{};
  clock::Side by_side = clock::Side::white;  ///< who appealed
  std::string reason;
  std::string fen;                                    ///< the position the appeal is about
  std::optional<std::string> disputed_move;           ///< the move as written, if one is disputed
  std::string finding;                                ///< the rules core's findings, JSON
  std::optional<tournament::AppealVerdict> decision;  ///< once decided
  std::optional<std::string> explanation;             ///< the judge's words
  std::optional<clock::Side> adjust_side;             ///< a time sanction or compensation (5.4.14.2)
  std::optional<std::chrono::milliseconds> adjust;    ///< with adjust_side: added (or, negative, taken)
  std::optional<LiveTime> decided_at;
};

/// A draw offer or claim as stored.
struct ClaimRow {
  std::int64_t id = 0;
  GameKey key;
  LiveTime at{};
  tournament::DrawRequest kind = tournament::DrawRequest::offer;
  clock::Side by_side = clock::Side::white;
  int ply = 0;         ///< plies recorded when it was made
  std::string clause;  ///< the clause the proposal rests on
  tournament::ClaimProposal proposal = tournament::ClaimProposal::judge;
  std::string facts;                                ///< JSON of the facts shown to the judge
  std::optional<tournament::ClaimOutcome> outcome;  ///< once decided
  std::optional<LiveTime> decided_at;
};

/// A board's exception to the event's time control (6.1.9.4).
struct BoardControlRow {
  int board = 0;
  std::string control;  ///< clock::TimeControl notation
  std::string reason;
};

}  // namespace shashki::db
