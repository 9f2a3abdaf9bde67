// The pairing list of a round: by board for the hall, alphabetical for players looking up their
// board. Points are those before the round.
#include "report_common.hpp"

#include "shashki/reports/micro_match_text.hpp"
#include "shashki/reports/points_before_round.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <unordered_map>

namespace shashki::reports {

namespace {

using tournament::Board;
using tournament::PlayerId;

// A bye with what it scores on the event's scale: "bye (2 points)" on 2-1-0 where the
// 1-0.5-0 event reads "bye (1 point)"; a requested bye likewise ("requested bye (½ point)").
std::string bye_text(const detail::Words& words, const tournament::Tournament& t, const Board& board) {
  const tournament::Scoring scoring = t.event.scoring();
  // FIDE C.05: a round robin's odd player out rests; that is no bye and scores nothing.
  if (scoring.is_rest(board)) return words(N_("rests"));
  const std::string points =
      " (" + detail::points_phrase(words, detail::points_text(t, scoring.bye_points(*board.bye))) + ")";
  switch (*board.bye) {
    case tournament::ByeKind::pairing_allocated:
      return words(N_("bye")) + points;
    case tournament::ByeKind::requested_half:
    case tournament::ByeKind::requested_zero:
      return words(N_("requested bye")) + points;
  }
  return {};
}

// The openings' moves (6.1.4.1: the ballot gives the position the players start from), in the
// order the boards first use them.
std::vector<std::string> opening_notes(const tournament::Round& round, const ReportOptions& options,
                                       const detail::Words& words) {
  std::vector<std::string> notes;
  std::set<std::string> seen;
  for (const Board& board : round.boards) {
    if (!board.opening || !seen.insert(*board.opening).second) continue;
    // The code alone is already in the table; the note is for the moves.
    const std::string moves = options.opening_moves ? options.opening_moves(*board.opening) : std::string();
    if (!moves.empty()) notes.push_back(words(N_("Opening")) + " " + *board.opening + ": " + moves);
  }
  return notes;
}

// Why a player sits at no board of the round, or nothing for a knockout player already out.
std::optional<std::string> absence(const tournament::Tournament& t, const tournament::Player& p, int round,
                                   const detail::Words& words) {
  if (p.status == tournament::PlayerStatus::withdrawn && p.withdrawn_from && *p.withdrawn_from <= round)
    return words(N_("withdrawn"));
  if (p.late_entry_round && *p.late_entry_round > round)
    return words(N_("enters in round")) + " " + std::to_string(*p.late_entry_round);
  switch (t.event.system) {
    case tournament::PairingSystem::knockout:
      return std::nullopt;  // eliminated in an earlier round
    case tournament::PairingSystem::round_robin:
    case tournament::PairingSystem::double_round_robin:
      return words(N_("rests this round (odd number of players)"));
    case tournament::PairingSystem::swiss:
      break;
  }
  return words(N_("absent"));
}

// Notes under the wall list: the openings, game 2's colours in a micro-match, who is absent.
std::vector<std::string> round_notes(const tournament::Tournament& t, const tournament::Round& round,
                                     const ReportOptions& options, const detail::Words& words) {
  auto notes = opening_notes(round, options, words);
  if (t.event.micro_match) {
    notes.push_back(
        words(N_("Micro-match: two games; in game 2 the colours swap (the player named under "
                 "Black has White).")));
  }
  std::vector<std::string> absent;
  for (const tournament::Player& p : t.players) {
    const bool seated = std::any_of(round.boards.begin(), round.boards.end(),
                                    [&](const Board& b) { return b.has_player(p.id); });
    if (seated) continue;
    if (const auto why = absence(t, p, round.number, words))
      absent.push_back(std::to_string(p.number) + " " + p.name + " (" + *why + ")");
  }
  if (!absent.empty()) {
    std::string line = words(N_("Not playing this round:"));
    for (std::size_t i = 0; i < absent.size(); ++i) line += (i == 0 ? " " : "; ") + absent[i];
    notes.push_back(line);
  }
  return notes;
}

// The QR code of each row's board (its clock page address), when the app gives them: a phone
// at the board scans it from the list on the wall or on the table.
void add_qr_column(Table& table, const ReportOptions& options, const detail::Words& words,
                   const std::vector<int>& board_of_row) {
  if (options.board_qr.empty()) return;
  table.columns.push_back({words(N_("Clock page")), Align::centre, false});
  for (std::size_t row = 0; row < table.body.size(); ++row) {
    Cell cell;
    cell.align = Align::centre;
    if (const auto qr = options.board_qr.find(board_of_row[row]); qr != options.board_qr.end())
      cell.qr = qr->second;
    table.body[row].cells.push_back(std::move(cell));
  }
}

// The Result cell of the live pairings: what has been entered so far ("…" while it is played).
std::string result_cell(const tournament::Tournament& t, const Board& board, const ReportOptions& options) {
  if (board.games.size() > 1) return micro_match_text(board, t.event.scale, options.translate);
  return board.games.front() ? detail::result_text(t, *board.games.front()) : "…";
}

}  // namespace

std::vector<tournament::Points> points_before_round(const tournament::Tournament& t, int round) {
  if (round <= 1) return std::vector<tournament::Points>(t.players.size());
  tournament::StandingsOptions before;
  before.after_round = round - 1;
  return tournament::compute_standings(t, before).records.totals;
}

Report pairing_list_report(const tournament::Tournament& t, const ReportOptions& options) {
  const detail::Words words(options);
  const tournament::Round* round = detail::chosen_round(t, options);
  const int number = round != nullptr ? round->number : 0;
  Report report =
      detail::base_report(t, options,
                          words(N_("Pairings")) + ", " + words(N_("round")) + " " + std::to_string(number) +
                              (options.alphabetical ? " (" + words(N_("alphabetical")) + ")" : ""));
  report.signatures = false;

  const auto before = points_before_round(t, number);
  std::unordered_map<PlayerId, std::size_t> index;
  for (std::size_t i = 0; i < t.players.size(); ++i) index.emplace(t.players[i].id, i);
  const auto player = [&](PlayerId id) -> const tournament::Player& { return t.players[index.at(id)]; };
  const auto points = [&](PlayerId id) { return detail::points_text(t, before[index.at(id)]); };
  if (round == nullptr) return report;

  if (!options.alphabetical) {
    // The wall list: who plays whom, with title and club so that namesakes are told apart.
    report.orientation = Orientation::landscape;
    report.table.columns = {
        {words(N_("Board")), Align::right, true},     {words(N_("No")), Align::right, false},
        {words(N_("Title")), Align::left, false},     {words(N_("White")), Align::left, true},
        {words(N_("Club/City")), Align::left, false}, {words(N_("Pts")), Align::right, false},
        {words(N_("Result")), Align::centre, false},  {words(N_("Pts")), Align::right, false},
        {words(N_("Black")), Align::left, true},      {words(N_("Title")), Align::left, false},
        {words(N_("Club/City")), Align::left, false}, {words(N_("No")), Align::right, false},
        {words(N_("Opening")), Align::left, false}};
    std::vector<int> row_boards;
    for (const Board& board : round->boards) {
      if (!index.contains(board.white)) continue;
      row_boards.push_back(board.number);
      const auto& white = player(board.white);
      if (board.is_bye()) {
        report.table.add_row({std::to_string(board.number), std::to_string(white.number),
                              detail::title_text(words, white.title), white.name,
                              detail::club_and_city(white), points(board.white), "", "",
                              bye_text(words, t, board), "", "", "", ""});
        report.table.body.back().marks = {{"board", "bye"}, {"white", std::to_string(white.number)}};
        continue;
      }
      const auto& black = player(*board.black);
      report.table.add_row({std::to_string(board.number), std::to_string(white.number),
                            detail::title_text(words, white.title), white.name, detail::club_and_city(white),
                            points(board.white), options.with_results ? result_cell(t, board, options) : "",
                            points(*board.black), black.name, detail::title_text(words, black.title),
                            detail::club_and_city(black), std::to_string(black.number),
                            board.opening.value_or("")});
      auto& marks = report.table.body.back().marks;
      marks = {{"board", std::to_string(board.number)},
               {"white", std::to_string(white.number)},
               {"black", std::to_string(black.number)}};
      if (const auto codes = detail::result_codes(board); !codes.empty()) marks.push_back({"result", codes});
    }
    add_qr_column(report.table, options, words, row_boards);
    report.notes = round_notes(t, *round, options, words);
    report.legend = detail::title_legend(t, words);
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
    int board = 0;
  };
  std::vector<Line> lines;
  for (const Board& board : round->boards) {
    if (!index.contains(board.white)) continue;
    const auto& white = player(board.white);
    if (board.is_bye()) {
      lines.push_back({&white,
                       {white.name, std::to_string(white.number), points(board.white),
                        std::to_string(board.number), "", bye_text(words, t, board), ""},
                       board.number});
      continue;
    }
    const auto& black = player(*board.black);
    const std::string opening = board.opening.value_or("");
    lines.push_back(
        {&white,
         {white.name, std::to_string(white.number), points(board.white), std::to_string(board.number),
          words(N_("White")), std::to_string(black.number) + " " + black.name, opening},
         board.number});
    lines.push_back(
        {&black,
         {black.name, std::to_string(black.number), points(*board.black), std::to_string(board.number),
          words(N_("Black")), std::to_string(white.number) + " " + white.name, opening},
         board.number});
  }
  std::stable_sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) {
    return tournament::names_before(a.player->name, b.player->name);
  });
  for (const Line& line : lines) report.table.add_row(line.cells);
  std::vector<int> row_boards;
  for (const Line& line : lines) row_boards.push_back(line.board);
  add_qr_column(report.table, options, words, row_boards);
  report.notes = round_notes(t, *round, options, words);
  report.legend = detail::title_legend(t, words);
  return report;
}

}  // namespace shashki::reports
