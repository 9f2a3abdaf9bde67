// What the printed documents must say so that nobody misreads them at the venue: colour marks
// apart from the numbers, micro-match totals, the legend and signatures kept with results, the
// wall pairing list complete, and CSV numbers a spreadsheet reads as numbers.
#include <boost/test/unit_test.hpp>

#include "pdf_probe.hpp"
#include "sample_events.hpp"
#include "sample_reports.hpp"
#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/reports/pdf_writer.hpp"
#include "shashki/test/support.hpp"

#include <regex>

using namespace shashki::reports;
namespace tn = shashki::tournament;

namespace {

// The Russian colour letters, which look most like digits ("б" like 6).
std::string russian_colours(const std::string& msgid) {
  if (msgid == "w") return "б";
  if (msgid == "b") return "ч";
  return samples::to_russian(msgid);
}

// The text of the PDF page carrying the signature lines.
std::string signature_page(const std::filesystem::path& file) {
  const auto probe = samples::probe_pdf(file);
  for (int page = 1; page <= probe.pages; ++page) {
    const std::string text = samples::page_text(file, page);
    if (text.find("Chief secretary") != std::string::npos) return text;
  }
  return {};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(printed_documents_tests)

BOOST_AUTO_TEST_CASE(a_crosstable_cell_keeps_the_colour_letter_apart_from_the_numbers) {
  const tn::Tournament t = samples::sample_swiss();
  ReportOptions russian;
  russian.translate = russian_colours;
  const Report report = crosstable_report(t, tn::compute_standings(t), russian);
  const Row& leader = report.table.body.at(0);
  BOOST_TEST(leader.cells[6].text == "4 б: 1");  // round 1: beat 4 with White
  BOOST_TEST(leader.cells[7].text == "2 ч: ½");  // round 2: drew 2 with Black
  // No cell runs a digit into a colour letter and on into a result ("10б1" read as 1061).
  const std::regex glued("[0-9](б|ч)[0-9½+-]");
  for (const Row& row : report.table.body) {
    for (const Cell& cell : row.cells) {
      BOOST_TEST_INFO(cell.text);
      BOOST_TEST(!std::regex_search(cell.text, glued));
    }
  }
  // The legend explains the mark with an example.
  bool explained = false;
  for (const auto& line : report.legend) explained = explained || line.starts_with("10 ч: 1 — ");
  BOOST_TEST(explained);
}

BOOST_AUTO_TEST_CASE(a_micro_match_cell_shows_the_match_total_and_the_cells_add_up) {
  const tn::Tournament t = samples::sample_round_robin();
  const auto standings = tn::compute_standings(t);
  const Report report = crosstable_report(t, standings, {});
  const auto& rows = report.table.body;
  BOOST_TEST(rows[0].cells[4 + 2].text == "1 (1 0)");  // 1 against 3: drew game 1, lost game 2
  BOOST_TEST(rows[0].cells[4 + 1].text == "2 (0 2)");  // 1 against 2: lost game 1, won game 2
  // Each played row's totals add up to its points column (2-1-0: whole numbers).
  const std::size_t n = t.players.size();
  for (std::size_t p = 0; p + 1 < n; ++p) {
    int sum = 0;
    for (std::size_t q = 0; q < n; ++q) {
      const std::string& cell = rows[p].cells[4 + q].text;
      if (!cell.empty() && cell.front() != '(') sum += std::stoi(cell);
    }
    BOOST_TEST_INFO("player " << p + 1);
    BOOST_TEST(std::to_string(sum) == rows[p].cells[4 + n].text);
  }
  bool explained = false;
  for (const auto& line : report.legend)
    explained = explained || line.find("micro-match") != std::string::npos;
  BOOST_TEST(explained);
}

BOOST_AUTO_TEST_CASE(the_legend_and_signatures_never_stand_on_a_page_without_results) {
  // Every length of list up to two pages: where the legend and signatures do not fit under the
  // rows of a one-page list, the list is set smaller so that they stay with them.
  const shashki::test::TempDir dir;
  for (int extra = 40; extra <= 75; ++extra) {
    Report report = samples::sample_list();
    for (int i = 0; i < extra; ++i)
      report.table.add_row({std::to_string(4 + i), "9", "Player " + std::to_string(i)});
    const auto file = dir.path() / ("tail_" + std::to_string(extra) + ".pdf");
    write_pdf(report, file);
    BOOST_TEST_INFO(extra << " extra rows");
    const std::string text = signature_page(file);
    BOOST_TEST(text.find("Player ") != std::string::npos);
    BOOST_TEST(samples::probe_pdf(file).text.find("Player " + std::to_string(extra - 1) + "\n") !=
               std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(a_printed_html_page_keeps_the_last_rows_with_the_legend_and_signatures) {
  const std::string html = write_html(samples::sample_list());
  BOOST_TEST(html.find("tbody tr:nth-last-child(-n+3){break-after:avoid") != std::string::npos);
  BOOST_TEST(html.find(".signatures{break-inside:avoid;break-before:avoid") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_wall_pairing_list_shows_titles_clubs_opening_moves_game_two_and_absences) {
  tn::Tournament t = samples::sample_swiss();
  t.event.micro_match = false;
  tn::Player late;
  late.id = tn::PlayerId{70};
  late.number = 7;
  late.name = "Опоздавший, Олег";
  late.late_entry_round = 4;
  t.players.push_back(late);
  tn::Player gone;
  gone.id = tn::PlayerId{80};
  gone.number = 8;
  gone.name = "Ушедший, Иван";
  gone.status = tn::PlayerStatus::withdrawn;
  gone.withdrawn_from = 3;
  t.players.push_back(gone);
  ReportOptions options;
  options.opening_moves = [](const std::string& code) {
    return code == "1-IV" ? std::string("1.c3-d4 f6-g5 2.b2-c3 g7-f6") : std::string();
  };
  Report report = pairing_list_report(t, options);
  BOOST_TEST((report.orientation == Orientation::landscape));
  const Row& first = report.table.body.at(0);
  BOOST_TEST(first.cells[2].text == "MS");
  BOOST_TEST(first.cells[3].text == "Smith, John");
  BOOST_TEST(first.cells[4].text == "Dynamo, Moscow");
  BOOST_TEST(first.cells[9].text == "1st cat.");  // Black: Ковалёв
  BOOST_TEST(first.cells[10].text == "Казань");
  BOOST_TEST(first.cells[12].text == "1-IV");
  const auto file = samples::pages_dir() / "wall_pairings.pdf";
  write_pdf(report, file);
  const std::string pdf = samples::probe_pdf(file).text;
  const std::string html = write_html(report);
  for (const std::string text : {"Opening 1-IV: 1.c3-d4 f6-g5 2.b2-c3 g7-f6", "8 Ушедший, Иван (withdrawn)",
                                 "7 Опоздавший, Олег (enters in round 4)"}) {
    BOOST_TEST_INFO(text);
    BOOST_TEST(html.find(text) != std::string::npos);
    BOOST_TEST(pdf.find(text) != std::string::npos);
  }
  BOOST_TEST(html.find("colours swap") == std::string::npos);
  // A micro-match event says that the second-named player has White in game 2.
  t.event.micro_match = true;
  report = pairing_list_report(t, options);
  bool swap = false;
  for (const auto& note : report.notes)
    swap = swap || note.find("in game 2 the colours swap") != std::string::npos;
  BOOST_TEST(swap);
}

BOOST_AUTO_TEST_CASE(csv_numbers_are_plain_decimals) {
  const tn::Tournament t = samples::sample_swiss();
  const auto standings = tn::compute_standings(t);
  ReportOptions round_two;
  round_two.round = 2;
  for (const Report& report : {standings_report(t, standings, {}), crosstable_report(t, standings, {}),
                               results_report(t, round_two), pairing_list_report(t, {})}) {
    const std::string csv = write_csv(report);
    BOOST_TEST_INFO(report.title);
    BOOST_TEST(csv.find("½") == std::string::npos);
  }
  const std::string standings_csv = write_csv(standings_report(t, standings, {}));
  BOOST_TEST(standings_csv.find(",2.5,") != std::string::npos);  // Smith's 2½
  BOOST_TEST(write_csv(results_report(t, round_two)).find("0.5-0.5") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
