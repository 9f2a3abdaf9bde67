#pragma once

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// Why a player has no opponent in a round.
enum class ByeKind {
  pairing_allocated,  ///< the odd player out, given by the pairing: scores a win
  requested_half,     ///< a bye the player asked for, scoring a draw
  requested_zero,     ///< a bye the player asked for (or an absence), scoring nothing
};

/// Stable code: "pab", "half", "zero" (the TRF letters are U, H, Z).
[[nodiscard]] std::string_view code(ByeKind kind);
/// The bye kind with that code, if any.
[[nodiscard]] std::optional<ByeKind> bye_kind_from_code(std::string_view text);

}  // namespace shashki::tournament
