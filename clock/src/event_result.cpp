#include "shashki/clock/event_result.hpp"

namespace shashki::clock {

std::string_view code(Refusal refusal) {
  switch (refusal) {
    case Refusal::not_started:
      return "not-started";
    case Refusal::already_started:
      return "already-started";
    case Refusal::not_running:
      return "not-running";
    case Refusal::not_paused:
      return "not-paused";
    case Refusal::finished:
      return "finished";
    case Refusal::flag_fell:
      return "flag-fell";
    case Refusal::wrong_side:
      return "wrong-side";
    case Refusal::time_went_backwards:
      return "time-went-backwards";
    case Refusal::no_reason:
      return "no-reason";
    case Refusal::bad_adjustment:
      return "bad-adjustment";
    case Refusal::bad_move_count:
      return "bad-move-count";
  }
  return "finished";
}

}  // namespace shashki::clock
