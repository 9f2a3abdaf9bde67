#include "shashki/pairing/seeded_random.hpp"

#include <cassert>

namespace shashki::pairing {

std::uint64_t SeededRandom::next() {
  // SplitMix64 (Steele, Lea, Flood 2014): a Weyl sequence passed through a bijective mixer.
  m_state += 0x9E3779B97F4A7C15ULL;
  std::uint64_t z = m_state;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

int SeededRandom::below(int bound) {
  assert(bound > 0);
  const auto b = static_cast<std::uint64_t>(bound);
  // Reject the top partial block of 2^64 so that every value is equally likely.
  const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % b);
  std::uint64_t x = next();
  while (x >= limit) x = next();
  return static_cast<int>(x % b);
}

LotDraw draw_lots(std::vector<int> players, std::uint64_t seed) {
  SeededRandom random(seed);
  random.shuffle(players);
  return LotDraw{seed, std::move(players)};
}

}  // namespace shashki::pairing
