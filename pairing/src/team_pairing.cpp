#include "shashki/pairing/team_pairing.hpp"

#include "shashki/pairing/berger.hpp"
#include "shashki/tournament/message.hpp"

#include <algorithm>
#include <map>

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
  // Two teams meet once (twice in a double round robin): the table of two, one round a cycle.
  const auto table = berger_table(teams, options);
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

std::vector<Message> check_team_round(const tournament::TeamEvent& event, int round,
                                      const TeamRoundPairing& proposed) {
  std::vector<Message> findings;
  std::map<int, int> seen;  // TPN -> times placed
  const auto known = [&](int tpn) {
    return std::any_of(event.teams.begin(), event.teams.end(),
                       [tpn](const auto& t) { return t.number == tpn; });
  };
  std::vector<int> placed;
  for (const TeamPair& pair : proposed.pairs) {
    placed.push_back(pair.white);
    placed.push_back(pair.black);
  }
  if (proposed.bye) placed.push_back(*proposed.bye);
  for (const int tpn : placed) {
    if (!known(tpn)) {
      findings.push_back(Message(N_("team {team} is not in the event")).with("team", tpn));
    } else if (++seen[tpn] == 2) {
      findings.push_back(Message(N_("C.04.6 [C3]: team {team} is placed twice in round {round}"))
                             .with("team", tpn)
                             .with("round", round));
    }
  }
  // A round robin's odd team out rests; a Swiss places every team but those that withdrew or
  // asked for a bye in the round (their byes are the round's already).
  const auto requested = tournament::teams_with_requested_bye(event, round);
  const auto sits_out = [&](int tpn) {
    if (tournament::team_withdrawn(event, tpn, round)) return true;
    if (std::find(requested.begin(), requested.end(), tpn) != requested.end()) return true;
    return std::any_of(event.matches.begin(), event.matches.end(), [&](const tournament::TeamMatch& m) {
      return m.round == round && m.home == tpn && !m.away && m.bye != tournament::ByeKind::pairing_allocated;
    });
  };
  for (const auto& [tpn, times] : seen) {
    if (event.system == PairingSystem::swiss && sits_out(tpn)) {
      findings.push_back(Message(N_("team {team} sits out round {round} (withdrawn, or a bye it asked for)"))
                             .with("team", tpn)
                             .with("round", round));
    }
  }
  for (const auto& team : event.teams) {
    if (event.system == PairingSystem::swiss && seen.count(team.number) == 0 && !sits_out(team.number)) {
      findings.push_back(
          Message(N_("C.04.6 3.1: team {team} has neither a match nor the bye in round {round}"))
              .with("team", team.number)
              .with("round", round));
    }
  }
  const bool double_cycle = event.system == PairingSystem::double_round_robin;
  for (const TeamPair& pair : proposed.pairs) {
    for (const auto& match : event.matches) {
      if (match.round >= round || !match.away || match.forfeit != tournament::MatchForfeit::none) continue;
      const bool same = match.home == pair.white && *match.away == pair.black;
      const bool reversed = match.home == pair.black && *match.away == pair.white;
      if (!same && !reversed) continue;
      if (double_cycle && reversed) continue;  // the second meeting, colours reversed
      findings.push_back(Message(N_("C.04.6 [C1]: teams {white} and {black} already met in round {met}"))
                             .with("white", pair.white)
                             .with("black", pair.black)
                             .with("met", match.round));
    }
  }
  if (proposed.bye) {
    for (const auto& match : event.matches) {
      if (match.round >= round) continue;
      const bool had_bye =
          match.home == *proposed.bye && !match.away && match.bye == tournament::ByeKind::pairing_allocated;
      const bool won_by_forfeit =
          (match.home == *proposed.bye && match.forfeit == tournament::MatchForfeit::home_wins) ||
          (match.away == *proposed.bye && match.forfeit == tournament::MatchForfeit::away_wins);
      if (had_bye || won_by_forfeit) {
        findings.push_back(Message(N_("C.04.6 [C2]: team {team} had the bye or won a match by forfeit in "
                                      "round {met}; it may not "
                                      "have the bye"))
                               .with("team", *proposed.bye)
                               .with("met", match.round));
      }
    }
  }
  return findings;
}

}  // namespace shashki::pairing
