// A whole event as TRF: the event's records (XXE, XXG, XXK) read back onto the tournament, and a
// record that cannot be read is refused with its line and column and a message id.
#include <boost/test/unit_test.hpp>

#include "shashki/format/trf_event.hpp"

#include <string>
#include <variant>

using namespace shashki::format;

namespace {

const std::string alpha_beta =
    "001    1      Alpha                             2000                             1.0          2 w 1\n"
    "001    2      Beta                              1900                             0.0          1 b 0\n";

ReadError event_must_fail(const std::string& text) {
  auto result = read_event_trf(text, "event.trf");
  BOOST_TEST_REQUIRE(std::holds_alternative<ReadError>(result));
  return std::get<ReadError>(result);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(event_trf_tests)

BOOST_AUTO_TEST_CASE(a_file_without_event_records_is_a_swiss_named_after_the_file) {
  auto result = read_event_trf(alpha_beta, "event.trf");
  BOOST_TEST_REQUIRE(std::holds_alternative<shashki::tournament::Tournament>(result));
  const auto& t = std::get<shashki::tournament::Tournament>(result);
  BOOST_TEST(t.event.name == "event.trf");
  BOOST_TEST(t.players.size() == 2u);
  BOOST_TEST_REQUIRE(t.rounds.size() == 1u);
  BOOST_TEST((t.rounds[0].boards[0].games[0] == shashki::tournament::GameResult::white_wins));
}

BOOST_AUTO_TEST_CASE(column_ten_gives_the_players_sex_w_for_a_woman) {
  std::string text = alpha_beta;
  text[9] = 'w';
  text[text.find('\n') + 10] = 'm';
  auto result = read_event_trf(text, "event.trf");
  BOOST_TEST_REQUIRE(std::holds_alternative<shashki::tournament::Tournament>(result));
  const auto& t = std::get<shashki::tournament::Tournament>(result);
  BOOST_TEST((t.players[0].sex == shashki::tournament::Sex::female));
  BOOST_TEST((t.players[1].sex == shashki::tournament::Sex::male));
  BOOST_TEST(
      (std::get<shashki::tournament::Tournament>(read_event_trf(alpha_beta, "event.trf")).players[0].sex ==
       shashki::tournament::Sex::unknown));
}

BOOST_AUTO_TEST_CASE(a_record_that_cannot_be_read_is_refused_with_its_line_and_column) {
  struct Case {
    std::string text;
    int line;
    int column;
    std::string mentions;
  };
  const std::vector<Case> cases{
      {"012 Open\nXXE discipline=blitz\n" + alpha_beta, 2, 16, "'blitz'"},
      {"XXE colour=red\n" + alpha_beta, 1, 5, "unknown XXE setting"},
      {"042 2026.05.01\n" + alpha_beta, 1, 5, "start date"},
      {"XXE micro-match=game\nXXG 1 1 2 1-0 9-9\n" + alpha_beta, 2, 15, "'9-9'"},
      // The micro-match's board has no XXG record: the White's player line, round 1's column.
      {"XXE micro-match=game\n" + alpha_beta, 2, 92, "XXG record"},
      {alpha_beta + "XXK 1 1 2 rapid 7-7\n", 3, 5, "XXK"},
      {alpha_beta + "XXK 2 1 2 rapid 1-0\n", 3, 5, "XXK"},
  };
  for (std::size_t i = 0; i < cases.size(); ++i) {
    BOOST_TEST_INFO("case " << i);
    const ReadError e = event_must_fail(cases[i].text);
    BOOST_TEST(e.line == cases[i].line);
    BOOST_TEST(e.column == cases[i].column);
    BOOST_TEST(e.message.english().find(cases[i].mentions) != std::string::npos, e.describe());
    BOOST_TEST(!e.message.is_verbatim(), e.describe());  // a msgid the app translates
  }
}

BOOST_AUTO_TEST_SUITE_END()
