// Pages of printed documents: a page is filled before the table breaks, the header rows repeat
// on every later page, and a Swiss crosstable of 17 players stays on its one landscape page.
#include <boost/test/unit_test.hpp>

#include "pdf_probe.hpp"
#include "sample_events.hpp"
#include "sample_reports.hpp"
#include "shashki/reports/pdf_writer.hpp"

#include <sstream>

using namespace shashki;
using namespace shashki::reports;

namespace {

// A Swiss of `players` (odd: one bye a round) over `rounds` rounds, paired by the circle method
// so that nobody meets twice, White winning on even boards and draws elsewhere.
tournament::Tournament swiss_event(int players, int rounds) {
  auto builder = shashki::test::TournamentBuilder(tournament::PairingSystem::swiss, rounds);
  for (int p = 1; p <= players; ++p)
    builder.player("Константинопольский, Игрок " + std::to_string(p), 2400 - p * 10);
  const int n = players % 2 == 0 ? players : players + 1;  // n = the dummy: its partner has the bye
  for (int r = 0; r < rounds; ++r) {
    std::string boards;
    std::string bye;
    for (int i = 0; i < n / 2; ++i) {
      const int a = i == 0 ? n : (r + i) % (n - 1) + 1;
      const int b = (r + n - 1 - i) % (n - 1) + 1;
      if (a > players || b > players) {
        bye = std::to_string(a > players ? b : a) + " pab";
        continue;
      }
      if (!boards.empty()) boards += ", ";
      boards += std::to_string(a) + "-" + std::to_string(b) + (i % 2 == 0 ? " 1-0" : " =");
    }
    if (!bye.empty()) boards += ", " + bye;
    builder.round(boards);
  }
  tournament::Tournament t = builder.build();
  t.event.name = "Первенство области по русским шашкам среди мужчин и женщин";
  t.event.venue = "Казань, шашечный клуб «Дамка»";
  t.event.chief_arbiter = "Петров П. П.";
  t.event.time_control = "60 мин + 30 с";
  // The tie-breaks of a Russian championship's regulations: the legend takes nine lines.
  t.event.tiebreaks = {shashki::tournament::Tiebreak::buchholz_cut1,
                       shashki::tournament::Tiebreak::buchholz,
                       shashki::tournament::Tiebreak::sonneborn_berger,
                       shashki::tournament::Tiebreak::shmulyan,
                       shashki::tournament::Tiebreak::wins,
                       shashki::tournament::Tiebreak::direct_encounter};
  t.event.start_date =
      std::chrono::year_month_day{std::chrono::year{2026}, std::chrono::May, std::chrono::day{1}};
  t.event.end_date =
      std::chrono::year_month_day{std::chrono::year{2026}, std::chrono::May, std::chrono::day{9}};
  for (auto& p : t.players) {
    p.club = "СШОР «Шашки»";
    p.city = "Казань";
    p.title = tournament::Title::kms;
  }
  return t;
}

std::filesystem::path write_paged(const Report& report, const std::string& name) {
  const auto file = reports::samples::pages_dir() / name;
  write_pdf(report, file);
  reports::samples::first_page_png(file);
  return file;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(pdf_pagination_tests)

BOOST_AUTO_TEST_CASE(a_swiss_crosstable_of_17_players_has_every_row_on_its_one_landscape_page) {
  const auto t = swiss_event(17, 7);
  ReportOptions options;
  options.translate = reports::samples::to_russian;
  const auto report = crosstable_report(t, tournament::compute_standings(t, {}), options);
  BOOST_REQUIRE(report.orientation == Orientation::landscape);
  BOOST_REQUIRE(report.table.body.size() == 17u);
  const auto file = write_paged(report, "crosstable_17.pdf");
  const auto probe = reports::samples::probe_pdf(file);
  BOOST_TEST(probe.width > probe.height);
  BOOST_TEST(probe.pages == 1);
  const std::string first = reports::samples::page_text(file, 1);
  for (int p = 1; p <= 17; ++p) {
    BOOST_TEST_INFO("player " << p);
    BOOST_TEST(first.find("Игрок " + std::to_string(p) + " ") != std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(a_long_crosstable_fills_each_page_and_repeats_its_header_rows) {
  const auto t = swiss_event(101, 9);
  const auto report = crosstable_report(t, tournament::compute_standings(t, {}), {});
  const auto file = write_paged(report, "crosstable_61.pdf");
  const auto probe = reports::samples::probe_pdf(file);
  BOOST_REQUIRE(probe.pages >= 2);
  // Every page of rows repeats the column labels, and a page is followed by more rows only when
  // it is full; the legend and signatures may open a page of their own after the last rows.
  std::vector<int> rows(static_cast<std::size_t>(probe.pages) + 1, 0);
  int counted = 0;
  for (int page = 1; page <= probe.pages; ++page) {
    const std::string text = reports::samples::page_text(file, page);
    for (int p = 1; p <= 101; ++p)
      rows[static_cast<std::size_t>(page)] +=
          text.find("Игрок " + std::to_string(p) + " ") != std::string::npos;
    counted += rows[static_cast<std::size_t>(page)];
    if (rows[static_cast<std::size_t>(page)] == 0) continue;
    BOOST_TEST_INFO("page " << page);
    BOOST_TEST(text.find("Rank") != std::string::npos);
    BOOST_TEST(text.find("Club/City") != std::string::npos);
  }
  BOOST_TEST(counted == 101);
  BOOST_TEST(rows[1] >= 30);  // a landscape page of 8-pt rows under the title block
  for (std::size_t page = 2; page + 1 < rows.size(); ++page) {
    BOOST_TEST_INFO("page " << page);
    if (rows[page + 1] > 0) BOOST_TEST(rows[page] >= 35);
  }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(pairing_list_pdf_tests)

BOOST_AUTO_TEST_CASE(a_wall_pairing_list_of_long_russian_names_fits_the_page_width_without_overlap) {
  auto builder = shashki::test::TournamentBuilder(tournament::PairingSystem::swiss, 1);
  for (int p = 1; p <= 20; ++p)
    builder.player("Александрова-Преображенская, Екатерина-Анастасия " + std::to_string(p), 2000);
  std::string boards;
  for (int b = 0; b < 10; ++b)
    boards += (b ? ", " : "") + std::to_string(b + 1) + "-" + std::to_string(b + 11);
  builder.round(boards);
  auto t = builder.build();
  for (auto& p : t.players) {
    p.club = "Спортивная школа олимпийского резерва «Шашечный клуб»";
    p.city = "Петропавловск-Камчатский";
  }
  for (const bool alphabetical : {false, true}) {
    ReportOptions options;
    options.alphabetical = alphabetical;
    const auto report = pairing_list_report(t, options);
    const auto file =
        reports::samples::pages_dir() / (alphabetical ? "pairings_long_abc.pdf" : "pairings_long.pdf");
    const PdfSummary summary = write_pdf(report, file);
    reports::samples::first_page_png(file);
    BOOST_TEST_INFO((alphabetical ? "by name" : "by board"));
    // One slice of columns, every column on the sheet: the names and clubs give up room and a
    // cell too long for its column is cut with an ellipsis inside it (report_pages/*.png).
    BOOST_TEST(summary.column_groups == 1);
    BOOST_TEST(summary.pages == 1);
    const std::string text = reports::samples::page_text(file, 1);
    for (const char* header : {"Board", "Opening", "Result"}) {
      if (alphabetical && std::string(header) == "Result") continue;
      BOOST_TEST(text.find(header) != std::string::npos, header);
    }
  }
}

BOOST_AUTO_TEST_SUITE_END()
