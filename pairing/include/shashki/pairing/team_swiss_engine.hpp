#pragma once

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/team.hpp"

#include <optional>
#include <vector>

namespace shashki::pairing {

/// One match of a team round: team pairing numbers; `white` has White on board 1 (the match's
/// White, C.04.6 1.6.1).
struct TeamPair {
  int white = 0;
  int black = 0;
  friend bool operator==(const TeamPair&, const TeamPair&) = default;
};

/// A team round: its matches and the team with the pairing-allocated bye (C.04.6 1.4), if any.
struct TeamRoundPairing {
  std::vector<TeamPair> pairs;
  std::optional<int> bye;
};

/// Pairs round `round` (1-based, = rounds already played + 1) of a team Swiss by C.04.6 from the
/// matches of the rounds before it. Teams listed in `absent` are not paired. Refusal when no pairing
/// satisfies the absolute criteria, with a message id (English text) naming the article.
/// docs/team-swiss.md tells how each article is read.
tournament::Checked<TeamRoundPairing> pair_team_swiss(const tournament::TeamEvent& event, int round,
                                                      const std::vector<int>& absent = {});

}  // namespace shashki::pairing
