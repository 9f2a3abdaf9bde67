// Standings after a round, with the tie-breaks and their legend under the table.
#include "report_common.hpp"

namespace shashki::reports {

Report standings_report(const tournament::Tournament& t, const tournament::Standings& standings,
                        const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::after_round_report(t, standings, options, N_("Standings after round"));
  Table& table = report.table;
  table.columns = detail::ranked_player_columns(words);
  detail::add_tiebreak_columns(table, standings, words);
  // The norms' column, when the field can give a rank at all (docs/norms.md, "The method" 3).
  const tournament::NormReport* norms =
      options.norms && !options.norms->open.empty() ? &*options.norms : nullptr;
  if (norms != nullptr) table.columns.push_back({words(N_("Rank earned")), Align::left, false});
  const auto places = detail::place_texts(standings, t.players.size());
  for (const tournament::StandingsRow& row : standings.rows) {
    std::vector<std::string> cells =
        detail::ranked_player_cells(words, t.players[row.player], places[row.player]);
    detail::add_tiebreak_cells(cells, t, standings, row.player);
    if (norms != nullptr) cells.push_back(detail::earned_rank_text(words, *norms, row.player));
    table.add_row(cells);
    table.body.back().cells[6].bold = true;  // the points
    detail::mark_tiebreak_cells(table, 7, standings);
    table.body.back().marks = {
        {"rank", std::to_string(table.body.size())},
        {"player", std::to_string(t.players[row.player].number)},
        {"points", detail::decimal_points(standings.records.totals[row.player], t.event.scale)}};
  }
  report.legend = detail::tiebreak_legend(standings, words);
  for (auto& line : detail::knockout_legend(t, words, false)) report.legend.push_back(std::move(line));
  for (auto& line : detail::title_legend(t, words)) report.legend.push_back(std::move(line));
  if (norms != nullptr) report.legend.push_back(detail::norms_legend(words, *norms));
  report.notes = detail::left_out_notes(t, standings, words);
  return report;
}

}  // namespace shashki::reports
