#pragma once

#include "shashki/clock/side.hpp"
#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/pairing_system.hpp"
#include "shashki/tournament/points.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/team_tiebreak.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::tournament {

/// A team competition (rulebook 6.1.8.1, 6.1.9.1-6.1.9.3): teams with rosters meet in matches of
/// several boards; a board is one game between two players, or a micro-match of two games with
/// the colours changed where the event plays micro-matches. Teams and players are named by
/// numbers here: a team by its team pairing number (TPN, TRF-2026 record 310), a player by his
/// starting number in the event.

/// Which score ranks teams first (FIDE C.04.6 1.2, C.07 11.1); the other is the secondary score.
enum class PrimaryScore {
  match_points,  ///< "match": match points first (C.04.6 1.2.2, the default)
  game_points,   ///< "game": game points first
};

/// Stable codes: "match", "game"; "type-a", "type-b", "none"; "none", "home", "away", "both".
[[nodiscard]] std::string_view code(PrimaryScore primary);
[[nodiscard]] std::optional<PrimaryScore> primary_score_from_code(std::string_view text);

/// A score of a team, counted in half-units: x points are `2x` half-units, whatever is counted
/// (match points or game points). On game points this is exactly `Points` (a won game is 2
/// half-units of the 1-0.5-0 scale, shown by the event's scale like an individual's score).
using TeamScore = Points;

/// Match points for a won, a drawn and a lost match (TRF-2026 record 362); 2-1-0 by default, as
/// in Russian practice and C.04.6 1.2.2.
struct MatchPointScale {
  TeamScore win = TeamScore::from_half_points(4);
  TeamScore draw = TeamScore::from_half_points(2);
  TeamScore loss = TeamScore::from_half_points(0);
  friend bool operator==(const MatchPointScale&, const MatchPointScale&) = default;
};

/// One team: its pairing number, names and its roster in board order (regulars, then reserves).
struct Team {
  int number = 0;           ///< team pairing number (TPN)
  std::string name;         ///< full name
  std::string short_name;   ///< nickname / short name (310 cols 42-46)
  std::string city;         ///< club or city
  std::string captain;      ///< the captain's name, if known
  std::vector<int> roster;  ///< players' starting numbers, in board order
};

/// One board of a match, seen from the match's two sides: the team listed first ("home") and
/// the other ("away"). `home_player` or `away_player` is empty for an empty board, which loses
/// its game by forfeit. The result is the game's, from the home player's White or Black: see
/// `home_white`.
struct MatchBoard {
  std::optional<int> home_player;  ///< starting number, none for an empty board
  std::optional<int> away_player;
  bool home_white = true;  ///< whether the home side's player had White on this board
  /// The board's result with White and Black as played (white_wins, draw, ..., forfeits); none
  /// while the game is unfinished. In a micro-match, game 1's.
  std::optional<GameResult> result;
  /// A micro-match's game 2, played with the colours changed: its result from that game's White
  /// (the home side's player when `home_white` is false). Always none for single games.
  std::optional<GameResult> second_result;
  /// The board's number on the round's clocks (team_round_clock_boards), unique in the round;
  /// none before the round goes to the clocks and for a board left empty (no game to time).
  std::optional<int> round_board;
};

/// How a whole match was decided when it was not played (TRF-2026 record 330).
enum class MatchForfeit {
  none,       ///< played (or at least paired): its boards decide
  home_wins,  ///< "+-": the away team did not play; the home team wins by forfeit
  away_wins,  ///< "-+": the home team did not play
  both_lose,  ///< "--": neither team played; both lose
};

/// A match of one round between `home` (White on board 1: the match's White, C.04.6 1.6.1) and
/// `away`, or a bye of `home` when `away` is none: the pairing's, or one the team asked for.
struct TeamMatch {
  int round = 0;
  int home = 0;             ///< TPN of the team with White on board 1 (or the bye's team)
  std::optional<int> away;  ///< TPN, none for a bye
  MatchForfeit forfeit = MatchForfeit::none;
  std::vector<MatchBoard> boards;  ///< board 1 first
  /// For a bye (`away` none): the pairing-allocated bye (C.04.6 1.4), or a bye the team asked
  /// for before the round was paired (TRF-2026 record 240): a drawn match ("half") or nothing
  /// ("zero").
  ByeKind bye = ByeKind::pairing_allocated;
};

/// A team's request, before round `round` is paired, to sit it out: a drawn match ("half") or
/// nothing ("zero") (TRF-2026 record 240). It becomes the team's bye when the round is paired.
struct TeamByeRequest {
  int round = 0;
  int team = 0;
  ByeKind kind = ByeKind::requested_half;
  friend bool operator==(const TeamByeRequest&, const TeamByeRequest&) = default;
};

/// A side's share of one match: its game points, match points, and whether the match counts
/// as played for the tie-breaks (C.07 16: at least one game played over the board).
struct MatchScore {
  TeamScore game_points;
  TeamScore match_points;
  bool played = false;
};

/// The settings that turn boards into scores.
struct TeamScoring {
  MatchPointScale match_points;
  PrimaryScore primary = PrimaryScore::match_points;
  /// Games on each board: 1, or 2 where the event plays micro-matches (its micro-match setting,
  /// 6.1.4); every game counts in the game points.
  int games_per_board = 1;
  /// Game points of the pairing-allocated bye per board game (C.04.6 1.4: a drawn match, so half
  /// a game per game of every board) and its match points (a draw's).
  TeamScore bye_game_points_per_board = TeamScore::draw();
  TeamScore bye_match_points = TeamScore::from_half_points(2);
};

/// The game points the home side (`home` true) or the away side scored on one board, over its
/// game(s) (C.07 12: a forfeit counts as the won or lost game); an unfinished game counts zero.
[[nodiscard]] TeamScore board_points(const MatchBoard& board, bool home);
/// The game points the home side (`home` true) or the away side scored in game `game` (1 or 2)
/// of the board; zero while it is unfinished.
[[nodiscard]] TeamScore board_game_points(const MatchBoard& board, int game, bool home);
/// Whether a game of the board was played over the board.
[[nodiscard]] bool board_played(const MatchBoard& board);
/// The result of game `game` (1 or 2) of the board, from that game's White; none while not entered.
[[nodiscard]] std::optional<GameResult> board_game_result(const MatchBoard& board, int game);
/// Whether the home side's player has White in game `game` (game 2 of a micro-match changes colours).
[[nodiscard]] bool home_white_in_game(const MatchBoard& board, int game);
/// Whether any game of the board has its result.
[[nodiscard]] bool board_has_result(const MatchBoard& board);
/// Whether all `games` games of the board have their results.
[[nodiscard]] bool board_finished(const MatchBoard& board, int games);

/// A side's score in a match: game points summed over the boards, match points by comparing
/// the two sides (more is a won match), or by the forfeit of 330; a bye as `scoring` says.
/// `boards_per_match` sizes a bye's game points.
[[nodiscard]] MatchScore match_score(const TeamMatch& match, bool home, const TeamScoring& scoring,
                                     int boards_per_match);

/// How strongly a team's colour history makes it want a colour (C.04.6 1.7): Type A (the
/// default), Type B (strong and mild preferences), or none (colours do not matter).
enum class ColourPreferenceType { type_a, type_b, none };

[[nodiscard]] std::string_view code(ColourPreferenceType type);
[[nodiscard]] std::optional<ColourPreferenceType> colour_preference_type_from_code(std::string_view text);
[[nodiscard]] std::string_view code(MatchForfeit forfeit);
[[nodiscard]] std::optional<MatchForfeit> match_forfeit_from_code(std::string_view text);

/// A team event as the standings and the pairing engines read it.
struct TeamEvent {
  PairingSystem system = PairingSystem::swiss;
  int rounds_planned = 0;
  int boards_per_match = 4;
  TeamScoring scoring;
  ColourPreferenceType colour_preferences = ColourPreferenceType::type_a;
  /// The colour of board 1 of the first team in the first round (TRF 152); none: by lot.
  std::optional<clock::Side> initial_colour;
  /// The colours of the match's White on boards 1, 2, ... repeating (TRF 352, "WB" by default).
  std::string board_colours = "WB";
  std::vector<Team> teams;         ///< in TPN order
  std::vector<TeamMatch> matches;  ///< every round's matches and byes
  /// The tie-breaks in order of application (C.07 11-16); none: default_team_tiebreaks.
  std::vector<TeamTiebreak> tiebreaks;
  /// Teams that withdrew, with the first round they do not play.
  std::vector<std::pair<int, int>> withdrawn;
  /// Byes asked for rounds not yet paired (check_team_bye_request).
  std::vector<TeamByeRequest> bye_requests;
};

/// Checks a new team event's own settings (docs/teams.md): 1 to 20 boards per match, the board
/// colours written with W and B only, a round robin (single or double) or a Swiss (C.04.6)
/// rather than a knockout, one or two games on a board (single games or micro-matches), and a
/// match-point scale whose won match is worth the most. The refusal names the setting
/// ("team_boards", "board_colours", "system", "micro_match", "match_points").
[[nodiscard]] Checked<TeamEvent> check_team_settings(TeamEvent settings);

/// Checks a change of a team event's ranking settings (`changed`: its tie-breaks and its primary
/// score) against the stored event. They change the order of the standings, not a result, so
/// they may change at any time; once a match has been played the change needs the judge's
/// reason, kept in the audit log (C.07 1.1: tie-breaks are announced before the event).
[[nodiscard]] Checked<TeamEvent> check_team_ranking_edit(const TeamEvent& stored, TeamEvent changed,
                                                         std::string_view reason);

/// Whether `changed` orders the standings otherwise than `stored`: other tie-breaks or another
/// primary score.
[[nodiscard]] bool team_ranking_changes(const TeamEvent& stored, const TeamEvent& changed);

/// Whether changing `stored`'s ranking settings to `changed`'s needs the judge's reason in
/// check_team_ranking_edit: a change of them once a match has been played.
[[nodiscard]] bool team_ranking_edit_needs_reason(const TeamEvent& stored, const TeamEvent& changed);

/// One team's line-up for a match: a starting number per board (board 1 first), none for a
/// board the team leaves empty, which loses its game by forfeit.
using LineUp = std::vector<std::optional<int>>;

/// Checks `team`'s line-up for a match of `boards` boards: every player from the team's
/// roster, none on two boards, at most `boards` boards (a shorter line-up leaves the last boards
/// empty), and unless the event's regulations allow a free order (`free_order`), the roster's
/// order kept: a reserve plays below the regulars listed above him (the rule of Russian
/// team regulations; docs/teams.md). Returns the line-up padded to `boards`, or the refusal
/// naming the board.
[[nodiscard]] Checked<LineUp> check_line_up(const Team& team, LineUp line_up, int boards, bool free_order);

/// The last round that has matches (0 before round 1 is paired).
[[nodiscard]] int last_team_round(const TeamEvent& event);

/// Whether every match of `round` is decided: every board of a paired match has its result, or
/// the match was forfeited as a whole, or it is a bye.
[[nodiscard]] bool team_round_complete(const TeamEvent& event, int round);

/// Whether round `round` may be paired now: the next one, within the planned rounds, with the
/// round before it complete, and at least two teams. The refusal names the round.
[[nodiscard]] Checked<int> check_team_round_to_pair(const TeamEvent& event, int round);

/// Whether new teams may register: not once round 1 is paired; each with a name no other team
/// has and at least one player.
[[nodiscard]] Checked<std::vector<Team>> check_new_teams(const TeamEvent& event, std::vector<Team> teams);

/// The result `result` of game `game` (from that game's White) checked for `board`: a board with
/// a side left empty has only the forfeit that side loses (both empty: both lose), in each game
/// with that game's colours; a played board any result. The refusal says which results the
/// board may have.
[[nodiscard]] Checked<GameResult> check_board_result(const MatchBoard& board, GameResult result,
                                                     int game = 1);

/// Whether `game` is a game of the event's boards: 1, or 1 and 2 where they are micro-matches.
/// The refusal names "game".
[[nodiscard]] Checked<int> check_team_game(const TeamEvent& event, int game);

/// Whether the boards of team round `round` take results: once the round is on the clocks its
/// round (`clock_round`, none before) is closed and locked as an individual round is, and a
/// locked round's results are final, on its empty boards too.
[[nodiscard]] Checked<int> check_team_results_open(const Round* clock_round, int round);

/// Whether a line-up may still be entered or changed for `match`: a paired match of two teams,
/// not forfeited, none of whose boards has a result yet (clear the results first).
[[nodiscard]] Checked<int> check_line_up_open(const TeamMatch& match);

/// Whether storing `line_up` for one side of `match` (`home`: the team listed first) changes a
/// line-up stored before: a late change. A side has a stored line-up when a player of it stands
/// on a board of the match (a line-up of empty boards only cannot be told from none).
[[nodiscard]] bool changes_stored_line_up(const TeamMatch& match, bool home, const LineUp& line_up);

/// A late change of a stored line-up needs the judge's reason, which the audit log keeps with the
/// line-up it replaces (docs/teams.md, "Line-ups and late changes are audited"). Refuses a blank
/// reason for a late change, naming "reason"; a first line-up, or the same one again, needs none.
[[nodiscard]] Checked<LineUp> check_line_up_change(const TeamMatch& match, bool home, LineUp line_up,
                                                   std::string_view reason);

/// Whether the match's White (`home` true) or Black has White on board `board` (1-based) by the
/// event's board colours (TRF 352, "WB" by default).
[[nodiscard]] bool side_white_on_board(const TeamEvent& event, bool home, int board);

/// A team event's rounds are paired team by team (check_team_round_to_pair): the refusal when
/// its players would be paired one by one as in an individual event; ok for an individual event.
[[nodiscard]] Checked<int> check_paired_by_player(const std::optional<TeamEvent>& team);

/// One game of a team round as the round's clocks, board links, appeals and claims know it: a
/// board of the round like an individual event's, numbered so that a match's boards stand
/// together (match k's board b is (k-1) * boards_per_match + b, matches in the round's order).
struct TeamClockBoard {
  int home = 0;    ///< the match, by its home team
  int board = 0;   ///< the board in the match, from 1
  int number = 0;  ///< the board's number in the round
  int white = 0;   ///< starting numbers
  int black = 0;
};

/// Whether `match` is on the round's clocks (its boards have their numbers in the round).
[[nodiscard]] bool on_clocks(const TeamMatch& match);

/// The games of round `round` to put on the clocks, or why not yet: the last round paired, not
/// on the clocks already, and every match that is played with both line-ups entered. A board
/// left empty gets no game (it is lost by forfeit). The refusal names "round" or "team".
[[nodiscard]] Checked<std::vector<TeamClockBoard>> team_round_clock_boards(const TeamEvent& event, int round);

/// The rounds to write before team round `round` goes to the clocks, given the event's `rounds`:
/// each earlier round that has none of its own (played without the clocks, its games are the
/// matches') as a complete round without boards, so that the rounds stay numbered from 1 on the
/// Round page and the Clocks page.
[[nodiscard]] std::vector<Round> team_rounds_before_clocks(const std::vector<Round>& rounds, int round);

/// The match and board behind board `number` of round `round`'s clocks; none when no board of
/// the round has that number.
struct TeamBoardPlace {
  const TeamMatch* match = nullptr;
  int board = 0;  ///< from 1
};
[[nodiscard]] std::optional<TeamBoardPlace> team_board_on_clocks(const TeamEvent& event, int round,
                                                                 int number);

/// Whether the matches of round `round` may be changed by hand: the last round paired, before
/// any line-up of it is entered, with the judge's reason (kept in the audit log).
[[nodiscard]] Checked<int> check_team_round_edit(const TeamEvent& event, int round, std::string_view reason);

/// The forfeit of a whole match (TRF-2026 record 330) when team `absent` of `match` did not come,
/// or neither team did (`both`): the other team wins every board, or both lose them all.
[[nodiscard]] MatchForfeit forfeit_of_absent(const TeamMatch& match, int absent, bool both);

/// Whether `match` may be forfeited as a whole as `forfeit` says, or its forfeit taken back
/// (`none`: the match is played after all): a paired match of two teams, none of whose boards
/// has a result (the line-ups entered are dropped with the forfeit), not already so, and the
/// judge's reason given (the audit log keeps it). Refusals name "team" or "reason".
[[nodiscard]] Checked<MatchForfeit> check_match_forfeit(const TeamMatch& match, MatchForfeit forfeit,
                                                        std::string_view reason);

/// Whether team `team` may withdraw from round `from_round` on: a team of the event, not withdrawn
/// already, from a round not yet paired. Its later rounds are then not paired in a Swiss; in a
/// round robin its scheduled matches are forfeited to its opponents (withdrawal_forfeit).
[[nodiscard]] Checked<int> check_team_withdrawal(const TeamEvent& event, int team, int from_round);

/// Whether `team` has withdrawn by round `round`.
[[nodiscard]] bool team_withdrawn(const TeamEvent& event, int team, int round);

/// How a match of round `round` between `home` and `away` is decided when a team of it has
/// withdrawn: the other wins by forfeit, or both lose when both have; none when both play.
[[nodiscard]] MatchForfeit withdrawal_forfeit(const TeamEvent& event, int round, int home, int away);

/// Whether team `team` may ask for a bye of kind `kind` in round `round` (or take its request
/// back, `kind` none): a Swiss (a round robin's schedule is fixed: an absent team forfeits its
/// match), a team of the event not withdrawn by then, a round not yet paired within the planned
/// rounds, a "half" or "zero" bye (the pairing-allocated one is the pairing's). Taking back needs
/// a request. The refusal names "system", "team", "round" or "kind".
[[nodiscard]] Checked<int> check_team_bye_request(const TeamEvent& event, int team, int round,
                                                  std::optional<ByeKind> kind);

/// The teams that asked for a bye in round `round`, which its pairing leaves out, and their byes
/// as matches of the round.
[[nodiscard]] std::vector<int> teams_with_requested_bye(const TeamEvent& event, int round);
[[nodiscard]] std::vector<TeamMatch> requested_bye_matches(const TeamEvent& event, int round);

/// The match-point scale of a text "W-D-L" such as "2-1-0" or "3-1-0" (whole or half points), or
/// the refusal: a won match is worth more than a drawn one, a drawn one at least a lost one.
[[nodiscard]] Checked<MatchPointScale> match_point_scale_from_text(std::string_view text);

/// An event's match points on `scale`: the pairing-allocated bye then scores a drawn match
/// (C.04.6 1.4), whatever the scale.
void set_match_points(TeamScoring& scoring, MatchPointScale scale);

}  // namespace shashki::tournament
