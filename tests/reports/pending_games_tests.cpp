// Standings and crosstables of a round still in play say after which round they are and how
// many games have no result yet, in the model, the HTML and the PDF: a table printed with 3 of 13
// results in must not pass for the standings after that round.
#include <boost/test/unit_test.hpp>

#include "pdf_probe.hpp"
#include "sample_reports.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/reports/pdf_writer.hpp"
#include "shashki/reports/report_builders.hpp"
#include "tournament_builder.hpp"

using namespace shashki::reports;
namespace tn = shashki::tournament;

namespace {

// Round 2 is published with one result of three in; round 1 is complete.
tn::Tournament round_two_in_play() {
  auto builder = shashki::test::TournamentBuilder(tn::PairingSystem::swiss, 5);
  builder.player("Иванов, Иван", 2300)
      .player("Сидорова, Алёна", 2250)
      .player("Петров, Пётр", 2200)
      .player("Кузнецова, Мария", 2150)
      .player("Смирнов, Олег", 2100)
      .player("Волкова, Дарья", 2050)
      .round("1-4 1-0, 5-2 0-1, 3-6 =")
      .round("2-1 =, 6-5, 4-3");
  auto t = builder.build();
  t.rounds[1].state = tn::RoundState::published;
  return t;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(pending_games_tests)

BOOST_AUTO_TEST_CASE(standings_of_a_round_in_play_count_its_games_without_a_result) {
  const auto t = round_two_in_play();
  const auto report = standings_report(t, tn::compute_standings(t), {});
  BOOST_TEST(report.pending_games == 2);
  BOOST_TEST(report.title == "Standings after round 2 (incomplete, games without a result: 2)");
}

BOOST_AUTO_TEST_CASE(a_crosstable_says_after_which_round_it_is_and_what_is_pending) {
  const auto t = round_two_in_play();
  const auto report = crosstable_report(t, tn::compute_standings(t), {});
  BOOST_TEST(report.pending_games == 2);
  BOOST_TEST(report.title == "Crosstable after round 2 (incomplete, games without a result: 2)");
}

BOOST_AUTO_TEST_CASE(a_complete_round_has_nothing_pending_and_a_plain_title) {
  auto t = round_two_in_play();
  t.rounds[1].boards[1].games[0] = tn::GameResult::draw;
  t.rounds[1].boards[2].games[0] = tn::GameResult::white_wins;
  const auto report = standings_report(t, tn::compute_standings(t), {});
  BOOST_TEST(report.pending_games == 0);
  BOOST_TEST(report.title == "Standings after round 2");
}

BOOST_AUTO_TEST_CASE(the_pending_games_are_printed_in_the_html_and_the_pdf_in_russian) {
  const auto t = round_two_in_play();
  ReportOptions options;
  options.language = "ru";
  options.translate = [](const std::string& id) -> std::string {
    if (id == "Standings after round") return "Положение после тура";
    if (id == "incomplete, games without a result") return "тур не завершён, партий без результата";
    return id;
  };
  const auto report = standings_report(t, tn::compute_standings(t), options);
  const std::string expected = "Положение после тура 2 (тур не завершён, партий без результата: 2)";
  BOOST_TEST(write_html(report).find("<h2>" + expected + "</h2>") != std::string::npos);
  const auto file = samples::pages_dir() / "standings_pending.pdf";
  write_pdf(report, file);
  BOOST_TEST(samples::probe_pdf(file).text.find("партий без результата: 2") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
