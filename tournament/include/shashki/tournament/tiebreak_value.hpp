#pragma once

#include "shashki/tournament/scoring.hpp"

#include <compare>
#include <cstdint>
#include <string>

namespace shashki::tournament {

/// An exact tie-break value: a fraction numerator/denominator with a positive denominator.
/// Point-based values are in half-points (Points' unit); Sonneborn-Berger multiplies points by a
/// game's share and may need quarters; ratings and counts are whole numbers. `unit` says which.
class TiebreakValue {
 public:
  /// What the number counts, for display. Values of one tie-break share a unit, and compare by
  /// their numbers alone.
  enum class Unit {
    points,  ///< half-points: Buchholz, Koya, progressive score, direct encounter, ...
    count,   ///< wins, games, ratings
    /// Sonneborn-Berger: opponents' half-points weighted by the share of a win scored against
    /// each (1, 1/2, 0). Shown as the event writes points times points: on 1-0.5-0 the
    /// opponent's points times 1 or 1/2 (FIDE C.07 9.1); on 2-1-0 the opponent's points times
    /// the 2 or 1 points scored against him, so that it is a whole number like every score there.
    weighted_points,
  };

  constexpr TiebreakValue() = default;
  /// A value of `numerator`/`denominator` half-points (`unit` points) or things (`unit` count).
  constexpr TiebreakValue(std::int64_t numerator, std::int64_t denominator, Unit unit)
      : m_numerator(numerator), m_denominator(denominator), m_unit(unit) {}
  /// Whole half-points.
  static constexpr TiebreakValue half_points(std::int64_t half) { return {half, 1, Unit::points}; }
  /// A whole count (wins, games, a rating).
  static constexpr TiebreakValue count(std::int64_t n) { return {n, 1, Unit::count}; }

  [[nodiscard]] constexpr std::int64_t numerator() const { return m_numerator; }
  [[nodiscard]] constexpr std::int64_t denominator() const { return m_denominator; }
  [[nodiscard]] constexpr Unit unit() const { return m_unit; }

  /// Compares by value (cross-multiplied, exact).
  friend constexpr std::strong_ordering operator<=>(const TiebreakValue& a, const TiebreakValue& b) {
    return a.m_numerator * b.m_denominator <=> b.m_numerator * a.m_denominator;
  }
  friend constexpr bool operator==(const TiebreakValue& a, const TiebreakValue& b) { return (a <=> b) == 0; }

  /// The value as the event writes points: on 2-1-0 half-points are points; on 1-0.5-0 they are
  /// halved (weighted points: see Unit). At most two decimals, trailing zeros dropped ("31.5",
  /// "28.25", "7").
  [[nodiscard]] std::string format(ScoringScale scale) const;
  /// The value as a number for JSON, in the event's points.
  [[nodiscard]] double as_number(ScoringScale scale) const;

 private:
  std::int64_t m_numerator = 0;
  std::int64_t m_denominator = 1;
  Unit m_unit = Unit::count;
};

}  // namespace shashki::tournament
