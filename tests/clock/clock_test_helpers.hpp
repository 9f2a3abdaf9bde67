#pragma once

#include "shashki/clock/discipline.hpp"
#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/journal_record.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/clock/time_source.hpp"
#include "shashki/test/clock_printing.hpp"

#include <date/date.h>

#include <chrono>
#include <optional>
#include <ostream>

namespace shashki::clock::test {

using namespace std::chrono_literals;

/// The wall time at monotonic zero in every test: a round starting at 10:00 on 1 May 2026.
inline date::sys_time<std::chrono::milliseconds> round_start() {
  return date::sys_days{date::year{2026} / date::May / 1} + std::chrono::hours{10};
}

/// A reading `t` after the test's origin, with the matching wall time.
inline TimeReading at(std::chrono::milliseconds t) {
  return TimeReading{t, round_start() + t};
}

}  // namespace shashki::clock::test
