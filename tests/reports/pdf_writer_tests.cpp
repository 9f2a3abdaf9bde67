// The PDF writer, read back with poppler: page count, A4 size and orientation, every player and
// score present, wide tables split between columns (issue 8, acceptance). First pages are left
// as PNGs in <build>/tests/reports/report_pages/ to be looked at.
#include <boost/test/unit_test.hpp>

#include "pdf_probe.hpp"
#include "sample_reports.hpp"
#include "shashki/reports/pdf_writer.hpp"

#include <sstream>

using namespace shashki::reports;
using shashki::reports::samples::probe_pdf;

namespace {

bool near(double a, double b) {
  return a > b - 1.0 && a < b + 1.0;
}

std::filesystem::path write(const Report& report, const std::string& name, PdfSummary* summary = nullptr) {
  const auto file = samples::pages_dir() / name;
  const PdfSummary s = write_pdf(report, file);
  if (summary != nullptr) *summary = s;
  samples::first_page_png(file);
  return file;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(pdf_writer_tests)

BOOST_AUTO_TEST_CASE(a_list_is_one_a4_portrait_page_with_every_name_and_score) {
  PdfSummary summary;
  const auto file = write(samples::sample_list(), "sample_list.pdf", &summary);
  const auto probe = probe_pdf(file);
  BOOST_TEST(probe.pages == 1);
  BOOST_TEST(summary.pages == 1);
  BOOST_TEST(near(probe.width, 595.28));
  BOOST_TEST(near(probe.height, 841.89));
  for (const char* text : {"Smith, John", "Ковалёв, Ёжик", "Кубок города по русским шашкам", "28.5", "26,5",
                           "5.5", "TB1: Buchholz Cut-1", "Chief secretary: Сидорова А. А.", "Page 1 of 1"}) {
    BOOST_TEST_INFO("looking for " << text);
    BOOST_TEST(probe.text.find(text) != std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(the_tricky_name_is_intact_in_the_pdf_text) {
  const auto probe = probe_pdf(write(samples::sample_list(), "tricky_name.pdf"));
  BOOST_TEST(probe.text.find(samples::tricky_name) != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_crosstable_is_landscape) {
  const auto probe = probe_pdf(write(samples::sample_crosstable(8, 5), "crosstable_small.pdf"));
  BOOST_TEST(near(probe.width, 841.89));
  BOOST_TEST(near(probe.height, 595.28));
  BOOST_TEST(probe.pages == 1);
}

BOOST_AUTO_TEST_CASE(a_long_list_repeats_its_header_on_every_page_and_numbers_the_pages) {
  Report report = samples::sample_list();
  for (int i = 0; i < 200; ++i)
    report.table.add_row({std::to_string(4 + i), "9", "Player " + std::to_string(i)});
  PdfSummary summary;
  const auto file = write(report, "long_list.pdf", &summary);
  const auto probe = probe_pdf(file);
  BOOST_TEST(probe.pages == summary.pages);
  BOOST_TEST(probe.pages >= 3);
  for (int i = 0; i < 200; ++i)
    BOOST_TEST(probe.text.find("Player " + std::to_string(i) + "\n") != std::string::npos);
  for (int page = 1; page <= probe.pages; ++page) {
    const std::string text = samples::page_text(file, page);
    BOOST_TEST_INFO("page " << page);
    BOOST_TEST(text.find("Rating") != std::string::npos);
    BOOST_TEST(text.find("Page " + std::to_string(page) + " of " + std::to_string(probe.pages)) !=
               std::string::npos);
  }
}

BOOST_AUTO_TEST_CASE(a_table_too_wide_splits_between_columns_repeating_the_key_columns) {
  PdfSummary summary;
  const auto file = write(samples::sample_crosstable(12, 25), "crosstable_wide.pdf", &summary);
  const auto probe = probe_pdf(file);
  BOOST_TEST(summary.column_groups >= 2);
  BOOST_TEST(probe.pages == summary.pages);
  // Each slice shows rank, number and name again, and every round column appears on one slice.
  for (int page = 1; page <= probe.pages; ++page) {
    const std::string text = samples::page_text(file, page);
    if (text.find("Rank") == std::string::npos) continue;  // the legend-only page, if any
    BOOST_TEST_INFO("page " << page);
    BOOST_TEST(text.find("Игрок Номер 12, Ivan") != std::string::npos);
  }
  for (int r = 1; r <= 25; ++r) {
    const std::string cell =
        std::to_string((1 + r * 7) % 12 + 1) + (r % 2 == 0 ? "w" : "b") + (r % 3 == 0 ? "½" : "1");
    BOOST_TEST_INFO("round " << r);
    BOOST_TEST(probe.text.find(cell) != std::string::npos);
  }
  BOOST_TEST(probe.text.find("BH-C1: Buchholz Cut-1") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_same_report_gives_the_same_bytes) {
  std::ostringstream first;
  std::ostringstream second;
  write_pdf(samples::sample_list(), first);
  write_pdf(samples::sample_list(), second);
  BOOST_TEST(first.str().starts_with("%PDF-"));
  BOOST_TEST((first.str() == second.str()));
}

BOOST_AUTO_TEST_CASE(an_unwritable_file_is_an_error_naming_the_file) {
  BOOST_CHECK_EXCEPTION(write_pdf(samples::sample_list(), std::filesystem::path("/nonexistent-dir/x.pdf")),
                        std::runtime_error, [](const std::runtime_error& e) {
                          return std::string(e.what()).find("/nonexistent-dir/x.pdf") != std::string::npos;
                        });
}

BOOST_AUTO_TEST_SUITE_END()
