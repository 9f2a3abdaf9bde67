// Sports-rank norm tables as CSV (docs/norms.md, "Loading another table").

#include <boost/test/unit_test.hpp>

#include "shashki/format/norm_table_csv.hpp"

#include <string>

using namespace shashki;

namespace {

// The error of reading `text`, which must be refused.
format::ReadError norm_table_refusal(const std::string& text) {
  const auto read = format::read_norm_table(text);
  BOOST_REQUIRE(std::holds_alternative<format::ReadError>(read));
  return std::get<format::ReadError>(read);
}

// The shipped table's CSV with `from` replaced by `to` (once).
std::string shipped_with(const std::string& from, const std::string& to) {
  auto text = format::write_norm_table(tournament::shipped_norm_table());
  const auto at = text.find(from);
  BOOST_REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(norm_table_csv_tests)

BOOST_AUTO_TEST_CASE(the_shipped_table_written_and_read_back_is_the_same_table) {
  const auto text = format::write_norm_table(tournament::shipped_norm_table());
  BOOST_TEST(text.starts_with("kind,key,column,value\nedition,club-2020,,\n"));
  BOOST_TEST(text.find("coefficient,none,,6\n") != std::string::npos);
  BOOST_TEST(text.find("percent,KMS,-2,20\n") != std::string::npos);
  BOOST_TEST(text.find("limit,games,,7\n") != std::string::npos);
  const auto read = format::read_norm_table(text);
  BOOST_REQUIRE(std::holds_alternative<tournament::NormTable>(read));
  BOOST_TEST((std::get<tournament::NormTable>(read) == tournament::shipped_norm_table()));
}

BOOST_AUTO_TEST_CASE(a_table_of_another_edition_is_read_with_its_own_numbers) {
  auto text = shipped_with("percent,2j,3,35", "percent,2j,3,80");
  text.replace(text.find("club-2020"), 9, "strict");
  const auto read = format::read_norm_table(text + "limit,participants,,10\n");
  BOOST_REQUIRE(std::holds_alternative<tournament::NormTable>(read));
  const auto& table = std::get<tournament::NormTable>(read);
  BOOST_TEST(table.edition == "strict");
  BOOST_TEST(table.min_participants == 10);
  for (const auto& row : table.rows) {
    if (row.target == tournament::Title::second_junior) BOOST_TEST(row.percent.at(3) == 80);
  }
  // A name with a comma is quoted on the way out and read back whole.
  auto named = table;
  named.edition = "ЕВСК, 2024";
  const auto again = format::read_norm_table(format::write_norm_table(named));
  BOOST_REQUIRE(std::holds_alternative<tournament::NormTable>(again));
  BOOST_TEST(std::get<tournament::NormTable>(again).edition == "ЕВСК, 2024");
}

BOOST_AUTO_TEST_CASE(an_unknown_rank_code_is_refused_with_its_line_and_column) {
  const auto error = norm_table_refusal("kind,key,column,value\ncoefficient,4j,,6\n");
  BOOST_TEST(error.line == 2);
  BOOST_TEST(error.column == 13);
  BOOST_TEST(error.message.english().find("4j is not a rank code") != std::string::npos);
  BOOST_TEST(norm_table_refusal(shipped_with("percent,3j,6,60", "percent,MS,6,60"))
                 .message.english()
                 .find("not a rank a norm gives") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_header_without_its_columns_a_bad_number_or_a_gap_is_refused) {
  BOOST_TEST(norm_table_refusal("kind,key,value\nedition,x,\n").message.english().find("no column column") !=
             std::string::npos);
  BOOST_TEST(norm_table_refusal("").message.english().find("empty") != std::string::npos);
  BOOST_TEST(norm_table_refusal(shipped_with("percent,KMS,0,50", "percent,KMS,0,fifty")).line ==
             19);  // after 14 coefficients
  BOOST_TEST(norm_table_refusal(shipped_with("percent,KMS,0,50\n", "")).message.english().find("gap") !=
             std::string::npos);
  BOOST_TEST(norm_table_refusal(shipped_with("coefficient,3j,,5\n", ""))
                 .message.english()
                 .find("no coefficient for the rank 3j") != std::string::npos);
  BOOST_TEST(norm_table_refusal(shipped_with("limit,games,,7", "limit,moves,,7"))
                 .message.english()
                 .find("limit moves is unknown") != std::string::npos);
  BOOST_TEST(norm_table_refusal(shipped_with("coefficient,3j,,5", "coefficient,3j,,5\ncoefficient,3j,,4"))
                 .message.english()
                 .find("twice") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
