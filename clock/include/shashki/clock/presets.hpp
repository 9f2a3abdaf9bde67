#pragma once

#include "shashki/clock/discipline.hpp"
#include "shashki/clock/time_control.hpp"

#include <chrono>
#include <optional>
#include <span>
#include <string_view>

namespace shashki::clock {

/// A time control the rulebook recommends, named and tied to its clause.
struct Preset {
  std::string_view name;  ///< "classical 30+30": discipline, minutes, seconds per move
  Discipline discipline;
  std::chrono::minutes base;
  std::chrono::seconds increment;  ///< Fischer increment, added after every press
  std::string_view clause;

  /// The preset as a control value.
  [[nodiscard]] TimeControl control() const;
};

/// The recommended controls of 6.1.9.1-6.1.9.3 (rapid and lightning play use them by 6.1.10.1),
/// in the rulebook's order.
[[nodiscard]] std::span<const Preset> presets();

/// The preset of that name, if any.
[[nodiscard]] std::optional<Preset> find_preset(std::string_view name);

}  // namespace shashki::clock
