#include "shashki/clock/clock_state.hpp"

namespace shashki::clock {

std::string_view code(ClockPhase phase) {
  switch (phase) {
    case ClockPhase::not_started:
      return "not-started";
    case ClockPhase::running:
      return "running";
    case ClockPhase::paused:
      return "paused";
    case ClockPhase::flagged:
      return "flagged";
    case ClockPhase::finished:
      return "finished";
  }
  return "not-started";
}

}  // namespace shashki::clock
