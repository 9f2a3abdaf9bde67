#pragma once

#include "shashki/tournament/team.hpp"
#include "shashki/tournament/team_tiebreak.hpp"
#include "shashki/tournament/tiebreak.hpp"
#include "shashki/tournament/tiebreak_value.hpp"

#include <optional>
#include <vector>

namespace shashki::tournament {

/// One line of a team event's standings.
///
/// Values are in TeamScore half-units: `TiebreakValue::as_number(ScoringScale::one_half_zero)`
/// gives match points as they are and game points on the 1-0.5-0 scale; products (the extended
/// Sonneborn-Bergers) are weighted points, read the same way. DE and EDE show the primary points
/// scored among the tied teams; TBR and BBE show no value (their order is lexicographic).
struct TeamStandingsRow {
  int rank = 0;         ///< 1 for the winner; tied teams share the better rank
  bool shared = false;  ///< still tied with a neighbour after every tie-break
  int team = 0;         ///< team pairing number (TPN)
  TeamScore match_points;
  TeamScore game_points;
  TeamScore primary;  ///< match_points or game_points, as the event ranks (C.07 11.1)
  /// One value per tie-break asked for, in order; none where a value does not apply.
  std::vector<std::optional<TiebreakValue>> tiebreaks;
};

/// Standings after round `after_round` (all rounds when none), ordered by primary score then the
/// tie-breaks in order; rank shared when everything is equal. Unplayed rounds follow C.07 article
/// 16 in a Swiss event (`edition` decides 16.4) and 15.2 in a round robin.
[[nodiscard]] std::vector<TeamStandingsRow> team_standings(
    const TeamEvent& event, const std::vector<TeamTiebreak>& tiebreaks,
    std::optional<int> after_round = std::nullopt, TiebreakEdition edition = TiebreakEdition::fide_2026);

}  // namespace shashki::tournament
