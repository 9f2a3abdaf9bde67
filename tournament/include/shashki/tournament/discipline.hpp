#pragma once

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// The sports discipline of an event; it decides the allowed time controls (6.1.9.1-6.1.9.3) and
/// the draw rules of rapid and lightning play (6.1.10).
enum class Discipline {
  classical,  ///< "Russian draughts": 20 minutes or more per player (6.1.9.1)
  rapid,      ///< "rapid play": 7 to 15 minutes (6.1.9.2)
  lightning,  ///< "lightning play": 3 to 5 minutes (6.1.9.3)
};

/// Stable code: "classical", "rapid", "lightning".
[[nodiscard]] std::string_view code(Discipline discipline);
/// The discipline with that code, if any.
[[nodiscard]] std::optional<Discipline> discipline_from_code(std::string_view text);

}  // namespace shashki::tournament
