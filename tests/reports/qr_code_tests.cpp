// QR codes of the boards' clock page addresses: the module matrix of a real address, its SVG
// and PDF drawings, and the pairing list carrying one code per board with a game.
#include <boost/test/unit_test.hpp>

#include "pdf_probe.hpp"
#include "sample_events.hpp"
#include "sample_reports.hpp"
#include "shashki/reports/csv_writer.hpp"
#include "shashki/reports/html_writer.hpp"
#include "shashki/reports/pdf_writer.hpp"
#include "shashki/reports/qr_code.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

using namespace shashki::reports;
namespace tn = shashki::tournament;

namespace {

// A clock page address as the venue server gives it: 31 characters and a 22-character token.
const std::string address = "http://192.168.1.10:8080/board/q3Z0fK-Wc1_xyA8bT2mN7w";

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
  return n;
}

// A finder pattern (ISO/IEC 18004, 6.3.3): a dark 7x7 ring, a light ring, a dark 3x3 centre.
bool finder_at(const QrCode& code, int left, int top) {
  for (int y = 0; y < 7; ++y) {
    for (int x = 0; x < 7; ++x) {
      const int ring = std::max(std::abs(x - 3), std::abs(y - 3));
      if (code.dark(left + x, top + y) != (ring != 2)) return false;
    }
  }
  return true;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(qr_code_tests)

BOOST_AUTO_TEST_CASE(a_clock_page_address_fits_a_version_4_code_with_three_finder_patterns) {
  BOOST_TEST_REQUIRE(address.size() == 53U);
  const QrCode code = qr_encode(address);
  // Level M holds 42 bytes in version 3 and 62 in version 4.
  BOOST_TEST(code.version == 4);
  BOOST_TEST(code.size == 33);
  BOOST_TEST(code.modules.size() == 33U * 33U);
  BOOST_TEST(finder_at(code, 0, 0));
  BOOST_TEST(finder_at(code, code.size - 7, 0));
  BOOST_TEST(finder_at(code, 0, code.size - 7));
  BOOST_TEST(!finder_at(code, code.size - 7, code.size - 7));
  // The timing pattern between the finders alternates, dark on even modules (6.3.5).
  for (int x = 8; x < code.size - 8; ++x) BOOST_TEST(code.dark(x, 6) == (x % 2 == 0));
  // Other text gives another code; the same text the same one.
  BOOST_TEST((qr_encode(address).modules == code.modules));
  BOOST_TEST((qr_encode(address + "x").modules != code.modules));
}

BOOST_AUTO_TEST_CASE(the_svg_draws_every_dark_module_once_inside_the_quiet_zone) {
  const QrCode code = qr_encode(address);
  const std::string svg = qr_svg(code, 96);
  BOOST_TEST(occurrences(svg, "h1v1h-1z") == static_cast<std::size_t>(code.dark_count()));
  BOOST_TEST(code.dark_count() > 0);
  BOOST_TEST(svg.find("viewBox=\"0 0 41 41\"") != std::string::npos, svg.substr(0, 200));
  BOOST_TEST(svg.find("width=\"96\"") != std::string::npos);
  // The top left module of the code sits at the quiet zone's inner corner.
  BOOST_TEST(svg.find("\"M4 4h1v1h-1z") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(text_too_long_for_any_qr_code_is_refused) {
  BOOST_CHECK_THROW((void)qr_encode(std::string(3000, 'a')), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(the_pairing_list_carries_one_qr_code_per_board_with_a_game) {
  const tn::Tournament t = samples::sample_swiss();
  // A round with a bye, which has no game and so no clock page.
  const auto with_bye = std::find_if(t.rounds.begin(), t.rounds.end(), [](const tn::Round& r) {
    return std::any_of(r.boards.begin(), r.boards.end(), [](const tn::Board& b) { return b.is_bye(); });
  });
  BOOST_TEST_REQUIRE((with_bye != t.rounds.end()));
  const tn::Round& round = *with_bye;
  for (const bool alphabetical : {false, true}) {
    BOOST_TEST_CONTEXT((alphabetical ? "by name" : "by board")) {
      ReportOptions options;
      options.round = round.number;
      options.alphabetical = alphabetical;
      std::size_t games = 0;
      for (const auto& b : round.boards) {
        if (b.is_bye()) continue;
        options.board_qr[b.number] = address.substr(0, address.size() - 2) + std::to_string(b.number);
        ++games;
      }
      BOOST_TEST_REQUIRE(games > 0U);
      const Report report = pairing_list_report(t, options);
      BOOST_TEST(report.table.columns.back().header == "Clock page");
      std::size_t with_qr = 0;
      for (const auto& row : report.table.body) with_qr += !row.cells.back().qr.empty();
      // By name, both players of a board find its code on their line.
      BOOST_TEST(with_qr == (alphabetical ? 2 * games : games));
      const std::string html = write_html(report);
      BOOST_TEST(occurrences(html, "<svg") == with_qr);
      // CSV keeps the address itself, for a mail merge or a spreadsheet.
      BOOST_TEST(occurrences(write_csv(report), "http://192.168.1.10:8080/board/") == with_qr);
      const auto file = samples::pages_dir() / (alphabetical ? "qr_pairings_by_name.pdf" : "qr_pairings.pdf");
      write_pdf(report, file);
      BOOST_TEST(samples::probe_pdf(file).text.find("Clock page") != std::string::npos);
    }
  }
  // Without addresses the list has no QR column at all.
  const Report plain = pairing_list_report(t, {});
  BOOST_TEST(plain.table.columns.back().header != "Clock page");
}

BOOST_AUTO_TEST_SUITE_END()
