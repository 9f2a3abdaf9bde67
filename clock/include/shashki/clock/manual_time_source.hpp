#pragma once

#include "shashki/clock/time_source.hpp"

namespace shashki::clock {

/// A time source that moves only when told to: tests and simulations step it exactly.
class ManualTimeSource final : public TimeSource {
 public:
  /// Starts at monotonic `start` and the wall time `wall`.
  explicit ManualTimeSource(std::chrono::milliseconds start = std::chrono::milliseconds{0},
                            date::sys_time<std::chrono::milliseconds> wall = {})
      : m_now{start, wall} {}

  [[nodiscard]] TimeReading now() const override { return m_now; }

  /// Moves both readings forward by `step` (a negative step is a programming error).
  void advance(std::chrono::milliseconds step);

  /// Sets the readings, e.g. to model a reboot, where the monotonic origin starts again.
  void set(TimeReading reading) { m_now = reading; }

 private:
  TimeReading m_now;
};

}  // namespace shashki::clock
