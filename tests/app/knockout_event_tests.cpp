// An 8-player micro-match knockout run to its final standings through the use cases: a drawn
// quarter-final decided by tie-break games (rapid, lightning, a deciding game, as the event's
// regulations set them; 6.1.10 for rapid and lightning play), the refusal to complete or lock a
// round while a match has no winner, eliminated players out of the pairing, standings by the round
// of elimination. The command line records a tie-break game and says the refusal in Russian.
#include "rounds_fixture.hpp"
#include "shown_refusal.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/trf_service.hpp"
#include "shashki/tournament/knockout_match.hpp"
#include "shashki/tournament/standings.hpp"

#include <boost/test/unit_test.hpp>

#include <map>
#include <string>

using namespace shashki;
using app::ExitCode;
using app::test::SessionFixture;

namespace {

// The starting number of each player id of `event`.
std::map<std::int64_t, int> numbers(app::Session& session, tournament::EventId event) {
  std::map<std::int64_t, int> out;
  for (const auto& p : app::PlayerService(session).list(event)) out[p.id.value] = p.number;
  return out;
}

// The board of round `round` where starting number `number` has White.
int board_of(app::Session& session, tournament::EventId event, int round, int number) {
  const auto ids = numbers(session, event);
  for (const auto& b : app::RoundService(session).show(event, round).boards) {
    if (ids.at(b.white.value) == number) return b.number;
  }
  BOOST_FAIL("no board in round " << round << " with " << number << " as White");
  return 0;
}

// Runs `call`, which must be refused with a message holding `words`.
template <class Call>
void expect_refused(const std::string& words, Call call) {
  try {
    call();
    BOOST_ERROR("not refused: " << words);
  } catch (const app::Error& e) {
    BOOST_TEST((e.code() == ExitCode::refused));
    BOOST_TEST_INFO("message: " << e.what());
    BOOST_TEST(std::string(e.what()).find(words) != std::string::npos);
  }
}

// Every board of round `round` goes to its White (the better seed): game 1 won, game 2 drawn;
// the board where `level` has White is drawn in both games.
void play_all_but(app::Session& session, tournament::EventId event, int round, int level) {
  const auto ids = numbers(session, event);
  for (const auto& b : app::RoundService(session).show(event, round).boards) {
    if (b.is_bye()) continue;
    const bool drawn = ids.at(b.white.value) == level;
    app::ResultService(session).set(event, round, b.number, 1, drawn ? "=" : "1-0");
    app::ResultService(session).set(event, round, b.number, 2, "=");
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(knockout_event_tests)

BOOST_AUTO_TEST_CASE(
    a_micro_match_knockout_with_a_drawn_match_runs_through_its_tie_breaks_to_final_standings) {
  SessionFixture f;
  const auto event = f.make_event(8, 3, true, tournament::PairingSystem::knockout);
  app::RoundService rounds(f.session);
  app::ResultService results(f.session);

  // Round 1: 1-8, 4-5, 2-7, 3-6 (bracket by seeds); 4-5 ends level, 1-1 in games.
  rounds.pair(event);
  rounds.publish(event);
  play_all_but(f.session, event, 1, 4);
  const int level = board_of(f.session, event, 1, 4);
  expect_refused("has no winner", [&] { rounds.complete(event, 1); });
  BOOST_TEST((rounds.show(event, 1).state == tournament::RoundState::published));
  BOOST_TEST(f.actions(event).back() == "result.set");  // the refusal wrote nothing

  // Tie-break games: rapid 1-1 (game 3 has 4 with White, game 4 has 5), lightning level too.
  results.set_tiebreak(event, 1, level, "rapid", "1-0");
  results.set_tiebreak(event, 1, level, "rapid", "1-0");
  results.set_tiebreak(event, 1, level, "lightning", "=");
  results.set_tiebreak(event, 1, level, "lightning", "=");
  expect_refused("has no winner", [&] { rounds.complete(event, 1); });
  // The match has moved past the rapid stage; a decided match takes no more games.
  expect_refused("moved past", [&] { results.set_tiebreak(event, 1, level, "rapid", "1-0"); });
  // Deciding game 7: 4 has White and loses; 5 goes through.
  const auto decided = results.set_tiebreak(event, 1, level, "deciding", "0-1");
  BOOST_TEST(decided.tiebreaks.size() == 5u);
  BOOST_TEST(
      (tournament::knockout_state(decided, tournament::Scoring{tournament::ScoringScale::two_one_zero, true,
                                                               tournament::MicroMatchScoring::per_game}) ==
       tournament::MatchState::decided));
  expect_refused("already decided", [&] { results.set_tiebreak(event, 1, level, "deciding", "1-0"); });
  BOOST_TEST(f.actions(event).back() == "result.tiebreak");

  // A correction that leaves the match level again keeps a complete round from being locked.
  rounds.complete(event, 1);
  results.set_tiebreak(event, 1, level, "deciding", "=", 5, "scoresheet: the game was drawn");
  expect_refused("has no winner", [&] { rounds.lock(event, 1); });
  BOOST_TEST((rounds.show(event, 1).state == tournament::RoundState::complete));
  results.set_tiebreak(event, 1, level, "deciding", "0-1", 5, "arbiter: the flag fell, 5 won");
  rounds.lock(event, 1);

  // Round 2: the winners only, 5 among them; nobody knocked out is "to be paired".
  const auto second = rounds.pair(event);
  BOOST_TEST_INFO("findings: " << second.findings.size());
  BOOST_TEST(second.findings.empty());
  const auto ids = numbers(f.session, event);
  std::set<int> seated;
  for (const auto& b : second.round.boards) {
    seated.insert(ids.at(b.white.value));
    seated.insert(ids.at(b.black->value));
  }
  BOOST_TEST((seated == std::set<int>{1, 2, 3, 5}));
  rounds.publish(event);
  play_all_but(f.session, event, 2, 0);
  rounds.complete(event, 2);
  rounds.lock(event, 2);

  // The final, 1-2: 2 wins both games (game 1 with Black, game 2 with White).
  const auto final_round = rounds.pair(event);
  BOOST_TEST(rounds.check(event).findings.empty());
  BOOST_REQUIRE(final_round.round.boards.size() == 1u);
  rounds.publish(event);
  results.set(event, 3, 1, 1, "0-1");
  results.set(event, 3, 1, 2, "1-0");
  rounds.complete(event, 3);
  rounds.lock(event, 3);

  // Places by the round of elimination: 2, 1, then 3-4 shared, then 5-8 shared, whatever the
  // points (3 scored more than 5, 4 more than 6, 7 and 8).
  const auto standings = tournament::compute_standings(app::load_tournament(f.session, event));
  const auto t = app::load_tournament(f.session, event);
  std::map<int, std::pair<int, bool>> place;
  for (const auto& row : standings.rows) place[t.players[row.player].number] = {row.rank, row.shared};
  BOOST_TEST(place[2].first == 1);
  BOOST_TEST(!place[2].second);
  BOOST_TEST(place[1].first == 2);
  BOOST_TEST(!place[1].second);
  for (int n : {3, 5}) {
    BOOST_TEST_INFO("player " << n);
    BOOST_TEST(place[n].first == 3);
    BOOST_TEST(place[n].second);
  }
  for (int n : {4, 6, 7, 8}) {
    BOOST_TEST_INFO("player " << n);
    BOOST_TEST(place[n].first == 5);
    BOOST_TEST(place[n].second);
  }
  // The tie-break games are kept with the match and never count in the score.
  BOOST_TEST(t.rounds.front().board(level)->tiebreaks.size() == 5u);

  // The crosstable marks the match decided by tie-break games and its legend says what the marks
  // and the places mean; the standings' legend says how a knockout places.
  const shashki::test::TempDir out;
  app::ReportRequest request;
  request.kind = app::ReportKind::crosstable;
  request.format = app::ReportFormat::html;
  request.out = out.path() / "crosstable.html";
  app::write_event_report(t, request);
  const auto html = shashki::test::read_file(request.out);
  BOOST_TEST(html.find("TB") != std::string::npos);
  BOOST_TEST(html.find("decided by tie-break games") != std::string::npos);
  BOOST_TEST(html.find("out of the event after losing a match") != std::string::npos);
  request.kind = app::ReportKind::standings;
  request.format = app::ReportFormat::pdf;
  request.out = out.path() / "standings.pdf";
  app::write_event_report(t, request);
  const auto pdf = shashki::test::run("pdftotext " + shashki::test::quoted(request.out) + " -");
  BOOST_TEST(pdf.out.find("places by the round in which a player went out") != std::string::npos, pdf.out);

  // TRF: the tie-break games travel as XXK lines and come back onto their match.
  const auto trf = app::event_trf(t);
  BOOST_TEST(trf.find("XXK 1 4 5 rapid 1-0\n") != std::string::npos, trf);
  BOOST_TEST(trf.find("XXK 1 4 5 deciding 0-1\n") != std::string::npos, trf);
  const auto back = app::tournament_from_trf(trf, "ko.trf");
  const tournament::Board* match = nullptr;
  for (const auto& b : back.rounds.front().boards) {
    if (!b.is_bye() && b.white.value == 4 && b.black->value == 5) match = &b;
  }
  BOOST_REQUIRE(match != nullptr);
  BOOST_TEST((match->tiebreaks == t.rounds.front().board(level)->tiebreaks));
  BOOST_CHECK_THROW(app::tournament_from_trf(trf + "XXK 1 4 6 rapid 1-0\n", "bad.trf"), app::Error);
}

BOOST_AUTO_TEST_CASE(tie_break_games_are_refused_outside_a_knockout_and_before_the_regular_games_end) {
  SessionFixture f;
  const auto swiss = f.make_event(4, 3, true);
  app::RoundService(f.session).pair(swiss);
  app::RoundService(f.session).publish(swiss);
  BOOST_CHECK_THROW(app::ResultService(f.session).set_tiebreak(swiss, 1, 1, "rapid", "1-0"), app::Error);
  const auto knockout = f.make_event(4, 2, true, tournament::PairingSystem::knockout);
  app::RoundService(f.session).pair(knockout);
  app::RoundService(f.session).publish(knockout);
  expect_refused("not all played",
                 [&] { app::ResultService(f.session).set_tiebreak(knockout, 1, 1, "rapid", "1-0"); });
  app::ResultService(f.session).set(knockout, 1, 1, 1, "=");
  app::ResultService(f.session).set(knockout, 1, 1, 2, "=");
  try {
    app::ResultService(f.session).set_tiebreak(knockout, 1, 1, "blitz", "1-0");
    BOOST_ERROR("a stage that does not exist was accepted");
  } catch (const app::Error& e) {
    BOOST_TEST((e.code() == ExitCode::input));
    BOOST_TEST(app::test::shown(e).find("--stage") != std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(the_command_line_records_a_tie_break_game_and_refuses_a_level_round_in_russian) {
  const shashki::test::TempDir dir;
  const auto db = dir.path() / "ko.db";
  const auto cli = [&](const std::string& lang, const std::string& args) {
    return shashki::test::run(
        shashki::test::shashki_command("--lang " + lang + " --db " + shashki::test::quoted(db) + " " + args));
  };
  BOOST_REQUIRE(
      cli("en", "event create --name KO --system knockout --rounds 1 --discipline classical --micro-match")
          .exit_code == 0);
  BOOST_REQUIRE(cli("en", "player add --event 1 --name A --rating 2000").exit_code == 0);
  BOOST_REQUIRE(cli("en", "player add --event 1 --name B --rating 1900").exit_code == 0);
  BOOST_REQUIRE(cli("en", "round pair --event 1").exit_code == 0);
  BOOST_REQUIRE(cli("en", "round publish --event 1").exit_code == 0);
  BOOST_REQUIRE(cli("en", "result set --event 1 --round 1 --board 1 --game 1 =").exit_code == 0);
  BOOST_REQUIRE(cli("en", "result set --event 1 --round 1 --board 1 --game 2 =").exit_code == 0);
  const auto refused = cli("ru", "round complete --event 1");
  BOOST_TEST(refused.exit_code == 1);
  BOOST_TEST_INFO("stderr: " << refused.err);
  BOOST_TEST(refused.err.find("тай-брейк") != std::string::npos);
  const auto rapid = cli("en", "result tiebreak --event 1 --round 1 --board 1 --stage rapid 1-0");
  BOOST_TEST_INFO("stderr: " << rapid.err);
  BOOST_TEST(rapid.exit_code == 0);
  BOOST_TEST(rapid.out.find("tie-break game 1 (rapid): 1-0; the match is still level") != std::string::npos);
  const auto second = cli("en", "result tiebreak --event 1 --round 1 --board 1 --stage rapid =");
  BOOST_TEST(second.out.find("tie-break game 2 (rapid): =; the match is decided") != std::string::npos);
  BOOST_TEST(cli("en", "round complete --event 1").exit_code == 0);
  const auto shown = cli("en", "round show --event 1");
  BOOST_TEST(shown.out.find("\ttie-break: rapid 1-0, rapid =\n") != std::string::npos, shown.out);
}

BOOST_AUTO_TEST_SUITE_END()
