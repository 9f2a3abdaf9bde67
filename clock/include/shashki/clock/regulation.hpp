#pragma once

#include "shashki/clock/discipline.hpp"
#include "shashki/clock/time_control.hpp"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace shashki::clock {

/// The base time 6.1.9 allows a discipline, for each player until the end of the game.
struct DisciplineBounds {
  std::chrono::milliseconds at_least;
  std::optional<std::chrono::milliseconds> at_most;  ///< classical has no upper bound
  std::string_view clause;
};

/// 6.1.9.1: classical at least 20 minutes; 6.1.9.2: rapid 7 to 15; 6.1.9.3: lightning 3 to 5.
[[nodiscard]] DisciplineBounds bounds_of(Discipline discipline);

/// The judge's answer when an event's control breaks its discipline's bounds (6.1.9.4: the
/// regulations of a competition may set a different control).
enum class RegulationException { not_confirmed, confirmed };

/// A control an event may use, with the reason it is allowed.
struct ApprovedControl {
  TimeControl control;
  Discipline discipline;
  bool regulation_exception = false;  ///< outside 6.1.9 bounds, confirmed under 6.1.9.4
  std::string clause;                 ///< the clause that allows it
};

/// Why a control is refused for a discipline: which bound it breaks and what the judge can do.
struct ControlRefusal {
  std::string clause;
  std::string message;
};

/// What 6.1.9 says about `control` for `discipline`, when it is outside the bounds; nullopt when
/// it is within them.
[[nodiscard]] std::optional<ControlRefusal> bound_violation(const TimeControl& control,
                                                            Discipline discipline);

/// Accepts a control within its discipline's bounds, or outside them only when the judge
/// confirms a regulation exception (6.1.9.4).
[[nodiscard]] std::variant<ApprovedControl, ControlRefusal> approve_control(const TimeControl& control,
                                                                            Discipline discipline,
                                                                            RegulationException exception);

}  // namespace shashki::clock
