#include "shashki/endgame/value.hpp"

#include <cassert>

namespace shashki::endgame {

Value Value::from_child(Value child) {
  switch (child.result) {
    case Result::loss:
      return {Result::win, child.plies + 1};
    case Result::win:
      return {Result::loss, child.plies + 1};
    case Result::draw:
      break;
  }
  return {};
}

bool Value::better_than(Value other) const {
  auto rank = [](Value v) {
    // Larger is better: quick wins first, then draws, then slow losses.
    switch (v.result) {
      case Result::win:
        return 2000 - v.plies;
      case Result::draw:
        return 1000;
      case Result::loss:
        return v.plies;
    }
    return 0;
  };
  return rank(*this) > rank(other);
}

std::string_view code(Result result) {
  switch (result) {
    case Result::win:
      return "win";
    case Result::loss:
      return "loss";
    case Result::draw:
      break;
  }
  return "draw";
}

std::uint8_t encode(Value value) {
  if (value.result == Result::draw) return 0;
  assert(value.plies >= 0 && value.plies <= max_plies);
  return static_cast<std::uint8_t>(value.plies + 1);
}

Value decode(std::uint8_t byte) {
  if (byte == 0) return {};
  const int plies = byte - 1;
  return {plies % 2 == 1 ? Result::win : Result::loss, plies};
}

}  // namespace shashki::endgame
