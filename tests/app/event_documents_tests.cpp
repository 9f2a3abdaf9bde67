// The documents a judge prints through the use case: the wall pairing list gives each drawn
// opening by its moves as well as its code (6.1.4.1), from the event's own ballot table.
#include "in_russian.hpp"
#include "rounds_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/opening_tables.hpp"

#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <stdexcept>

using namespace shashki;
using app::test::SessionFixture;

namespace {

const pairing::Opening& opening_of(const pairing::OpeningTable& table, const std::string& code) {
  for (const auto& opening : table.openings) {
    if (opening.code == code) return opening;
  }
  throw std::runtime_error("no opening " + code);
}

using shashki::app::test::InRussian;

}  // namespace

BOOST_AUTO_TEST_SUITE(event_documents_tests)

BOOST_FIXTURE_TEST_CASE(the_wall_pairing_list_gives_the_openings_moves_from_the_events_table,
                        SessionFixture) {
  const auto event = make_event(4, 3, true, tournament::PairingSystem::round_robin, "IDF");
  app::RoundService(session).pair(event);
  app::RoundService(session).publish(event);
  const auto t = app::load_tournament(session, event);
  app::ReportRequest request;
  request.kind = app::ReportKind::pairings;
  request.format = app::ReportFormat::html;
  request.out = dir.path() / "pairings.html";
  app::write_event_report(t, request);
  const auto html = shashki::test::read_file(request.out);
  const auto table = app::opening_table_of(t.event);
  int checked = 0;
  for (const auto& board : t.rounds.front().boards) {
    BOOST_REQUIRE(board.opening.has_value());
    for (const auto& opening : table.openings) {
      if (opening.code != *board.opening) continue;
      const auto moves = app::opening_text(opening);
      BOOST_TEST_INFO(opening.code);
      BOOST_TEST(html.find("Opening " + opening.code + ": " + moves) != std::string::npos);
      ++checked;
    }
  }
  BOOST_TEST(checked == 2);
  // A micro-match: the list says who has White in game 2.
  BOOST_TEST(html.find("in game 2 the colours swap") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(an_idf_position_opening_says_what_to_set_up_not_moves_that_cannot_be_played) {
  // IDF table, 20-XXIV: "W:W14,21-26,28-32:B1-3,5-12,15", short form "f2-c5 h8-e5". No man can
  // go from f2 to c5 or from h8 to e5 in a move: the white man of f2 stands on c5 and the black
  // man of h8 on e5, and White moves first (6.1.4.1: a starting position drawn from the table).
  const auto table = app::load_opening_table("IDF");
  const auto& position = opening_of(table, "20-XXIV");
  BOOST_REQUIRE(position.moves.empty());
  BOOST_TEST(app::opening_text(position) ==
             "starting position: the white man from f2 stands on c5, the black man from h8 stands on e5; "
             "White moves first");
  // Only Black's man moved (7-XXIV, "--- e7-h4"); White's man of a1 on a5 with Black to move (1-II).
  BOOST_TEST(app::opening_text(opening_of(table, "7-XXIV")) ==
             "starting position: the black man from e7 stands on h4; White moves first");
  BOOST_TEST(app::opening_text(opening_of(table, "1-II")) ==
             "starting position: the white man from a1 stands on a5; Black moves first");
  // An opening of numbered moves is those moves.
  BOOST_TEST(app::opening_text(opening_of(table, "20-I")) == "1. ab4 ba5 2. ed4 fg5");
  const InRussian russian;
  BOOST_TEST(app::opening_text(position) ==
             "начальная позиция: белая шашка с f2 стоит на c5, чёрная шашка с h8 стоит на e5; "
             "первыми ходят белые");
}

BOOST_FIXTURE_TEST_CASE(the_printed_pairing_list_spells_out_a_drawn_position, SessionFixture) {
  const auto event = make_event(4, 3, false, tournament::PairingSystem::round_robin, "IDF");
  app::RoundService(session).pair(event);
  app::RoundService(session).publish(event);
  auto t = app::load_tournament(session, event);
  t.rounds.front().boards.front().opening = "20-XXIV";
  const auto report = app::pairing_list(t, 1, false, "en");
  BOOST_TEST(report.title == "Pairings, round 1");
  BOOST_TEST((report.orientation == reports::Orientation::landscape));
  const std::string expected =
      "Opening 20-XXIV: starting position: the white man from f2 stands on c5, the black man from h8 "
      "stands on e5; White moves first";
  BOOST_TEST(std::count(report.notes.begin(), report.notes.end(), expected) == 1);
  for (const auto& note : report.notes) BOOST_TEST(note.find("f2-c5") == std::string::npos, note);
  // By name, and the start list, through the same functions.
  BOOST_TEST((app::pairing_list(t, 1, true, "en").orientation == reports::Orientation::portrait));
  BOOST_TEST(app::start_list(t, false, "en").table.body.size() == 4u);
  BOOST_TEST(app::start_list(t, true, "en").title == "Start list (alphabetical)");
  BOOST_CHECK_THROW((void)app::pairing_list(t, 7, false, "en"), app::Error);
}

BOOST_AUTO_TEST_CASE(export_file_names_and_filters_speak_the_judges_language) {
  BOOST_TEST(app::report_file_name(app::ReportKind::standings, app::ReportFormat::pdf) == "standings.pdf");
  BOOST_TEST(app::report_file_name(app::ReportKind::pairings, app::ReportFormat::html, 3) ==
             "pairings-round-3.html");
  BOOST_TEST(app::report_file_filter(app::ReportFormat::pdf) == "PDF files (*.pdf)|*.pdf");
  const InRussian russian;
  BOOST_TEST(app::report_file_name(app::ReportKind::standings, app::ReportFormat::pdf) == "положение.pdf");
  BOOST_TEST(app::report_file_name(app::ReportKind::pairings, app::ReportFormat::pdf, 3) ==
             "жеребьёвка-тур-3.pdf");
  BOOST_TEST(app::report_file_name(app::ReportKind::crosstable, app::ReportFormat::csv) == "таблица.csv");
  BOOST_TEST(app::report_file_filter(app::ReportFormat::pdf) == "Файлы PDF (*.pdf)|*.pdf");
  BOOST_TEST(app::report_file_filter(app::ReportFormat::csv) == "Таблицы CSV (*.csv)|*.csv");
}

BOOST_AUTO_TEST_SUITE_END()
