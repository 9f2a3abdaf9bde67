#include "result_keys.hpp"

namespace shashki::console {

std::optional<tournament::GameResult> result_for_key(int key) {
  for (const auto& k : result_keys) {
    if (k.key == key) return k.result;
  }
  return std::nullopt;
}

}  // namespace shashki::console
