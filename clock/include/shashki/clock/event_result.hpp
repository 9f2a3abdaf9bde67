#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::clock {

/// Why an event was refused. The app translates by code; message() is the English text.
enum class Refusal {
  not_started,          ///< the clock has not been started
  already_started,      ///< start on a clock that has started
  not_running,          ///< press or pause on a clock that is not running
  not_paused,           ///< resume on a clock that is not paused
  finished,             ///< any event after the end of the game
  flag_fell,            ///< the side's time is up: its flag fell (recorded) before this event
  wrong_side,           ///< press by the side whose clock is not running
  time_went_backwards,  ///< a reading earlier than the last event's
  no_reason,            ///< an arbiter event without a reason
  bad_adjustment,       ///< zero change, or one that leaves no time
  bad_move_count,       ///< a negative move counter
};

/// Stable code of a refusal, e.g. "wrong-side".
[[nodiscard]] std::string_view code(Refusal refusal);

/// The answer to an event: accepted, or refused with a reason (and then nothing changed,
/// except that a flag already due is recorded first: see GameClock).
struct EventResult {
  std::optional<Refusal> refusal;
  std::string message;      ///< English explanation of a refusal; empty when accepted
  std::size_t records = 0;  ///< journal records this call appended (persist them all)
  [[nodiscard]] bool accepted() const { return !refusal; }
};

}  // namespace shashki::clock
