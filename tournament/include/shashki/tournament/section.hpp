#pragma once
// A section of an event, as stored; what it means is in sections.hpp (docs/sections.md).

#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/player.hpp"

#include <optional>
#include <string>
#include <vector>

namespace shashki::tournament {

/// A section: either a list of players, or those whose sex and year of birth fit.
struct Section {
  std::string name;               ///< "Мальчики до 11 лет"
  Sex sex = Sex::unknown;         ///< unknown: boys and girls alike
  std::optional<int> born_from;   ///< earliest year of birth, inclusive
  std::optional<int> born_to;     ///< latest year of birth, inclusive
  std::vector<PlayerId> players;  ///< named players; when not empty, sex and years are not asked

  friend bool operator==(const Section&, const Section&) = default;
};

}  // namespace shashki::tournament
