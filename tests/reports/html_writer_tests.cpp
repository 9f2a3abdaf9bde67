// The HTML writer: one self-contained page, every text escaped (issue 8, acceptance).
#define BOOST_TEST_MODULE reports_tests
#include <boost/test/unit_test.hpp>

#include "sample_reports.hpp"
#include "shashki/reports/html_writer.hpp"

using namespace shashki::reports;

BOOST_AUTO_TEST_SUITE(html_writer_tests)

BOOST_AUTO_TEST_CASE(every_markup_character_is_escaped) {
  BOOST_TEST(escape_html("a<b>&\"'") == "a&lt;b&gt;&amp;&quot;&#39;");
  BOOST_TEST(escape_html("Иванов") == "Иванов");
}

BOOST_AUTO_TEST_CASE(a_name_with_markup_appears_as_text_never_as_markup) {
  const std::string html = write_html(samples::sample_list());
  BOOST_TEST(html.find("&lt;b&gt;Иванов &quot;Ваня&quot; O&#39;Neil&lt;/b&gt;") != std::string::npos);
  BOOST_TEST(html.find("<b>") == std::string::npos);
  BOOST_TEST(html.find("O'Neil") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_page_is_self_contained_and_prints_on_a4) {
  const std::string html = write_html(samples::sample_list());
  BOOST_TEST(html.find("<meta charset=\"utf-8\">") != std::string::npos);
  BOOST_TEST(html.find("@page{size:A4 portrait") != std::string::npos);
  BOOST_TEST(html.find("<script") == std::string::npos);
  BOOST_TEST(html.find("http") == std::string::npos);
  BOOST_TEST(write_html(samples::sample_crosstable(4, 3)).find("@page{size:A4 landscape") !=
             std::string::npos);
}

BOOST_AUTO_TEST_CASE(title_block_legend_and_both_signature_lines_are_printed) {
  const std::string html = write_html(samples::sample_list());
  BOOST_TEST(html.find("<dt>Venue</dt><dd>Казань, шашечный клуб «Дамка»</dd>") != std::string::npos);
  BOOST_TEST(html.find("<li>TB1: Buchholz Cut-1</li>") != std::string::npos);
  BOOST_TEST(html.find("Chief arbiter: Петров П. П. (signature)") != std::string::npos);
  BOOST_TEST(html.find("Chief secretary: Сидорова А. А. (signature)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(translated_labels_replace_the_english_ones) {
  Report report = samples::sample_list();
  report.labels = report.labels.translated(
      [](const std::string& id) { return id == "Venue" ? std::string("Место проведения") : id; });
  const std::string html = write_html(report);
  BOOST_TEST(html.find("<dt>Место проведения</dt>") != std::string::npos);
  BOOST_TEST(html.find("<dt>Dates</dt>") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(spanning_and_shaded_cells_keep_their_shape) {
  const std::string html = write_html(samples::sample_crosstable(3, 2));
  BOOST_TEST(html.find("<th class=\"c\" colspan=\"6\"></th>") != std::string::npos);
  Report report = samples::sample_list();
  report.table.body[0].cells[2].shaded = true;
  BOOST_TEST(write_html(report).find("<td class=\"l s\">Smith, John</td>") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_sample_list_matches_its_golden_file) {
  const std::string diff =
      samples::compare_with_golden(write_html(samples::sample_list()), "sample_list.html");
  BOOST_TEST(diff.empty(), diff);
}

BOOST_AUTO_TEST_SUITE_END()
