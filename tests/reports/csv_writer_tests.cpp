// The CSV writer: RFC 4180 quoting, UTF-8, one rectangular table (issue 8, acceptance).
#include <boost/test/unit_test.hpp>

#include "sample_reports.hpp"
#include "shashki/reports/csv_writer.hpp"

#include <algorithm>
#include <sstream>

using namespace shashki::reports;

BOOST_AUTO_TEST_SUITE(csv_writer_tests)

BOOST_AUTO_TEST_CASE(fields_are_quoted_only_when_rfc_4180_needs_it) {
  BOOST_TEST(csv_field("plain") == "plain");
  BOOST_TEST(csv_field("Ковалёв") == "Ковалёв");
  BOOST_TEST(csv_field("a,b") == "\"a,b\"");
  BOOST_TEST(csv_field("say \"hi\"") == "\"say \"\"hi\"\"\"");
  BOOST_TEST(csv_field("two\r\nlines") == "\"two\r\nlines\"");
  BOOST_TEST(csv_field("") == "");
}

BOOST_AUTO_TEST_CASE(the_tricky_name_survives_intact_inside_quotes) {
  const std::string csv = write_csv(samples::sample_list());
  BOOST_TEST(csv.find("\"<b>Иванов \"\"Ваня\"\" O'Neil</b>\"") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(lines_end_with_crlf_and_start_with_a_byte_order_mark) {
  const std::string csv = write_csv(samples::sample_list());
  BOOST_TEST(csv.starts_with("\xEF\xBB\xBFRank,No,Name,Club,Rating,Pts,TB1,TB2\r\n"));
  BOOST_TEST(!write_csv(samples::sample_list(), CsvOptions{false}).starts_with("\xEF"));
  const auto lf = std::count(csv.begin(), csv.end(), '\n');
  const auto crlf = [&] {
    std::size_t n = 0;
    for (std::size_t at = csv.find("\r\n"); at != std::string::npos; at = csv.find("\r\n", at + 2)) ++n;
    return n;
  }();
  BOOST_TEST(static_cast<std::size_t>(lf) == crlf);
  BOOST_TEST(crlf == 4u);  // header + three players
}

BOOST_AUTO_TEST_CASE(a_spanning_cell_keeps_every_line_the_same_width) {
  Report report = samples::sample_list();
  report.table.body[1].cells.resize(7);
  report.table.body[1].cells[6].column_span = 2;
  const std::string csv = write_csv(report, CsvOptions{false});
  std::istringstream lines(csv);
  std::string line;
  std::getline(lines, line);
  const auto header_commas = std::count(line.begin(), line.end(), ',');
  std::getline(lines, line);
  std::getline(lines, line);
  // The tricky name's club holds a comma inside quotes: count fields outside quotes.
  int commas = 0;
  bool quoted = false;
  for (const char c : line) {
    if (c == '"') quoted = !quoted;
    if (c == ',' && !quoted) ++commas;
  }
  BOOST_TEST(commas == header_commas);
}

BOOST_AUTO_TEST_CASE(the_sample_list_matches_its_golden_file) {
  const std::string diff = samples::compare_with_golden(write_csv(samples::sample_list()), "sample_list.csv");
  BOOST_TEST(diff.empty(), diff);
}

BOOST_AUTO_TEST_SUITE_END()
