#include "shashki/pairing/team_pairing.hpp"

#include "shashki/pairing/berger.hpp"
#include "shashki/tournament/message.hpp"

namespace shashki::pairing {

using tournament::Checked;
using tournament::Message;
using tournament::PairingSystem;

tournament::Checked<TeamRoundPairing> pair_team_round(const tournament::TeamEvent& event, int round,
                                                      const std::vector<int>& absent) {
  if (event.system == PairingSystem::swiss) return pair_team_swiss(event, round, absent);
  const int teams = static_cast<int>(event.teams.size());
  if (teams < 2) {
    return Checked<TeamRoundPairing>::failure(
        Message(N_("a round robin needs at least two teams; the event has {teams}")).with("teams", teams));
  }
  BergerOptions options;
  options.double_cycle = event.system == PairingSystem::double_round_robin;
  // Two teams: the table of three with the phantom.
  const auto table = berger_table(std::max(teams, 3), options);
  if (round < 1 || round > static_cast<int>(table.size())) {
    return Checked<TeamRoundPairing>::failure(
        Message(N_("the round robin of {teams} teams has {rounds} rounds; there is no round {round}"))
            .with("teams", teams)
            .with("rounds", static_cast<int>(table.size()))
            .with("round", round)
            .about("round"));
  }
  // Table number k is the k-th team in pairing-number order (the event keeps them in order).
  const auto tpn = [&](int k) {
    return k >= 1 && k <= teams ? event.teams[static_cast<std::size_t>(k - 1)].number : 0;
  };
  TeamRoundPairing pairing;
  for (const Board& board : table[static_cast<std::size_t>(round - 1)]) {
    const int white = tpn(board.white);
    const int black = tpn(board.black);
    if (white == 0 || black == 0) continue;  // against the phantom: that team rests
    pairing.pairs.push_back({white, black});
  }
  return pairing;
}

}  // namespace shashki::pairing
