// The pairing list of a round: by board for the hall, alphabetical for players looking up their
// board. Points are those before the round.
#include "report_common.hpp"

#include <algorithm>
#include <unordered_map>

namespace shashki::reports {

namespace {

using tournament::Board;
using tournament::PlayerId;

std::string bye_text(const detail::Words& words, const tournament::Tournament& t, const Board& board) {
  // FIDE C.05: a round robin's odd player out rests; that is no bye and scores nothing.
  if (t.event.scoring().is_rest(board)) return words(N_("rests"));
  switch (*board.bye) {
    case tournament::ByeKind::pairing_allocated:
      return words(N_("bye"));
    case tournament::ByeKind::requested_half:
      return words(N_("half-point bye"));
    case tournament::ByeKind::requested_zero:
      return words(N_("zero-point bye"));
  }
  return {};
}

}  // namespace

Report pairing_list_report(const tournament::Tournament& t, const ReportOptions& options) {
  const detail::Words words(options);
  const tournament::Round* round = detail::chosen_round(t, options);
  const int number = round != nullptr ? round->number : 0;
  Report report =
      detail::base_report(t, options,
                          words(N_("Pairings")) + ", " + words(N_("round")) + " " + std::to_string(number) +
                              (options.alphabetical ? " (" + words(N_("alphabetical")) + ")" : ""));
  report.signatures = false;

  // Points before this round: those of the standings after the previous one, games annulled by
  // a withdrawal (round robin) left out as the standings leave them out.
  tournament::StandingsOptions before;
  before.after_round = std::max(0, number - 1);
  const auto records = tournament::compute_standings(t, before).records;
  std::unordered_map<PlayerId, std::size_t> index;
  for (std::size_t i = 0; i < t.players.size(); ++i) index.emplace(t.players[i].id, i);
  const auto player = [&](PlayerId id) -> const tournament::Player& { return t.players[index.at(id)]; };
  const auto points = [&](PlayerId id) {
    return number > 1 ? detail::points_text(t, records.totals[index.at(id)]) : std::string("0");
  };
  if (round == nullptr) return report;

  if (!options.alphabetical) {
    report.table.columns = {
        {words(N_("Board")), Align::right, true},    {words(N_("No")), Align::right, false},
        {words(N_("White")), Align::left, true},     {words(N_("Pts")), Align::right, false},
        {words(N_("Result")), Align::centre, false}, {words(N_("Pts")), Align::right, false},
        {words(N_("Black")), Align::left, true},     {words(N_("No")), Align::right, false},
        {words(N_("Opening")), Align::left, false}};
    for (const Board& board : round->boards) {
      if (!index.contains(board.white)) continue;
      const auto& white = player(board.white);
      if (board.is_bye()) {
        report.table.add_row({std::to_string(board.number), std::to_string(white.number), white.name,
                              points(board.white), "", "", bye_text(words, t, board), "", ""});
        continue;
      }
      const auto& black = player(*board.black);
      report.table.add_row({std::to_string(board.number), std::to_string(white.number), white.name,
                            points(board.white), "", points(*board.black), black.name,
                            std::to_string(black.number), board.opening.value_or("")});
    }
    return report;
  }

  report.table.columns = {
      {words(N_("Name")), Align::left, true},    {words(N_("No")), Align::right, true},
      {words(N_("Pts")), Align::right, false},   {words(N_("Board")), Align::right, false},
      {words(N_("Colour")), Align::left, false}, {words(N_("Opponent")), Align::left, false},
      {words(N_("Opening")), Align::left, false}};
  struct Line {
    const tournament::Player* player;
    std::vector<std::string> cells;
  };
  std::vector<Line> lines;
  for (const Board& board : round->boards) {
    if (!index.contains(board.white)) continue;
    const auto& white = player(board.white);
    if (board.is_bye()) {
      lines.push_back({&white,
                       {white.name, std::to_string(white.number), points(board.white),
                        std::to_string(board.number), "", bye_text(words, t, board), ""}});
      continue;
    }
    const auto& black = player(*board.black);
    const std::string opening = board.opening.value_or("");
    lines.push_back(
        {&white,
         {white.name, std::to_string(white.number), points(board.white), std::to_string(board.number),
          words(N_("White")), std::to_string(black.number) + " " + black.name, opening}});
    lines.push_back(
        {&black,
         {black.name, std::to_string(black.number), points(*board.black), std::to_string(board.number),
          words(N_("Black")), std::to_string(white.number) + " " + white.name, opening}});
  }
  std::stable_sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) {
    return tournament::names_before(a.player->name, b.player->name);
  });
  for (const Line& line : lines) report.table.add_row(line.cells);
  return report;
}

}  // namespace shashki::reports
