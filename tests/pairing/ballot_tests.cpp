// Opening ballots: the shared tables load, draws are reproducible from the recorded seed and
// never repeat while the table has unused openings (the CSV reader's own tests are in tests/format).
#include <boost/test/unit_test.hpp>

#include "pairing_test_support.hpp"
#include "shashki/format/opening_table_csv.hpp"
#include "shashki/pairing/ballot.hpp"

#include <set>

using namespace shashki::pairing;
using namespace shashki::pairing::testing;

namespace {

OpeningTable load(const std::string& file) {
  const auto path = shashki::test::source_dir() / "data" / "openings" / file;
  auto result = shashki::format::read_opening_table(shashki::test::read_file(path), file);
  if (auto* e = std::get_if<shashki::format::OpeningTableError>(&result))
    BOOST_FAIL(file + ":" + e->describe());
  return std::get<OpeningTable>(std::move(result));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ballot_tests)

BOOST_AUTO_TEST_CASE(the_three_shared_tables_load_with_valid_start_positions) {
  BOOST_TEST(load("categoriesIDFBasic.csv").openings.size() == 150u);
  BOOST_TEST(load("categoriesIDF.csv").openings.size() == 745u);
  BOOST_TEST(load("categoriesFMJD.csv").openings.size() == 736u);
  const OpeningTable basic = load("categoriesIDFBasic.csv");
  BOOST_TEST(basic.openings[0].code == "1-I");
  BOOST_TEST(basic.openings[0].fen == "B:W14,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,13");
  BOOST_TEST(basic.openings[0].short_moves == "cd4 ba5 dc5");
}

BOOST_AUTO_TEST_CASE(draws_never_repeat_until_the_table_is_used_up) {
  BallotDrawer drawer(load("categoriesIDFBasic.csv"), 20260501);
  std::set<std::string> codes;
  for (int i = 0; i < 150; ++i) {
    const BallotDraw d = drawer.draw(i / 10 + 1, i % 10 + 1);
    BOOST_TEST(d.cycle == 1);
    BOOST_TEST(codes.insert(d.code).second, "repeated " << d.code);
  }
  BOOST_TEST(codes.size() == 150u);
  const BallotDraw next = drawer.draw(16, 1);
  BOOST_TEST(next.cycle == 2);
  BOOST_TEST(next.sequence == 151);
}

BOOST_AUTO_TEST_CASE(draws_are_reproduced_from_the_recorded_seed) {
  const OpeningTable table = load("categoriesFMJD.csv");
  BallotDrawer first(table, 99);
  for (int round = 1; round <= 9; ++round) first.draw(round);
  BallotDrawer again(table, 99);
  for (int round = 1; round <= 9; ++round)
    BOOST_TEST(again.draw(round).code == first.draws()[static_cast<std::size_t>(round - 1)].code);
  // A drawer restarted after five recorded draws continues with the sixth.
  BallotDrawer resumed(table, 99, 5);
  const BallotDraw sixth = resumed.draw(6);
  BOOST_TEST(sixth.sequence == 6);
  BOOST_TEST(sixth.code == first.draws()[5].code);
  BallotDrawer other(table, 100);
  int same = 0;
  for (int round = 1; round <= 9; ++round)
    same += other.draw(round).code == first.draws()[static_cast<std::size_t>(round - 1)].code;
  BOOST_TEST(same < 9);
}

BOOST_AUTO_TEST_CASE(a_drawn_opening_starts_the_game_from_its_pdn_fen) {
  BallotDrawer drawer(load("categoriesIDF.csv"), 3);
  const BallotDraw d = drawer.draw(1);
  const Opening* o = drawer.opening(d.code);
  BOOST_TEST_REQUIRE(o != nullptr);
  BOOST_TEST(pdn_setup_tags(*o) == "[SetUp \"1\"]\n[FEN \"" + o->fen + "\"]\n");
  BOOST_TEST(shashki::format::valid_numeric_fen(o->fen));
}

BOOST_AUTO_TEST_SUITE_END()
