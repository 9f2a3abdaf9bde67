#include "shashki/tournament/event.hpp"

#include <string>

namespace shashki::tournament {

namespace {

bool blank(const std::string& text) {
  return text.find_first_not_of(" \t") == std::string::npos;
}

}  // namespace

Checked<Event> check_event(Event event) {
  if (blank(event.name)) return Checked<Event>::failure("name: an event needs a name");
  if (event.rounds < 1 || event.rounds > 99) {
    return Checked<Event>::failure("rounds: " + std::to_string(event.rounds) + " is not between 1 and 99");
  }
  if (event.half_byes < 0 || event.half_byes > event.rounds) {
    return Checked<Event>::failure("half_byes: " + std::to_string(event.half_byes) +
                                   " is not between 0 and the number of rounds");
  }
  if (event.start_date && event.end_date && event.end_date < event.start_date) {
    return Checked<Event>::failure("end_date: the event ends before it starts");
  }
  if (!event.micro_match && event.match_scoring == MatchScoring::per_match) {
    return Checked<Event>::failure("match_scoring: per-match scoring needs micro-matches");
  }
  for (const auto& tiebreak : event.tiebreaks) {
    if (blank(tiebreak)) return Checked<Event>::failure("tiebreaks: an empty tie-break name");
  }
  return event;
}

}  // namespace shashki::tournament
