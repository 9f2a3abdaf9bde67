#include "shashki/clock/discipline.hpp"

namespace shashki::clock {

std::string_view to_string(Discipline discipline) {
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

std::optional<Discipline> parse_discipline(std::string_view code) {
  for (const Discipline d : {Discipline::classical, Discipline::rapid, Discipline::lightning}) {
    if (code == to_string(d)) return d;
  }
  return std::nullopt;
}

}  // namespace shashki::clock
