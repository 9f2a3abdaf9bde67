#pragma once
// Boost.Test prints the operands of a failed check through these (found by ADL): the clock's
// enums by their stable codes, and an optional of them. Header-only, for the tests that link the
// clock module.

#include "shashki/clock/clock_state.hpp"
#include "shashki/clock/discipline.hpp"
#include "shashki/clock/event_result.hpp"
#include "shashki/clock/journal_record.hpp"
#include "shashki/clock/remote_press.hpp"
#include "shashki/clock/side.hpp"

#include <optional>
#include <ostream>
#include <type_traits>

namespace shashki::clock {

// Every clock enum with a stable code: Side, EventKind, Refusal, ClockPhase, Discipline,
// RemoteOutcome, RemoteRefusal, DiscardReason ...
template <typename E>
requires std::is_enum_v<E> && requires(E e) {
  code(e);
}
std::ostream& boost_test_print_type(std::ostream& out, const E& v) {
  return out << code(v);
}
template <typename T>
std::ostream& boost_test_print_type(std::ostream& out, const std::optional<T>& v) {
  if (!v) return out << "none";
  return boost_test_print_type(out, *v);
}

}  // namespace shashki::clock
