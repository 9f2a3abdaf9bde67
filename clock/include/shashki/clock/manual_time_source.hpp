#pragma once

#include "shashki/clock/time_source.hpp"

#include <mutex>

namespace shashki::clock {

/// A time source that moves only when told to: tests and simulations step it exactly. A test may
/// step it while a server's thread reads it.
class ManualTimeSource final : public TimeSource {
 public:
  /// Starts at monotonic `start` and the wall time `wall`.
  explicit ManualTimeSource(std::chrono::milliseconds start = std::chrono::milliseconds{0},
                            date::sys_time<std::chrono::milliseconds> wall = {})
      : m_now{start, wall} {}

  [[nodiscard]] TimeReading now() const override {
    const std::lock_guard lock(m_mutex);
    return m_now;
  }

  /// Moves both readings forward by `step` (a negative step is a programming error).
  void advance(std::chrono::milliseconds step);

  /// Sets the readings, e.g. to model a reboot, where the monotonic origin starts again.
  void set(TimeReading reading) {
    const std::lock_guard lock(m_mutex);
    m_now = reading;
  }

 private:
  mutable std::mutex m_mutex;
  TimeReading m_now;
};

}  // namespace shashki::clock
