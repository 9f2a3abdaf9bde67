#include "shashki/pairing/points.hpp"

#include <cstdlib>

namespace shashki::pairing {

std::optional<Points> parse_points(std::string_view text) {
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
    // Only .0, .5, .00, .50 ... are half-points; anything else is not representable.
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
  return Points{negative ? -halves : halves};
}

std::string format_points(Points points) {
  const int magnitude = std::abs(points.halves);
  std::string text = points.halves < 0 ? "-" : "";
  text += std::to_string(magnitude / 2);
  text += magnitude % 2 != 0 ? ".5" : ".0";
  return text;
}

}  // namespace shashki::pairing
