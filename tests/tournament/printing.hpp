#pragma once
// Lets Boost.Test print model values in failure messages: enums by their stable codes.

#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/points.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/tiebreak.hpp"

#include <ostream>

namespace shashki::tournament {

inline std::ostream& operator<<(std::ostream& out, Points p) {
  return out << p.half_points() << " half-points";
}
template <class Tag>
std::ostream& operator<<(std::ostream& out, Id<Tag> id) {
  return out << '#' << id.value;
}
inline std::ostream& operator<<(std::ostream& out, RoundState s) {
  return out << code(s);
}
inline std::ostream& operator<<(std::ostream& out, GameResult r) {
  return out << code(r);
}
inline std::ostream& operator<<(std::ostream& out, ByeKind b) {
  return out << code(b);
}
inline std::ostream& operator<<(std::ostream& out, TiebreakEdition e) {
  return out << "C.07 " << code(e);
}

}  // namespace shashki::tournament
