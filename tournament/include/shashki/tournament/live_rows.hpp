#pragma once
// What a game in play leaves behind, as the program keeps it: its clock's records, its moves,
// its appeals and draw claims, a board's own time control.

#include "shashki/clock/journal_rows.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/live_play.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shashki::tournament {

/// Identifies one game of an event.
struct GameKey {
  EventId event;
  int round = 0;
  int board = 0;
  int game = 1;
  friend bool operator==(const GameKey&, const GameKey&) = default;
};

/// New records of one game's clock, written by one action, with the remote presses they answer.
struct ClockWrite {
  GameKey key;
  std::vector<clock::ClockRecordRow> rows;
  std::vector<clock::RemotePressWrite> presses = {};
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

/// One recorded move of a game.
struct MoveRow {
  int ply = 0;            ///< 1 = White's first move (or the first move from a set-up position)
  std::string notation;   ///< as the rules core writes it, "c3-d4"
  std::string fen_after;  ///< the position after the move

  friend bool operator==(const MoveRow&, const MoveRow&) = default;
};

/// The record of a game as kept: its start (none: the initial position) and its moves.
struct GameMoves {
  std::optional<std::string> start_fen;
  std::vector<MoveRow> moves;
};

/// A moment of live play: UTC, to the millisecond.
using LiveTime = std::chrono::sys_time<std::chrono::milliseconds>;

/// An appeal (6.1.10.3) as kept.
struct AppealRow {
  std::int64_t id = 0;
  GameKey key;
  LiveTime opened_at{};
  clock::Side by_side = clock::Side::white;  ///< who appealed
  std::string reason;
  std::string fen;                                  ///< the position the appeal is about
  std::optional<std::string> disputed_move;         ///< the move as written, if one is disputed
  std::string finding;                              ///< the rules core's findings, JSON
  std::optional<AppealVerdict> decision;            ///< once decided
  std::optional<std::string> explanation;           ///< the judge's words
  std::optional<clock::Side> adjust_side;           ///< a time sanction or compensation (5.4.14.2)
  std::optional<std::chrono::milliseconds> adjust;  ///< with adjust_side: added (or, negative, taken)
  std::optional<LiveTime> decided_at;
};

/// A draw offer or claim as kept.
struct ClaimRow {
  std::int64_t id = 0;
  GameKey key;
  LiveTime at{};
  DrawRequest kind = DrawRequest::offer;
  clock::Side by_side = clock::Side::white;
  int ply = 0;         ///< plies recorded when it was made
  std::string clause;  ///< the clause the proposal rests on
  ClaimProposal proposal = ClaimProposal::judge;
  std::string facts;                    ///< JSON of the facts shown to the judge
  std::optional<ClaimOutcome> outcome;  ///< once decided
  std::optional<LiveTime> decided_at;
};

/// A board's exception to the event's time control (6.1.9.4).
struct BoardControlRow {
  int board = 0;
  std::string control;  ///< clock::TimeControl notation
  std::string reason;
};

}  // namespace shashki::tournament
