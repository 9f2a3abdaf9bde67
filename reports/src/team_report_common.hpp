#pragma once
// Pieces the team documents share: teams and players by number, team scores as cells.

#include "report_common.hpp"
#include "shashki/reports/team_report_builders.hpp"

#include <string>
#include <vector>

namespace shashki::reports::detail {

/// The team with pairing number `number`, none when the event has no such team.
const tournament::Team* team_by_number(const tournament::TeamEvent& event, int number);

/// The player with starting number `number`, none when the event has no such player.
const tournament::Player* player_by_number(const tournament::Tournament& t, int number);

/// "3 Dynamo": a team's pairing number and name, as the match list and the legends name it.
std::string team_label(const tournament::TeamEvent& event, int number);

/// The last round with a match (0 before round 1).
int team_last_round(const tournament::TeamEvent& event);

/// Match points as a cell writes them: "2", "1½" (half-units, whatever the match-point scale).
std::string match_points_text(tournament::TeamScore points);

/// Game points on the event's scale, as an individual's points: "3½" (1-0.5-0), "7" (2-1-0).
std::string game_points_text(const tournament::Tournament& t, tournament::TeamScore points);

/// A report about the team event after round `after_round`: base_report titled `msgid` + the
/// round, with the boards still without a result in the rounds counted (Report::pending_games).
Report team_after_round_report(const tournament::Tournament& t, int after_round, const ReportOptions& options,
                               const std::string& msgid);

/// Each row's place as printed: "3", or "3-4" for teams still tied after every tie-break.
std::vector<std::string> team_place_texts(const std::vector<tournament::TeamStandingsRow>& rows);

}  // namespace shashki::reports::detail
