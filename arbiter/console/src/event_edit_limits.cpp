#include "event_edit_limits.hpp"

#include <algorithm>

namespace shashki::console {

EventEditLimits event_edit_limits(const tournament::Tournament& event) {
  EventEditLimits limits;
  // A draft is enough to fix what pairings rest on: it was made with these settings.
  limits.paired = !event.rounds.empty();
  limits.min_rounds = std::max(1, event.current_round());
  limits.over = limits.paired && event.rounds.back().number >= event.event.rounds &&
                event.rounds.back().state == tournament::RoundState::locked;
  return limits;
}

}  // namespace shashki::console
