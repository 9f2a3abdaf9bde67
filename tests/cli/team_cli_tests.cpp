// A team Swiss run end to end through `shashki` (docs/cli.md, "Team events"): each round paired
// by `pair --system team-swiss` from the file of the rounds before, its results written into the
// file, then the whole event imported, ranked by `standings --json`, re-ranked by `event edit`,
// and exported back to the same file.
#include <boost/test/unit_test.hpp>

#include "shashki/format/trf_team.hpp"
#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <utility>
#include <vector>

namespace {

namespace tn = shashki::tournament;
using shashki::test::quoted;
using shashki::test::RunResult;
using shashki::test::TempDir;

RunResult run_shashki(const std::string& args) {
  return shashki::test::run(shashki::test::shashki_command("--lang en " + args));
}

void write_text(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

/// `teams` teams of `boards` regulars and one reserve, players numbered team by team.
std::pair<tn::TeamEvent, std::vector<shashki::pairing::Player>> team_field(int teams, int boards,
                                                                           int rounds) {
  tn::TeamEvent event;
  event.rounds_planned = rounds;
  event.boards_per_match = boards;
  event.board_colours = "WB";
  std::vector<shashki::pairing::Player> players;
  int number = 0;
  for (int t = 1; t <= teams; ++t) {
    tn::Team team{t, "Team " + std::to_string(t), "T" + std::to_string(t), "", "", {}};
    for (int b = 0; b <= boards; ++b) {
      shashki::pairing::Player p;
      p.number = ++number;
      p.name = "Player " + std::to_string(number);
      players.push_back(p);
      team.roster.push_back(number);
    }
    event.teams.push_back(team);
  }
  return {event, players};
}

/// The match of `white` and `black` in `round` with random board results; now and then the
/// reserve plays the last board, or a board stays empty.
tn::TeamMatch random_match(const tn::TeamEvent& event, int round, int white, int black,
                           std::mt19937& random) {
  tn::TeamMatch match{round, white, black, tn::MatchForfeit::none, {}};
  const auto& home = event.teams[static_cast<std::size_t>(white - 1)].roster;
  const auto& away = event.teams[static_cast<std::size_t>(black - 1)].roster;
  const int boards = event.boards_per_match;
  const bool reserve = random() % 4 == 0;
  for (int b = 0; b < boards; ++b) {
    tn::MatchBoard board;
    board.home_player = home[static_cast<std::size_t>(b == boards - 1 && reserve ? boards : b)];
    board.away_player = away[static_cast<std::size_t>(b)];
    board.home_white = b % 2 == 0;
    switch (random() % 10) {
      case 0:
        board.result = tn::GameResult::draw;
        break;
      case 1:
      case 2:
      case 3:
        board.result = tn::GameResult::white_wins;
        break;
      case 4:
      case 5:
      case 6:
        board.result = tn::GameResult::black_wins;
        break;
      default:
        board.result = tn::GameResult::draw;
    }
    match.boards.push_back(board);
  }
  if (random() % 12 == 0) {
    // The away team leaves its last board empty: the home player wins it by forfeit.
    auto& last = match.boards.back();
    last.away_player.reset();
    last.result = last.home_white ? tn::GameResult::white_forfeit : tn::GameResult::black_forfeit;
  }
  return match;
}

/// The pairs `pair -p` wrote: the first line counts them, then "WHITE BLACK" or "TEAM 0".
std::vector<std::pair<int, int>> read_pairs(const std::string& text) {
  std::istringstream in(text);
  int count = 0;
  in >> count;
  std::vector<std::pair<int, int>> pairs;
  for (int i = 0; i < count; ++i) {
    int white = 0;
    int black = 0;
    in >> white >> black;
    pairs.emplace_back(white, black);
  }
  return pairs;
}

// A Swiss of four teams of two players (A1 and A2 of team 1, B1 and B2 of team 2, ...) with
// round 1 paired; the database option of its commands.
std::string four_team_swiss(const TempDir& dir) {
  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  write_text(dir.path() / "teams.csv", "team,name\nA,A1\nA,A2\nB,B1\nB,B2\nC,C1\nC,C2\nD,D1\nD,D2\n");
  BOOST_REQUIRE(run_shashki(db + "event create --name Cup --system swiss --rounds 3 --discipline classical "
                                 "--control 90+30 --team-boards 2")
                    .exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team import --event 1 " + quoted(dir.path() / "teams.csv")).exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team pair --event 1").exit_code == 0);
  return db;
}

/// Teams A and B of `boards` players each (A1, A2, ..., then B1, ...) in a one-round team round
/// robin of micro-matches, paired, with the line-ups `home` and `away`; the --db option.
std::string micro_match_match(const TempDir& dir, int boards, const std::string& home,
                              const std::string& away) {
  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  std::string csv = "team,name\n";
  for (const char* team : {"A", "B"})
    for (int b = 1; b <= boards; ++b) csv += std::string(team) + "," + team + std::to_string(b) + "\n";
  write_text(dir.path() / "teams.csv", csv);
  BOOST_REQUIRE(run_shashki(db +
                            "event create --name Cup --system round-robin --rounds 1 --discipline "
                            "classical --control 90+30 --micro-match --team-boards " +
                            std::to_string(boards))
                    .exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team import --event 1 " + quoted(dir.path() / "teams.csv")).exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team pair --event 1").exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players " + home).exit_code ==
                0);
  BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team 2 --players " + away).exit_code ==
                0);
  return db;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(team_cli_tests)

BOOST_AUTO_TEST_CASE(a_ten_team_nine_round_swiss_is_paired_imported_ranked_and_exported) {
  TempDir dir;
  const auto file = dir.path() / "event.trf";
  const auto pairs_file = dir.path() / "pairs.txt";
  auto [event, players] = team_field(10, 4, 9);
  // Ten teams in nine rounds meet nearly all the others: some results leave a round 8 whose
  // remaining opponents form odd cycles, which no pairing avoids without a rematch (C.04.6
  // leaves that to the chief arbiter, 3.3.3). These results pair through to the end.
  std::mt19937 random(2);
  std::set<std::pair<int, int>> met;
  for (int round = 1; round <= 9; ++round) {
    write_text(
        file, shashki::format::write_team_trf(event, "Team Swiss", players, tn::ScoringScale::one_half_zero));
    const auto paired =
        run_shashki("pair --system team-swiss --trf " + quoted(file) + " -p " + quoted(pairs_file));
    BOOST_REQUIRE_MESSAGE(paired.exit_code == 0, "round " << round << ": " << paired.err);
    const auto pairs = read_pairs(shashki::test::read_file(pairs_file));
    BOOST_REQUIRE_EQUAL(pairs.size(), 5U);  // ten teams: five matches, no bye
    for (const auto& [white, black] : pairs) {
      BOOST_REQUIRE(black != 0);
      // C.04.6 [C1]: two teams meet once.
      BOOST_TEST(met.insert({std::min(white, black), std::max(white, black)}).second);
      event.matches.push_back(random_match(event, round, white, black, random));
    }
  }
  write_text(file,
             shashki::format::write_team_trf(event, "Team Swiss", players, tn::ScoringScale::one_half_zero));
  // Every round of the file re-paired from the rounds before gives the file's pairs.
  const auto check = run_shashki("pair --system team-swiss --trf " + quoted(file) + " -c");
  BOOST_TEST(check.exit_code == 0, check.out);

  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  const auto imported = run_shashki(db + "trf import " + quoted(file));
  BOOST_REQUIRE_MESSAGE(imported.exit_code == 0, imported.err);
  const auto standings = run_shashki(db + "standings --event 1 --json");
  BOOST_REQUIRE_MESSAGE(standings.exit_code == 0, standings.err);
  const auto rows = nlohmann::json::parse(standings.out);
  BOOST_REQUIRE_EQUAL(rows.size(), 10U);
  double match_points = 0;
  double game_points = 0;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    match_points += rows[i]["match_points"].get<double>();
    game_points += rows[i]["game_points"].get<double>();
    BOOST_TEST(rows[i]["points"] == rows[i]["match_points"]);  // match points primary by default
    if (i > 0) BOOST_TEST(rows[i - 1]["points"].get<double>() >= rows[i]["points"].get<double>());
  }
  // Forty-five matches: each gives 2 match points between its teams (2-0 or 1-1), and 4 games.
  BOOST_TEST(match_points == 90.0);
  BOOST_TEST(game_points == 180.0);

  // The team crosstable as PDF and the board prizes as CSV.
  const auto crosstable = dir.path() / "crosstable.pdf";
  const auto made = run_shashki(db + "report crosstable --event 1 --format pdf --out " + quoted(crosstable));
  BOOST_REQUIRE_MESSAGE(made.exit_code == 0, made.err);
  BOOST_TEST(shashki::test::read_file(crosstable).starts_with("%PDF"));
  const auto prizes = dir.path() / "prizes.csv";
  const auto listed = run_shashki(db + "report board-prizes --event 1 --format csv --out " + quoted(prizes));
  BOOST_REQUIRE_MESSAGE(listed.exit_code == 0, listed.err);
  BOOST_TEST(shashki::test::read_file(prizes).find("Player 1") != std::string::npos);

  // Game points first, with board count and top board results after: the order follows.
  BOOST_TEST(run_shashki(db + "event edit --event 1 --match-scoring game --tiebreaks BC,TBR").exit_code != 0);
  const auto edited = run_shashki(
      db + "event edit --event 1 --match-scoring game --tiebreaks BC,TBR --reason 'the regulations'");
  BOOST_REQUIRE_MESSAGE(edited.exit_code == 0, edited.err);
  const auto by_games = nlohmann::json::parse(run_shashki(db + "standings --event 1 --json").out);
  for (std::size_t i = 1; i < by_games.size(); ++i) {
    BOOST_TEST(by_games[i - 1]["game_points"].get<double>() >= by_games[i]["game_points"].get<double>());
    BOOST_TEST(by_games[i]["tiebreaks"][0]["code"] == "BC");
  }

  // Export, import, export again: the same file.
  const auto first = dir.path() / "first.trf";
  const auto second = dir.path() / "second.trf";
  BOOST_REQUIRE(run_shashki(db + "trf export --event 1 --out " + quoted(first)).exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "trf import " + quoted(first)).exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "trf export --event 2 --out " + quoted(second)).exit_code == 0);
  BOOST_TEST(shashki::test::read_file(first) == shashki::test::read_file(second));
}

BOOST_AUTO_TEST_CASE(a_team_file_with_a_line_up_of_another_team_s_player_imports_nothing) {
  TempDir dir;
  auto [event, players] = team_field(4, 2, 3);
  std::mt19937 random(7);
  event.matches.push_back(random_match(event, 1, 1, 2, random));
  event.matches.push_back(random_match(event, 1, 3, 4, random));
  std::string text =
      shashki::format::write_team_trf(event, "Broken", players, tn::ScoringScale::one_half_zero);
  // A 300 line-up of team 1 in round 1 naming player 4, who plays for team 2.
  text += "300   1   1   2    4    2\n";
  const auto file = dir.path() / "broken.trf";
  write_text(file, text);
  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  const auto imported = run_shashki(db + "trf import " + quoted(file));
  BOOST_TEST(imported.exit_code == 3);
  BOOST_TEST(imported.err.find("broken.trf:") != std::string::npos, imported.err);
  BOOST_TEST(imported.err.find("player 4 is not in the roster of team 1") != std::string::npos, imported.err);
  BOOST_TEST(run_shashki(db + "event list").out.find("Broken") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(an_eight_team_double_round_robin_runs_from_the_csv_to_the_standings) {
  TempDir dir;
  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  // Eight teams of four regulars and a reserve, in roster order.
  std::string csv = "team,short,team_city,captain,name,rating\n";
  for (int t = 1; t <= 8; ++t) {
    for (int p = 1; p <= 5; ++p) {
      csv += "Team " + std::to_string(t) + ",T" + std::to_string(t) + ",City," + (p == 1 ? "Captain" : "") +
             ",Player " + std::to_string(t) + "-" + std::to_string(p) + "," +
             std::to_string(2000 - 10 * t - p) + "\n";
    }
  }
  write_text(dir.path() / "teams.csv", csv);
  BOOST_REQUIRE(run_shashki(db + "event create --name 'Team RR' --system double-round-robin --rounds 14 "
                                 "--discipline rapid --control 15+10 --team-boards 4")
                    .exit_code == 0);
  const auto imported = run_shashki(db + "team import --event 1 " + quoted(dir.path() / "teams.csv"));
  BOOST_REQUIRE_MESSAGE(imported.exit_code == 0, imported.err);
  std::mt19937 random(14);
  std::set<std::pair<int, int>> white_black;
  for (int round = 1; round <= 14; ++round) {
    const auto paired = run_shashki(db + "team pair --event 1");
    BOOST_REQUIRE_MESSAGE(paired.exit_code == 0, "round " << round << ": " << paired.err);
    std::istringstream lines(paired.out);
    std::string word;
    int number = 0;
    lines >> word >> number;
    BOOST_REQUIRE_EQUAL(number, round);
    int white = 0;
    int black = 0;
    while (lines >> white >> black) {
      BOOST_TEST(white_black.insert({white, black}).second);  // each pair once per colour order
      for (const int team : {white, black}) {
        const int first = 5 * (team - 1) + 1;
        const std::string players = std::to_string(first) + "," + std::to_string(first + 1) + "," +
                                    std::to_string(first + 2) + "," + std::to_string(first + 3);
        const auto line_up = run_shashki(db + "team lineup --event 1 --round " + std::to_string(round) +
                                         " --team " + std::to_string(team) + " --players " + players);
        BOOST_REQUIRE_MESSAGE(line_up.exit_code == 0, line_up.err);
      }
      if (round == 1) {
        // The next round waits for every result of this one.
        BOOST_TEST(run_shashki(db + "team pair --event 1").exit_code != 0);
      }
      for (int board = 1; board <= 4; ++board) {
        const char* results[] = {"1-0", "=", "0-1"};
        const auto entered = run_shashki(db + "team result --event 1 --round " + std::to_string(round) +
                                         " --team " + std::to_string(white) + " --board " +
                                         std::to_string(board) + " --result " + results[random() % 3]);
        BOOST_REQUIRE_MESSAGE(entered.exit_code == 0, entered.err);
      }
    }
  }
  BOOST_TEST(white_black.size() == 56U);  // 28 pairs, each with either team the match's White
  BOOST_TEST(run_shashki(db + "team pair --event 1").exit_code != 0);  // the fourteen rounds are played
  const auto rows = nlohmann::json::parse(run_shashki(db + "standings --event 1 --json").out);
  BOOST_REQUIRE_EQUAL(rows.size(), 8U);
  double match_points = 0;
  double game_points = 0;
  for (const auto& row : rows) {
    match_points += row["match_points"].get<double>();
    game_points += row["game_points"].get<double>();
    // MPVGP, the secondary score, is the game points as the event writes them (2-1-0 here).
    BOOST_TEST(row["tiebreaks"][0]["value"].get<double>() == row["game_points"].get<double>());
  }
  BOOST_TEST(match_points == 112.0);  // 56 matches of 2 match points
  BOOST_TEST(game_points == 448.0);   // on the 2-1-0 scale: 56 matches of 4 games of 2 points
  // The round robin ranks by its default team tie-breaks (MPVGP, EMGSB, DE, TBR).
  BOOST_TEST(rows[0]["tiebreaks"][1]["code"] == "EMGSB");
  for (const char* kind : {"crosstable", "board-prizes"}) {
    const auto out = dir.path() / (std::string(kind) + ".pdf");
    const auto made = run_shashki(db + "report " + kind + " --event 1 --format pdf --out " + quoted(out));
    BOOST_REQUIRE_MESSAGE(made.exit_code == 0, kind << ": " << made.err);
    BOOST_TEST(shashki::test::read_file(out).starts_with("%PDF"));
  }
  const auto first = dir.path() / "first.trf";
  const auto second = dir.path() / "second.trf";
  BOOST_REQUIRE(run_shashki(db + "trf export --event 1 --out " + quoted(first)).exit_code == 0);
  const auto again = run_shashki(db + "trf import " + quoted(first));
  BOOST_REQUIRE_MESSAGE(again.exit_code == 0, again.err);
  BOOST_REQUIRE(run_shashki(db + "trf export --event 2 --out " + quoted(second)).exit_code == 0);
  BOOST_TEST(shashki::test::read_file(first) == shashki::test::read_file(second));
}

BOOST_AUTO_TEST_CASE(a_teams_csv_with_a_player_without_a_team_registers_nothing) {
  TempDir dir;
  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  write_text(dir.path() / "teams.csv", "team,name\nKazan,Ivanov\n,Petrov\nTula,Sidorov\n");
  const auto bad_scale = run_shashki(db +
                                     "event create --name Cup --system swiss --rounds 5 --discipline "
                                     "classical --control 90+30 --team-boards 2 --match-points 1-2-0");
  BOOST_TEST(bad_scale.exit_code == 3);
  BOOST_TEST(bad_scale.err.find("1-2-0") != std::string::npos, bad_scale.err);
  BOOST_REQUIRE(
      run_shashki(db + "event create --name Cup --system swiss --rounds 5 --discipline classical "
                       "--control 90+30 --team-boards 2 --match-points 3-1-0 --colour-preferences type-b")
          .exit_code == 0);
  const auto imported = run_shashki(db + "team import --event 1 " + quoted(dir.path() / "teams.csv"));
  BOOST_TEST(imported.exit_code == 3);
  BOOST_TEST(imported.err.find("teams.csv:3:1: a player needs a team") != std::string::npos, imported.err);
  BOOST_TEST(run_shashki(db + "player list --event 1 --json").out.find("Ivanov") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_team_event_with_bad_settings_is_refused_naming_the_option_and_nothing_is_stored) {
  TempDir dir;
  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  const std::string create =
      "event create --name Cup --rounds 5 --discipline classical --control 90+30 --system ";
  for (const auto& [options, option] : std::vector<std::pair<std::string, std::string>>{
           {"swiss --team-boards 0", "--team-boards"},
           {"swiss --team-boards 21", "--team-boards"},
           {"swiss --team-boards 4 --board-colours WBX", "--board-colours"},
           {"knockout --team-boards 4", "--system"}}) {
    const auto refused = run_shashki(db + create + options);
    BOOST_TEST(refused.exit_code == 3, options);
    BOOST_TEST(refused.err.find(option + ": ") != std::string::npos, refused.err);
  }
  BOOST_TEST(run_shashki(db + "event list --json").out.find("Cup") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_team_that_does_not_come_loses_its_match_by_forfeit_and_the_forfeit_can_be_taken_back) {
  TempDir dir;
  const auto db = four_team_swiss(dir);
  BOOST_REQUIRE(
      run_shashki(db + "team edit --event 1 --round 1 --pairs 1-2,3-4 --reason 'seeding'").exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players 1,2").exit_code == 0);
  const std::string forfeit = "team forfeit --event 1 --round 1 ";
  // Team 2 did not come: without a reason refused, with one the match is team 1's, 2-0 on boards.
  const auto unexplained = run_shashki(db + forfeit + "--team 2");
  BOOST_TEST(unexplained.exit_code == 3);
  BOOST_TEST(
      unexplained.err.find("--reason: round 1: a forfeited match needs its reason") != std::string::npos,
      unexplained.err);
  const auto forfeited = run_shashki(db + forfeit + "--team 2 --reason 'the bus broke down'");
  BOOST_REQUIRE_MESSAGE(forfeited.exit_code == 0, forfeited.err);
  BOOST_TEST(run_shashki(db + forfeit + "--team 2 --reason again").err.find("forfeited so already") !=
             std::string::npos);
  // Its line-ups are gone and none may be entered.
  BOOST_TEST(run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players 1,2").exit_code != 0);
  BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team 3 --players 5,6").exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team 4 --players 7,8").exit_code == 0);
  for (const int board : {1, 2}) {
    BOOST_REQUIRE(run_shashki(db + "team result --event 1 --round 1 --team 3 --board " +
                              std::to_string(board) + " --result =")
                      .exit_code == 0);
  }
  // Match 3-4 has results: it cannot be forfeited any more.
  const auto played = run_shashki(db + forfeit + "--team 3 --both --reason late");
  BOOST_TEST(played.exit_code == 3);
  BOOST_TEST(played.err.find("board 1 of the match has its result") != std::string::npos, played.err);
  const auto standings = nlohmann::json::parse(run_shashki(db + "standings --event 1 --json").out);
  std::map<int, std::pair<double, double>> points;  // team: match points, game points
  for (const auto& row : standings)
    points[row["number"].get<int>()] = {row["match_points"].get<double>(), row["game_points"].get<double>()};
  BOOST_TEST(points[1].first == 2.0);
  BOOST_TEST(points[1].second == 4.0);  // both boards won, 2-1-0 per game
  BOOST_TEST(points[2].first == 0.0);
  BOOST_TEST(points[2].second == 0.0);
  BOOST_TEST(points[3].first == 1.0);
  // The forfeit goes to the TRF file as a 330 record.
  const auto trf = dir.path() / "cup.trf";
  BOOST_REQUIRE(run_shashki(db + "trf export --event 1 --out " + quoted(trf)).exit_code == 0);
  BOOST_TEST(shashki::test::read_file(trf).find("\n330 ") != std::string::npos);
  // Team 2 came after all: the forfeit is taken back and the line-ups are entered again.
  BOOST_REQUIRE(run_shashki(db + forfeit + "--team 2 --clear --reason 'the bus arrived'").exit_code == 0);
  BOOST_TEST(run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players 1,2").exit_code == 0);
}

BOOST_AUTO_TEST_CASE(a_team_round_goes_to_the_clocks_board_by_board_grouped_by_match) {
  TempDir dir;
  const auto db = four_team_swiss(dir);
  BOOST_REQUIRE(
      run_shashki(db + "team edit --event 1 --round 1 --pairs 1-2,3-4 --reason 'seeding'").exit_code == 0);
  const std::string clocks = "team clocks --event 1 --round 1";
  BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players 1,2").exit_code == 0);
  // Every line-up comes before the clocks: the refusal names the first team without one.
  const auto early = run_shashki(db + clocks);
  BOOST_TEST(early.exit_code != 0);
  BOOST_TEST(early.err.find("team 2 has no line-up yet") != std::string::npos, early.err);
  BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team 2 --players 3,4").exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team 3 --players 5,6").exit_code == 0);
  // Team 4 leaves board 2 empty: that board has no game to time.
  BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team 4 --players 7,-").exit_code == 0);
  const auto put = run_shashki(db + clocks);
  BOOST_REQUIRE_MESSAGE(put.exit_code == 0, put.err);
  // Round board, match (its first team), board of the match, White, Black: match 1 on boards
  // 1-2 (board 2 with the colours of "WB" turned), match 2 from board 3 on.
  BOOST_TEST(put.out == "1 1 1 1 3\n2 1 2 4 2\n3 3 1 5 7\n");
  BOOST_TEST(run_shashki(db + clocks).err.find("on the clocks already") != std::string::npos);
  // The line-ups are final; the boards have their links like an individual round's.
  const auto late = run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players 2,1 --reason ill");
  BOOST_TEST(late.exit_code != 0);
  BOOST_TEST(late.err.find("on the clocks") != std::string::npos, late.err);
  const auto links = run_shashki(db + "venue tokens --event 1 --round 1 --base-url http://10.0.0.1:8080");
  BOOST_REQUIRE_MESSAGE(links.exit_code == 0, links.err);
  BOOST_TEST(std::count(links.out.begin(), links.out.end(), '\n') == 3, links.out);
  // A result entered on the round's board is the match board's, and the other way round: one
  // truth, in the game.
  BOOST_REQUIRE(run_shashki(db + "result set --event 1 --round 1 --board 2 0-1").exit_code == 0);
  BOOST_REQUIRE(
      run_shashki(db + "team result --event 1 --round 1 --team 1 --board 1 --result 1-0").exit_code == 0);
  BOOST_TEST(run_shashki(db + "team result --event 1 --round 1 --team 1 --board 1 --result =").exit_code !=
             0);
  const auto cleared = run_shashki(db + "team result --event 1 --round 1 --team 1 --board 1 --result clear");
  BOOST_TEST(cleared.err.find("clear its result on the round's page") != std::string::npos, cleared.err);
  const auto round = run_shashki(db + "round show --event 1 --round 1");
  BOOST_TEST(round.out.find("1-0") != std::string::npos, round.out);
  const auto show = run_shashki(db + "team show --event 1 --round 1");
  BOOST_TEST(show.out.find("1. 1 A1 (w) - 3 B1  1-0  [board 1]") != std::string::npos, show.out);
  BOOST_TEST(show.out.find("2. 2 A2 (b) - 4 B2  0-1  [board 2]") != std::string::npos, show.out);
  const auto standings = nlohmann::json::parse(run_shashki(db + "standings --event 1 --json").out);
  for (const auto& row : standings) {
    if (row["number"].get<int>() != 1) continue;
    BOOST_TEST(row["match_points"].get<double>() == 2.0);
    BOOST_TEST(row["game_points"].get<double>() == 4.0);
  }  // The round closed and locked as an individual round: its results are final, on the board
  // left empty too.
  BOOST_REQUIRE(run_shashki(db + "result set --event 1 --round 1 --board 3 =").exit_code == 0);
  BOOST_REQUIRE(
      run_shashki(db + "team result --event 1 --round 1 --team 3 --board 2 --result=-/+").exit_code == 0);
  const auto complete = run_shashki(db + "round complete --event 1 --round 1");
  BOOST_REQUIRE_MESSAGE(complete.exit_code == 0, complete.err);
  const auto locked = run_shashki(db + "round lock --event 1 --round 1");
  BOOST_REQUIRE_MESSAGE(locked.exit_code == 0, locked.err);
  const auto after = run_shashki(db + "team result --event 1 --round 1 --team 3 --board 2 --result=clear");
  BOOST_TEST(after.exit_code != 0);
  BOOST_TEST(after.err.find("round 1 is locked") != std::string::npos, after.err);
}

BOOST_AUTO_TEST_CASE(a_team_pairing_changed_by_hand_is_refused_naming_the_article) {
  TempDir dir;
  const auto db = four_team_swiss(dir);
  // By hand, A-B and C-D: without a reason refused, with one stored.
  BOOST_TEST(run_shashki(db + "team edit --event 1 --round 1 --pairs 1-2,3-4 --reason ' '").exit_code != 0);
  const auto edited = run_shashki(db + "team edit --event 1 --round 1 --pairs 1-2,3-4 --reason 'travel'");
  BOOST_REQUIRE_MESSAGE(edited.exit_code == 0, edited.err);
  for (const auto& [team, players] :
       std::vector<std::pair<int, std::string>>{{1, "1,2"}, {2, "3,4"}, {3, "5,6"}, {4, "7,8"}}) {
    BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team " + std::to_string(team) +
                              " --players " + players)
                      .exit_code == 0);
  }
  // Once line-ups are in, the matches stay.
  BOOST_TEST(run_shashki(db + "team edit --event 1 --round 1 --pairs 1-3,2-4 --reason 'late'").exit_code !=
             0);
  // A late change of a stored line-up needs its reason; the same line-up again needs none.
  const auto unexplained = run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players 1,-");
  BOOST_TEST(unexplained.exit_code == 3);
  BOOST_TEST(unexplained.err.find("--reason: round 1: team 1's line-up is stored") != std::string::npos,
             unexplained.err);
  BOOST_TEST(run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players 1,2").exit_code == 0);
  BOOST_REQUIRE(
      run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players 1,- --reason 'A2 is ill'")
          .exit_code == 0);
  // Board 2 left empty: its only result is the forfeit its empty side loses.
  BOOST_TEST(run_shashki(db + "team result --event 1 --round 1 --team 1 --board 2 --result =").exit_code !=
             0);
  BOOST_REQUIRE(
      run_shashki(db + "team lineup --event 1 --round 1 --team 1 --players 1,2 --reason 'A2 came back'")
          .exit_code == 0);
  for (const int team : {1, 3}) {
    for (const int board : {1, 2}) {
      BOOST_REQUIRE(run_shashki(db + "team result --event 1 --round 1 --team " + std::to_string(team) +
                                " --board " + std::to_string(board) + " --result =")
                        .exit_code == 0);
    }
  }
  BOOST_REQUIRE(run_shashki(db + "team pair --event 1").exit_code == 0);
  const auto rematch = run_shashki(db + "team edit --event 1 --round 2 --pairs 2-1,4-3 --reason 'by hand'");
  BOOST_TEST(rematch.exit_code == 1);
  BOOST_TEST(rematch.err.find("C.04.6 [C1]: teams 2 and 1 already met in round 1") != std::string::npos,
             rematch.err);
}

BOOST_AUTO_TEST_CASE(a_withdrawn_team_s_round_robin_matches_are_forfeited_to_its_opponents) {
  TempDir dir;
  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  write_text(dir.path() / "teams.csv", "team,name\nA,A1\nB,B1\nC,C1\nD,D1\n");
  BOOST_REQUIRE(run_shashki(db +
                            "event create --name RR --system round-robin --rounds 3 --discipline classical "
                            "--control 90+30 --team-boards 1")
                    .exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team import --event 1 " + quoted(dir.path() / "teams.csv")).exit_code == 0);
  BOOST_TEST(run_shashki(db + "team withdraw --event 1 --team 9").exit_code == 3);  // no such team
  const auto out = run_shashki(db + "team withdraw --event 1 --team 4 --reason 'ill'");
  BOOST_REQUIRE_MESSAGE(out.exit_code == 0, out.err);
  BOOST_TEST(out.out.find("team 4 withdraws from round 1 on") != std::string::npos, out.out);
  for (int round = 1; round <= 3; ++round) {
    const auto paired = run_shashki(db + "team pair --event 1");
    BOOST_REQUIRE_MESSAGE(paired.exit_code == 0, "round " << round << ": " << paired.err);
    std::istringstream lines(paired.out);
    std::string word;
    int number = 0;
    int white = 0;
    int black = 0;
    lines >> word >> number;
    while (lines >> white >> black) {
      if (white == 4 || black == 4) continue;  // forfeited to the opponent: no line-ups, no boards
      const std::string r = " --round " + std::to_string(round);
      BOOST_REQUIRE(run_shashki(db + "team lineup --event 1" + r + " --team " + std::to_string(white) +
                                " --players " + std::to_string(white))
                        .exit_code == 0);
      BOOST_REQUIRE(run_shashki(db + "team lineup --event 1" + r + " --team " + std::to_string(black) +
                                " --players " + std::to_string(black))
                        .exit_code == 0);
      BOOST_REQUIRE(run_shashki(db + "team result --event 1" + r + " --team " + std::to_string(white) +
                                " --board 1 --result =")
                        .exit_code == 0);
    }
  }
  // Every other team won its match against D by forfeit: 2 match points each, D none.
  const auto rows = nlohmann::json::parse(run_shashki(db + "standings --event 1 --json").out);
  BOOST_REQUIRE_EQUAL(rows.size(), 4U);
  for (const auto& row : rows) {
    BOOST_TEST(row["match_points"].get<double>() ==
               (row["number"] == 4 ? 0.0 : 4.0));  // 2 draws + a forfeit win
  }
}

// C.07 13.4 through the command line: tests/data/teams/three_teams_3r.trf (3 rounds of 2 boards,
// match points primary) gives the divisor 3 x 2 / 2 = 3. Kazan: 4.5 game points + Buchholz
// (Moscow 1, Tula 3, its bye's dummy min(5, 1 x 3) = 3) / 3; Tula 3 + (3 + 5 + 1) / 3 = 6. The
// text shows two decimals, as C.07 rounds; the JSON keeps the number.
BOOST_AUTO_TEST_CASE(sssc_of_an_imported_team_event_is_shown_to_two_decimals) {
  TempDir dir;
  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  BOOST_REQUIRE(
      run_shashki(db + "trf import " + quoted(shashki::test::data_dir() / "teams" / "three_teams_3r.trf"))
          .exit_code == 0);
  const auto edited = run_shashki(db + "event edit --event 1 --tiebreaks SSSC,EDEBT --reason regulations");
  BOOST_REQUIRE_MESSAGE(edited.exit_code == 0, edited.err);
  const auto text = run_shashki(db + "standings --event 1");
  BOOST_TEST(text.out.find("1  1  Kazan  5  4.5  6.83  -") != std::string::npos, text.out);
  BOOST_TEST(text.out.find("2  3  Tula  3  3  6  -") != std::string::npos, text.out);
  const auto json = nlohmann::json::parse(run_shashki(db + "standings --event 1 --json").out);
  BOOST_TEST(json[0]["tiebreaks"][0]["code"] == "SSSC");
  BOOST_TEST(json[0]["tiebreaks"][0]["value"].get<double>() == 4.5 + 7.0 / 3.0,
             boost::test_tools::tolerance(1e-9));
}

// A team event's norms are counted per board (docs/norms.md, "Team events"): every player who
// played is on exactly one board, each board's participants are its players who played.
BOOST_AUTO_TEST_CASE(a_team_event_s_norms_come_board_by_board) {
  TempDir dir;
  const auto db = "--db " + quoted(dir.path() / "e.db") + " ";
  BOOST_REQUIRE(
      run_shashki(db + "trf import " + quoted(shashki::test::data_dir() / "teams" / "three_teams_3r.trf"))
          .exit_code == 0);
  const auto r = run_shashki(db + "norms --event 1 --json");
  BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const auto norms = nlohmann::json::parse(r.out);
  BOOST_TEST(norms["edition"] == "club-2020");
  BOOST_REQUIRE(norms["boards"].size() >= 2u);
  std::set<int> seen;
  int previous = 0;
  for (const auto& board : norms["boards"]) {
    BOOST_TEST(board["board"].get<int>() > previous);
    previous = board["board"].get<int>();
    int played = 0;
    for (const auto& p : board["players"]) {
      BOOST_TEST(seen.insert(p["number"].get<int>()).second, "No. " << p["number"] << " on two boards");
      played += p["games"].get<int>() > 0 ? 1 : 0;
    }
    BOOST_TEST(board["participants"] == played);
  }
  // Three teams of three rounds: fewer than eight players on a board, so nobody earns a rank.
  for (const auto& board : norms["boards"]) {
    for (const auto& p : board["players"]) BOOST_TEST(p["reason"] == "participants");
  }
  BOOST_TEST(run_shashki(db + "norms --event 1 --section X").exit_code != 0);
  const auto text = run_shashki(db + "norms --event 1");
  BOOST_TEST(text.out.find("Board 1") != std::string::npos, text.out);
}

// Micro-matches on a team board (6.1.4; docs/teams.md): each board plays two games with the
// colours changed, game 2's result is written from its own White, and every game counts in the
// game points. A TRF-2026 team file, one game per board, cannot hold such an event.
BOOST_AUTO_TEST_CASE(a_team_event_of_micro_matches_scores_both_games_of_every_board) {
  TempDir dir;
  const auto db = micro_match_match(dir, 2, "1,2", "3,-");
  const std::string result = "team result --event 1 --round 1 --team 1 ";
  // Board 1: A1 (White in game 1) wins game 1 and draws game 2.
  BOOST_REQUIRE(run_shashki(db + result + "--board 1 --result 1-0").exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + result + "--board 1 --game 2 --result =").exit_code == 0);
  // Board 2 is empty on B's side: A2 has Black in game 1 (board colours WB) and White in game 2,
  // so B loses game 1 as White (-/+) and game 2 as Black (+/-); the other forfeit is refused.
  const auto wrong = run_shashki(db + result + "--board 2 --game 2 --result=-/+");
  BOOST_TEST(wrong.exit_code != 0);
  BOOST_TEST(wrong.err.find("only result is +/-") != std::string::npos, wrong.err);
  BOOST_REQUIRE(run_shashki(db + result + "--board 2 --result=-/+").exit_code == 0);
  const auto third = run_shashki(db + result + "--board 2 --game 3 --result=+/-");
  BOOST_TEST(third.err.find("--game: 3 is not a game of this event") != std::string::npos, third.err);
  // Not complete before game 2 of board 2: the match shows no final score yet in the standings.
  BOOST_REQUIRE(run_shashki(db + result + "--board 2 --game 2 --result=+/-").exit_code == 0);
  const auto show = run_shashki(db + "team show --event 1 --round 1");
  BOOST_TEST(show.out.find("1. 1 A1 (w) - 3 B1  1-0 =") != std::string::npos, show.out);
  BOOST_TEST(show.out.find("2. 2 A2 (b) - -  -/+ +/-") != std::string::npos, show.out);
  const auto standings = nlohmann::json::parse(run_shashki(db + "standings --event 1 --json").out);
  for (const auto& row : standings) {
    const bool a = row["number"].get<int>() == 1;
    BOOST_TEST(row["match_points"].get<double>() == (a ? 2.0 : 0.0));
    BOOST_TEST(row["game_points"].get<double>() == (a ? 7.0 : 1.0));  // 2 + 1 + 2 + 2 on 2-1-0
  }
  const auto trf = run_shashki(db + "trf export --event 1 --out " + quoted(dir.path() / "cup.trf"));
  BOOST_TEST(trf.exit_code != 0);
  BOOST_TEST(
      trf.err.find("--micro-match: a TRF-2026 team file holds one game per board") != std::string::npos,
      trf.err);
  BOOST_TEST(!std::filesystem::exists(dir.path() / "cup.trf"));
}

// On the clocks a micro-match board is one board of the round with two games: game 2's result
// is the round board's game 2.
BOOST_AUTO_TEST_CASE(a_micro_match_board_on_the_clocks_takes_game_two_on_its_round_board) {
  TempDir dir;
  const auto db = micro_match_match(dir, 1, "1", "2");
  const auto put = run_shashki(db + "team clocks --event 1 --round 1");
  BOOST_REQUIRE_MESSAGE(put.exit_code == 0, put.err);
  BOOST_REQUIRE(run_shashki(db + "result set --event 1 --round 1 --board 1 =").exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + "team result --event 1 --round 1 --team 1 --board 1 --game 2 --result 1-0")
                    .exit_code == 0);
  const auto round = run_shashki(db + "round show --event 1 --round 1");
  // A1 drew game 1 and lost game 2 to B1, White there: 1:3 on 2-1-0.
  BOOST_TEST(round.out.find("1:3 (white 1:1, black 0:2)") != std::string::npos, round.out);
  const auto standings = nlohmann::json::parse(run_shashki(db + "standings --event 1 --json").out);
  for (const auto& row : standings)
    BOOST_TEST(row["game_points"].get<double>() == (row["number"].get<int>() == 2 ? 3.0 : 1.0));
}

// A bye a team asks for (TRF-2026 240): before its round is paired, in a Swiss; the pairing
// leaves the team out and gives it the bye it asked for, a drawn match here, and the export
// writes it as a 240 record.
BOOST_AUTO_TEST_CASE(a_team_asks_for_a_bye_before_the_round_is_paired) {
  TempDir dir;
  const auto db = four_team_swiss(dir);
  BOOST_REQUIRE(
      run_shashki(db + "team edit --event 1 --round 1 --pairs 1-2,3-4 --reason 'seeding'").exit_code == 0);
  const std::string bye = "team bye --event 1 --team 4 ";
  const auto paired = run_shashki(db + bye + "--round 1");
  BOOST_TEST(paired.exit_code != 0);
  BOOST_TEST(paired.err.find("--round: a bye is asked for before its round is paired") != std::string::npos,
             paired.err);
  BOOST_TEST(run_shashki(db + bye + "--round 2 --kind full").exit_code != 0);
  BOOST_TEST(run_shashki(db + bye + "--round 2 --clear").err.find("has asked for no bye") !=
             std::string::npos);
  BOOST_REQUIRE(run_shashki(db + bye + "--round 2 --kind zero").exit_code == 0);
  BOOST_REQUIRE(run_shashki(db + bye + "--round 2 --kind half").exit_code == 0);  // replaces the first
  for (const auto& [team, players] :
       std::vector<std::pair<int, std::string>>{{1, "1,2"}, {2, "3,4"}, {3, "5,6"}, {4, "7,8"}}) {
    BOOST_REQUIRE(run_shashki(db + "team lineup --event 1 --round 1 --team " + std::to_string(team) +
                              " --players " + players)
                      .exit_code == 0);
  }
  for (const int team : {1, 3})
    for (const int board : {1, 2})
      BOOST_REQUIRE(run_shashki(db + "team result --event 1 --round 1 --team " + std::to_string(team) +
                                " --board " + std::to_string(board) + " --result 1-0")
                        .exit_code == 0);
  // The export keeps the request of the round to come.
  const auto trf = dir.path() / "cup.trf";
  BOOST_REQUIRE(run_shashki(db + "trf export --event 1 --out " + quoted(trf)).exit_code == 0);
  BOOST_TEST(shashki::test::read_file(trf).find("\n240 H   2    4\n") != std::string::npos,
             shashki::test::read_file(trf));
  const auto round2 = run_shashki(db + "team pair --event 1");
  BOOST_REQUIRE_MESSAGE(round2.exit_code == 0, round2.err);
  const auto show = run_shashki(db + "team show --event 1 --round 2");
  BOOST_TEST(show.out.find("4 D: requested bye, a drawn match") != std::string::npos, show.out);
  // Three teams left: one of them has the pairing's bye.
  BOOST_TEST(show.out.find(": bye") != std::string::npos, show.out);
  const auto standings = nlohmann::json::parse(run_shashki(db + "standings --event 1 --json").out);
  for (const auto& row : standings) {
    if (row["number"].get<int>() != 4) continue;
    // Round 1 drawn 1-1 (board 2's 1-0 is White's, team 4's player), then the half bye: a drawn
    // match, half of each game (1 + 1 on 2-1-0).
    BOOST_TEST(row["match_points"].get<double>() == 2.0);
    BOOST_TEST(row["game_points"].get<double>() == 4.0);
  }
}

BOOST_AUTO_TEST_SUITE_END()
