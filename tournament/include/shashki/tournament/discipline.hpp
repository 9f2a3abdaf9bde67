#pragma once

#include "shashki/clock/discipline.hpp"

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// The sports discipline of an event (6.1.9.1-6.1.9.3, 6.1.10): one type with the clock module,
/// which owns it because it selects the allowed time controls.
using Discipline = clock::Discipline;

/// Stable code: "classical", "rapid", "lightning", and back (the clock's).
using clock::code;
using clock::discipline_from_code;
/// Its name in the sports register, a msgid to translate ("Russian draughts, rapid play").
[[nodiscard]] const char* name(Discipline discipline);

}  // namespace shashki::tournament
