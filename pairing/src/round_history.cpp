#include "shashki/pairing/round_history.hpp"

#include <algorithm>
#include <tuple>

namespace shashki::pairing {

Pairing pairing_of_round(const PairingInput& input, int round) {
  Pairing pairing;
  for (const Player& p : input.players) {
    const RoundEntry e = p.entry(round);
    if (e.is_pairing_bye()) {
      pairing.byes.push_back(p.number);
      continue;
    }
    if (!e.opponent) continue;
    const int other = *e.opponent;
    // Each board once: from the side of White, or of the lower number when no colour is given.
    if (e.colour == clock::Side::white || (!e.colour && p.number < other)) {
      pairing.boards.push_back(Board{p.number, other});
    }
  }
  order_boards(input.before_round(round), pairing.boards);
  return pairing;
}

void order_boards(const PairingInput& input, std::vector<Board>& boards) {
  const int completed = input.rounds_completed();
  auto key = [&input, completed](const Board& b) {
    const Points w = input.pairing_score(b.white, completed);
    const Points k = input.pairing_score(b.black, completed);
    return std::tuple{-std::max(w, k).half_points(), -(w + k).half_points(), std::min(b.white, b.black)};
  };
  std::stable_sort(boards.begin(), boards.end(),
                   [&key](const Board& a, const Board& b) { return key(a) < key(b); });
}

}  // namespace shashki::pairing
