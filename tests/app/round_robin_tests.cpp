// Round robins through the use cases: the rest of an odd round robin (FIDE C.05) and withdrawals
// (their games forfeited without typing, annulled under half the games), checked on the
// standings and on the generated crosstable and pairing list.
#include "rounds_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/reports/report_builders.hpp"
#include "shashki/tournament/standings.hpp"

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace shashki;
using app::test::SessionFixture;
using tournament::GameResult;
using tournament::RoundKind;

namespace {

// A stored result as its code ("+/-"), "none" while empty: printable in a failed check.
std::string code_of(const std::optional<GameResult>& result) {
  return result ? std::string(tournament::code(*result)) : "none";
}

// The column of a report table with that header.
std::size_t column(const reports::Table& table, const std::string& header) {
  for (std::size_t c = 0; c < table.columns.size(); ++c) {
    if (table.columns[c].header == header) return c;
  }
  BOOST_FAIL("no column " + header);
  return 0;
}

// What a crosstable cell of a 2-1-0 event adds to the row's points: a micro-match cell gives the
// match's points first ("3 (2 1)"), a single game its symbol ("2", "1", "0", "+" a forfeit won,
// "-" lost); a bracketed (annulled) cell adds nothing.
int cell_half_points(const std::string& text) {
  if (text.empty() || text.front() == '(') return 0;
  if (const auto games = text.find(" ("); games != std::string::npos) return std::stoi(text.substr(0, games));
  int sum = 0;
  for (const char c : text) {
    if (c >= '0' && c <= '2') sum += c - '0';
    if (c == '+') sum += 2;
  }
  return sum;
}

// Every row of the round-robin grid of `t` after its last round adds up to its points column
// (2-1-0 scale); returns the rows checked.
std::size_t check_grid_adds_up(const tournament::Tournament& t) {
  const auto standings = tournament::compute_standings(t);
  const auto report = reports::crosstable_report(t, standings, {});
  const auto& table = report.table;
  const std::size_t points = column(table, "Pts");
  const std::size_t first = 4;  // No, Title, Name, Rating, then one column per player
  for (const auto& row : table.body) {
    int sum = 0;
    for (std::size_t q = 0; q < t.players.size(); ++q) sum += cell_half_points(row.cells[first + q].text);
    BOOST_TEST(sum == std::stoi(row.cells[points].text), "row of No. " << row.cells[0].text);
  }
  return table.body.size();
}

// The points each player has in the standings after round `round` (0: before round 1), by id.
std::map<std::int64_t, std::string> standings_points(const tournament::Tournament& t, int round) {
  std::map<std::int64_t, std::string> points;
  tournament::StandingsOptions options;
  options.after_round = round;
  const auto standings = tournament::compute_standings(t, options);
  for (std::size_t p = 0; p < t.players.size(); ++p) {
    points[t.players[p].id.value] = round == 0 ? "0" : t.event.scoring().format(standings.records.totals[p]);
  }
  return points;
}

// The pairing list of round `round` gives every player the points the standings after the
// previous round give him ("points before the round").
void check_pairing_list_points(const tournament::Tournament& t, int round) {
  reports::ReportOptions options;
  options.round = round;
  const auto list = reports::pairing_list_report(t, options);
  const auto expected = standings_points(t, round - 1);
  std::map<int, std::int64_t> id_of;
  for (const auto& p : t.players) id_of[p.number] = p.id.value;
  // The wall list: Board, No, Title, White, Club/City, Pts, Result, Pts, Black, Title, Club/City, No.
  constexpr std::size_t white_no = 1, white_pts = 5, black_pts = 7, black_no = 11;
  for (const auto& row : list.table.body) {
    BOOST_TEST(row.cells[white_pts].text == expected.at(id_of.at(std::stoi(row.cells[white_no].text))),
               "round " << round << ", No. " << row.cells[white_no].text);
    if (!row.cells[black_no].text.empty()) {
      BOOST_TEST(row.cells[black_pts].text == expected.at(id_of.at(std::stoi(row.cells[black_no].text))),
                 "round " << round << ", No. " << row.cells[black_no].text);
    }
  }
}

// A result for game `game` of board `b` that varies over the event: wins, draws and losses.
std::string varied_result(int round, int board, int game) {
  switch ((round + 2 * board + game) % 3) {
    case 0:
      return "1-0";
    case 1:
      return "=";
    default:
      return "0-1";
  }
}

struct RoundRobinFixture : SessionFixture {
  // Pairs and publishes the next round and enters a result in every game still without one.
  tournament::Round play_next(tournament::EventId event) {
    const auto draft = app::RoundService(session).pair(event);
    // A withdrawn player stays on the table and is not reported as wrongly paired.
    BOOST_TEST(draft.findings.empty());
    const auto published = app::RoundService(session).publish(event).round;
    for (const auto& b : published.boards) {
      for (int g = 1; g <= static_cast<int>(b.games.size()); ++g) {
        if (b.games[static_cast<std::size_t>(g - 1)]) continue;
        app::ResultService(session).set(event, published.number, b.number, g,
                                        varied_result(published.number, b.number, g));
      }
    }
    app::RoundService(session).complete(event, published.number);
    return published;
  }

  tournament::PlayerId id_of(tournament::EventId event, int number) {
    for (const auto& p : app::PlayerService(session).list(event)) {
      if (p.number == number) return p.id;
    }
    BOOST_FAIL("no player No. " << number);
    return {};
  }
};

// The scores of an odd round robin played out: every player rests once, and what the games gave
// is all there is (2 per game on the 2-1-0 scale).
void check_odd_round_robin(const tournament::Tournament& t, int games_per_board) {
  const auto standings = tournament::compute_standings(t);
  int total = 0;
  int rests = 0;
  for (std::size_t p = 0; p < t.players.size(); ++p) {
    total += standings.records.totals[p].half_points();
    for (const auto& record : standings.records.rounds[p]) {
      if (record.kind != RoundKind::rest) continue;
      ++rests;
      BOOST_TEST(record.points.half_points() == 0);
    }
  }
  BOOST_TEST(rests == 5);
  // 5 rounds of 2 boards: 10 boards; nothing comes from the rests.
  BOOST_TEST(total == 10 * games_per_board * 2);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(round_robin_tests)

BOOST_FIXTURE_TEST_CASE(the_player_who_rests_in_an_odd_round_robin_scores_nothing_and_wins_nothing,
                        RoundRobinFixture) {
  const auto event = make_event(5, 5, false, tournament::PairingSystem::round_robin);
  const auto first = play_next(event);
  const auto rest =
      std::find_if(first.boards.begin(), first.boards.end(), [](const auto& b) { return b.is_bye(); });
  BOOST_REQUIRE(rest != first.boards.end());
  auto t = app::load_tournament(session, event);
  tournament::StandingsOptions options;
  options.tiebreaks = {tournament::Tiebreak::wins, tournament::Tiebreak::sonneborn_berger};
  const auto after_one = tournament::compute_standings(t, options);
  for (const auto& row : after_one.rows) {
    if (t.players[row.player].id != rest->white) continue;
    // FIDE C.05: the rest is no game: no points, no win, nothing for SB.
    BOOST_TEST(row.points.half_points() == 0);
    BOOST_TEST(row.values[0]->format(tournament::ScoringScale::two_one_zero) == "0");
    BOOST_TEST(row.values[1]->format(tournament::ScoringScale::two_one_zero) == "0");
    BOOST_TEST(row.rank > 1);
  }
  // The documents say "rests", not "bye".
  reports::ReportOptions round_one;
  round_one.round = 1;
  const auto results = reports::results_report(t, round_one);
  const auto pairings = reports::pairing_list_report(t, round_one);
  for (const auto* table : {&results.table, &pairings.table}) {
    const auto& line = table->body.back();
    BOOST_TEST(
        std::any_of(line.cells.begin(), line.cells.end(), [](const auto& c) { return c.text == "rests"; }));
  }
  for (int r = 2; r <= 5; ++r) play_next(event);
  t = app::load_tournament(session, event);
  check_odd_round_robin(t, 1);
  BOOST_TEST(check_grid_adds_up(t) == 5u);
  const auto grid = reports::crosstable_report(t, tournament::compute_standings(t), {});
  BOOST_TEST(std::any_of(grid.legend.begin(), grid.legend.end(),
                         [](const std::string& line) { return line.find("rests") != std::string::npos; }));
}

BOOST_FIXTURE_TEST_CASE(an_odd_micro_match_round_robin_gives_the_resting_player_neither_points_nor_wins,
                        RoundRobinFixture) {
  const auto event = make_event(5, 5, true, tournament::PairingSystem::round_robin, "IDF");
  for (int r = 1; r <= 5; ++r) play_next(event);
  const auto t = app::load_tournament(session, event);
  check_odd_round_robin(t, 2);
  BOOST_TEST(check_grid_adds_up(t) == 5u);
  // WIN counts the games won over the board and nothing for a rest: 20 games, 2-1-0.
  tournament::StandingsOptions options;
  options.tiebreaks = {tournament::Tiebreak::wins};
  const auto standings = tournament::compute_standings(t, options);
  int wins = 0;
  int decided = 0;
  for (const auto& row : standings.rows) wins += std::stoi(row.values[0]->format(t.event.scale));
  for (const auto& round : t.rounds) {
    for (const auto& b : round.boards) {
      for (const auto& g : b.games) decided += *g == GameResult::draw ? 0 : 1;
    }
  }
  BOOST_TEST(wins == decided);
}

BOOST_FIXTURE_TEST_CASE(a_withdrawn_players_games_are_forfeited_on_publishing_colour_by_colour,
                        RoundRobinFixture) {
  const auto event = make_event(4, 3, true, tournament::PairingSystem::round_robin, "IDF");
  play_next(event);
  const auto out = id_of(event, 2);
  app::PlayerService(session).withdraw(event, out, std::nullopt);
  const auto second = play_next(event);
  const auto board = std::find_if(second.boards.begin(), second.boards.end(),
                                  [&](const auto& b) { return b.has_player(out); });
  BOOST_REQUIRE(board != second.boards.end());
  // The opponent wins both games by forfeit; game 2 is written from its own White.
  const bool out_white = board->white == out;
  BOOST_TEST(code_of(board->games[0]) == (out_white ? "-/+" : "+/-"));
  BOOST_TEST(code_of(board->games[1]) == (out_white ? "+/-" : "-/+"));
  // Each forfeit is audited with the withdrawal as its reason (a message id, read in English).
  int audited = 0;
  for (const auto& entry : db::AuditLog(session.database()).list(event)) {
    if (entry.action != "result.set") continue;
    const auto after = nlohmann::json::parse(entry.after.value_or("{}"));
    if (after.contains("reason") &&
        app::stored_text(after["reason"].get<std::string>()).find("withdrew from round 2") !=
            std::string::npos)
      ++audited;
  }
  BOOST_TEST(audited == 2);
}

BOOST_FIXTURE_TEST_CASE(a_result_for_a_withdrawn_player_is_refused_unless_entered_as_a_correction,
                        RoundRobinFixture) {
  const auto event = make_event(4, 3, false, tournament::PairingSystem::round_robin);
  play_next(event);
  const auto out = id_of(event, 3);
  app::PlayerService(session).withdraw(event, out, std::nullopt);
  app::RoundService(session).pair(event);
  const auto round = app::RoundService(session).publish(event).round;
  const auto board = std::find_if(round.boards.begin(), round.boards.end(),
                                  [&](const auto& b) { return b.has_player(out); });
  BOOST_REQUIRE(board != round.boards.end());
  const auto before = board->games[0];
  BOOST_CHECK_EXCEPTION(
      app::ResultService(session).set(event, 2, board->number, 1, "="), app::Error, [](const app::Error& e) {
        return e.code() == app::ExitCode::refused &&
               std::string(e.what()).find("has withdrawn from round 2") != std::string::npos;
      });
  BOOST_TEST(code_of(app::RoundService(session).show(event, 2).board(board->number)->games[0]) ==
             code_of(before));
  // The judge may still correct it, giving the reason; the audit log keeps it.
  const auto corrected = app::ResultService(session).set(event, 2, board->number, 1, "=", "played after all");
  BOOST_TEST(code_of(corrected.games[0]) == "=");
  const auto log = db::AuditLog(session.database()).list(event);
  BOOST_TEST(log.back().after.value_or("").find("played after all") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(
    a_ten_player_micro_match_round_robin_with_withdrawals_after_rounds_4_and_5_runs_to_final_standings,
    RoundRobinFixture) {
  // The Russian championship format: micro-matches with the IDF ballot, 2-1-0.
  const auto event = make_event(10, 9, true, tournament::PairingSystem::round_robin, "IDF");
  const auto early = id_of(event, 3);
  const auto late = id_of(event, 8);
  for (int r = 1; r <= 9; ++r) {
    if (r == 5) app::PlayerService(session).withdraw(event, early, std::nullopt);
    if (r == 6) app::PlayerService(session).withdraw(event, late, std::nullopt);
    const auto round = play_next(event);
    const auto t = app::load_tournament(session, event);
    check_pairing_list_points(t, r);
    for (const auto& b : round.boards) {
      // From their withdrawal on, the two players' games were entered as forfeits, not typed.
      const bool early_out = r >= 5 && b.has_player(early);
      const bool late_out = r >= 6 && b.has_player(late);
      if (!early_out && !late_out) continue;
      for (const auto& g : b.games) BOOST_TEST(tournament::is_forfeit(*g));
    }
  }
  const auto t = app::load_tournament(session, event);
  const auto standings = tournament::compute_standings(t);
  // No. 3 played 4 of his 9 matches: left out, his games annulled; No. 8 played 5 and stays.
  BOOST_REQUIRE(standings.left_out.size() == 1u);
  BOOST_TEST(t.players[standings.left_out.front()].id.value == early.value);
  BOOST_TEST(standings.rows.size() == 9u);
  BOOST_TEST(check_grid_adds_up(t) == 10u);
  for (const auto& row : standings.rows) {
    int sum = 0;
    for (const auto& record : standings.records.rounds[row.player]) sum += record.points.half_points();
    BOOST_TEST(sum == row.points.half_points());
  }
}

BOOST_AUTO_TEST_SUITE_END()
