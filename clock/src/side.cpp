#include "shashki/clock/side.hpp"

namespace shashki::clock {

std::string_view code(Side side) {
  return side == Side::white ? "white" : "black";
}

std::optional<Side> side_from_code(std::string_view text) {
  if (text == "white") return Side::white;
  if (text == "black") return Side::black;
  return std::nullopt;
}

}  // namespace shashki::clock
