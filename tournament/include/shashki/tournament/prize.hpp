#pragma once
// A prize of an event, as stored; how prizes are given out is in prizes.hpp (docs/prizes.md).

#include <cstdint>
#include <string>

namespace shashki::tournament {

/// A prize as the organiser lists it.
struct Prize {
  std::string name;        ///< "1 место", "Лучшая девочка"
  int place = 1;           ///< the place in its ranking it is for, from 1
  std::string section;     ///< empty: the whole event's ranking; else the section's name
  std::int64_t value = 0;  ///< money in whole units (roubles); 0 for a cup or a diploma

  friend bool operator==(const Prize&, const Prize&) = default;
};

}  // namespace shashki::tournament
