#pragma once

#include "shashki/clock/side.hpp"

#include <array>
#include <chrono>
#include <cstddef>
#include <optional>
#include <string_view>

namespace shashki::clock {

/// Where a clock is in its life.
enum class ClockPhase {
  not_started,  ///< both clocks still
  running,      ///< the clock of the side to move runs
  paused,       ///< stopped by a pause (appeal, announcement) or by crash recovery
  flagged,      ///< a side's time reached zero; both clocks stopped, the flag shows
  finished,     ///< the game is over (a flag, if any, still shows)
};

/// Stable code of a phase: "not-started", "running", "paused", "flagged", "finished".
[[nodiscard]] std::string_view code(ClockPhase phase);

/// A flag that fell: whose, during which of its moves, and at which monotonic reading.
struct Flag {
  Side side = Side::white;
  int move = 0;                          ///< the move the side was thinking about (moves made + 1)
  std::chrono::milliseconds reading{0};  ///< the exact instant the time reached zero
  bool operator==(const Flag&) const = default;
};

/// One side's part of the state.
struct SideState {
  std::chrono::milliseconds remaining{0};  ///< main time, as of ClockState::settled_at
  int moves = 0;                           ///< moves completed: what 6.1.8.1 and periods read
  std::size_t period = 0;                  ///< the period in force (index into the control)
  bool operator==(const SideState&) const = default;
};

/// The whole state of a clock, as a comparable value.
struct ClockState {
  ClockPhase phase = ClockPhase::not_started;
  Side to_move = Side::white;               ///< whose clock runs (or will run on resume)
  std::array<SideState, 2> sides{};         ///< by index(Side)
  std::chrono::milliseconds delay_left{0};  ///< simple delay still to run in this turn
  std::chrono::milliseconds turn_spent{0};  ///< thinking time of this turn so far (Bronstein)
  std::chrono::milliseconds settled_at{0};  ///< reading up to which time has been charged
  std::optional<Flag> flag;
  bool operator==(const ClockState&) const = default;
};

}  // namespace shashki::clock
