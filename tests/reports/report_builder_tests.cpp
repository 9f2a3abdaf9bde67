// Reports built from the tournament model: golden HTML and CSV for every kind, and the PDF read
// back with poppler: page size, every player and every score present. First pages are left as
// PNGs in <build>/tests/reports/report_pages/ for a look by eye.
#include <boost/test/unit_test.hpp>

#include "pdf_probe.hpp"
#include "sample_events.hpp"
#include "sample_reports.hpp"
#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/reports/pdf_writer.hpp"

#include <algorithm>
#include <map>

using namespace shashki::reports;
namespace tn = shashki::tournament;

namespace {

struct Built {
  std::string name;
  Report report;
};

std::vector<Built> all_reports() {
  const tn::Tournament swiss = samples::sample_swiss();
  const tn::Tournament rr = samples::sample_round_robin();
  const tn::Standings swiss_standings = tn::compute_standings(swiss);
  const tn::Standings rr_standings = tn::compute_standings(rr);
  ReportOptions by_number;
  ReportOptions alphabetical;
  alphabetical.alphabetical = true;
  ReportOptions round_two;
  round_two.round = 2;
  return {
      {"start_list", start_list_report(swiss, by_number)},
      {"start_list_alphabetical", start_list_report(swiss, alphabetical)},
      {"pairings", pairing_list_report(swiss, by_number)},
      {"pairings_alphabetical", pairing_list_report(swiss, alphabetical)},
      {"results_round_2", results_report(swiss, round_two)},
      {"results_micro_match", results_report(rr, by_number)},
      {"standings", standings_report(swiss, swiss_standings, by_number)},
      {"crosstable_swiss", crosstable_report(swiss, swiss_standings, by_number)},
      {"standings_round_robin", standings_report(rr, rr_standings, by_number)},
      {"crosstable_round_robin", crosstable_report(rr, rr_standings, by_number)},
  };
}

const Report& find(const std::vector<Built>& reports, const std::string& name) {
  for (const auto& b : reports) {
    if (b.name == name) return b.report;
  }
  throw std::runtime_error("no report " + name);
}

// Every body cell's text, for "every player and every score is in the PDF".
std::vector<std::string> cell_texts(const Report& report) {
  std::vector<std::string> texts;
  for (const Row& row : report.table.body) {
    for (const Cell& cell : row.cells) {
      if (!cell.text.empty()) texts.push_back(cell.text);
    }
  }
  return texts;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(report_builder_tests)

BOOST_AUTO_TEST_CASE(every_report_matches_its_golden_html_and_csv) {
  for (const Built& built : all_reports()) {
    const std::string differences = samples::golden_differences(built.report, built.name);
    BOOST_TEST(differences.empty(), built.name << ": " << differences);
  }
}

BOOST_AUTO_TEST_CASE(every_report_prints_every_cell_in_its_pdf) {
  for (const Built& built : all_reports()) {
    BOOST_TEST_INFO(built.name);
    const auto file = samples::pages_dir() / (built.name + ".pdf");
    const PdfSummary summary = write_pdf(built.report, file);
    samples::first_page_png(file);
    const auto probe = samples::probe_pdf(file);
    BOOST_TEST(probe.pages == summary.pages);
    const bool landscape = built.report.orientation == Orientation::landscape;
    BOOST_TEST((landscape ? probe.width > probe.height : probe.width < probe.height));
    // pdftotext separates cells by spaces or newlines: compare without them.
    std::string flat;
    for (const char c : probe.text) {
      if (c != ' ' && c != '\n') flat += c;
    }
    for (std::string text : cell_texts(built.report)) {
      std::erase(text, ' ');
      BOOST_TEST_INFO(built.name << ": '" << text << "'");
      BOOST_TEST(flat.find(text) != std::string::npos);
    }
  }
}

BOOST_AUTO_TEST_CASE(the_tricky_name_is_escaped_in_html_and_intact_in_csv_and_pdf) {
  const auto reports = all_reports();
  const Report& standings = find(reports, "standings");
  BOOST_TEST(write_html(standings).find("&lt;b&gt;Иванов &quot;Ваня&quot; O&#39;Neil&lt;/b&gt;") !=
             std::string::npos);
  BOOST_TEST(write_html(standings).find(samples::tricky_name) == std::string::npos);
  BOOST_TEST(write_csv(standings).find("\"<b>Иванов \"\"Ваня\"\" O'Neil</b>\"") != std::string::npos);
  const auto file = samples::pages_dir() / "standings_tricky.pdf";
  write_pdf(standings, file);
  BOOST_TEST(samples::probe_pdf(file).text.find(samples::tricky_name) != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_start_list_sorts_cyrillic_names_alphabetically) {
  const Report report = start_list_report(samples::sample_swiss(), ReportOptions{{}, "en", "", 0, true, {}});
  std::vector<std::string> names;
  for (const Row& row : report.table.body) names.push_back(row.cells[2].text);
  // Latin before Cyrillic; Ё sorts with Е; О'Brien before Smith.
  BOOST_TEST(names[0] == samples::tricky_name);
  BOOST_TEST(names[1] == "O'Brien, Pat");
  BOOST_TEST(names[2] == "Smith, John");
  BOOST_TEST(names[3] == "Абрамов, Антон");
  BOOST_TEST(names[4] == "Ковалёв, Ёжик");
  BOOST_TEST(names[5] == "Яковлева, Юлия");
}

BOOST_AUTO_TEST_CASE(the_pairing_list_shows_points_before_the_round_and_the_opening) {
  const Report report = pairing_list_report(samples::sample_swiss(), {});
  BOOST_TEST(report.title == "Pairings, round 3");
  const Row& first = report.table.body.at(0);
  BOOST_TEST(first.cells[3].text == "Smith, John");
  BOOST_TEST(first.cells[5].text == "1½");  // 1 + ½ after two rounds
  BOOST_TEST(first.cells[12].text == "1-IV");
  BOOST_TEST(report.table.body.at(2).cells[8].text == "requested bye (½ point)");
}

BOOST_AUTO_TEST_CASE(a_russian_table_heads_its_tiebreaks_and_explains_fmjd_titles_in_russian) {
  // The app's catalog for a few words: the codes stay in the legend beside the Russian headers.
  const Translate russian = [](const std::string& id) -> std::string {
    static const std::map<std::string, std::string> words{
        {"BH-C1", "Бх-1"},
        {"BH", "Бх"},
        {"WIN", "Поб"},
        {"DE", "ЛВ"},
        {"GMI", "МГР"},
        {"MF", "МФ"},
        {"International Grandmaster", "международный гроссмейстер"},
        {"FMJD Master", "мастер ФМЖД"},
        {"Titles:", "Звания:"}};
    const auto it = words.find(id);
    return it == words.end() ? id : it->second;
  };
  tn::Tournament t = samples::sample_swiss();
  t.players[0].title = tn::Title::gmi;
  t.players[4].title = tn::Title::mf;
  ReportOptions options;
  options.translate = russian;
  const tn::Standings standings = tn::compute_standings(t);
  for (const Report& report :
       {standings_report(t, standings, options), crosstable_report(t, standings, options)}) {
    BOOST_TEST_INFO(report.title);
    std::vector<std::string> headers;
    for (const Column& column : report.table.columns) headers.push_back(column.header);
    for (const char* header : {"Бх-1", "Бх", "Поб", "ЛВ"})
      BOOST_TEST(std::count(headers.begin(), headers.end(), header) == 1, header);
    for (const char* code : {"BH-C1", "BH", "WIN", "DE"})
      BOOST_TEST(std::count(headers.begin(), headers.end(), code) == 0, code);
    const auto has = [&](const std::string& line) {
      return std::find(report.legend.begin(), report.legend.end(), line) != report.legend.end();
    };
    BOOST_TEST(has("Бх-1 (BH-C1): Buchholz Cut-1"));
    BOOST_TEST(has("ЛВ (DE): Direct encounter"));
    BOOST_TEST(has("Звания: МГР — международный гроссмейстер (GMI); МФ — мастер ФМЖД (MF)"));
  }
  for (const Report& report : {start_list_report(t, options), pairing_list_report(t, options)}) {
    BOOST_TEST_INFO(report.title);
    BOOST_TEST(
        (report.legend ==
         std::vector<std::string>{"Звания: МГР — международный гроссмейстер (GMI); МФ — мастер ФМЖД (MF)"}));
  }
  // In English the header is the code, and the legend names it once.
  const Report english = standings_report(t, standings, {});
  BOOST_TEST(std::count(english.legend.begin(), english.legend.end(), "BH-C1: Buchholz Cut-1") == 1);
  BOOST_TEST(std::count(english.legend.begin(), english.legend.end(),
                        "Titles: GMI — International Grandmaster; MF — FMJD Master") == 1);
}

BOOST_AUTO_TEST_CASE(a_bye_reads_with_its_points_on_the_events_scale) {
  // The sample Swiss's round 3: 2 has a half bye, 5 the pairing-allocated one. On 2-1-0 a won
  // board is 2 points and a drawn one 1: never "half a point".
  for (const bool alphabetical : {false, true}) {
    tn::Tournament t = samples::sample_swiss();
    t.event.scale = tn::ScoringScale::two_one_zero;
    ReportOptions options;
    options.alphabetical = alphabetical;
    const std::vector<std::string> texts = cell_texts(pairing_list_report(t, options));
    BOOST_TEST_INFO((alphabetical ? "by name" : "by board"));
    BOOST_TEST(std::count(texts.begin(), texts.end(), "requested bye (1 point)") == 1);
    BOOST_TEST(std::count(texts.begin(), texts.end(), "bye (2 points)") == 1);
    for (const std::string& text : texts) BOOST_TEST(text.find("½") == std::string::npos, text);
    t.event.micro_match = true;  // a board of two games: the bye is worth two won games
    const std::vector<std::string> micro = cell_texts(pairing_list_report(t, options));
    BOOST_TEST(std::count(micro.begin(), micro.end(), "requested bye (2 points)") == 1);
    BOOST_TEST(std::count(micro.begin(), micro.end(), "bye (4 points)") == 1);
  }
}

BOOST_AUTO_TEST_CASE(the_swiss_crosstable_writes_opponent_colour_and_result) {
  const tn::Tournament t = samples::sample_swiss();
  const Report report = crosstable_report(t, tn::compute_standings(t), {});
  BOOST_TEST((report.orientation == Orientation::landscape));
  const Row& leader = report.table.body.at(0);
  BOOST_TEST(leader.cells[3].text == "Smith, John");
  BOOST_TEST(leader.cells[6].text == "4 w: 1");  // round 1: beat 4 with White
  BOOST_TEST(leader.cells[7].text == "2 b: ½");  // round 2: drew 2 with Black
  BOOST_TEST(leader.cells[8].text == "3 w: 1");
  bool found_bye = false;
  for (const Row& row : report.table.body) found_bye = found_bye || row.cells[8].text == "—: 1";
  BOOST_TEST(found_bye);  // player 5's pairing-allocated bye
}

BOOST_AUTO_TEST_CASE(the_round_robin_grid_shades_the_diagonal_and_shows_both_games) {
  const tn::Tournament t = samples::sample_round_robin();
  const Report report = crosstable_report(t, tn::compute_standings(t), {});
  const auto& rows = report.table.body;
  for (std::size_t p = 0; p < 4; ++p) {
    BOOST_TEST(rows[p].cells[4 + p].shaded);
    BOOST_TEST(rows[p].cells[4 + p].text.empty());
  }
  BOOST_TEST(rows[0].cells[4 + 2].text == "1 (1 0)");  // 1 against 3: drew game 1, lost game 2
  BOOST_TEST(rows[0].cells[4 + 1].text == "2 (0 2)");  // 1 against 2: lost game 1, won game 2
  BOOST_TEST(rows[0].cells[4 + 3].text == "(2 1)");    // against the withdrawn 4: annulled
  BOOST_TEST(rows[2].cells.back().text == "1");        // player 3 wins on 5 points
  BOOST_TEST(rows[3].cells.back().text.empty());       // player 4 is left out
  BOOST_TEST(!report.notes.empty());
}

BOOST_AUTO_TEST_CASE(labels_come_from_the_translator) {
  const tn::Tournament t = samples::sample_swiss();
  ReportOptions russian;
  russian.translate = samples::to_russian;
  russian.language = "ru";
  const Report report = standings_report(t, tn::compute_standings(t), russian);
  BOOST_TEST(report.title == "Положение после тура 3");
  BOOST_TEST(report.table.columns[0].header == "Место");
  BOOST_TEST(report.event.system == "швейцарская система, туров: 3");
  const std::string html = write_html(report);
  BOOST_TEST(html.find("<html lang=\"ru\">") != std::string::npos);
  BOOST_TEST(html.find("BH-C1: усечённый коэффициент Бухгольца") != std::string::npos);
  BOOST_TEST(html.find("Главный секретарь") != std::string::npos);
  const std::string diff = samples::compare_with_golden(html, "standings_ru.html");
  BOOST_TEST(diff.empty(), diff);
}

BOOST_AUTO_TEST_CASE(the_legend_names_the_c07_edition_the_tie_breaks_follow) {
  // C.07 16.4 differs between the editions: the standings say which one counted the byes.
  tn::Tournament t = samples::sample_swiss();
  const ReportOptions options;
  auto legend_of = [&] { return standings_report(t, tn::compute_standings(t), options).legend; };
  BOOST_TEST(legend_of().back() == "Unplayed rounds counted as in FIDE C.07, edition 2026");
  t.event.tiebreak_edition = tn::TiebreakEdition::fide_2024;
  BOOST_TEST(legend_of().back() == "Unplayed rounds counted as in FIDE C.07, edition 2024");
}

BOOST_AUTO_TEST_SUITE_END()
