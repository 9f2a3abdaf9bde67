// Crosstables: the round-robin grid (N x N, diagonal shaded) and the Swiss table (one line per
// player with each round's opponent, colour and result).
#include "report_common.hpp"

#include <algorithm>

namespace shashki::reports {

namespace {

using tournament::RoundKind;
using tournament::RoundRecord;

bool round_robin(const tournament::Tournament& t) {
  return t.event.system == tournament::PairingSystem::round_robin ||
         t.event.system == tournament::PairingSystem::double_round_robin;
}

// The games of one meeting from the row player's side: "1", "(0)" annulled; a micro-match
// shows its total first and then its games, "1½ (1 ½)", so the cells add up to the points.
std::string meeting_text(const tournament::Tournament& t, const RoundRecord& record) {
  if (record.kind == RoundKind::pending) return "…";
  std::string text;
  for (const auto& game : record.games) {
    if (!text.empty()) text += ' ';
    text += detail::game_symbol(t, game);
  }
  // An annulled meeting counts nothing: its games alone, in brackets.
  if (record.kind == RoundKind::annulled) return "(" + text + ")";
  if (record.games.size() > 1) text = detail::points_text(t, record.points) + " (" + text + ")";
  return text;
}

Report grid(const tournament::Tournament& t, const tournament::Standings& standings,
            const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::after_round_report(t, standings, options, N_("Crosstable after round"));
  report.orientation = Orientation::landscape;
  Table& table = report.table;
  table.columns = {{words(N_("No")), Align::right, true},
                   {words(N_("Title")), Align::left, false},
                   {words(N_("Name")), Align::left, true},
                   {words(N_("Rating")), Align::right, false}};
  const std::size_t n = t.players.size();
  for (std::size_t q = 0; q < n; ++q)
    table.columns.push_back({std::to_string(t.players[q].number), Align::centre, false});
  detail::add_tiebreak_columns(table, standings, words);
  table.columns.push_back({words(N_("Place")), Align::centre, true});
  const auto places = detail::place_texts(standings, n);
  for (std::size_t p = 0; p < n; ++p) {
    const tournament::Player& player = t.players[p];
    std::vector<std::string> cells{std::to_string(player.number), detail::title_text(words, player.title),
                                   player.name, player.rating ? std::to_string(*player.rating) : ""};
    for (std::size_t q = 0; q < n; ++q) {
      std::string cell;
      for (const RoundRecord& record : standings.records.rounds[p]) {
        if (record.opponent != q) continue;
        if (!cell.empty()) cell += ' ';
        cell += meeting_text(t, record);
      }
      cells.push_back(cell);
    }
    detail::add_tiebreak_cells(cells, t, standings, p);
    cells.push_back(places[p]);
    table.add_row(cells);
    table.body.back().cells[4 + p].shaded = true;  // the diagonal: nobody plays himself
    table.body.back().cells[4 + n].bold = true;
    detail::mark_tiebreak_cells(table, 5 + n, standings);
    table.body.back().marks = {{"player", std::to_string(player.number)}};
  }
  report.legend = detail::tiebreak_legend(standings, words);
  if (t.event.micro_match) {
    report.legend.push_back(
        words(N_("A micro-match cell gives the points of the match, then those of each game in brackets.")));
  }
  // An odd round robin: the rest has no cell in the grid, and the grid still adds up to the
  // points because a rest scores nothing (FIDE C.05). Say so, as the judge will be asked.
  const auto& rounds = standings.records.rounds;
  if (std::any_of(rounds.begin(), rounds.end(), [](const auto& player) {
        return std::any_of(player.begin(), player.end(),
                           [](const RoundRecord& r) { return r.kind == RoundKind::rest; });
      })) {
    report.legend.push_back(
        words(N_("A player without an opponent in a round rests: no game, no points "
                 "(FIDE C.05)")));
  }
  for (auto& line : detail::title_legend(t, words)) report.legend.push_back(std::move(line));
  report.notes = detail::left_out_notes(t, standings, words);
  return report;
}

Report swiss(const tournament::Tournament& t, const tournament::Standings& standings,
             const ReportOptions& options) {
  const detail::Words words(options);
  Report report = detail::after_round_report(t, standings, options, N_("Crosstable after round"));
  report.orientation = Orientation::landscape;
  Table& table = report.table;
  table.columns = detail::ranked_player_columns(words);
  const int rounds = standings.records.round_count;
  for (int r = 1; r <= rounds; ++r) table.columns.push_back({std::to_string(r), Align::centre, false});
  detail::add_tiebreak_columns(table, standings, words);
  const std::string white = words(N_("w"));
  const std::string black = words(N_("b"));
  const auto places = detail::place_texts(standings, t.players.size());
  for (const tournament::StandingsRow& row : standings.rows) {
    std::vector<std::string> cells =
        detail::ranked_player_cells(words, t.players[row.player], places[row.player]);
    int round = 0;
    for (const RoundRecord& record : standings.records.rounds[row.player]) {
      ++round;
      std::string cell;
      if (record.opponent) {
        // "10 b: 1": the colour letter stands apart from both numbers, so that "10б1" is never
        // read as 1061; a micro-match shows its total.
        cell = std::to_string(t.players[*record.opponent].number);
        if (!record.games.empty()) cell += " " + (record.games.front().white ? white : black);
        cell += ": ";
        if (record.kind == RoundKind::pending) {
          cell += "…";
        } else if (record.games.size() == 1) {
          cell += detail::game_symbol(t, record.games.front());
        } else {
          cell += detail::points_text(t, record.points);
        }
        cell += detail::knockout_mark(t, round, t.players[row.player].id);
      } else if (record.kind == RoundKind::not_paired) {
        cell = "—";
      } else {
        // A bye: a dash for "no opponent" and what it scored.
        cell = "—: " + detail::points_text(t, record.points);
      }
      cells.push_back(cell);
    }
    detail::add_tiebreak_cells(cells, t, standings, row.player);
    table.add_row(cells);
    table.body.back().cells[6 + static_cast<std::size_t>(rounds)].bold = true;
    detail::mark_tiebreak_cells(table, 7 + static_cast<std::size_t>(rounds), standings);
    table.body.back().marks = {{"player", std::to_string(t.players[row.player].number)}};
  }
  report.legend = detail::tiebreak_legend(standings, words);
  report.legend.push_back("10 " + black + ": 1 — " +
                          words(N_("opponent No 10, played with Black, scored 1; colours:")) + " " + white +
                          " " + words(N_("White")) + ", " + black + " " + words(N_("Black")) + "; — " +
                          words(N_("no opponent (bye or absence)")));
  if (t.event.micro_match) report.legend.push_back(words(N_("A micro-match shows the points of the match.")));
  for (auto& line : detail::knockout_legend(t, words, true)) report.legend.push_back(std::move(line));
  for (auto& line : detail::title_legend(t, words)) report.legend.push_back(std::move(line));
  return report;
}

}  // namespace

Report crosstable_report(const tournament::Tournament& t, const tournament::Standings& standings,
                         const ReportOptions& options) {
  return round_robin(t) ? grid(t, standings, options) : swiss(t, standings, options);
}

}  // namespace shashki::reports
