#include "shashki/pairing/points_text.hpp"

#include <cstdlib>

namespace shashki::pairing {

namespace {

// The decimal `text` counted in halves of its unit ("7.5" is 15), nullopt unless it is a whole
// number of halves.
std::optional<int> parse_halves(std::string_view text) {
  bool negative = false;
  if (!text.empty() && (text.front() == '-' || text.front() == '+')) {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  if (text.empty()) return std::nullopt;
  long whole = 0;
  std::size_t i = 0;
  bool any_digit = false;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    whole = whole * 10 + (text[i] - '0');
    any_digit = true;
    if (whole > 1'000'000) return std::nullopt;
  }
  int half = 0;
  if (i < text.size()) {
    if (text[i] != '.' && text[i] != ',') return std::nullopt;
    ++i;
    // Only .0, .5, .00, .50 ... are half-units; anything else is not representable.
    if (i < text.size()) {
      if (text[i] == '5') {
        half = 1;
      } else if (text[i] != '0') {
        return std::nullopt;
      }
      any_digit = true;
      for (++i; i < text.size(); ++i) {
        if (text[i] != '0') return std::nullopt;
      }
    }
  }
  if (!any_digit) return std::nullopt;
  const int halves = static_cast<int>(whole) * 2 + half;
  return negative ? -halves : halves;
}

}  // namespace

std::optional<Points> parse_points(std::string_view text, ScoringScale scale) {
  const auto halves = parse_halves(text);
  if (!halves) return std::nullopt;
  if (scale == ScoringScale::one_half_zero) return Points::from_half_points(*halves);
  // On 2-1-0 the unit is one Points step: a half of it does not exist.
  if (*halves % 2 != 0) return std::nullopt;
  return Points::from_half_points(*halves / 2);
}

std::string format_points(Points points, ScoringScale scale) {
  const int value = points.half_points();
  const int magnitude = std::abs(value);
  std::string text = value < 0 ? "-" : "";
  if (scale == ScoringScale::two_one_zero) return text + std::to_string(magnitude) + ".0";
  text += std::to_string(magnitude / 2);
  text += magnitude % 2 != 0 ? ".5" : ".0";
  return text;
}

}  // namespace shashki::pairing
