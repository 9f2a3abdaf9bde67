#include "team_report_common.hpp"

#include "shashki/reports/micro_match_text.hpp"

#include <algorithm>

namespace shashki::reports::detail {

const tournament::Team* team_by_number(const tournament::TeamEvent& event, int number) {
  const auto found = std::find_if(event.teams.begin(), event.teams.end(),
                                  [number](const tournament::Team& team) { return team.number == number; });
  return found == event.teams.end() ? nullptr : &*found;
}

const tournament::Player* player_by_number(const tournament::Tournament& t, int number) {
  const auto found = std::find_if(t.players.begin(), t.players.end(),
                                  [number](const tournament::Player& p) { return p.number == number; });
  return found == t.players.end() ? nullptr : &*found;
}

std::string team_label(const tournament::TeamEvent& event, int number) {
  const tournament::Team* team = team_by_number(event, number);
  return std::to_string(number) + (team != nullptr ? " " + team->name : std::string());
}

int team_last_round(const tournament::TeamEvent& event) {
  int last = 0;
  for (const tournament::TeamMatch& match : event.matches) last = std::max(last, match.round);
  return last;
}

std::string match_points_text(tournament::TeamScore points) {
  // Half-units read as 1-0.5-0 points give the match points themselves (team.hpp, TeamScore).
  return points_cell(points, tournament::ScoringScale::one_half_zero);
}

std::string game_points_text(const tournament::Tournament& t, tournament::TeamScore points) {
  return points_cell(points, t.event.scale);
}

Report team_after_round_report(const tournament::Tournament& t, int after_round, const ReportOptions& options,
                               const std::string& msgid) {
  const Words words(options);
  int pending = 0;
  if (t.team) {
    for (const tournament::TeamMatch& match : t.team->matches) {
      // A bye or a match forfeited as a whole has no game to wait for.
      if (match.round > after_round || !match.away || match.forfeit != tournament::MatchForfeit::none)
        continue;
      // Every game without its result, game 2 of a micro-match too.
      for (const tournament::MatchBoard& board : match.boards) {
        pending += board.result ? 0 : 1;
        if (t.team->scoring.games_per_board == 2) pending += board.second_result ? 0 : 1;
      }
    }
  }
  std::string title = words(msgid) + " " + std::to_string(after_round);
  if (pending > 0) {
    title += " (" + words(N_("incomplete, games without a result")) + ": " + std::to_string(pending) + ")";
  }
  Report report = base_report(t, options, title);
  report.pending_games = pending;
  return report;
}

std::vector<std::string> team_place_texts(const std::vector<tournament::TeamStandingsRow>& rows) {
  std::vector<std::string> places(rows.size());
  for (std::size_t i = 0; i < rows.size();) {
    std::size_t j = i;
    while (j < rows.size() && rows[j].rank == rows[i].rank) ++j;
    const int first = rows[i].rank;
    const std::string text =
        std::to_string(first) + (j - i > 1 ? "-" + std::to_string(first + static_cast<int>(j - i) - 1) : "");
    for (std::size_t k = i; k < j; ++k) places[k] = text;
    i = j;
  }
  return places;
}

}  // namespace shashki::reports::detail
