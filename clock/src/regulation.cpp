#include "shashki/clock/regulation.hpp"

namespace shashki::clock {

using std::chrono::milliseconds;
using std::chrono::minutes;

namespace {

std::string minutes_text(milliseconds d) {
  return std::to_string(std::chrono::duration_cast<minutes>(d).count()) + " min";
}

}  // namespace

DisciplineBounds bounds_of(Discipline discipline) {
  switch (discipline) {
    case Discipline::classical:
      return {minutes{20}, std::nullopt, "6.1.9.1"};
    case Discipline::rapid:
      return {minutes{7}, minutes{15}, "6.1.9.2"};
    case Discipline::lightning:
      return {minutes{3}, minutes{5}, "6.1.9.3"};
  }
  return {minutes{20}, std::nullopt, "6.1.9.1"};
}

std::optional<ControlRefusal> bound_violation(const TimeControl& control, Discipline discipline) {
  const DisciplineBounds bounds = bounds_of(discipline);
  // The rulebook bounds the time "for each player until the end of the game": all base time.
  const milliseconds base = control.total_base();
  const bool too_short = base < bounds.at_least;
  const bool too_long = bounds.at_most && base > *bounds.at_most;
  if (!too_short && !too_long) return std::nullopt;
  std::string allowed = bounds.at_most
                            ? minutes_text(bounds.at_least) + " to " + minutes_text(*bounds.at_most)
                            : "at least " + minutes_text(bounds.at_least);
  return ControlRefusal{std::string(bounds.clause),
                        "time control " + control.to_string() + ": " + std::string(code(discipline)) +
                            " play allows " + allowed + " of base time (" + std::string(bounds.clause) +
                            "); the judge may confirm it as a regulation exception (6.1.9.4)"};
}

std::variant<ApprovedControl, ControlRefusal> approve_control(const TimeControl& control,
                                                              Discipline discipline,
                                                              RegulationException exception) {
  auto violation = bound_violation(control, discipline);
  if (!violation)
    return ApprovedControl{control, discipline, false, std::string(bounds_of(discipline).clause)};
  if (exception == RegulationException::confirmed)
    return ApprovedControl{control, discipline, true, "6.1.9.4"};
  return *violation;
}

}  // namespace shashki::clock
