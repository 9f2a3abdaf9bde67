#pragma once

#include "shashki/clock/discipline.hpp"

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// The sports discipline of an event (6.1.9.1-6.1.9.3, 6.1.10): one type with the clock module,
/// which owns it because it selects the allowed time controls.
using Discipline = clock::Discipline;

/// Stable code: "classical", "rapid", "lightning".
[[nodiscard]] std::string_view code(Discipline discipline);
/// Its name in the sports register, a msgid to translate ("Russian draughts, rapid play").
[[nodiscard]] const char* name(Discipline discipline);
/// The discipline with that code, if any.
[[nodiscard]] std::optional<Discipline> discipline_from_code(std::string_view text);

}  // namespace shashki::tournament
