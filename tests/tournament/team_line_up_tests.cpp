// A team's line-up for a match (docs/teams.md): players of its roster, each on one board, the
// roster's order kept unless the regulations free it; an empty board is allowed.
#include <boost/test/unit_test.hpp>

#include "printing.hpp"
#include "shashki/tournament/team.hpp"

using namespace shashki::tournament;

namespace {

// Four regulars (1-4) and two reserves (5, 6).
const Team team{7, "Kazan", "KAZ", "Kazan", "", {1, 2, 3, 4, 5, 6}};

std::string refusal(const Checked<LineUp>& checked) {
  BOOST_REQUIRE(!checked.ok());
  return checked.problem().id();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(team_line_up_tests)

BOOST_AUTO_TEST_CASE(the_regulars_in_roster_order_are_a_line_up) {
  const auto checked = check_line_up(team, {1, 2, 3, 4}, 4, false);
  BOOST_REQUIRE(checked.ok());
  BOOST_TEST((*checked == LineUp{1, 2, 3, 4}));
}

BOOST_AUTO_TEST_CASE(a_reserve_replaces_a_regular_and_plays_below_the_regulars_above_him) {
  // Player 2 is out: 3 and 4 move up, reserve 5 plays board 4.
  BOOST_TEST(check_line_up(team, {1, 3, 4, 5}, 4, false).ok());
  // Reserve 5 on board 2 above regular 3: the roster's order broken.
  const auto broken = check_line_up(team, {1, 5, 3, 4}, 4, false);
  BOOST_TEST(refusal(broken).find("roster's order") != std::string::npos);
  BOOST_TEST(broken.problem().english().find("board 3") != std::string::npos);
  // Where the regulations allow a free order, the same line-up stands.
  BOOST_TEST(check_line_up(team, {1, 5, 3, 4}, 4, true).ok());
}

BOOST_AUTO_TEST_CASE(an_empty_board_is_allowed_and_a_short_line_up_leaves_the_last_boards_empty) {
  const auto gap = check_line_up(team, {1, std::nullopt, 3, 4}, 4, false);
  BOOST_REQUIRE(gap.ok());
  BOOST_TEST(!(*gap)[1].has_value());
  const auto short_one = check_line_up(team, {1, 2}, 4, false);
  BOOST_REQUIRE(short_one.ok());
  BOOST_TEST(short_one->size() == 4U);
  BOOST_TEST(!(*short_one)[3].has_value());
}

BOOST_AUTO_TEST_CASE(a_player_of_another_team_or_on_two_boards_is_refused_naming_the_board) {
  const auto stranger = check_line_up(team, {1, 2, 9, 4}, 4, false);
  BOOST_TEST(refusal(stranger) == "board {board}: player {player} is not in the roster of team {team}");
  BOOST_TEST(stranger.problem().english().find("board 3") != std::string::npos);
  const auto twice = check_line_up(team, {1, 2, 2, 4}, 4, true);
  BOOST_TEST(refusal(twice) == "board {board}: player {player} already plays board {other}");
}

BOOST_AUTO_TEST_CASE(more_players_than_boards_are_refused) {
  BOOST_TEST(refusal(check_line_up(team, {1, 2, 3, 4, 5}, 4, false)) ==
             "team {team} lines up {given} players for a match of {boards} boards");
}

BOOST_AUTO_TEST_CASE(a_board_left_empty_has_only_the_forfeit_of_its_empty_side) {
  MatchBoard board{1, std::nullopt, true, std::nullopt};  // home (White) present, away empty
  BOOST_TEST(check_board_result(board, GameResult::white_forfeit).ok());
  BOOST_TEST(!check_board_result(board, GameResult::white_wins).ok());
  BOOST_TEST(!check_board_result(board, GameResult::black_forfeit).ok());
  board.home_white = false;  // the present player has Black: White's side is the empty one
  BOOST_TEST(check_board_result(board, GameResult::black_forfeit).ok());
  board.home_player.reset();
  BOOST_TEST(check_board_result(board, GameResult::double_forfeit).ok());
  const MatchBoard played{1, 5, true, std::nullopt};
  BOOST_TEST(check_board_result(played, GameResult::draw).ok());
}

BOOST_AUTO_TEST_CASE(the_next_round_is_paired_only_when_every_board_of_this_one_has_its_result) {
  TeamEvent event;
  event.rounds_planned = 3;
  event.teams = {team, Team{8, "Tula", "", "", "", {11, 12}}};
  BOOST_TEST(check_team_round_to_pair(event, 1).ok());
  BOOST_TEST(!check_team_round_to_pair(event, 2).ok());  // not the next round
  TeamMatch match{1, 7, 8, MatchForfeit::none, {}};
  event.matches.push_back(match);
  BOOST_TEST(!check_team_round_to_pair(event, 2).ok());  // no line-ups yet
  event.matches[0].boards = {MatchBoard{1, 11, true, GameResult::draw},
                             MatchBoard{2, 12, false, std::nullopt}};
  BOOST_TEST(!check_team_round_to_pair(event, 2).ok());    // board 2 has no result
  BOOST_TEST(!check_line_up_open(event.matches[0]).ok());  // board 1 has its result
  event.matches[0].boards[1].result = GameResult::white_wins;
  BOOST_TEST(check_team_round_to_pair(event, 2).ok());
  // A forfeited match or a bye needs no boards.
  event.matches.push_back(TeamMatch{2, 7, 8, MatchForfeit::home_wins, {}});
  BOOST_TEST(check_team_round_to_pair(event, 3).ok());
  event.matches.push_back(TeamMatch{3, 7, std::nullopt, MatchForfeit::none, {}});
  BOOST_TEST(!check_team_round_to_pair(event, 4).ok());  // the three planned rounds are paired
}

BOOST_AUTO_TEST_CASE(a_match_point_scale_is_read_from_w_d_l) {
  const auto three = match_point_scale_from_text("3-1-0");
  BOOST_REQUIRE(three.ok());
  BOOST_TEST(three->win.half_points() == 6);
  BOOST_TEST(three->draw.half_points() == 2);
  BOOST_TEST(match_point_scale_from_text("2.5-1.0-0").ok());
  for (const char* bad : {"1-2-0", "2-1", "2-1-0-0", "a-1-0", "2--0", "2-1-0.25", "1-1-1"})
    BOOST_TEST(!match_point_scale_from_text(bad).ok(), bad);
  // The bye scores a drawn match on any scale (C.04.6 1.4): 1 of 3-1-0.
  TeamScoring scoring;
  set_match_points(scoring, *three);
  BOOST_TEST(scoring.match_points.win.half_points() == 6);
  BOOST_TEST(scoring.bye_match_points.half_points() == 2);
}

BOOST_AUTO_TEST_CASE(a_late_change_of_a_stored_line_up_needs_a_reason_and_a_first_line_up_none) {
  // Team 7 at home against team 8; only team 8 has lined up (players 11 and 12).
  TeamMatch match{3, 7, 8, MatchForfeit::none, {}};
  match.boards = {MatchBoard{std::nullopt, 11, true, std::nullopt},
                  MatchBoard{std::nullopt, 12, false, std::nullopt}};
  BOOST_TEST(!changes_stored_line_up(match, true, {1, 2}));
  BOOST_TEST(check_line_up_change(match, true, {1, 2}, "").ok());
  // Team 8's own: the same again is no change; another one is, and needs the reason.
  BOOST_TEST(!changes_stored_line_up(match, false, {11, 12}));
  BOOST_TEST(check_line_up_change(match, false, {11, 12}, "").ok());
  BOOST_TEST(changes_stored_line_up(match, false, {11, std::nullopt}));
  for (const char* blank : {"", "  ", "\t"}) {
    const auto refused = check_line_up_change(match, false, {11, std::nullopt}, blank);
    BOOST_REQUIRE(!refused.ok());
    BOOST_TEST(refused.problem().field() == "reason");
    BOOST_TEST(refused.problem().english().find("team 8") != std::string::npos, refused.problem().english());
  }
  const auto given = check_line_up_change(match, false, {11, std::nullopt}, "12 is ill");
  BOOST_REQUIRE(given.ok());
  BOOST_TEST((*given == LineUp{11, std::nullopt}));
}

BOOST_AUTO_TEST_CASE(a_match_is_forfeited_as_a_whole_before_any_board_has_its_result) {
  // TRF-2026 record 330: the team that did not come loses every board; both absent, both lose.
  TeamMatch match{2, 7, 8, MatchForfeit::none, {}};
  BOOST_TEST((forfeit_of_absent(match, 8, false) == MatchForfeit::home_wins));
  BOOST_TEST((forfeit_of_absent(match, 7, false) == MatchForfeit::away_wins));
  BOOST_TEST((forfeit_of_absent(match, 7, true) == MatchForfeit::both_lose));
  const auto field = [](const Checked<MatchForfeit>& checked) {
    BOOST_REQUIRE(!checked.ok());
    return checked.problem().field();
  };
  BOOST_TEST(field(check_match_forfeit(match, MatchForfeit::home_wins, " ")) == "reason");
  BOOST_TEST((*check_match_forfeit(match, MatchForfeit::home_wins, "team 8 did not come") ==
              MatchForfeit::home_wins));
  // Nothing to take back, and a bye is no match.
  BOOST_TEST(field(check_match_forfeit(match, MatchForfeit::none, "played after all")) == "team");
  const TeamMatch bye{2, 9, std::nullopt, MatchForfeit::none, {}};
  BOOST_TEST(field(check_match_forfeit(bye, MatchForfeit::both_lose, "absent")) == "team");
  // Line-ups alone do not stop it; a board's result does.
  match.boards = {MatchBoard{1, 11, true, std::nullopt}, MatchBoard{2, 12, false, std::nullopt}};
  BOOST_TEST(check_match_forfeit(match, MatchForfeit::both_lose, "both late").ok());
  match.boards[1].result = GameResult::draw;
  BOOST_TEST(field(check_match_forfeit(match, MatchForfeit::both_lose, "both late")) == "team");
  // A forfeited match takes its forfeit back, or stays so.
  TeamMatch forfeited{2, 7, 8, MatchForfeit::away_wins, {}};
  BOOST_TEST(check_match_forfeit(forfeited, MatchForfeit::none, "team 7 came after all").ok());
  BOOST_TEST(field(check_match_forfeit(forfeited, MatchForfeit::away_wins, "again")) == "team");
}

BOOST_AUTO_TEST_CASE(a_round_goes_to_the_clocks_match_by_match_once_every_line_up_is_in) {
  // Three boards a match, "WB": matches 3-5 and 4-6, team 8's bye, team 9's match forfeited.
  TeamEvent event;
  event.boards_per_match = 3;
  event.board_colours = "WB";
  const auto board = [](std::optional<int> home, std::optional<int> away, bool home_white) {
    MatchBoard b;
    b.home_player = home;
    b.away_player = away;
    b.home_white = home_white;
    return b;
  };
  event.matches = {
      TeamMatch{
          1, 3, 5, MatchForfeit::none, {board(31, 51, true), board(32, 52, false), board(33, 53, true)}},
      TeamMatch{1, 4, 6, MatchForfeit::none, {board(41, std::nullopt, true), board(42, 62, false)}},
      TeamMatch{1, 8, std::nullopt, MatchForfeit::none, {}},
      TeamMatch{1, 9, 7, MatchForfeit::away_wins, {}},
  };
  auto clocked = team_round_clock_boards(event, 1);
  BOOST_REQUIRE(clocked.ok());
  // Match k's board b is (k-1) * 3 + b; the empty board and the forfeited match have no game.
  std::vector<std::vector<int>> seen;
  for (const auto& b : *clocked) seen.push_back({b.number, b.home, b.board, b.white, b.black});
  const std::vector<std::vector<int>> expected{
      {1, 3, 1, 31, 51}, {2, 3, 2, 52, 32}, {3, 3, 3, 33, 53}, {5, 4, 2, 62, 42}};
  BOOST_TEST((seen == expected));
  const auto field = [](const auto& checked) {
    BOOST_REQUIRE(!checked.ok());
    return checked.problem().field();
  };
  // Only the last round, and not twice.
  BOOST_TEST(field(team_round_clock_boards(event, 2)) == "round");
  auto on = event;
  on.matches[0].boards[0].round_board = 1;
  BOOST_TEST(on_clocks(on.matches[0]));
  BOOST_TEST(field(team_round_clock_boards(on, 1)) == "round");
  BOOST_REQUIRE(team_board_on_clocks(on, 1, 1).has_value());
  BOOST_TEST(team_board_on_clocks(on, 1, 1)->match->home == 3);
  BOOST_TEST(!team_board_on_clocks(on, 1, 2).has_value());
  // On the clocks the line-ups are final and the match is played.
  BOOST_TEST(field(check_line_up_open(on.matches[0])) == "team");
  BOOST_TEST(field(check_match_forfeit(on.matches[0], MatchForfeit::home_wins, "absent")) == "team");
  BOOST_TEST(check_line_up_open(event.matches[0]).ok());
  // Rounds 1 and 3 were played without the clocks: they are written empty and complete before
  // round 4, round 2 (on the clocks) is kept.
  const auto before = team_rounds_before_clocks({Round{2, RoundState::locked, {}}}, 4);
  BOOST_REQUIRE(before.size() == 2U);
  BOOST_TEST(before[0].number == 1);
  BOOST_TEST(before[1].number == 3);
  BOOST_TEST((before[1].state == RoundState::complete));
  BOOST_TEST(before[1].boards.empty());
  // A team without a line-up keeps the round off the clocks, named.
  auto missing = event;
  for (auto& b : missing.matches[1].boards) b.away_player.reset();
  const auto refused = team_round_clock_boards(missing, 1);
  BOOST_TEST(field(refused) == "team");
  BOOST_TEST(refused.problem().english().find("team 6") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_team_event_s_settings_are_checked_before_anything_is_stored) {
  TeamEvent settings;
  settings.system = PairingSystem::swiss;
  BOOST_TEST(check_team_settings(settings).ok());
  settings.system = PairingSystem::double_round_robin;
  settings.board_colours = "WWBB";
  settings.boards_per_match = 20;
  BOOST_TEST(check_team_settings(settings).ok());
  const auto field = [](TeamEvent changed) {
    const auto checked = check_team_settings(std::move(changed));
    BOOST_REQUIRE(!checked.ok());
    return checked.problem().field();
  };
  for (const int boards : {0, -1, 21}) {
    auto bad = settings;
    bad.boards_per_match = boards;
    BOOST_TEST(field(bad) == "team_boards", boards);
  }
  for (const char* colours : {"", "WBX", "wb", "W B"}) {
    auto bad = settings;
    bad.board_colours = colours;
    BOOST_TEST(field(bad) == "board_colours", colours);
  }
  // A team board is one game or a micro-match of two.
  auto micro = settings;
  micro.scoring.games_per_board = 2;
  BOOST_TEST(check_team_settings(micro).ok());
  micro.scoring.games_per_board = 3;
  BOOST_TEST(field(micro) == "micro_match");
  auto knockout = settings;
  knockout.system = PairingSystem::knockout;
  BOOST_TEST(field(knockout) == "system");
  auto flat = settings;
  flat.scoring.match_points = MatchPointScale{TeamScore::from_half_points(2), TeamScore::from_half_points(2),
                                              TeamScore::from_half_points(0)};
  BOOST_TEST(field(flat) == "match_points");
  auto upside_down = settings;
  upside_down.scoring.match_points = MatchPointScale{
      TeamScore::from_half_points(4), TeamScore::from_half_points(0), TeamScore::from_half_points(2)};
  BOOST_TEST(field(upside_down) == "match_points");
}

// Micro-matches on a team board (the event's micro-match setting, 6.1.4): game 2 is played with
// the colours changed and its result is written from its own White; every game counts in the
// game points, and the round is complete only when both games of every board have results.
BOOST_AUTO_TEST_CASE(a_micro_match_board_counts_both_games_with_the_colours_changed) {
  MatchBoard board{1, 11, true, GameResult::white_wins};  // game 1: home player 1 (White) wins
  board.second_result = GameResult::draw;                 // game 2: player 11 has White, a draw
  BOOST_TEST(board_points(board, true).half_points() == 3);
  BOOST_TEST(board_points(board, false).half_points() == 1);
  board.second_result = GameResult::white_wins;  // game 2 won by player 11, White there
  BOOST_TEST(board_points(board, true).half_points() == 2);
  BOOST_TEST(board_points(board, false).half_points() == 2);
  BOOST_TEST(board_played(board));
  BOOST_TEST(!home_white_in_game(board, 2));
  // An empty away side loses both games by forfeit, each from that game's White: "+/-" in game
  // 1 (the home player is White), "-/+" in game 2 (he is Black).
  const MatchBoard empty{1, std::nullopt, true, std::nullopt};
  BOOST_TEST(check_board_result(empty, GameResult::white_forfeit, 1).ok());
  BOOST_TEST(check_board_result(empty, GameResult::black_forfeit, 2).ok());
  BOOST_TEST(!check_board_result(empty, GameResult::white_forfeit, 2).ok());
  // Game 2 exists only in an event of micro-matches.
  TeamEvent event;
  event.rounds_planned = 2;
  BOOST_TEST(check_team_game(event, 1).ok());
  BOOST_TEST(check_team_game(event, 2).problem().field() == "game");
  event.scoring.games_per_board = 2;
  BOOST_TEST(check_team_game(event, 2).ok());
  BOOST_TEST(!check_team_game(event, 3).ok());
  BOOST_TEST(!check_team_game(event, 0).ok());
  // Complete only with both games; the match is scored over four games on two boards.
  event.teams = {team, Team{8, "Tula", "", "", "", {11, 12}}};
  event.matches = {TeamMatch{
      1,
      7,
      8,
      MatchForfeit::none,
      {MatchBoard{1, 11, true, GameResult::white_wins}, MatchBoard{2, 12, false, GameResult::draw}}}};
  BOOST_TEST(!team_round_complete(event, 1));
  event.matches[0].boards[0].second_result = GameResult::draw;
  event.matches[0].boards[1].second_result = GameResult::white_wins;  // player 2, White in game 2, wins
  BOOST_TEST(team_round_complete(event, 1));
  const auto home = match_score(event.matches[0], true, event.scoring, 2);
  BOOST_TEST(home.game_points.half_points() == 2 + 1 + 1 + 2);  // 1 + 0.5 on board 1, 0.5 + 1 on board 2
  BOOST_TEST(home.match_points == event.scoring.match_points.win);
  // A bye scores a drawn match: half of each of the four games; a forfeited match all four.
  const auto bye = match_score(TeamMatch{2, 7, std::nullopt, MatchForfeit::none, {}}, true, event.scoring, 2);
  BOOST_TEST(bye.game_points.half_points() == 4);
  const auto forfeit = match_score(TeamMatch{2, 7, 8, MatchForfeit::home_wins, {}}, true, event.scoring, 2);
  BOOST_TEST(forfeit.game_points.half_points() == 8);
}

// A team asks for a bye (TRF-2026 240) in a Swiss, for a round to come, half or zero; a round
// robin's table is fixed. The pairing of the round leaves it out and gives it its bye.
BOOST_AUTO_TEST_CASE(a_bye_is_asked_for_a_round_to_come_of_a_swiss) {
  TeamEvent event;
  event.system = PairingSystem::swiss;
  event.rounds_planned = 3;
  event.teams = {team, Team{8, "Tula", "", "", "", {11, 12}}};
  event.matches = {TeamMatch{1, 7, 8, MatchForfeit::none, {}}};
  const auto field = [&](int t, int round, std::optional<ByeKind> kind) {
    const auto checked = check_team_bye_request(event, t, round, kind);
    return checked.ok() ? std::string() : checked.problem().field();
  };
  BOOST_TEST(field(7, 2, ByeKind::requested_half).empty());
  BOOST_TEST(field(7, 3, ByeKind::requested_zero).empty());
  BOOST_TEST(field(7, 1, ByeKind::requested_half) == "round");  // paired already
  BOOST_TEST(field(7, 4, ByeKind::requested_half) == "round");  // beyond the planned rounds
  BOOST_TEST(field(9, 2, ByeKind::requested_half) == "team");
  BOOST_TEST(field(7, 2, ByeKind::pairing_allocated) == "kind");
  BOOST_TEST(field(7, 2, std::nullopt) == "team");  // nothing to take back
  event.bye_requests = {{2, 7, ByeKind::requested_zero}};
  BOOST_TEST(field(7, 2, std::nullopt).empty());
  BOOST_TEST((teams_with_requested_bye(event, 2) == std::vector<int>{7}));
  const auto byes = requested_bye_matches(event, 2);
  BOOST_REQUIRE(byes.size() == 1U);
  BOOST_TEST((byes[0].bye == ByeKind::requested_zero));
  BOOST_TEST(!byes[0].away.has_value());
  event.withdrawn = {{7, 2}};
  BOOST_TEST(field(7, 3, ByeKind::requested_half) == "team");
  // A team that withdrew by the round sits it out without the bye it asked for, and its request
  // may still be taken back.
  BOOST_TEST(teams_with_requested_bye(event, 2).empty());
  BOOST_TEST(requested_bye_matches(event, 2).empty());
  BOOST_TEST(field(7, 2, std::nullopt).empty());
  event.system = PairingSystem::round_robin;
  BOOST_TEST(field(8, 2, ByeKind::requested_half) == "system");
}

BOOST_AUTO_TEST_SUITE_END()
