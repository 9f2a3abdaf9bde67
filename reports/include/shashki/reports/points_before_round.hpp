#pragma once

#include "shashki/tournament/points.hpp"
#include "shashki/tournament/tournament.hpp"

#include <vector>

namespace shashki::reports {

/// The points of each player before round `round`, as the pairing list prints them: those of
/// the standings after the previous round, games annulled by a round-robin withdrawal left out
/// as the standings leave them out; none before round 2. Indexed like Tournament::players.
[[nodiscard]] std::vector<tournament::Points> points_before_round(const tournament::Tournament& tournament,
                                                                  int round);

}  // namespace shashki::reports
