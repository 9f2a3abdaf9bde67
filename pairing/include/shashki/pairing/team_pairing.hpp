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

}  // namespace shashki::pairing
