#pragma once

#include "shashki/format/players_csv.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/team.hpp"

#include <string_view>
#include <variant>
#include <vector>

namespace shashki::format {

/// One team of a teams CSV with its players in roster order (board order, reserves last).
struct CsvTeam {
  tournament::Team team;                    ///< number 0: given when stored; roster empty
  std::vector<tournament::Player> players;  ///< in roster order
};

/// Teams and their rosters from one CSV (docs/teams.md): the players' columns of
/// read_players_csv plus `team` (required: the team's name), `short`, `team_city` and
/// `captain`, one row per player in roster order, a team's rows together; the team's own
/// columns are read from its first row. Every problem is collected; nothing is returned unless
/// the whole file is good. A row with no team, a team whose rows are split, or a team's second
/// row contradicting its first are refused with their line and column.
std::variant<std::vector<CsvTeam>, PlayersCsvError> read_teams_csv(std::string_view text);

}  // namespace shashki::format
