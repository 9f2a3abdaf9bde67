#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::pairing {

/// A score in integer half-points, so that 1/2 is exact and sums never drift. A draughts
/// event scoring 2-1-0 per game stores a win as 4 halves; a chess-style 1-1/2-0 event as 2.
struct Points {
  int halves = 0;  ///< the score counted in half-points

  /// The score `whole` points plus `half` half-points.
  static constexpr Points of(int whole, int half = 0) { return Points{whole * 2 + half}; }

  friend constexpr auto operator<=>(Points, Points) = default;
  friend constexpr Points operator+(Points a, Points b) { return Points{a.halves + b.halves}; }
  friend constexpr Points operator-(Points a, Points b) { return Points{a.halves - b.halves}; }
  constexpr Points& operator+=(Points other) {
    halves += other.halves;
    return *this;
  }
};

/// Reads a decimal score such as "7.5", "7", "7.0" or "0.50"; nullopt unless it is a whole
/// number of half-points (a TRF field holding 0.25 is malformed for this program).
std::optional<Points> parse_points(std::string_view text);

/// The TRF spelling with one decimal: "7.5", "12.0", "-1.5".
std::string format_points(Points points);

}  // namespace shashki::pairing
