// The team start list: each team with its captain, then its roster in board order.
#include "team_report_common.hpp"

namespace shashki::reports {

Report team_start_list_report(const tournament::Tournament& t, const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::base_report(t, options, words(N_("Team start list")));
  report.signatures = false;
  report.table.columns = {
      {words(N_("Board")), Align::right, true},   {words(N_("No")), Align::right, true},
      {words(N_("Title")), Align::left, false},   {words(N_("Name")), Align::left, true},
      {words(N_("Rating")), Align::right, false}, {words(N_("Club/City")), Align::left, false}};
  if (!t.team) return report;
  const tournament::TeamEvent& event = *t.team;
  const std::string reserve = words(N_("res."));
  for (const tournament::Team& team : event.teams) {
    // The team's line spans the table: "Team 1: Dynamo (DYN), Moscow; captain: Ivanov".
    std::string about = words(N_("Team")) + " " + std::to_string(team.number) + ": " + team.name;
    if (!team.short_name.empty() && team.short_name != team.name) about += " (" + team.short_name + ")";
    if (!team.city.empty()) about += ", " + team.city;
    if (!team.captain.empty()) about += "; " + words(N_("captain")) + ": " + team.captain;
    Row row;
    row.cells.push_back(Cell{about, Align::left, false, true, report.table.columns.size()});
    report.table.body.push_back(std::move(row));
    for (std::size_t i = 0; i < team.roster.size(); ++i) {
      // Regulars first, in board order; whoever comes after the boards of a match is a reserve.
      const bool regular = static_cast<int>(i) < event.boards_per_match;
      const std::string board = regular ? std::to_string(i + 1) : reserve;
      const tournament::Player* p = detail::player_by_number(t, team.roster[i]);
      if (p == nullptr) {
        report.table.add_row({board, std::to_string(team.roster[i]), "", "", "", ""});
        continue;
      }
      report.table.add_row({board, std::to_string(p->number), detail::title_text(words, p->title), p->name,
                            p->rating ? std::to_string(*p->rating) : "", detail::club_and_city(*p)});
    }
  }
  report.legend.push_back(words(N_("Players in board order; res. — reserve.")));
  for (auto& line : detail::title_legend(t, words)) report.legend.push_back(std::move(line));
  return report;
}

}  // namespace shashki::reports
