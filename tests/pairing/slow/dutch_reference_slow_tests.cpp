// The larger reference tournaments of tests/data/pairing (250 to 1,000 players, bbpPairings
// v6 confirmed by FIDE's checker): every round re-paired from the rounds before it must match
// the file. Minutes of CPU, hence the slow label.
#include "pairing_test_support.hpp"

#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/replay.hpp"

#include <boost/test/data/test_case.hpp>

#include <fstream>
#include <sstream>

using namespace shashki::pairing;
using namespace shashki::pairing::testing;

namespace {

const char* const large_files[] = {"dutch_250p_9r.trf", "dutch_500p_9r.trf", "dutch_500p_11r.trf",
                                   "dutch_1000p_9r.trf"};

}  // namespace

BOOST_AUTO_TEST_SUITE(dutch_reference_slow_tests)

BOOST_DATA_TEST_CASE(every_round_of_a_large_reference_file_is_paired_as_in_the_file,
                     boost::unit_test::data::make(large_files), file) {
  std::ifstream in(reference_dir() / file, std::ios::binary);
  BOOST_TEST_REQUIRE(in.good());
  std::stringstream text;
  text << in.rdbuf();
  // No XXC in these files: the initial colour is the one round 1 shows (the folder's README),
  // which the engine and replay_rounds read themselves.
  const PairingInput input = must_read(text.str()).input;
  const ReplayReport report = replay_rounds(DutchEngine{}, input);
  BOOST_TEST(report.rounds_checked == input.rounds_completed());
  for (const auto& d : report.discrepancies)
    BOOST_TEST_MESSAGE(file << " round " << d.round << ": " << d.description);
  BOOST_TEST(report.discrepancies.empty());
}

BOOST_AUTO_TEST_SUITE_END()
