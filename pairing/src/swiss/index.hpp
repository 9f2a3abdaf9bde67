#pragma once
// The Swiss engines index their vectors by player and bracket numbers kept as int.

#include <cstddef>

namespace shashki::pairing::swiss {

/// `i` (never negative) as a vector index.
inline std::size_t sz(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace shashki::pairing::swiss
