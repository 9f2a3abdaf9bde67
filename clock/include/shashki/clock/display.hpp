#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <string_view>

namespace shashki::clock {

/// A clock face's text in a fixed buffer, so that drawing hundreds of clocks ten times a
/// second allocates nothing.
struct DisplayText {
  std::array<char, 16> chars{};
  std::uint8_t length = 0;
  /// The text, valid while this object lives.
  [[nodiscard]] std::string_view view() const { return {chars.data(), length}; }
};

/// The time a clock face shows: "h:mm:ss" at 20 minutes or more, "m:ss" below, "m:ss.t" (tenths)
/// below 20 seconds. Rounded down, so a face never shows time the player does not have; a
/// negative time shows as zero.
[[nodiscard]] DisplayText display_text(std::chrono::milliseconds remaining);

}  // namespace shashki::clock
