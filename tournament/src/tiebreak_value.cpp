#include "shashki/tournament/tiebreak_value.hpp"

#include <cstdlib>

namespace shashki::tournament {

namespace {

// The one place that puts a value on the event's scale. Points values are half-points: on
// 1-0.5-0 the shown number is half of it. Weighted points multiply half-points by a share of a
// win: on 1-0.5-0 that is halved like points, on 2-1-0 the share becomes the 2 points of a win,
// so the number doubles.
std::int64_t display_numerator(const TiebreakValue& value, ScoringScale scale) {
  const bool doubled =
      value.unit() == TiebreakValue::Unit::weighted_points && scale == ScoringScale::two_one_zero;
  return value.numerator() * (doubled ? 2 : 1);
}

std::int64_t display_denominator(const TiebreakValue& value, ScoringScale scale) {
  const bool halve = value.unit() != TiebreakValue::Unit::count && scale == ScoringScale::one_half_zero;
  return value.denominator() * (halve ? 2 : 1);
}

}  // namespace

std::string TiebreakValue::format(ScoringScale scale) const {
  const std::int64_t den = display_denominator(*this, scale);
  // Hundredths, rounded half away from zero: enough for every value C.07 defines.
  const std::int64_t scaled = display_numerator(*this, scale) * 100;
  std::int64_t hundredths = (std::llabs(scaled) * 2 + den) / (2 * den);
  const bool negative = scaled < 0 && hundredths != 0;
  std::string text = (negative ? "-" : "") + std::to_string(hundredths / 100);
  const std::int64_t fraction = hundredths % 100;
  if (fraction != 0) {
    text += '.';
    text += static_cast<char>('0' + fraction / 10);
    if (fraction % 10 != 0) text += static_cast<char>('0' + fraction % 10);
  }
  return text;
}

double TiebreakValue::as_number(ScoringScale scale) const {
  return static_cast<double>(display_numerator(*this, scale)) /
         static_cast<double>(display_denominator(*this, scale));
}

}  // namespace shashki::tournament
