#include "shashki/clock/discipline.hpp"

namespace shashki::clock {

std::string_view code(Discipline discipline) {
  switch (discipline) {
    case Discipline::classical:
      return "classical";
    case Discipline::rapid:
      return "rapid";
    case Discipline::lightning:
      return "lightning";
  }
  return "classical";
}

std::optional<Discipline> discipline_from_code(std::string_view text) {
  for (const Discipline d : {Discipline::classical, Discipline::rapid, Discipline::lightning}) {
    if (text == code(d)) return d;
  }
  return std::nullopt;
}

}  // namespace shashki::clock
