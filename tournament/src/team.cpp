#include "shashki/tournament/team.hpp"

#include "shashki/tournament/message.hpp"

#include <algorithm>
#include <utility>

namespace shashki::tournament {

namespace {

template <class E, std::size_t N>
std::optional<E> team_code_lookup(const std::pair<E, std::string_view> (&table)[N], std::string_view text) {
  for (const auto& [value, name] : table) {
    if (name == text) return value;
  }
  return std::nullopt;
}

template <class E, std::size_t N>
std::string_view team_code_of(const std::pair<E, std::string_view> (&table)[N], E value) {
  for (const auto& [v, name] : table) {
    if (v == value) return name;
  }
  return {};
}

constexpr std::pair<PrimaryScore, std::string_view> primary_codes[] = {{PrimaryScore::match_points, "match"},
                                                                       {PrimaryScore::game_points, "game"}};
constexpr std::pair<ColourPreferenceType, std::string_view> preference_codes[] = {
    {ColourPreferenceType::type_a, "type-a"},
    {ColourPreferenceType::type_b, "type-b"},
    {ColourPreferenceType::none, "none"}};
constexpr std::pair<MatchForfeit, std::string_view> forfeit_codes[] = {{MatchForfeit::none, "none"},
                                                                       {MatchForfeit::home_wins, "home"},
                                                                       {MatchForfeit::away_wins, "away"},
                                                                       {MatchForfeit::both_lose, "both"}};

}  // namespace

std::string_view code(PrimaryScore primary) {
  return team_code_of(primary_codes, primary);
}
std::optional<PrimaryScore> primary_score_from_code(std::string_view text) {
  return team_code_lookup(primary_codes, text);
}
std::string_view code(ColourPreferenceType type) {
  return team_code_of(preference_codes, type);
}
std::optional<ColourPreferenceType> colour_preference_type_from_code(std::string_view text) {
  return team_code_lookup(preference_codes, text);
}
std::string_view code(MatchForfeit forfeit) {
  return team_code_of(forfeit_codes, forfeit);
}
std::optional<MatchForfeit> match_forfeit_from_code(std::string_view text) {
  return team_code_lookup(forfeit_codes, text);
}

namespace {

/// The points of `result` (from its White) for the side whose player had White (`white`) or Black.
TeamScore team_game_points(GameResult result, bool white) {
  if (!white) result = reversed(result);
  switch (result) {
    case GameResult::white_wins:
    case GameResult::white_forfeit:
      return TeamScore::win();
    case GameResult::draw:
      return TeamScore::draw();
    case GameResult::black_wins:
    case GameResult::black_forfeit:
    case GameResult::double_forfeit:
      return TeamScore::loss();
  }
  return TeamScore::loss();
}

}  // namespace

std::optional<GameResult> board_game_result(const MatchBoard& board, int game) {
  return game == 2 ? board.second_result : board.result;
}

bool home_white_in_game(const MatchBoard& board, int game) {
  return game == 2 ? !board.home_white : board.home_white;
}

bool board_has_result(const MatchBoard& board) {
  return board.result.has_value() || board.second_result.has_value();
}

bool board_finished(const MatchBoard& board, int games) {
  return board.result.has_value() && (games < 2 || board.second_result.has_value());
}

TeamScore board_game_points(const MatchBoard& board, int game, bool home) {
  const auto result = board_game_result(board, game);
  return result ? team_game_points(*result, home_white_in_game(board, game) == home) : TeamScore::loss();
}

TeamScore board_points(const MatchBoard& board, bool home) {
  return board_game_points(board, 1, home) + board_game_points(board, 2, home);
}

bool board_played(const MatchBoard& board) {
  const auto over_the_board = [](const std::optional<GameResult>& r) { return r && !is_forfeit(*r); };
  return (over_the_board(board.result) || over_the_board(board.second_result)) && board.home_player &&
         board.away_player;
}

MatchScore match_score(const TeamMatch& match, bool home, const TeamScoring& scoring, int boards_per_match) {
  MatchScore score;
  if (!match.away) {
    // C.04.6 1.4: the pairing-allocated bye scores a drawn match unless the event says otherwise;
    // a requested bye a drawn match ("half") or nothing ("zero").
    if (match.bye == ByeKind::requested_zero) return score;
    const bool requested = match.bye == ByeKind::requested_half;
    score.match_points = requested ? scoring.match_points.draw : scoring.bye_match_points;
    for (int game = 0; game < boards_per_match * scoring.games_per_board; ++game)
      score.game_points += requested ? TeamScore::draw() : scoring.bye_game_points_per_board;
    return score;
  }
  switch (match.forfeit) {
    case MatchForfeit::home_wins:
    case MatchForfeit::away_wins: {
      // C.07 12: a forfeited game counts as won or lost; a forfeited match as every board.
      const bool won = (match.forfeit == MatchForfeit::home_wins) == home;
      score.match_points = won ? scoring.match_points.win : scoring.match_points.loss;
      for (int game = 0; game < boards_per_match * scoring.games_per_board; ++game)
        score.game_points += won ? TeamScore::win() : TeamScore::loss();
      return score;
    }
    case MatchForfeit::both_lose:
      score.match_points = scoring.match_points.loss;
      return score;
    case MatchForfeit::none:
      break;
  }
  TeamScore other;
  for (const MatchBoard& board : match.boards) {
    score.game_points += board_points(board, home);
    other += board_points(board, !home);
    score.played = score.played || board_played(board);
  }
  score.match_points = score.game_points > other    ? scoring.match_points.win
                       : score.game_points == other ? scoring.match_points.draw
                                                    : scoring.match_points.loss;
  return score;
}

bool team_ranking_changes(const TeamEvent& stored, const TeamEvent& changed) {
  return changed.tiebreaks != stored.tiebreaks || changed.scoring.primary != stored.scoring.primary;
}

bool team_ranking_edit_needs_reason(const TeamEvent& stored, const TeamEvent& changed) {
  return !stored.matches.empty() && team_ranking_changes(stored, changed);
}

Checked<TeamEvent> check_team_ranking_edit(const TeamEvent& stored, TeamEvent changed,
                                           std::string_view reason) {
  if (team_ranking_edit_needs_reason(stored, changed) &&
      reason.find_first_not_of(" \t") == std::string_view::npos) {
    return Checked<TeamEvent>::failure(
        Message(N_("matches have been played, so a change of the standings' "
                   "order needs a reason for the audit log; nothing was changed"))
            .about("reason"));
  }
  return changed;
}

Checked<LineUp> check_line_up(const Team& team, LineUp line_up, int boards, bool free_order) {
  using Result = Checked<LineUp>;
  if (static_cast<int>(line_up.size()) > boards) {
    return Result::failure(Message(N_("team {team} lines up {given} players for a match of {boards} boards"))
                               .with("team", team.number)
                               .with("given", static_cast<int>(line_up.size()))
                               .with("boards", boards)
                               .about("line_up"));
  }
  std::size_t last_position = 0;
  std::size_t last_board = 0;
  bool any = false;
  for (std::size_t b = 0; b < line_up.size(); ++b) {
    if (!line_up[b]) continue;
    const auto at = std::find(team.roster.begin(), team.roster.end(), *line_up[b]);
    if (at == team.roster.end()) {
      return Result::failure(Message(N_("board {board}: player {player} is not in the roster of team {team}"))
                                 .with("board", static_cast<int>(b + 1))
                                 .with("player", *line_up[b])
                                 .with("team", team.number)
                                 .about("line_up"));
    }
    for (std::size_t earlier = 0; earlier < b; ++earlier) {
      if (line_up[earlier] == line_up[b]) {
        return Result::failure(Message(N_("board {board}: player {player} already plays board {other}"))
                                   .with("board", static_cast<int>(b + 1))
                                   .with("player", *line_up[b])
                                   .with("other", static_cast<int>(earlier + 1))
                                   .about("line_up"));
      }
    }
    const auto position = static_cast<std::size_t>(at - team.roster.begin());
    if (!free_order && any && position < last_position) {
      return Result::failure(
          Message(N_("board {board}: player {player} comes before the player of board {other} in the roster "
                     "of team {team}; the boards keep the roster's order"))
              .with("board", static_cast<int>(b + 1))
              .with("player", *line_up[b])
              .with("other", static_cast<int>(last_board + 1))
              .with("team", team.number)
              .about("line_up"));
    }
    last_position = position;
    last_board = b;
    any = true;
  }
  line_up.resize(static_cast<std::size_t>(boards));
  return line_up;
}

int last_team_round(const TeamEvent& event) {
  int last = 0;
  for (const TeamMatch& match : event.matches) last = std::max(last, match.round);
  return last;
}

bool team_round_complete(const TeamEvent& event, int round) {
  bool any = false;
  for (const TeamMatch& match : event.matches) {
    if (match.round != round) continue;
    any = true;
    if (!match.away || match.forfeit != MatchForfeit::none) continue;
    if (match.boards.empty()) return false;  // no line-ups yet
    for (const MatchBoard& board : match.boards) {
      if (!board_finished(board, event.scoring.games_per_board)) return false;
    }
  }
  return any;
}

Checked<int> check_team_round_to_pair(const TeamEvent& event, int round) {
  const int last = last_team_round(event);
  if (event.teams.size() < 2) {
    return Checked<int>::failure(Message(N_("the event has {teams} teams; pairing needs at least two"))
                                     .with("teams", static_cast<int>(event.teams.size())));
  }
  if (round != last + 1) {
    return Checked<int>::failure(Message(N_("round {round} cannot be paired now: the next round is {next}"))
                                     .with("round", round)
                                     .with("next", last + 1)
                                     .about("round"));
  }
  if (event.rounds_planned > 0 && round > event.rounds_planned) {
    return Checked<int>::failure(Message(N_("the event has {rounds} rounds; all of them are paired"))
                                     .with("rounds", event.rounds_planned)
                                     .about("round"));
  }
  if (last > 0 && !team_round_complete(event, last)) {
    return Checked<int>::failure(
        Message(
            N_("round {round} is not finished: every board needs its line-up and its result before the next "
               "round is paired"))
            .with("round", last)
            .about("round"));
  }
  return round;
}

Checked<std::vector<Team>> check_new_teams(const TeamEvent& event, std::vector<Team> teams) {
  using Result = Checked<std::vector<Team>>;
  if (last_team_round(event) > 0) {
    return Result::failure(Message(N_("round 1 has been paired; teams cannot join the event any more")));
  }
  std::vector<std::string> names;
  for (const Team& t : event.teams) names.push_back(t.name);
  for (const Team& t : teams) {
    if (std::find(names.begin(), names.end(), t.name) != names.end()) {
      return Result::failure(Message(N_("there is already a team named '{team}'")).with("team", t.name));
    }
    names.push_back(t.name);
  }
  return teams;
}

Checked<GameResult> check_board_result(const MatchBoard& board, GameResult result, int game) {
  const bool home_empty = !board.home_player;
  const bool away_empty = !board.away_player;
  if (!home_empty && !away_empty) return result;
  // The side left empty loses by forfeit (C.07 12); the game's White is the home side's
  // player when he has White in that game.
  const bool white_empty = home_white_in_game(board, game) ? home_empty : away_empty;
  const GameResult forced = home_empty && away_empty ? GameResult::double_forfeit
                            : white_empty            ? GameResult::black_forfeit
                                                     : GameResult::white_forfeit;
  if (result == forced) return result;
  return Checked<GameResult>::failure(
      Message(N_("a board left empty is lost by forfeit: this board's only result is {result}"))
          .with("result", std::string(code(forced)))
          .about("result"));
}

Checked<int> check_team_game(const TeamEvent& event, int game) {
  if (game >= 1 && game <= event.scoring.games_per_board) return game;
  return Checked<int>::failure(
      (event.scoring.games_per_board == 2
           ? Message(N_("{game} is not a game of this event, which plays micro-matches of games 1 and 2"))
           : Message(N_("{game} is not a game of this event, which plays single games (game 1)")))
          .with("game", game)
          .about("game"));
}

Checked<int> check_line_up_open(const TeamMatch& match) {
  if (!match.away || match.forfeit != MatchForfeit::none) {
    return Checked<int>::failure(
        Message(N_("round {round}: team {team} has no match to line up for (a bye or a "
                   "forfeited match)"))
            .with("round", match.round)
            .with("team", match.home)
            .about("team"));
  }
  // The clocks, board links and scoresheets of the round know its players by board: once the
  // round is on the clocks a line-up is final (docs/teams.md).
  if (on_clocks(match)) {
    return Checked<int>::failure(
        Message(N_("round {round} is on the clocks: the line-ups of its matches are final"))
            .with("round", match.round)
            .about("team"));
  }
  for (std::size_t b = 0; b < match.boards.size(); ++b) {
    if (board_has_result(match.boards[b])) {
      return Checked<int>::failure(
          Message(
              N_("round {round}: board {board} of the match has its result; the line-ups stay as they are "
                 "(clear the results first)"))
              .with("round", match.round)
              .with("board", static_cast<int>(b + 1))
              .about("team"));
    }
  }
  return match.round;
}

bool side_white_on_board(const TeamEvent& event, bool home, int board) {
  const std::string& pattern = event.board_colours.empty() ? std::string("WB") : event.board_colours;
  const bool home_white = pattern[static_cast<std::size_t>(board - 1) % pattern.size()] == 'W';
  return home ? home_white : !home_white;
}

Checked<int> check_paired_by_player(const std::optional<TeamEvent>& team) {
  if (!team) return 0;
  return Checked<int>::failure(
      Message(N_("this is a team event: its rounds pair teams, not players, and each team then "
                 "enters its line-up")));
}

Checked<int> check_team_results_open(const Round* clock_round, int round) {
  if (clock_round != nullptr && clock_round->state == RoundState::locked) {
    return Checked<int>::failure(
        Message(N_("round {round} is locked; its results are final")).with("round", round).about("round"));
  }
  return round;
}

bool on_clocks(const TeamMatch& match) {
  return std::any_of(match.boards.begin(), match.boards.end(),
                     [](const MatchBoard& b) { return b.round_board.has_value(); });
}

Checked<std::vector<TeamClockBoard>> team_round_clock_boards(const TeamEvent& event, int round) {
  using Result = Checked<std::vector<TeamClockBoard>>;
  if (round < 1 || round != last_team_round(event)) {
    return Result::failure(Message(N_("only the last round paired, round {last}, goes to the clocks"))
                               .with("last", last_team_round(event))
                               .about("round"));
  }
  std::vector<TeamClockBoard> boards;
  int match_index = 0;
  for (const TeamMatch& match : event.matches) {
    if (match.round != round || !match.away || match.forfeit != MatchForfeit::none) continue;
    if (on_clocks(match)) {
      return Result::failure(
          Message(N_("round {round} is on the clocks already")).with("round", round).about("round"));
    }
    const auto lined_up = [&](bool home) {
      return std::any_of(match.boards.begin(), match.boards.end(), [home](const MatchBoard& b) {
        return (home ? b.home_player : b.away_player).has_value();
      });
    };
    for (const bool home : {true, false}) {
      if (!lined_up(home)) {
        return Result::failure(
            Message(N_("round {round}: team {team} has no line-up yet; every match's line-ups come "
                       "before the clocks"))
                .with("round", round)
                .with("team", home ? match.home : *match.away)
                .about("team"));
      }
    }
    for (std::size_t b = 0; b < match.boards.size(); ++b) {
      const MatchBoard& board = match.boards[b];
      if (!board.home_player || !board.away_player) continue;
      const int number = match_index * event.boards_per_match + static_cast<int>(b) + 1;
      boards.push_back({match.home, static_cast<int>(b) + 1, number,
                        board.home_white ? *board.home_player : *board.away_player,
                        board.home_white ? *board.away_player : *board.home_player});
    }
    ++match_index;
  }
  if (boards.empty()) {
    return Result::failure(
        Message(N_("round {round} has no game to put on the clocks")).with("round", round).about("round"));
  }
  return boards;
}

std::vector<Round> team_rounds_before_clocks(const std::vector<Round>& rounds, int round) {
  std::vector<Round> missing;
  for (int r = 1; r < round; ++r) {
    const bool stored =
        std::any_of(rounds.begin(), rounds.end(), [r](const Round& x) { return x.number == r; });
    if (!stored) missing.push_back({r, RoundState::complete, {}});
  }
  return missing;
}

std::optional<TeamBoardPlace> team_board_on_clocks(const TeamEvent& event, int round, int number) {
  for (const TeamMatch& match : event.matches) {
    if (match.round != round) continue;
    for (std::size_t b = 0; b < match.boards.size(); ++b) {
      if (match.boards[b].round_board == number) return TeamBoardPlace{&match, static_cast<int>(b) + 1};
    }
  }
  return std::nullopt;
}

Checked<int> check_team_round_edit(const TeamEvent& event, int round, std::string_view reason) {
  if (round < 1 || round != last_team_round(event)) {
    return Checked<int>::failure(Message(N_("only the last round paired, round {last}, may be changed"))
                                     .with("last", last_team_round(event))
                                     .about("round"));
  }
  for (const TeamMatch& match : event.matches) {
    if (match.round == round && !match.boards.empty()) {
      return Checked<int>::failure(
          Message(N_("round {round} has line-ups entered; its matches stay as they are"))
              .with("round", round)
              .about("round"));
    }
  }
  if (reason.find_first_not_of(" \t") == std::string_view::npos) {
    return Checked<int>::failure(
        Message(N_("a pairing changed by hand needs the reason, kept in the audit log")).about("reason"));
  }
  return round;
}

bool team_withdrawn(const TeamEvent& event, int team, int round) {
  return std::any_of(event.withdrawn.begin(), event.withdrawn.end(),
                     [&](const auto& w) { return w.first == team && round >= w.second; });
}

Checked<int> check_team_withdrawal(const TeamEvent& event, int team, int from_round) {
  const bool known =
      std::any_of(event.teams.begin(), event.teams.end(), [team](const Team& t) { return t.number == team; });
  if (!known)
    return Checked<int>::failure(
        Message(N_("the event has no team {team}")).with("team", team).about("team"));
  if (std::any_of(event.withdrawn.begin(), event.withdrawn.end(),
                  [team](const auto& w) { return w.first == team; })) {
    return Checked<int>::failure(
        Message(N_("team {team} has already withdrawn")).with("team", team).about("team"));
  }
  const int next = last_team_round(event) + 1;
  if (from_round < next) {
    return Checked<int>::failure(
        Message(N_("round {round} is paired already; team {team} can withdraw from round "
                   "{next} on"))
            .with("round", from_round)
            .with("team", team)
            .with("next", next)
            .about("round"));
  }
  return from_round;
}

MatchForfeit withdrawal_forfeit(const TeamEvent& event, int round, int home, int away) {
  const bool home_out = team_withdrawn(event, home, round);
  const bool away_out = team_withdrawn(event, away, round);
  if (home_out && away_out) return MatchForfeit::both_lose;
  if (home_out) return MatchForfeit::away_wins;
  if (away_out) return MatchForfeit::home_wins;
  return MatchForfeit::none;
}

MatchForfeit forfeit_of_absent(const TeamMatch& match, int absent, bool both) {
  if (both) return MatchForfeit::both_lose;
  return absent == match.home ? MatchForfeit::away_wins : MatchForfeit::home_wins;
}

Checked<MatchForfeit> check_match_forfeit(const TeamMatch& match, MatchForfeit forfeit,
                                          std::string_view reason) {
  if (!match.away) {
    return Checked<MatchForfeit>::failure(
        Message(N_("round {round}: team {team} has the bye; there is no match to forfeit"))
            .with("round", match.round)
            .with("team", match.home)
            .about("team"));
  }
  if (forfeit == match.forfeit) {
    return Checked<MatchForfeit>::failure(
        Message(forfeit == MatchForfeit::none
                    ? N_("round {round}: the match of teams {home} and {away} is not forfeited")
                    : N_("round {round}: the match of teams {home} and {away} is forfeited so already"))
            .with("round", match.round)
            .with("home", match.home)
            .with("away", *match.away)
            .about("team"));
  }
  if (on_clocks(match)) {
    return Checked<MatchForfeit>::failure(
        Message(N_("round {round} is on the clocks and both teams are at their boards: the match is "
                   "played; a board left empty loses its game"))
            .with("round", match.round)
            .about("team"));
  }
  for (std::size_t b = 0; b < match.boards.size(); ++b) {
    if (board_has_result(match.boards[b])) {
      return Checked<MatchForfeit>::failure(
          Message(N_("round {round}: board {board} of the match has its result; clear the results before the "
                     "match is forfeited"))
              .with("round", match.round)
              .with("board", static_cast<int>(b + 1))
              .about("team"));
    }
  }
  if (reason.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    return Checked<MatchForfeit>::failure(
        Message(N_("round {round}: a forfeited match needs its reason, which the audit log keeps"))
            .with("round", match.round)
            .about("reason"));
  }
  return forfeit;
}

bool changes_stored_line_up(const TeamMatch& match, bool home, const LineUp& line_up) {
  LineUp stored;
  bool any = false;
  for (const auto& board : match.boards) {
    stored.push_back(home ? board.home_player : board.away_player);
    any = any || stored.back().has_value();
  }
  if (!any) return false;
  LineUp wanted = line_up;
  wanted.resize(std::max(wanted.size(), stored.size()));
  stored.resize(wanted.size());
  return wanted != stored;
}

Checked<LineUp> check_line_up_change(const TeamMatch& match, bool home, LineUp line_up,
                                     std::string_view reason) {
  const bool blank = reason.find_first_not_of(" \t\r\n") == std::string_view::npos;
  if (blank && changes_stored_line_up(match, home, line_up)) {
    return Checked<LineUp>::failure(
        Message(
            N_("round {round}: team {team}'s line-up is stored; a change needs its reason, which the audit "
               "log keeps"))
            .with("round", match.round)
            .with("team", home ? match.home : match.away.value_or(0))
            .about("reason"));
  }
  return Checked<LineUp>(std::move(line_up));
}

Checked<TeamEvent> check_team_settings(TeamEvent settings) {
  if (settings.boards_per_match < 1 || settings.boards_per_match > 20) {
    return Checked<TeamEvent>::failure(Message(N_("a team event has 1 to 20 boards per match, not {boards}"))
                                           .with("boards", settings.boards_per_match)
                                           .about("team_boards"));
  }
  if (settings.board_colours.empty() || settings.board_colours.find_first_not_of("WB") != std::string::npos) {
    return Checked<TeamEvent>::failure(
        Message(N_("'{colours}' are no board colours: write the colour of the match's White on boards 1, 2, "
                   "... with W and B only, such as WB"))
            .with("colours", settings.board_colours)
            .about("board_colours"));
  }
  if (settings.system == PairingSystem::knockout) {
    return Checked<TeamEvent>::failure(
        Message(N_("a team event is a round robin, a double round robin or a Swiss (C.04.6), not a knockout"))
            .about("system"));
  }
  if (settings.scoring.games_per_board != 1 && settings.scoring.games_per_board != 2) {
    return Checked<TeamEvent>::failure(
        Message(N_("a team board is one game or a micro-match of two, not {games}"))
            .with("games", settings.scoring.games_per_board)
            .about("micro_match"));
  }
  const auto& scale = settings.scoring.match_points;
  if (!(scale.draw < scale.win) || scale.draw < scale.loss) {
    return Checked<TeamEvent>::failure(
        Message(N_("the match points of a won, a drawn and a lost match must fall from a win to a loss, a "
                   "won match worth the most"))
            .about("match_points"));
  }
  return Checked<TeamEvent>(std::move(settings));
}

void set_match_points(TeamScoring& scoring, MatchPointScale scale) {
  scoring.match_points = scale;
  scoring.bye_match_points = scale.draw;
}

Checked<int> check_team_bye_request(const TeamEvent& event, int team, int round,
                                    std::optional<ByeKind> kind) {
  using Result = Checked<int>;
  if (event.system != PairingSystem::swiss) {
    return Result::failure(
        Message(
            N_("a round robin's matches are fixed by its table: a team that cannot play forfeits its match"))
            .about("system"));
  }
  if (std::none_of(event.teams.begin(), event.teams.end(),
                   [team](const Team& t) { return t.number == team; }))
    return Result::failure(Message(N_("team {team} is not in the event")).with("team", team).about("team"));
  const int last = last_team_round(event);
  if (round <= last || round < 1 || (event.rounds_planned > 0 && round > event.rounds_planned)) {
    return Result::failure(
        Message(N_("a bye is asked for before its round is paired: round {round} is not a round to come "
                   "(round {last} is the last paired)"))
            .with("round", round)
            .with("last", last)
            .about("round"));
  }
  if (kind && team_withdrawn(event, team, round)) {
    return Result::failure(Message(N_("team {team} has withdrawn by round {round}"))
                               .with("team", team)
                               .with("round", round)
                               .about("team"));
  }
  const bool asked = std::any_of(event.bye_requests.begin(), event.bye_requests.end(),
                                 [&](const TeamByeRequest& r) { return r.round == round && r.team == team; });
  if (!kind && !asked) {
    return Result::failure(Message(N_("team {team} has asked for no bye in round {round}"))
                               .with("team", team)
                               .with("round", round)
                               .about("team"));
  }
  if (kind == ByeKind::pairing_allocated) {
    return Result::failure(
        Message(N_("a team asks for a half-point or a zero-point bye; the pairing gives the other"))
            .about("kind"));
  }
  return round;
}

std::vector<int> teams_with_requested_bye(const TeamEvent& event, int round) {
  std::vector<int> teams;
  // A team that withdrew by then sits the round out without its bye.
  for (const TeamByeRequest& r : event.bye_requests)
    if (r.round == round && !team_withdrawn(event, r.team, round)) teams.push_back(r.team);
  return teams;
}

std::vector<TeamMatch> requested_bye_matches(const TeamEvent& event, int round) {
  std::vector<TeamMatch> matches;
  for (const TeamByeRequest& r : event.bye_requests) {
    if (r.round != round || team_withdrawn(event, r.team, round)) continue;
    TeamMatch bye{round, r.team, std::nullopt, MatchForfeit::none, {}};
    bye.bye = r.kind;
    matches.push_back(bye);
  }
  return matches;
}

Checked<MatchPointScale> match_point_scale_from_text(std::string_view text) {
  const auto refused = [&] {
    return Checked<MatchPointScale>::failure(
        Message(N_("'{text}' is no match-point scale: write the points of a won, a drawn and a lost match as "
                   "W-D-L, such as 2-1-0 or 3-1-0, a won match worth the most"))
            .with("text", std::string(text))
            .about("match_points"));
  };
  std::vector<int> halves;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t dash = std::min(text.find('-', start), text.size());
    const std::string_view part = text.substr(start, dash - start);
    int whole = 0;
    int half = 0;
    std::size_t i = 0;
    if (part.empty()) return refused();
    for (; i < part.size() && part[i] >= '0' && part[i] <= '9'; ++i) whole = whole * 10 + (part[i] - '0');
    if (i == 0 || whole > 99) return refused();
    if (i < part.size()) {
      if (part.substr(i) == ".5")
        half = 1;
      else if (part.substr(i) != ".0")
        return refused();
    }
    halves.push_back(2 * whole + half);
    start = dash + 1;
  }
  if (halves.size() != 3 || halves[0] <= halves[1] || halves[1] < halves[2]) return refused();
  return MatchPointScale{TeamScore::from_half_points(halves[0]), TeamScore::from_half_points(halves[1]),
                         TeamScore::from_half_points(halves[2])};
}

}  // namespace shashki::tournament
