#pragma once

#include "shashki/pairing/team_swiss_engine.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/team.hpp"

#include <vector>

namespace shashki::pairing {

/// Pairs round `round` (1-based) of a team event by its system: a team Swiss by FIDE C.04.6
/// (pair_team_swiss); a team round robin, single or double, by the Berger tables of C.05 over the
/// teams in pairing-number order, the table's White being the match's White (White on board 1).
/// With an odd number of teams the team drawn against the phantom rests that round: no match
/// and no points (docs/teams.md). `absent` concerns the Swiss only: a round robin's schedule is
/// fixed. Refusals name the round or the article.
tournament::Checked<TeamRoundPairing> pair_team_round(const tournament::TeamEvent& event, int round,
                                                      const std::vector<int>& absent = {});

/// Every absolute rule a team round proposed by hand breaks, given the rounds before it, each a
/// message naming its article: a team on two matches or missing (C.04.6 [C3] / 3.1), an unknown
/// team, two teams meeting again ([C1]; a forfeited match is no meeting; a double round robin
/// allows two meetings with the colours reversed), more than one bye ([C3]), the bye to a team
/// that had one or won a match by forfeit ([C2]). Empty: the round stands.
[[nodiscard]] std::vector<tournament::Message> check_team_round(const tournament::TeamEvent& event, int round,
                                                                const TeamRoundPairing& proposed);

}  // namespace shashki::pairing
