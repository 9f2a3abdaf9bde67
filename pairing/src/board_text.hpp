#pragma once
// A board of a pairing as the checks and the replay name it: "3-7" (white-black).

#include "shashki/pairing/engine.hpp"

#include <string>

namespace shashki::pairing {

inline std::string board_text(const Board& b) {
  return std::to_string(b.white) + "-" + std::to_string(b.black);
}

}  // namespace shashki::pairing
