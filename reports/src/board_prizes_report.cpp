// Individual board prizes of a team event: per board its players by percentage, as
// tournament::board_prizes ranked them.
#include "team_report_common.hpp"

#include <fmt/format.h>

namespace shashki::reports {

Report board_prizes_report(const tournament::Tournament& t,
                           const std::vector<tournament::BoardPrizeList>& prizes, int min_games,
                           int after_round, const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::team_after_round_report(t, after_round, options, N_("Board prizes after round"));
  Table& table = report.table;
  table.columns = {{words(N_("Place")), Align::right, true},
                   {words(N_("No")), Align::right, true},
                   {words(N_("Name")), Align::left, true},
                   {words(N_("Team")), Align::left, false},
                   {words(N_("Games")), Align::right, false},
                   {words(N_("Pts")), Align::right, false},
                   {"%", Align::right, false}};
  bool short_of_games = false;
  for (const tournament::BoardPrizeList& list : prizes) {
    Row head;
    head.cells.push_back(Cell{words(N_("Board")) + " " + std::to_string(list.board), Align::left, false, true,
                              table.columns.size()});
    table.body.push_back(std::move(head));
    for (const tournament::BoardPrizeEntry& entry : list.entries) {
      const tournament::Player* p = detail::player_by_number(t, entry.player);
      const tournament::Team* team = t.team ? detail::team_by_number(*t.team, entry.team) : nullptr;
      short_of_games = short_of_games || !entry.qualified;
      table.add_row({entry.qualified ? std::to_string(entry.rank) : "", std::to_string(entry.player),
                     p != nullptr ? p->name : "", team != nullptr ? team->name : std::to_string(entry.team),
                     std::to_string(entry.games), detail::game_points_text(t, entry.points),
                     fmt::format("{:.1f}", entry.percentage())});
    }
  }
  report.legend.push_back(
      words(N_("Games played over the board at that board number; forfeits and byes do not count.")));
  report.legend.push_back(words(N_("Minimum games for a prize:")) + " " + std::to_string(min_games));
  if (short_of_games) {
    report.legend.push_back(words(N_("Players without a place played fewer games than the minimum.")));
  }
  return report;
}

}  // namespace shashki::reports
