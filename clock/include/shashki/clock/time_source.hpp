#pragma once

#include <date/date.h>

#include <chrono>

namespace shashki::clock {

/// One look at the time: a monotonic reading for all arithmetic, and the wall time only to
/// show and log when an event happened (it may jump; it is never subtracted by the engine).
struct TimeReading {
  std::chrono::milliseconds monotonic{0};  ///< since an unspecified origin; keeps counting in suspend
  date::sys_time<std::chrono::milliseconds> wall{};
  bool operator==(const TimeReading&) const = default;
};

/// Where a clock gets the time from. Core code never reads a system clock itself: the
/// production source or a test's manual source is handed in.
class TimeSource {
 public:
  virtual ~TimeSource() = default;
  /// The time now; monotonic readings never decrease.
  [[nodiscard]] virtual TimeReading now() const = 0;
};

}  // namespace shashki::clock
