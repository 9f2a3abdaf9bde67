#include "seed_source.hpp"

#include <random>

namespace shashki::console {

std::uint64_t system_seed() {
  // random_device gives 32 bits a call; two calls fill the seed the audit row keeps.
  std::random_device device;
  const std::uint64_t high = device();
  return (high << 32U) ^ std::uint64_t{device()};
}

}  // namespace shashki::console
