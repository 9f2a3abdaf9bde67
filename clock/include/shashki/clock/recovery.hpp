#pragma once

#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/journal_record.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/clock/time_control.hpp"
#include "shashki/clock/time_source.hpp"

#include <date/date.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <span>
#include <variant>

namespace shashki::clock {

/// The times of a running clock taken between events (every few seconds), so that a crash
/// loses at most that much: it follows the journal's first `records` records and is read in
/// their time base. Not an event: it changes no state and is not replayed.
struct Checkpoint {
  std::size_t records = 0;                         ///< journal records it follows
  std::chrono::milliseconds reading{0};            ///< monotonic reading it was taken at
  date::sys_time<std::chrono::milliseconds> at{};  ///< wall time it was taken at
  std::chrono::milliseconds white{0};              ///< White's remaining time then
  std::chrono::milliseconds black{0};              ///< Black's remaining time then

  bool operator==(const Checkpoint&) const = default;
};

/// The checkpoint of `clock` at `now`: none unless it runs with time left (a flag due is for
/// check_flag to record, as an event).
[[nodiscard]] std::optional<Checkpoint> checkpoint_of(const GameClock& clock, TimeReading now);

/// What the judge must be shown after a crash to decide about the lost time: whose clock was
/// running, what each side had at the last stored event or the checkpoint after it, and when.
struct RecoveryQuestion {
  std::optional<Side> running_side;    ///< none: the clock was not running, nothing to decide
  std::chrono::milliseconds white{0};  ///< at the checkpoint, if one follows the last event
  std::chrono::milliseconds black{0};
  int white_moves = 0;
  int black_moves = 0;
  date::sys_time<std::chrono::milliseconds> last_event_at{};
  /// The running side's time from the last event to the checkpoint: charged by default.
  std::chrono::milliseconds checkpoint_charge{0};
  /// When the checkpoint was taken; none when no checkpoint follows the last event.
  std::optional<date::sys_time<std::chrono::milliseconds>> checkpoint_at;

  /// What charging the running side until `instant` (e.g. when the power went out) would
  /// take from it: the wall time since the last event, never negative and never less than
  /// the checkpoint's charge. The wall clock is the only one that spans a reboot.
  [[nodiscard]] std::chrono::milliseconds charge_until(
      date::sys_time<std::chrono::milliseconds> instant) const;
};

/// The judge's decision: restore the times of the last event, or also charge the running side
/// the time that passed until an instant.
struct RecoveryChoice {
  std::optional<date::sys_time<std::chrono::milliseconds>> charge_until;
};

/// Replays `records` and describes what to ask the judge; a `checkpoint` taken after the last
/// record of a running clock gives the times offered (an older one is ignored).
[[nodiscard]] std::variant<RecoveryQuestion, ReplayError> recovery_question(
    const TimeControl& control, std::span<const JournalRecord> records,
    const std::optional<Checkpoint>& checkpoint = std::nullopt);

/// Rebuilds a clock from its journal after a crash: a clock that was running comes back
/// PAUSED (a "recover" record at `now`), charged as the judge chose (by default up to the
/// checkpoint, if one follows the last record); it runs again only on resume. New records are
/// those of journal() beyond `records.size()`: persist them.
[[nodiscard]] std::variant<GameClock, ReplayError> recover(
    const TimeControl& control, std::span<const JournalRecord> records, RecoveryChoice choice,
    TimeReading now, const std::optional<Checkpoint>& checkpoint = std::nullopt);

/// The charge of a recovery: until the judge's instant if one was chosen, else the checkpoint's.
[[nodiscard]] std::chrono::milliseconds recovery_charge(const RecoveryQuestion& question,
                                                        const RecoveryChoice& choice);

}  // namespace shashki::clock
