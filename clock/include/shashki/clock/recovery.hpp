#pragma once

#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/journal_record.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/clock/time_control.hpp"
#include "shashki/clock/time_source.hpp"

#include <date/date.h>

#include <chrono>
#include <optional>
#include <span>
#include <variant>

namespace shashki::clock {

/// What the judge must be shown after a crash to decide about the lost time: whose clock was
/// running, what each side had at the last stored event, and when that event was.
struct RecoveryQuestion {
  std::optional<Side> running_side;  ///< none: the clock was not running, nothing to decide
  std::chrono::milliseconds white{0};
  std::chrono::milliseconds black{0};
  int white_moves = 0;
  int black_moves = 0;
  date::sys_time<std::chrono::milliseconds> last_event_at{};

  /// What charging the running side until `instant` (e.g. when the power went out) would
  /// take from it: the wall time since the last event, never negative. The wall clock is the
  /// only one that spans a reboot.
  [[nodiscard]] std::chrono::milliseconds charge_until(
      date::sys_time<std::chrono::milliseconds> instant) const;
};

/// The judge's decision: restore the times of the last event, or also charge the running side
/// the time that passed until an instant.
struct RecoveryChoice {
  std::optional<date::sys_time<std::chrono::milliseconds>> charge_until;
};

/// Replays `records` and describes what to ask the judge.
[[nodiscard]] std::variant<RecoveryQuestion, ReplayError> recovery_question(
    const TimeControl& control, std::span<const JournalRecord> records);

/// Rebuilds a clock from its journal after a crash: a clock that was running comes back
/// PAUSED (a "recover" record at `now`), charged as the judge chose; it runs again only on
/// resume. New records are those of journal() beyond `records.size()`: persist them.
[[nodiscard]] std::variant<GameClock, ReplayError> recover(const TimeControl& control,
                                                           std::span<const JournalRecord> records,
                                                           RecoveryChoice choice, TimeReading now);

}  // namespace shashki::clock
