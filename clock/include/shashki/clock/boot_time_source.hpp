#pragma once

#include "shashki/clock/time_source.hpp"

namespace shashki::clock {

/// The production time source. The monotonic reading is Linux CLOCK_BOOTTIME, which, unlike
/// CLOCK_MONOTONIC, keeps counting while the laptop is suspended: a player's time runs on
/// while the lid is shut, as it would on a physical clock. The wall time is CLOCK_REALTIME.
/// This is the one place of the clock module that reads a system clock.
class BootTimeSource final : public TimeSource {
 public:
  [[nodiscard]] TimeReading now() const override;
};

}  // namespace shashki::clock
