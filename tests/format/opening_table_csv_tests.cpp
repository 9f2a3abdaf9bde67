// The opening tables' CSV: a judge's table is read with RFC 4180 quotes, and a malformed one is
// refused with the line and column of the field.
#include <boost/test/unit_test.hpp>

#include "shashki/format/opening_table_csv.hpp"

#include <string>
#include <variant>
#include <vector>

using shashki::format::OpeningTableError;
using shashki::format::read_opening_table;
using shashki::pairing::OpeningTable;

namespace {

OpeningTableError table_must_fail(const std::string& csv) {
  auto result = read_opening_table(csv, "judge");
  BOOST_TEST_REQUIRE(std::holds_alternative<OpeningTableError>(result));
  return std::get<OpeningTableError>(result);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(opening_table_csv_tests)

BOOST_AUTO_TEST_CASE(a_judges_table_is_read_with_quotes_and_ranges) {
  const std::string csv =
      "code,fen,moves\r\nA,\"W:W21-32:B1-12\",\"1. cd4, a \"\"note\"\"\"\r\nB,B:W22:BK5\r\n";
  auto result = read_opening_table(csv, "judge");
  BOOST_TEST_REQUIRE(std::holds_alternative<OpeningTable>(result));
  const auto& table = std::get<OpeningTable>(result);
  BOOST_TEST(table.openings.size() == 2u);
  BOOST_TEST(table.openings[0].moves == "1. cd4, a \"note\"");
  BOOST_TEST(table.openings[1].fen == "B:W22:BK5");
}

BOOST_AUTO_TEST_CASE(a_malformed_judges_table_names_line_and_column) {
  struct Case {
    std::string csv;
    int line;
    int column;
    std::string mentions;
  };
  const std::vector<Case> cases{
      {"code,moves\nA,x\n", 1, 1, "'fen'"},
      {"code,fen\nA,W:W21:B1\nB,W:W21:B33\n", 3, 3, "numeric PDN FEN"},
      {"code,fen\nA,W:W21:B1\nA,W:W22:B2\n", 3, 1, "twice"},
      {"code,fen\nA,W:W21,21:B1\n", 2, 3, "numeric PDN FEN"},
      {"code,fen\nA,\"W:W21:B1\n", 2, 3, "not closed"},
      {"code,fen\n", 1, 1, "no openings"},
      {"", 1, 1, "empty"},
  };
  for (std::size_t i = 0; i < cases.size(); ++i) {
    BOOST_TEST_INFO("case " << i);
    const OpeningTableError e = table_must_fail(cases[i].csv);
    BOOST_TEST(e.line == cases[i].line);
    BOOST_TEST(e.column == cases[i].column);
    BOOST_TEST(e.message.english().find(cases[i].mentions) != std::string::npos, e.describe());
  }
}

BOOST_AUTO_TEST_SUITE_END()
