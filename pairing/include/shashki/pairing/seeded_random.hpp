#pragma once

#include <cstdint>
#include <vector>

namespace shashki::pairing {

/// The one source of randomness of the pairing module (drawing of lots, opening ballots, the
/// random-tournament generator): SplitMix64, fully specified here so that a recorded seed
/// gives the same draw on every platform and compiler (std distributions do not promise that).
class SeededRandom {
 public:
  /// A generator whose whole sequence is fixed by `seed`.
  explicit SeededRandom(std::uint64_t seed) : m_state(seed) {}
  /// The next 64 random bits.
  std::uint64_t next();
  /// A uniform integer in [0, bound), bound > 0, without modulo bias.
  int below(int bound);
  /// True with probability percent/100.
  bool chance(int percent) { return below(100) < percent; }
  /// Shuffles `items` in place (Fisher-Yates with below()).
  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      const auto j = static_cast<std::size_t>(below(static_cast<int>(i)));
      std::swap(items[i - 1], items[j]);
    }
  }

 private:
  std::uint64_t m_state;
};

/// An order drawn by lot (Berger numbers, knockout seeding): `order[k]` is the player (an id
/// of the caller's) placed k+1-th. Reproducible from `seed`, which the app records.
struct LotDraw {
  std::uint64_t seed = 0;  ///< the seed the draw was made with
  std::vector<int> order;  ///< the players in drawn order
};

/// Draws the order of `players` by lot with `seed`.
LotDraw draw_lots(std::vector<int> players, std::uint64_t seed);

}  // namespace shashki::pairing
