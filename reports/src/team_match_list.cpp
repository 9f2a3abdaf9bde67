// The match list of a team round: each match's teams, then its boards with the two players,
// their colours and the result, and the captains' signature lines.
#include "team_report_common.hpp"

namespace shashki::reports {

namespace {

using tournament::MatchBoard;
using tournament::MatchForfeit;
using tournament::TeamMatch;

// The result of a board from the home side, "1 : 0", "½ : ½", "+ : -", over both games of a
// micro-match ("1½ : ½"); empty while a game is unfinished, for the arbiter to fill in.
std::string team_board_result(const tournament::Tournament& t, const MatchBoard& board) {
  const int games = t.team->scoring.games_per_board;
  if (!tournament::board_finished(board, games)) return {};
  if (!tournament::board_played(board)) {
    const bool home = tournament::board_points(board, true) > tournament::TeamScore::loss();
    const bool away = tournament::board_points(board, false) > tournament::TeamScore::loss();
    return std::string(home ? "+" : "-") + " : " + (away ? "+" : "-");
  }
  return detail::game_points_text(t, tournament::board_points(board, true)) + " : " +
         detail::game_points_text(t, tournament::board_points(board, false));
}

// A player's number and name, "—" for an empty board.
std::pair<std::string, std::string> team_board_player(const tournament::Tournament& t,
                                                      const std::optional<int>& number,
                                                      const detail::Words& words) {
  if (!number) return {"", words(N_("empty board"))};
  const tournament::Player* p = detail::player_by_number(t, *number);
  return {std::to_string(*number), p != nullptr ? p->name : std::string()};
}

// The match's score once every board has a result (or the match was forfeited), else empty.
std::string team_match_score(const tournament::Tournament& t, const TeamMatch& match) {
  const tournament::TeamEvent& event = *t.team;
  if (match.forfeit == MatchForfeit::none) {
    for (const MatchBoard& board : match.boards) {
      if (!tournament::board_finished(board, event.scoring.games_per_board)) return {};
    }
  }
  const auto home = tournament::match_score(match, true, event.scoring, event.boards_per_match);
  const auto away = tournament::match_score(match, false, event.scoring, event.boards_per_match);
  return detail::game_points_text(t, home.game_points) + " : " +
         detail::game_points_text(t, away.game_points);
}

std::string team_forfeit_text(const tournament::TeamEvent& event, const TeamMatch& match,
                              const detail::Words& words) {
  switch (match.forfeit) {
    case MatchForfeit::home_wins:
      return words(N_("Match forfeited: won by")) + " " + detail::team_label(event, match.home);
    case MatchForfeit::away_wins:
      return words(N_("Match forfeited: won by")) + " " + detail::team_label(event, *match.away);
    case MatchForfeit::both_lose:
      return words(N_("Match forfeited: neither team played; both lose"));
    case MatchForfeit::none:
      break;
  }
  return {};
}

// A board's results as `team result` writes them, from each game's White (a micro-match's two
// games separated by a space); empty until every game has one.
std::string team_result_codes(const MatchBoard& board, int games) {
  if (!board.result || !tournament::board_finished(board, games)) return {};
  std::string codes(tournament::code(*board.result));
  if (board.second_result) codes += " " + std::string(tournament::code(*board.second_result));
  return codes;
}

// "Captain Ivanov: ______________": the line a team's captain signs on, under his players.
std::string team_captain_line(const tournament::TeamEvent& event, int number, const detail::Words& words) {
  const tournament::Team* team = detail::team_by_number(event, number);
  std::string line = words(N_("Captain"));
  if (team != nullptr && !team->captain.empty()) line += " " + team->captain;
  return line + ": ______________";
}

}  // namespace

Report team_match_list_report(const tournament::Tournament& t, const ReportOptions& options) {
  const detail::Words words(options);
  const int round = !t.team ? 0 : options.round > 0 ? options.round : detail::team_last_round(*t.team);
  Report report = detail::base_report(
      t, options, words(N_("Matches")) + ", " + words(N_("round")) + " " + std::to_string(round));
  report.orientation = Orientation::landscape;  // two line-ups side by side, and the captains' lines
  Table& table = report.table;
  table.columns = {{words(N_("Board")), Align::right, true},   {words(N_("No")), Align::right, false},
                   {words(N_("Player")), Align::left, true},   {words(N_("Colour")), Align::centre, false},
                   {words(N_("Result")), Align::centre, true}, {words(N_("Colour")), Align::centre, false},
                   {words(N_("Player")), Align::left, true},   {words(N_("No")), Align::right, false}};
  if (!t.team) return report;
  const tournament::TeamEvent& event = *t.team;
  const std::string white = words(N_("w"));
  const std::string black = words(N_("b"));
  int number = 0;
  std::vector<int> byes;
  for (const TeamMatch& match : event.matches) {
    if (match.round != round) continue;
    if (!match.away) {
      byes.push_back(match.home);
      continue;
    }
    ++number;
    // The match's line: its number, the two teams over their players, the score between them.
    Row head;
    head.cells.push_back(Cell{words(N_("Match")) + " " + std::to_string(number), Align::left, false, true});
    head.cells.push_back(Cell{detail::team_label(event, match.home), Align::left, false, true, 3});
    head.cells.push_back(Cell{team_match_score(t, match), Align::centre, false, true});
    head.cells.push_back(Cell{detail::team_label(event, *match.away), Align::left, false, true, 3});
    head.group = {{"match", std::to_string(number)},
                  {"white-team", std::to_string(match.home)},
                  {"black-team", std::to_string(*match.away)}};
    table.body.push_back(std::move(head));
    if (match.forfeit != MatchForfeit::none) {
      Row row;
      row.cells.push_back(Cell{});
      row.cells.push_back(Cell{team_forfeit_text(event, match, words), Align::left, false, false, 7});
      table.body.push_back(std::move(row));
    } else {
      for (std::size_t b = 0; b < match.boards.size(); ++b) {
        const MatchBoard& board = match.boards[b];
        const auto [home_no, home_name] = team_board_player(t, board.home_player, words);
        const auto [away_no, away_name] = team_board_player(t, board.away_player, words);
        table.add_row({std::to_string(b + 1), home_no, home_name, board.home_white ? white : black,
                       team_board_result(t, board), board.home_white ? black : white, away_name, away_no});
        auto& marks = table.body.back().marks;
        marks.push_back({"board", std::to_string(b + 1)});
        const auto white_player = board.home_white ? board.home_player : board.away_player;
        const auto black_player = board.home_white ? board.away_player : board.home_player;
        if (white_player) marks.push_back({"white", std::to_string(*white_player)});
        if (black_player) marks.push_back({"black", std::to_string(*black_player)});
        if (const auto codes = team_result_codes(board, event.scoring.games_per_board); !codes.empty())
          marks.push_back({"result", codes});
      }
    }
    // In the players' columns, not spanning: a column is as wide as its widest own cell, so the
    // line to sign on keeps its length on paper.
    table.add_row({"", "", team_captain_line(event, match.home, words), "", "", "",
                   team_captain_line(event, *match.away, words), ""});
  }
  // The byes last, a line each, so that the spreadsheet has them too.
  for (const int team : byes) {
    Row row;
    row.cells.push_back(Cell{words(N_("Bye")), Align::left, false, true});
    row.cells.push_back(Cell{detail::team_label(event, team), Align::left, false, true, 3});
    row.group = {{"match", "bye"}, {"white-team", std::to_string(team)}};
    for (int c = 0; c < 4; ++c) row.cells.push_back(Cell{});
    table.body.push_back(std::move(row));
  }
  report.legend.push_back(white + " " + words(N_("White")) + ", " + black + " " + words(N_("Black")));
  report.legend.push_back(
      words(N_("The result is from the team named first; + : - won by forfeit, - : + lost by forfeit.")));
  return report;
}

}  // namespace shashki::reports
