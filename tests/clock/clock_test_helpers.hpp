#pragma once

#include "shashki/clock/discipline.hpp"
#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/journal_record.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/clock/time_source.hpp"

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

namespace shashki::clock {

// Boost.Test prints the operands of a failed check through these (found by ADL).
inline std::ostream& boost_test_print_type(std::ostream& out, Side v) {
  return out << to_string(v);
}
inline std::ostream& boost_test_print_type(std::ostream& out, EventKind v) {
  return out << to_string(v);
}
inline std::ostream& boost_test_print_type(std::ostream& out, Refusal v) {
  return out << to_string(v);
}
inline std::ostream& boost_test_print_type(std::ostream& out, ClockPhase v) {
  return out << to_string(v);
}
inline std::ostream& boost_test_print_type(std::ostream& out, Discipline v) {
  return out << to_string(v);
}
template <typename T>
std::ostream& boost_test_print_type(std::ostream& out, const std::optional<T>& v) {
  if (!v) return out << "none";
  return boost_test_print_type(out, *v);
}

}  // namespace shashki::clock
