#pragma once

#include <compare>

namespace shashki::tournament {

/// A score as an integer number of half-points of the 1-0.5-0 scale, which is also exactly the
/// number of points of the 2-1-0 scale: a won game is always 2, a draw 1, a loss 0. Only display
/// (Scoring::format) depends on the scale, so standings never meet floating point.
class Points {
 public:
  constexpr Points() = default;
  /// `half_points` half-points (2 = one won game).
  static constexpr Points from_half_points(int half_points) { return Points(half_points); }
  /// A won game, a draw, a lost game.
  static constexpr Points win() { return Points(2); }
  static constexpr Points draw() { return Points(1); }
  static constexpr Points loss() { return Points(0); }

  /// The stored integer.
  [[nodiscard]] constexpr int half_points() const { return m_half; }

  constexpr Points& operator+=(Points other) {
    m_half += other.m_half;
    return *this;
  }
  friend constexpr Points operator+(Points a, Points b) { return a += b; }
  friend constexpr Points operator-(Points a, Points b) { return Points(a.m_half - b.m_half); }
  friend constexpr auto operator<=>(Points, Points) = default;

 private:
  constexpr explicit Points(int half) : m_half(half) {}
  int m_half = 0;
};

}  // namespace shashki::tournament
