// TRF export, import and export again (docs/workflows.md, "TRF export and import"): the event's
// format, scoring, discipline and control, dates, venue and arbiters come back with the games, so
// the second export is the first byte for byte and the standings are the same.
#include "rounds_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/trf_service.hpp"
#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/report_builders.hpp"

#include <boost/test/unit_test.hpp>

#include <chrono>
#include <fstream>

using namespace shashki;
using app::test::SessionFixture;
using namespace std::chrono_literals;

namespace {

// The event's settings besides the system: everything a TRF of this program must carry.
tournament::EventId make_settings_event(SessionFixture& f, tournament::Event e, int players) {
  e.start_date = 2026y / std::chrono::May / 4d;
  e.end_date = 2026y / std::chrono::May / 10d;
  e.venue = "Казань, Дворец шахмат";
  e.chief_arbiter = "Петрова А. В.";
  e.arbiters = {"Сидоров О. И.", "Орлова Н. П."};
  e.rule_edition = "2024";
  const auto id = app::EventService(f.session).create(e).id;
  for (int i = 0; i < players; ++i) {
    tournament::Player p;
    p.name = "Игрок " + std::to_string(i + 1);
    p.rating = 2400 - 10 * i;
    app::PlayerService(f.session).add(id, p);
  }
  return id;
}

// Pairs, publishes and plays every round: on each board game 1 is won by its White and, in a
// micro-match, game 2 drawn (a 3-1 match, which only the games themselves hold); the last round
// of a Swiss or round robin is drawn throughout, so that ties need the tie-breaks.
void play_event(SessionFixture& f, tournament::EventId event, int rounds, bool knockout) {
  for (int r = 1; r <= rounds; ++r) {
    app::RoundService(f.session).pair(event);
    app::RoundService(f.session).publish(event);
    for (const auto& b : app::RoundService(f.session).show(event, r).boards) {
      for (int g = 1; g <= static_cast<int>(b.games.size()); ++g) {
        const bool drawn = !knockout && (g == 2 || (r == rounds && b.number % 2 == 0));
        app::ResultService(f.session).set(event, r, b.number, g, drawn ? "=" : "1-0");
      }
    }
    app::RoundService(f.session).complete(event, r);
  }
}

// The standings and the crosstable as a spreadsheet reads them: every rank, point and value.
std::string standings_text(SessionFixture& f, tournament::EventId event) {
  const auto t = app::load_tournament(f.session, event);
  const auto standings = app::event_standings(t, 0);
  return reports::write_csv(reports::standings_report(t, standings, {})) +
         reports::write_csv(reports::crosstable_report(t, standings, {}));
}

// Exports `event`, imports the file, exports the copy; checks both files and both standings.
void check_round_trip(SessionFixture& f, tournament::EventId event) {
  const auto first = f.dir.path() / "first.trf";
  app::TrfService(f.session).export_event(event, first);
  const auto copy = app::TrfService(f.session).import_file(first);
  const auto second = f.dir.path() / "second.trf";
  app::TrfService(f.session).export_event(copy, second);
  BOOST_TEST(shashki::test::read_file(second) == shashki::test::read_file(first));
  BOOST_TEST(standings_text(f, copy) == standings_text(f, event));
  auto original = app::load_tournament(f.session, event).event;
  auto imported = app::load_tournament(f.session, copy).event;
  BOOST_TEST(imported.name == original.name);
  BOOST_TEST(tournament::code(imported.system) == tournament::code(original.system));
  BOOST_TEST(tournament::code(imported.discipline) == tournament::code(original.discipline));
  BOOST_TEST(imported.time_control == original.time_control);
  BOOST_TEST(tournament::code(imported.scale) == tournament::code(original.scale));
  BOOST_TEST(imported.micro_match == original.micro_match);
  BOOST_TEST(tournament::code(imported.match_scoring) == tournament::code(original.match_scoring));
  BOOST_TEST((imported.tiebreaks == original.tiebreaks));
  BOOST_TEST((imported.start_date == original.start_date));
  BOOST_TEST((imported.end_date == original.end_date));
  BOOST_TEST(imported.venue == original.venue);
  BOOST_TEST(imported.chief_arbiter == original.chief_arbiter);
  BOOST_TEST(imported.arbiters == original.arbiters, boost::test_tools::per_element());
  BOOST_TEST(imported.opening_table == original.opening_table);
  BOOST_TEST(imported.rule_edition == original.rule_edition);
  BOOST_TEST(imported.rounds == original.rounds);
}

// An event of `system` over `rounds` rounds, played at the discipline and control given.
tournament::Event regulations(std::string name, tournament::PairingSystem system, int rounds,
                              tournament::Discipline discipline, std::string control) {
  tournament::Event e;
  e.name = std::move(name);
  e.system = system;
  e.rounds = rounds;
  e.discipline = discipline;
  e.time_control = std::move(control);
  return e;
}

// Creates the event with `players` players, plays it to the end, checks the round trip and
// returns the first export's text.
std::string round_trip(SessionFixture& f, const tournament::Event& e, int players) {
  const auto event = make_settings_event(f, e, players);
  play_event(f, event, e.rounds, e.system == tournament::PairingSystem::knockout);
  check_round_trip(f, event);
  return shashki::test::read_file(f.dir.path() / "first.trf");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(trf_round_trip_tests)

BOOST_FIXTURE_TEST_CASE(a_micro_match_round_robin_comes_back_with_its_games_scoring_and_ballot,
                        SessionFixture) {
  // The Russian championship format: micro-matches scored per game on 2-1-0, the IDF ballot.
  auto e = regulations("Чемпионат России", tournament::PairingSystem::round_robin, 5,
                       tournament::Discipline::classical, "90+30");
  e.micro_match = true;
  e.scale = tournament::ScoringScale::two_one_zero;
  e.opening_table = "IDF";
  e.tiebreaks = {shashki::tournament::Tiebreak::sonneborn_berger, shashki::tournament::Tiebreak::shmulyan,
                 shashki::tournament::Tiebreak::wins};
  const auto text = round_trip(*this, e, 6);
  // The 3-1 matches are points the one TRF letter per round cannot hold: the games are kept.
  BOOST_TEST(text.find("\nXXE micro-match=game\n") != std::string::npos);
  BOOST_TEST(text.find("\nXXG 001 ") != std::string::npos);
  BOOST_TEST(text.find(" opening=") != std::string::npos);  // each board's ballot code
}

BOOST_FIXTURE_TEST_CASE(a_micro_match_swiss_keeps_its_game_points_out_of_the_acceleration_column,
                        SessionFixture) {
  // Every board is a 3-1 match (see play_event): the points column holds the games' points, and
  // the virtual-points column, meant for C.04.7 accelerated pairings only, is not written.
  auto e = regulations("Micro Swiss", tournament::PairingSystem::swiss, 3, tournament::Discipline::classical,
                       "90+30");
  e.micro_match = true;
  e.scale = tournament::ScoringScale::two_one_zero;
  const auto text = round_trip(*this, e, 6);
  BOOST_TEST(text.find("\nXXA") == std::string::npos);
  BOOST_TEST(text.find("\nXXS W=4.0 D=2.0 ") != std::string::npos);  // a won match, per game, on 2-1-0
}

BOOST_FIXTURE_TEST_CASE(a_rapid_swiss_keeps_its_discipline_and_control, SessionFixture) {
  auto e =
      regulations("Rapid open", tournament::PairingSystem::swiss, 4, tournament::Discipline::rapid, "15+5");
  e.scale = tournament::ScoringScale::one_half_zero;
  e.tiebreaks = {shashki::tournament::Tiebreak::buchholz_cut1, shashki::tournament::Tiebreak::buchholz,
                 shashki::tournament::Tiebreak::progressive};
  const auto text = round_trip(*this, e, 9);
  BOOST_TEST(text.find("\n122 15+5\n") != std::string::npos);
  BOOST_TEST(text.find("\n042 2026/05/04\n") != std::string::npos);
  BOOST_TEST(text.find("\nXXE discipline=rapid\n") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(a_knockout_comes_back_as_a_knockout, SessionFixture) {
  const auto text = round_trip(*this,
                               regulations("Кубок области", tournament::PairingSystem::knockout, 3,
                                           tournament::Discipline::lightning, "5+3"),
                               8);
  BOOST_TEST(text.find("\nXXE system=knockout\n") != std::string::npos);
}

// A micro-match knockout whose first semi-final ends level and is decided by its tie-break games
// (rapid, then lightning): the games, their stages and the winner come back, file and standings
// identical.
BOOST_FIXTURE_TEST_CASE(a_micro_match_knockout_keeps_its_tie_break_games, SessionFixture) {
  auto e = regulations("Кубок района", tournament::PairingSystem::knockout, 2,
                       tournament::Discipline::classical, "30+30");
  e.micro_match = true;
  e.opening_table = "IDF";
  const auto event = make_settings_event(*this, e, 4);
  app::RoundService rounds(session);
  app::ResultService results(session);
  rounds.pair(event);
  rounds.publish(event);
  const auto semi_finals = rounds.show(event, 1).boards;
  BOOST_REQUIRE(semi_finals.size() == 2U);
  // Board 1: each game won by its White, 1:1; two rapid games the same; lightning decides.
  results.set(event, 1, 1, 1, "1-0");
  results.set(event, 1, 1, 2, "1-0");
  results.set_tiebreak(event, 1, 1, "rapid", "1-0");
  results.set_tiebreak(event, 1, 1, "rapid", "1-0");
  results.set_tiebreak(event, 1, 1, "lightning", "1-0");
  results.set_tiebreak(event, 1, 1, "lightning", "0-1");
  // Board 2: the board's White wins both games.
  results.set(event, 1, 2, 1, "1-0");
  results.set(event, 1, 2, 2, "0-1");
  rounds.complete(event, 1);
  rounds.pair(event);
  rounds.publish(event);
  results.set(event, 2, 1, 1, "=");
  results.set(event, 2, 1, 2, "0-1");
  rounds.complete(event, 2);
  check_round_trip(*this, event);
  const auto text = shashki::test::read_file(dir.path() / "first.trf");
  BOOST_TEST(text.find("\nXXK ") != std::string::npos, text);
  BOOST_TEST(text.find(" lightning ") != std::string::npos, text);
}

BOOST_FIXTURE_TEST_CASE(a_bad_event_record_is_refused_with_its_line_and_column, SessionFixture) {
  const auto file = dir.path() / "bad.trf";
  {
    std::ofstream out(file);
    out << "012 Bad\nXXE discipline=blitz\n";
  }
  BOOST_CHECK_EXCEPTION(app::TrfService(session).import_file(file), app::Error, [&](const app::Error& error) {
    return std::string(error.what()) == file.string() +
                                            ":2:16: XXE 'discipline': 'blitz' is not one of 'classical', "
                                            "'rapid', 'lightning'";
  });
}

BOOST_AUTO_TEST_SUITE_END()
