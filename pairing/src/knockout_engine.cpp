#include "shashki/pairing/knockout_engine.hpp"

#include <algorithm>
#include <string>

namespace shashki::pairing {

using tournament::Message;

namespace {

bool went_through(const RoundEntry& e) {
  return e.result == ResultCode::win || e.result == ResultCode::forfeit_win ||
         e.result == ResultCode::unrated_win || e.is_pairing_bye();
}

}  // namespace

std::vector<int> bracket_seed_order(int slots) {
  std::vector<int> order{1};
  // Each doubling puts seed s beside its mirror (size + 1 - s), so the best seeds stay apart.
  for (int size = 2; size <= slots; size *= 2) {
    std::vector<int> next;
    for (int s : order) {
      next.push_back(s);
      next.push_back(size + 1 - s);
    }
    order = std::move(next);
  }
  return order;
}

PairingResult KnockoutEngine::pair_next_round(const PairingInput& input) const {
  const int n = static_cast<int>(input.players.size());
  if (n < 2) return Refusal{N_("knockout"), Message(N_("a knockout needs at least two players"))};
  int slots = 1;
  while (slots < n) slots *= 2;
  // Bracket slots of the current round, by starting number (0: nobody, a bye).
  std::vector<int> alive;
  for (int seed : bracket_seed_order(slots)) {
    alive.push_back(seed <= n ? input.players[static_cast<std::size_t>(seed - 1)].number : 0);
  }
  const int next = input.next_round();
  for (int round = 1; round < next; ++round) {
    std::vector<int> winners;
    for (std::size_t i = 0; i + 1 < alive.size(); i += 2) {
      const int a = alive[i];
      const int b = alive[i + 1];
      if (a == 0 || b == 0) {
        winners.push_back(a == 0 ? b : a);
        continue;
      }
      const RoundEntry ea = input.find(a)->entry(round);
      const RoundEntry eb = input.find(b)->entry(round);
      if (ea.opponent != b) {
        return Refusal{
            N_("knockout bracket"),
            Message(N_("round {round} pairs {player} otherwise than the bracket (against {opponent})"))
                .with("round", round)
                .with("player", a)
                .with("opponent", b)};
      }
      if (went_through(ea) == went_through(eb)) {
        return Refusal{
            N_("knockout tie level"),
            Message(N_("round {round}: {white} - {black} has no winner; record the tie-break matches"))
                .with("round", round)
                .with("white", a)
                .with("black", b)};
      }
      winners.push_back(went_through(ea) ? a : b);
    }
    alive = std::move(winners);
  }
  if (alive.size() < 2) return Refusal{N_("knockout complete"), Message(N_("the final has been played"))};
  Pairing pairing;
  const bool better_white = input.initial_colour_in_force() != clock::Side::black;
  for (std::size_t i = 0; i + 1 < alive.size(); i += 2) {
    const int a = alive[i];
    const int b = alive[i + 1];
    if (a == 0 || b == 0) {
      pairing.byes.push_back(a == 0 ? b : a);
      continue;
    }
    const int better = std::min(a, b);
    const int other = std::max(a, b);
    pairing.boards.push_back(better_white ? Board{better, other} : Board{other, better});
  }
  std::sort(pairing.byes.begin(), pairing.byes.end());
  return pairing;
}

}  // namespace shashki::pairing
