#include "shashki/clock/presets.hpp"

#include <array>

namespace shashki::clock {

using std::chrono::minutes;
using std::chrono::seconds;

namespace {

// 6.1.9.1 recommends "20 minutes or more plus 30 seconds per move" (20+30 is its shortest form)
// and "30 minutes plus 30 seconds"; 6.1.9.2 recommends 8+4 and 7+5; 6.1.9.3 recommends 3+2.
constexpr std::array<Preset, 5> k_presets{{
    {"classical 20+30", Discipline::classical, minutes{20}, seconds{30}, "6.1.9.1"},
    {"classical 30+30", Discipline::classical, minutes{30}, seconds{30}, "6.1.9.1"},
    {"rapid 8+4", Discipline::rapid, minutes{8}, seconds{4}, "6.1.9.2"},
    {"rapid 7+5", Discipline::rapid, minutes{7}, seconds{5}, "6.1.9.2"},
    {"lightning 3+2", Discipline::lightning, minutes{3}, seconds{2}, "6.1.9.3"},
}};

}  // namespace

TimeControl Preset::control() const {
  return TimeControl::fischer(base, increment);
}

std::span<const Preset> presets() {
  return k_presets;
}

std::optional<Preset> find_preset(std::string_view name) {
  for (const Preset& p : k_presets) {
    if (p.name == name) return p;
  }
  return std::nullopt;
}

}  // namespace shashki::clock
