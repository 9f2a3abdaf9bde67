// The TRF document model: every record kind has its place, the team records of TRF-2026 are kept
// verbatim, and every TRF of the test data reads and writes back byte for byte.
#define BOOST_TEST_MODULE format_tests
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/format/trf.hpp"

#include <filesystem>

using namespace shashki::format;

namespace {

const std::string player_1 =
    "001    1      Alpha                             2000                             1.0          2 w 1";
const std::string player_2 =
    "001    2      Beta                              1900                             0.0          1 b 0";

}  // namespace

BOOST_AUTO_TEST_SUITE(format_tests)

BOOST_AUTO_TEST_CASE(every_trf_of_the_test_data_reads_and_writes_back_identically) {
  namespace fs = std::filesystem;
  int read = 0;
  int refused = 0;
  for (const auto& entry : fs::recursive_directory_iterator(shashki::test::data_dir())) {
    if (entry.path().extension() != ".trf") continue;
    BOOST_TEST_INFO("file " << entry.path());
    const std::string text = shashki::test::read_file(entry.path());
    const auto document = read_trf(text);
    if (std::holds_alternative<TrfError>(document)) {
      ++refused;  // a case of the data that is malformed on purpose
      continue;
    }
    ++read;
    BOOST_TEST(write_trf(std::get<TrfDocument>(document)) == text);
  }
  BOOST_TEST(read >= 400);
  BOOST_TEST(refused < read / 10);
}

BOOST_AUTO_TEST_CASE(each_record_kind_has_its_place_in_the_document) {
  struct Case {
    std::string line;
    TrfRecordKind kind;
  };
  const std::vector<Case> cases{
      {player_1, TrfRecordKind::player},
      {"012 Open", TrfRecordKind::header},
      {"092 Swiss", TrfRecordKind::header},
      {"162 W 1.0 D 0.5", TrfRecordKind::header},
      {"XXE scale=2-1-0", TrfRecordKind::extension},
      {"XXK 1 1 2 rapid 1-0", TrfRecordKind::extension},
      {"013 Team A    1    2", TrfRecordKind::team},
      {"310    1 Team A", TrfRecordKind::team},
      {"320    1  1.0", TrfRecordKind::team},
      {"330    1    2", TrfRecordKind::team},
      {"### note", TrfRecordKind::comment},
      {"", TrfRecordKind::blank},
      {"   ", TrfRecordKind::blank},
      {"999 anything", TrfRecordKind::other},
  };
  for (const auto& c : cases) {
    BOOST_TEST_INFO("line '" << c.line << "'");
    BOOST_TEST((trf_record_kind(c.line) == c.kind));
  }
}

BOOST_AUTO_TEST_CASE(team_records_are_kept_verbatim_and_found_by_their_kind) {
  const std::string text =
      "012 Team event\n310    1 Team A                              2000    1    2\n"
      "320    1    2.0\n330  001    1    2\n" +
      player_1 + "\n" + player_2 + "\n";
  auto document = shashki::pairing::testing::must_read(text);
  const auto teams = document.records(TrfRecordKind::team);
  BOOST_TEST_REQUIRE(teams.size() == 3u);
  BOOST_TEST(teams[0]->text.starts_with("310"));
  BOOST_TEST(teams[2]->is("330"));
  BOOST_TEST(document.records(TrfRecordKind::player).size() == 2u);
  BOOST_TEST(write_trf(document) == text);
  // An edited player is written anew; the team records around it stay as they were.
  document.input.players[0].name = "Alpha Edited";
  const std::string edited = write_trf(document);
  BOOST_TEST(edited.find("Alpha Edited") != std::string::npos);
  BOOST_TEST(edited.find("320    1    2.0\n330  001    1    2\n") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
