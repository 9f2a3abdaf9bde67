#pragma once

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// How the rounds of an event are paired.
enum class PairingSystem {
  swiss,               ///< Swiss system (FIDE Dutch rules)
  round_robin,         ///< every player meets every other once (Berger tables)
  double_round_robin,  ///< every pair meets twice with colours reversed
  knockout,            ///< losers leave; ties decided by the regulations
};

/// Stable code: "swiss", "round-robin", "double-round-robin", "knockout".
[[nodiscard]] std::string_view code(PairingSystem system);
/// Its name for people, a msgid to translate ("Swiss system", "Round robin", ...).
[[nodiscard]] const char* name(PairingSystem system);
/// The system with that code, if any.
[[nodiscard]] std::optional<PairingSystem> pairing_system_from_code(std::string_view text);

}  // namespace shashki::tournament
