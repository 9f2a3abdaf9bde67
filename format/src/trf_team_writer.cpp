// Writing a team event as a TRF-2026 team file (docs/cli.md "Team events", item 1).

#include "shashki/format/trf_team.hpp"
#include "trf_fields.hpp"

#include <algorithm>
#include <map>

namespace shashki::format {

using tournament::GameResult;
using tournament::MatchBoard;
using tournament::MatchForfeit;
using tournament::Team;
using tournament::TeamMatch;
using tournament::TeamScore;

namespace {

/// `text` at 1-based columns [from, from + width), right-aligned, the line grown as needed.
void put_right(std::string& line, int from, int width, std::string_view text) {
  const std::size_t end = static_cast<std::size_t>(from - 1 + width);
  if (line.size() < end) line.resize(end, ' ');
  const std::size_t start = end - std::min(text.size(), static_cast<std::size_t>(width));
  for (std::size_t i = 0; start + i < end; ++i) line[start + i] = text[text.size() - (end - start) + i];
}

/// `text` at 1-based column `from`, left-aligned within `width`.
void put_left(std::string& line, int from, int width, std::string_view text) {
  const std::size_t end = static_cast<std::size_t>(from - 1 + width);
  if (line.size() < end) line.resize(end, ' ');
  for (std::size_t i = 0; i < text.size() && i < static_cast<std::size_t>(width); ++i)
    line[static_cast<std::size_t>(from - 1) + i] = text[i];
}

std::string zero_padded(int n, int width) {
  std::string digits = std::to_string(n);
  return std::string(digits.size() < static_cast<std::size_t>(width) ? width - digits.size() : 0, '0') +
         digits;
}

std::string team_system_code(const tournament::TeamEvent& event) {
  switch (event.system) {
    case tournament::PairingSystem::round_robin:
      return "FIDE_TEAM_ROUNDROBIN";
    case tournament::PairingSystem::double_round_robin:
      return "FIDE_TEAM_DOUBLEROUNDROBIN";
    default:
      break;
  }
  std::string code = "FIDE_TEAM_";
  if (event.colour_preferences == tournament::ColourPreferenceType::type_b) code += "TYPEB_";
  if (event.colour_preferences == tournament::ColourPreferenceType::type_a) code += "TYPEA_";
  code += event.scoring.primary == tournament::PrimaryScore::match_points ? "MP_GP" : "GP_MP";
  return code;
}

/// The players of a side of a match in board order, 0 for an empty board.
std::vector<int> side_lineup(const TeamMatch& match, bool home) {
  std::vector<int> players;
  for (const MatchBoard& board : match.boards)
    players.push_back((home ? board.home_player : board.away_player).value_or(0));
  return players;
}

/// Whether reading the side back by roster order gives the same boards: no empty board the
/// other side's line does not show, and the players in roster order.
bool roster_order_gives(const Team& team, const std::vector<int>& lineup) {
  std::size_t position = 0;
  for (int player : lineup) {
    if (player == 0) return false;
    const auto at = std::find(team.roster.begin(), team.roster.end(), player);
    if (at == team.roster.end()) return false;
    const auto index = static_cast<std::size_t>(at - team.roster.begin());
    if (index < position) return false;
    position = index + 1;
  }
  return true;
}

}  // namespace

pairing::RoundEntry team_board_entry(const MatchBoard& board, bool home) {
  pairing::RoundEntry entry;
  if (!board.result) return entry;
  const auto other = home ? board.away_player : board.home_player;
  const bool white = home == board.home_white;
  const GameResult mine = white ? *board.result : tournament::reversed(*board.result);
  entry.opponent = other;
  const bool played = other && !tournament::is_forfeit(mine);
  if (played) entry.colour = white ? clock::Side::white : clock::Side::black;
  switch (mine) {
    case GameResult::white_wins:
      entry.result = ResultCode::win;
      break;
    case GameResult::draw:
      entry.result = ResultCode::draw;
      break;
    case GameResult::black_wins:
      entry.result = ResultCode::loss;
      break;
    case GameResult::white_forfeit:
      entry.result = ResultCode::forfeit_win;
      break;
    case GameResult::black_forfeit:
    case GameResult::double_forfeit:
      entry.result = ResultCode::forfeit_loss;
      break;
  }
  return entry;
}

tournament::Checked<int> check_team_trf_writable(const tournament::TeamEvent& event) {
  if (event.scoring.games_per_board == 1) return 1;
  return tournament::Checked<int>::failure(
      tournament::Message(N_("a TRF-2026 team file holds one game per board; this event's boards are "
                             "micro-matches of two games, so it cannot be written as one"))
          .about("micro_match"));
}

std::string write_team_trf(const tournament::TeamEvent& whole, const std::string& name,
                           const std::vector<pairing::Player>& players, pairing::ScoringScale scale) {
  // The rounds played: a round still in progress is left out whole.
  tournament::TeamEvent event = whole;
  std::erase_if(event.matches,
                [&](const TeamMatch& match) { return !tournament::team_round_complete(whole, match.round); });
  std::vector<std::string> lines;
  if (!name.empty()) lines.push_back("012 " + name);
  int rounds = 0;
  for (const TeamMatch& match : event.matches) rounds = std::max(rounds, match.round);
  if (event.rounds_planned > 0) lines.push_back("142 " + std::to_string(event.rounds_planned));
  if (event.initial_colour) lines.push_back(*event.initial_colour == clock::Side::white ? "152 W" : "152 B");
  if (scale == ScoringScale::two_one_zero) lines.push_back("162 W 2.0 D 1.0 L 0.0");
  lines.push_back("192 " + team_system_code(event));
  lines.push_back("352 " + event.board_colours);
  {
    std::string line = "362";
    const auto mp = [](TeamScore s) { return pairing::format_points(s, ScoringScale::one_half_zero); };
    put_left(line, 5, 2, "TW");
    put_right(line, 7, 4, mp(event.scoring.match_points.win));
    put_left(line, 14, 2, "TD");
    put_right(line, 16, 4, mp(event.scoring.match_points.draw));
    put_left(line, 23, 2, "TL");
    put_right(line, 25, 4, mp(event.scoring.match_points.loss));
    lines.push_back(line);
  }

  // Each player's rounds from the boards he sat at.
  std::map<int, pairing::Player> by_number;
  for (pairing::Player p : players) {
    p.rounds.assign(static_cast<std::size_t>(rounds),
                    pairing::RoundEntry{std::nullopt, std::nullopt, ResultCode::zero_bye, std::nullopt});
    p.source_line.clear();
    p.rank.reset();
    by_number[p.number] = std::move(p);
  }
  for (const TeamMatch& match : event.matches) {
    for (const MatchBoard& board : match.boards) {
      for (const bool home : {true, false}) {
        const auto player = home ? board.home_player : board.away_player;
        if (!player || by_number.count(*player) == 0) continue;
        by_number[*player].rounds[static_cast<std::size_t>(match.round - 1)] = team_board_entry(board, home);
      }
    }
  }
  const pairing::PointSystem points;
  for (auto& [number, p] : by_number) {
    Points total;
    for (const RoundEntry& e : p.rounds) total += e.points(points);
    p.trf_points = total;
    lines.push_back(format_player_line(p, scale));
  }

  std::map<int, std::pair<TeamScore, TeamScore>> totals;
  for (const TeamMatch& match : event.matches) {
    for (const bool home : {true, false}) {
      if (!home && !match.away) continue;
      const auto score = tournament::match_score(match, home, event.scoring, event.boards_per_match);
      auto& t = totals[home ? match.home : *match.away];
      t.first += score.match_points;
      t.second += score.game_points;
    }
  }
  for (const Team& team : event.teams) {
    std::string line = "310";
    put_right(line, 5, 3, std::to_string(team.number));
    put_left(line, 9, 32, team.name);
    put_left(line, 42, 5, team.short_name);
    put_right(line, 55, 6, pairing::format_points(totals[team.number].first, ScoringScale::one_half_zero));
    put_right(line, 62, 6, pairing::format_points(totals[team.number].second, scale));
    for (std::size_t i = 0; i < team.roster.size(); ++i)
      put_right(line, 74 + 5 * static_cast<int>(i), 4, std::to_string(team.roster[i]));
    lines.push_back(line);
  }

  for (const TeamMatch& match : event.matches) {
    if (!match.away || match.boards.empty()) continue;
    for (const bool home : {true, false}) {
      const int tpn = home ? match.home : *match.away;
      const auto team = std::find_if(event.teams.begin(), event.teams.end(),
                                     [tpn](const Team& t) { return t.number == tpn; });
      const auto lineup = side_lineup(match, home);
      if (team == event.teams.end() || roster_order_gives(*team, lineup)) continue;
      std::string line = "300";
      put_right(line, 5, 3, std::to_string(match.round));
      put_right(line, 9, 3, std::to_string(tpn));
      put_right(line, 13, 3, std::to_string(home ? *match.away : match.home));
      for (std::size_t b = 0; b < lineup.size(); ++b)
        put_right(line, 17 + 5 * static_cast<int>(b), 4, zero_padded(lineup[b], lineup[b] == 0 ? 4 : 1));
      lines.push_back(line);
    }
  }

  std::vector<int> byes(static_cast<std::size_t>(rounds), 0);
  bool any_bye = false;
  for (const TeamMatch& match : event.matches) {
    if (match.away || match.bye != tournament::ByeKind::pairing_allocated) continue;
    byes[static_cast<std::size_t>(match.round - 1)] = match.home;
    any_bye = true;
  }
  if (any_bye) {
    std::string line = "320";
    TeamScore bye_gp;
    for (int b = 0; b < event.boards_per_match; ++b) bye_gp += event.scoring.bye_game_points_per_board;
    put_right(line, 5, 4,
              pairing::format_points(event.scoring.bye_match_points, ScoringScale::one_half_zero));
    put_right(line, 10, 4, pairing::format_points(bye_gp, scale));
    for (std::size_t r = 0; r < byes.size(); ++r)
      put_right(line, 15 + 4 * static_cast<int>(r), 3, zero_padded(byes[r], 3));
    lines.push_back(line);
  }

  // 240: the byes teams asked for, played rounds and rounds to come, by kind and round.
  std::map<std::pair<int, char>, std::vector<int>> requested;  // (round, H or Z)
  const auto letter = [](tournament::ByeKind kind) {
    return kind == tournament::ByeKind::requested_zero ? 'Z' : 'H';
  };
  // From every round: a round in progress is left out, but its byes asked for stay asked for.
  for (const TeamMatch& match : whole.matches)
    if (!match.away && match.bye != tournament::ByeKind::pairing_allocated)
      requested[{match.round, letter(match.bye)}].push_back(match.home);
  for (const tournament::TeamByeRequest& r : event.bye_requests)
    requested[{r.round, letter(r.kind)}].push_back(r.team);
  for (auto& [key, teams] : requested) {
    std::sort(teams.begin(), teams.end());
    std::string line = "240";
    put_left(line, 5, 1, std::string(1, key.second));
    put_right(line, 7, 3, std::to_string(key.first));
    for (std::size_t i = 0; i < teams.size(); ++i)
      put_right(line, 11 + 5 * static_cast<int>(i), 4, std::to_string(teams[i]));
    lines.push_back(line);
  }

  for (const TeamMatch& match : event.matches) {
    if (match.forfeit == MatchForfeit::none || !match.away) continue;
    std::string line = "330";
    put_left(line, 5, 2,
             match.forfeit == MatchForfeit::home_wins   ? "+-"
             : match.forfeit == MatchForfeit::away_wins ? "-+"
                                                        : "--");
    put_right(line, 8, 3, std::to_string(match.round));
    put_right(line, 12, 3, std::to_string(match.home));
    put_right(line, 16, 3, std::to_string(*match.away));
    lines.push_back(line);
  }

  std::string out;
  for (const std::string& line : lines) {
    std::string trimmed = line;
    while (!trimmed.empty() && trimmed.back() == ' ') trimmed.pop_back();
    out += trimmed + "\n";
  }
  return out;
}

}  // namespace shashki::format
