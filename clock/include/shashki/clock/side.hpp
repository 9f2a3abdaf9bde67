#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace shashki::clock {

/// The two sides of a game clock. White moves first (6.1.4.1).
enum class Side { white, black };

/// The other side.
[[nodiscard]] constexpr Side opposite(Side side) {
  return side == Side::white ? Side::black : Side::white;
}

/// Index 0 for White, 1 for Black, for per-side arrays.
[[nodiscard]] constexpr std::size_t index(Side side) {
  return side == Side::white ? 0U : 1U;
}

/// Stable storage code: "white" or "black".
[[nodiscard]] std::string_view code(Side side);

/// Reads a storage code; anything else is std::nullopt.
[[nodiscard]] std::optional<Side> side_from_code(std::string_view text);

}  // namespace shashki::clock
