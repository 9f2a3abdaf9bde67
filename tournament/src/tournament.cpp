#include "shashki/tournament/tournament.hpp"

#include <algorithm>

namespace shashki::tournament {

const Player* Tournament::player(PlayerId id) const {
  const auto it = std::find_if(players.begin(), players.end(), [&](const Player& p) { return p.id == id; });
  return it == players.end() ? nullptr : &*it;
}

const Round* Tournament::round(int number) const {
  const auto it =
      std::find_if(rounds.begin(), rounds.end(), [&](const Round& r) { return r.number == number; });
  return it == rounds.end() ? nullptr : &*it;
}

Tournament published_view(Tournament tournament) {
  auto& rounds = tournament.rounds;
  while (!rounds.empty() && rounds.back().state == RoundState::draft) rounds.pop_back();
  return tournament;
}

}  // namespace shashki::tournament
