#include "shashki/pairing/player.hpp"

namespace shashki::pairing {

RoundEntry Player::entry(int round) const {
  if (round < 1 || static_cast<std::size_t>(round) > rounds.size()) return RoundEntry{};
  return rounds[static_cast<std::size_t>(round - 1)];
}

}  // namespace shashki::pairing
