#pragma once

#include <optional>
#include <string_view>

namespace shashki::clock {

/// The sports disciplines whose time controls 6.1.9 sets apart.
enum class Discipline {
  classical,  ///< "Russian draughts": 20 minutes or more (6.1.9.1)
  rapid,      ///< "rapid play": 7 to 15 minutes (6.1.9.2, 6.1.10.1)
  lightning,  ///< "lightning play": 3 to 5 minutes (6.1.9.3, 6.1.10.1)
};

/// Stable code, as the command line spells it: "classical", "rapid", "lightning".
[[nodiscard]] std::string_view code(Discipline discipline);

/// Reads a code; anything else is std::nullopt.
[[nodiscard]] std::optional<Discipline> discipline_from_code(std::string_view text);

}  // namespace shashki::clock
