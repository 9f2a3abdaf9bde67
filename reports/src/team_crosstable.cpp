// The team crosstable (a grid in standings order, each cell the match and game points against
// that opponent) and the team standings with the team tie-breaks of C.07.
#include "team_report_common.hpp"

#include "shashki/tournament/tiebreak_value.hpp"

#include <algorithm>

namespace shashki::reports {

namespace {

using tournament::MatchForfeit;
using tournament::TeamMatch;

// What team `team` made of one match: "2 (3½)", a forfeit marked "+" or "-" before it, "…"
// while a board still has no result.
std::string team_meeting_text(const tournament::Tournament& t, const TeamMatch& match, int team) {
  const tournament::TeamEvent& event = *t.team;
  const bool home = match.home == team;
  if (match.away && match.forfeit == MatchForfeit::none &&
      std::any_of(match.boards.begin(), match.boards.end(), [&](const auto& b) {
        return !tournament::board_finished(b, event.scoring.games_per_board);
      })) {
    return "…";
  }
  const auto score = tournament::match_score(match, home, event.scoring, event.boards_per_match);
  std::string text = detail::match_points_text(score.match_points) + " (" +
                     detail::game_points_text(t, score.game_points) + ")";
  if (match.forfeit == MatchForfeit::none) return text;
  const bool won = match.forfeit == (home ? MatchForfeit::home_wins : MatchForfeit::away_wins);
  return (won ? "+ " : "- ") + text;
}

// The tie-break legend: "EMGSB: Extended Sonneborn-Berger (match x game), FIDE C.07 13.2.2".
std::vector<std::string> team_tiebreak_legend(const TeamRanking& ranking, const detail::Words& words) {
  std::vector<std::string> legend;
  if (ranking.tiebreaks.empty()) return legend;
  legend.push_back(words(N_("Tie-breaks, in order of application:")));
  for (const tournament::TeamTiebreak tiebreak : ranking.tiebreaks) {
    legend.push_back(std::string(tournament::code(tiebreak)) + ": " +
                     words(std::string(tournament::name(tiebreak))) + ", " + words(N_("FIDE C.07, article")) +
                     " " + std::string(tournament::article(tiebreak)));
  }
  legend.push_back(words(N_("Unplayed rounds counted as in FIDE C.07, edition")) + " " +
                   std::string(tournament::code(ranking.edition)));
  return legend;
}

std::string team_scores_legend(const tournament::TeamEvent& event, const detail::Words& words) {
  return words(event.scoring.primary == tournament::PrimaryScore::match_points
                   ? N_("MP — match points (ranked first), GP — game points")
                   : N_("MP — match points, GP — game points (ranked first)"));
}

}  // namespace

Report team_crosstable_report(const tournament::Tournament& t, const TeamRanking& ranking,
                              const ReportOptions& options) {
  const detail::Words words(options);
  Report report =
      detail::team_after_round_report(t, ranking.after_round, options, N_("Team crosstable after round"));
  report.orientation = Orientation::landscape;
  Table& table = report.table;
  table.columns = {{words(N_("No")), Align::right, true}, {words(N_("Team")), Align::left, true}};
  if (!t.team) return report;
  const tournament::TeamEvent& event = *t.team;
  const std::size_t n = ranking.rows.size();
  for (const auto& row : ranking.rows)
    table.columns.push_back({std::to_string(row.team), Align::centre, false});
  const auto counted = [&](const TeamMatch& match) { return match.round <= ranking.after_round; };
  const bool byes = std::any_of(event.matches.begin(), event.matches.end(),
                                [&](const TeamMatch& m) { return counted(m) && !m.away; });
  if (byes) table.columns.push_back({words(N_("Bye")), Align::centre, false});
  table.columns.push_back({words(N_("MP")), Align::right, false});
  table.columns.push_back({words(N_("GP")), Align::right, false});
  table.columns.push_back({words(N_("Place")), Align::centre, true});
  const auto places = detail::team_place_texts(ranking.rows);
  // A double round robin meets twice: its cell gives both matches.
  const auto joined = [](std::string& cell, const std::string& text) {
    cell += (cell.empty() ? "" : " ") + text;
  };
  const bool match_first = event.scoring.primary == tournament::PrimaryScore::match_points;
  bool forfeits = false;
  for (std::size_t i = 0; i < n; ++i) {
    const int team = ranking.rows[i].team;
    const tournament::Team* about = detail::team_by_number(event, team);
    std::vector<std::string> cells{std::to_string(team), about != nullptr ? about->name : std::string()};
    for (std::size_t j = 0; j < n; ++j) {
      const int opponent = ranking.rows[j].team;
      std::string cell;
      for (const TeamMatch& match : event.matches) {
        if (!counted(match) || !match.away) continue;
        const bool meets = (match.home == team && *match.away == opponent) ||
                           (match.home == opponent && *match.away == team);
        if (!meets) continue;
        forfeits = forfeits || match.forfeit != MatchForfeit::none;
        joined(cell, team_meeting_text(t, match, team));
      }
      cells.push_back(cell);
    }
    if (byes) {
      std::string cell;
      for (const TeamMatch& match : event.matches) {
        if (counted(match) && !match.away && match.home == team)
          joined(cell, team_meeting_text(t, match, team));
      }
      cells.push_back(cell);
    }
    cells.push_back(detail::match_points_text(ranking.rows[i].match_points));
    cells.push_back(detail::game_points_text(t, ranking.rows[i].game_points));
    cells.push_back(places[i]);
    table.add_row(cells);
    table.body.back().marks = {{"team", std::to_string(team)}};
    auto& row = table.body.back().cells;
    row[2 + i].shaded = true;  // the diagonal: no team meets itself
    row[2 + n + (byes ? 1 : 0) + (match_first ? 0 : 1)].bold = true;
  }
  report.legend.push_back(words(N_("A cell gives the match points, then the game points in brackets.")));
  report.legend.push_back(team_scores_legend(event, words));
  if (forfeits) report.legend.push_back(words(N_("+ / -: a match won / lost by forfeit")));
  if (byes) report.legend.push_back(words(N_("Bye: the points of a round without an opponent")));
  return report;
}

Report team_standings_report(const tournament::Tournament& t, const TeamRanking& ranking,
                             const ReportOptions& options) {
  const detail::Words words(options);
  Report report =
      detail::team_after_round_report(t, ranking.after_round, options, N_("Team standings after round"));
  Table& table = report.table;
  table.columns = {{words(N_("Rank")), Align::right, true}, {words(N_("No")), Align::right, true},
                   {words(N_("Team")), Align::left, true},  {words(N_("City")), Align::left, false},
                   {words(N_("MP")), Align::right, false},  {words(N_("GP")), Align::right, false}};
  for (const tournament::TeamTiebreak tiebreak : ranking.tiebreaks)
    table.columns.push_back({std::string(tournament::code(tiebreak)), Align::right, false});
  if (!t.team) return report;
  const tournament::TeamEvent& event = *t.team;
  const auto places = detail::team_place_texts(ranking.rows);
  for (std::size_t i = 0; i < ranking.rows.size(); ++i) {
    const tournament::TeamStandingsRow& row = ranking.rows[i];
    const tournament::Team* team = detail::team_by_number(event, row.team);
    std::vector<std::string> cells{places[i],
                                   std::to_string(row.team),
                                   team != nullptr ? team->name : "",
                                   team != nullptr ? team->city : "",
                                   detail::match_points_text(row.match_points),
                                   detail::game_points_text(t, row.game_points)};
    // Values in half-units read on 1-0.5-0 (team_standings.hpp); none where one does not apply.
    for (std::size_t k = 0; k < ranking.tiebreaks.size(); ++k) {
      const bool has = k < row.tiebreaks.size() && row.tiebreaks[k].has_value();
      cells.push_back(has ? row.tiebreaks[k]->format(tournament::ScoringScale::one_half_zero) : "");
    }
    table.add_row(cells);
    table.body.back().cells[event.scoring.primary == tournament::PrimaryScore::match_points ? 4 : 5].bold =
        true;
    for (std::size_t k = 0; k < ranking.tiebreaks.size(); ++k)
      table.body.back().cells[6 + k].marks.push_back(
          {"tiebreak", std::string(tournament::code(ranking.tiebreaks[k]))});
    table.body.back().marks = {
        {"rank", std::to_string(i + 1)},
        {"team", std::to_string(row.team)},
        {"match-points", detail::decimal_points(row.match_points, tournament::ScoringScale::one_half_zero)},
        {"game-points", detail::decimal_points(row.game_points, t.event.scale)}};
  }
  report.legend.push_back(team_scores_legend(event, words));
  for (auto& line : team_tiebreak_legend(ranking, words)) report.legend.push_back(std::move(line));
  return report;
}

}  // namespace shashki::reports
