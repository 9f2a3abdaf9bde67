#include "shashki/tournament/event.hpp"

#include <string>

namespace shashki::tournament {

namespace {

bool blank(const std::string& text) {
  return text.find_first_not_of(" \t") == std::string::npos;
}

}  // namespace

Checked<Event> check_event(Event event) {
  const auto refuse = [](Message message) { return Checked<Event>::failure(std::move(message)); };
  if (blank(event.name)) return refuse(Message(N_("an event needs a name")).about("name"));
  if (event.rounds < 1 || event.rounds > 99) {
    return refuse(Message(N_("the number of rounds, {rounds}, is not between 1 and 99"))
                      .with("rounds", event.rounds)
                      .about("rounds"));
  }
  if (event.half_byes < 0 || event.half_byes > event.rounds) {
    return refuse(Message(N_("the number of half-point byes, {half_byes}, is not between 0 and the number of "
                             "rounds"))
                      .with("half_byes", event.half_byes)
                      .about("half_byes"));
  }
  if (event.start_date && event.end_date && event.end_date < event.start_date) {
    return refuse(Message(N_("the event ends before it starts")).about("end"));
  }
  if (!event.micro_match && event.match_scoring == MicroMatchScoring::per_match) {
    return refuse(Message(N_("per-match scoring needs micro-matches")).about("match_scoring"));
  }
  return event;
}

}  // namespace shashki::tournament
