#include "shashki/clock/side.hpp"

namespace shashki::clock {

std::string_view to_string(Side side) {
  return side == Side::white ? "white" : "black";
}

std::optional<Side> parse_side(std::string_view code) {
  if (code == "white") return Side::white;
  if (code == "black") return Side::black;
  return std::nullopt;
}

}  // namespace shashki::clock
