#include "result_keys.hpp"

namespace shashki::console {

std::optional<std::string> result_for_key(int key, tournament::ScoringScale scale) {
  // The keys that mean the same in both scales first; '1' is the one that changes meaning.
  switch (key) {
    case '=':
      return "=";
    case '+':
      return "+/-";
    case '-':
      return "-/+";
    default:
      break;
  }
  if (scale == tournament::ScoringScale::two_one_zero) {
    switch (key) {
      case '2':
        return "2-0";
      case '1':
        return "1-1";
      case '0':
        return "0-2";
      default:
        return std::nullopt;
    }
  }
  switch (key) {
    case '1':
      return "1-0";
    case '0':
      return "0-1";
    default:
      return std::nullopt;
  }
}

}  // namespace shashki::console
