#pragma once
// A game clock's journal as the program keeps it: its records with the clock's own types, and
// the presses of a board's device with what each was answered.

#include "shashki/clock/journal_record.hpp"
#include "shashki/clock/remote_press.hpp"
#include "shashki/clock/side.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace shashki::clock {

/// One event of a game clock as kept, with the clock's own types. Replaying the rows in `seq`
/// order restores the clock (the app maps them to JournalRecord). The `clock log --json`
/// contract's event code is log_event(kind).
struct ClockJournalRow {
  std::int64_t seq = 0;                                 ///< 1, 2, ... per game; given when written
  std::chrono::sys_time<std::chrono::milliseconds> at;  ///< wall time (UTC) of the event
  EventKind kind = EventKind::start;
  std::optional<Side> side;           ///< who pressed, paused, flagged or was adjusted
  std::int64_t reading_ms = 0;        ///< the time source's reading at the event (monotonic, boot time)
  std::int64_t white_ms = 0;          ///< White's remaining time after the event
  std::int64_t black_ms = 0;          ///< Black's remaining time after the event
  int white_moves = 0;                ///< moves White has completed
  int black_moves = 0;                ///< moves Black has completed
  std::optional<std::string> reason;  ///< why: the judge's words, or the program's as a message id
  std::optional<PauseCause> cause;    ///< why a pause paused (its own column); none otherwise

  friend bool operator==(const ClockJournalRow&, const ClockJournalRow&) = default;
};

/// One clock journal record with what the clock log contract leaves out: its value (see
/// EventKind), so that the journal replays exactly. The row's kind is the engine's own
/// ("moves", "recover" are logged as "adjust" and "pause").
struct ClockRecordRow {
  ClockJournalRow row;
  std::int64_t value = 0;  ///< see EventKind

  friend bool operator==(const ClockRecordRow&, const ClockRecordRow&) = default;
};

/// One press sent by a board's device, as answered: what both sides measured, what was charged.
/// Kept with the codes of Side, RemoteOutcome and DiscardReason.
struct RemotePressRow {
  std::int64_t device_seq = 0;  ///< the device's sequence number, 1, 2, ... per game's clock
  std::optional<std::int64_t>
      seq;                       ///< the journal record it produced; none when discarded (given when written)
  std::int64_t journal_seq = 0;  ///< the journal's last seq once it was answered (given when written)
  Side side = Side::white;       ///< who pressed
  std::int64_t device_ms = 0;    ///< think time measured on the device
  std::optional<std::int64_t> server_ms;    ///< the most the server could charge; none when discarded
  std::int64_t rtt_ms = 0;                  ///< the connection's round-trip bound
  std::optional<std::int64_t> accepted_ms;  ///< think time charged; none when discarded
  RemoteOutcome outcome = RemoteOutcome::applied;
  std::optional<DiscardReason> reason;  ///< why discarded

  friend bool operator==(const RemotePressRow&, const RemotePressRow&) = default;
};

/// A remote press written with a clock write: `record` is the index in the write's rows of the
/// record it produced (none when discarded); the row's seq and journal_seq are given then.
struct RemotePressWrite {
  RemotePressRow row;
  std::optional<std::size_t> record;
};

}  // namespace shashki::clock
