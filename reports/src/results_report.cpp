// Results of one round, board by board, written from the board's White (game 1's).
#include "report_common.hpp"

#include "shashki/reports/micro_match_text.hpp"

#include <unordered_map>

namespace shashki::reports {

Report results_report(const tournament::Tournament& t, const ReportOptions& options) {
  const detail::Words words(options);
  const tournament::Round* round = detail::chosen_round(t, options);
  Report report = detail::base_report(
      t, options,
      words(N_("Results")) + ", " + words(N_("round")) + " " + std::to_string(round ? round->number : 0));
  report.table.columns = {
      {words(N_("Board")), Align::right, true},  {words(N_("No")), Align::right, false},
      {words(N_("White")), Align::left, true},   {words(N_("Result")), Align::centre, true},
      {words(N_("Black")), Align::left, true},   {words(N_("No")), Align::right, false},
      {words(N_("Opening")), Align::left, false}};
  if (round == nullptr) return report;
  std::unordered_map<tournament::PlayerId, const tournament::Player*> players;
  for (const auto& p : t.players) players.emplace(p.id, &p);
  const tournament::Scoring scoring = t.event.scoring();
  for (const tournament::Board& board : round->boards) {
    const auto white = players.find(board.white);
    if (white == players.end()) continue;
    if (scoring.is_rest(board)) {
      // FIDE C.05: the round robin's odd player out rests; no game, so no result to print.
      report.table.add_row({std::to_string(board.number), std::to_string(white->second->number),
                            white->second->name, "", words(N_("rests")), "", ""});
      continue;
    }
    if (board.is_bye()) {
      const auto points = scoring.bye_points(*board.bye);
      report.table.add_row({std::to_string(board.number), std::to_string(white->second->number),
                            white->second->name, detail::points_text(t, points), words(N_("bye")), "", ""});
      continue;
    }
    const auto black = players.find(*board.black);
    if (black == players.end()) continue;
    // A micro-match reads from the first-named player, with the colour of each game.
    std::string result = board.games.size() > 1 ? micro_match_text(board, t.event.scale, options.translate)
                         : board.games.front()  ? detail::result_text(t, *board.games.front())
                                                : "…";
    report.table.add_row({std::to_string(board.number), std::to_string(white->second->number),
                          white->second->name, result, black->second->name,
                          std::to_string(black->second->number), board.opening.value_or("")});
  }
  return report;
}

}  // namespace shashki::reports
