#pragma once

#include "shashki/reports/report_builders.hpp"
#include "shashki/tournament/board_prizes.hpp"
#include "shashki/tournament/team_standings.hpp"
#include "shashki/tournament/tiebreak.hpp"

#include <vector>

namespace shashki::reports {

// The documents of a team event (docs/teams.md): the same table models as the individual ones,
// read from Tournament::team; players are looked up in Tournament::players by starting number.

/// A team event's standings as the app computed them: the rows in order and what they were
/// ranked by, so that a document can head its columns and write its legend.
struct TeamRanking {
  int after_round = 0;                              ///< the last round counted
  std::vector<tournament::TeamTiebreak> tiebreaks;  ///< the columns of each row's tiebreaks
  tournament::TiebreakEdition edition = tournament::TiebreakEdition::fide_2026;
  std::vector<tournament::TeamStandingsRow> rows;
};

/// Team start list: each team (number, name, short name, city, captain) followed by its roster
/// in board order, the reserves marked. A4 portrait.
[[nodiscard]] Report team_start_list_report(const tournament::Tournament& tournament,
                                            const ReportOptions& options);

/// The matches of round `options.round` (0: the last round there is): each match's two teams
/// and score, then board by board the two players with their colours and the result (empty to
/// fill in while unfinished), and a signature line for each captain. Byes and forfeited
/// matches are said as such. A4 landscape.
[[nodiscard]] Report team_match_list_report(const tournament::Tournament& tournament,
                                            const ReportOptions& options);

/// Team crosstable, A4 landscape: teams in standings order, a grid whose cell is the match
/// points and, in brackets, the game points scored against that opponent ("2 (3½)"), forfeits
/// marked, a column for byes when there are any; then match points, game points and the place.
[[nodiscard]] Report team_crosstable_report(const tournament::Tournament& tournament,
                                            const TeamRanking& ranking, const ReportOptions& options);

/// Team standings with the event's team tie-breaks and their legend (name and C.07 article).
/// A4 portrait.
[[nodiscard]] Report team_standings_report(const tournament::Tournament& tournament,
                                           const TeamRanking& ranking, const ReportOptions& options);

/// Individual board prizes as tournament::board_prizes ranked them: per board number its
/// players, best percentage first, the ones with fewer than `min_games` games after the ranked
/// ones and without a place. `after_round` names the last round counted. A4 portrait.
[[nodiscard]] Report board_prizes_report(const tournament::Tournament& tournament,
                                         const std::vector<tournament::BoardPrizeList>& prizes, int min_games,
                                         int after_round, const ReportOptions& options);

}  // namespace shashki::reports
