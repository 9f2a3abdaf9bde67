// Stable text codes: every enumerator has one, they are distinct, and they read back.
#include <boost/test/unit_test.hpp>

#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/discipline.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/pairing_system.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/scoring.hpp"
#include "shashki/tournament/title.hpp"

#include <set>
#include <string>

using namespace shashki::tournament;

namespace {

// Checks that `values` have distinct codes which read back to themselves.
template <class Enum, class Reader>
void check_codes(std::initializer_list<Enum> values, Reader read, bool allow_empty = false) {
  std::set<std::string> seen;
  for (const auto value : values) {
    const auto text = std::string(code(value));
    BOOST_TEST_INFO("code '" << text << "'");
    BOOST_TEST((allow_empty || !text.empty()));
    BOOST_TEST(seen.insert(text).second);
    const auto back = read(text);
    BOOST_REQUIRE(back.has_value());
    BOOST_TEST((*back == value));
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(codes_tests)

BOOST_AUTO_TEST_CASE(every_enum_value_has_a_distinct_code_that_reads_back) {
  check_codes({Discipline::classical, Discipline::rapid, Discipline::lightning}, discipline_from_code);
  check_codes({PairingSystem::swiss, PairingSystem::round_robin, PairingSystem::double_round_robin,
               PairingSystem::knockout},
              pairing_system_from_code);
  check_codes({ByeKind::pairing_allocated, ByeKind::requested_half, ByeKind::requested_zero},
              bye_kind_from_code);
  check_codes({RoundState::draft, RoundState::published, RoundState::complete, RoundState::locked},
              round_state_from_code);
  check_codes({PlayerStatus::active, PlayerStatus::withdrawn}, player_status_from_code);
  check_codes({ScoringScale::two_one_zero, ScoringScale::one_half_zero}, scoring_scale_from_code);
  check_codes({MicroMatchScoring::per_game, MicroMatchScoring::per_match}, match_scoring_from_code);
  check_codes({GameResult::white_wins, GameResult::draw, GameResult::black_wins, GameResult::white_forfeit,
               GameResult::black_forfeit, GameResult::double_forfeit},
              game_result_from_code);
  check_codes({Title::none, Title::gmi, Title::mi, Title::mf, Title::gms, Title::msmk, Title::ms, Title::kms,
               Title::first, Title::second, Title::third, Title::first_junior, Title::second_junior,
               Title::third_junior},
              title_from_code, true);
}

BOOST_AUTO_TEST_CASE(the_codes_written_to_files_are_the_documented_ones) {
  BOOST_TEST(code(PairingSystem::double_round_robin) == "double-round-robin");
  BOOST_TEST(code(GameResult::white_forfeit) == "+/-");
  BOOST_TEST(code(GameResult::double_forfeit) == "-/-");
  BOOST_TEST(code(ScoringScale::one_half_zero) == "1-0.5-0");
  BOOST_TEST(code(Title::kms) == "KMS");
}

BOOST_AUTO_TEST_CASE(titles_are_read_as_arbiters_write_them) {
  BOOST_TEST((parse_title("kms") == Title::kms));
  BOOST_TEST((parse_title(" КМС ") == Title::kms));
  BOOST_TEST((parse_title("МС") == Title::ms));
  // The abbreviations the program prints read back: a start list it wrote imports again.
  BOOST_TEST((parse_title("1 р.") == Title::first));
  BOOST_TEST((parse_title("3 юн.") == Title::third_junior));
  BOOST_TEST((parse_title("2ю") == Title::second_junior));
  BOOST_TEST(!parse_title("4 юн.").has_value());
  BOOST_TEST((parse_title("1st category") == Title::first));
  BOOST_TEST((parse_title("1 разряд") == Title::first));
  BOOST_TEST((parse_title("") == Title::none));
  BOOST_TEST(!parse_title("Lord").has_value());
}

BOOST_AUTO_TEST_CASE(reversing_a_result_swaps_the_colours) {
  BOOST_TEST((reversed(GameResult::white_wins) == GameResult::black_wins));
  BOOST_TEST((reversed(GameResult::white_forfeit) == GameResult::black_forfeit));
  BOOST_TEST((reversed(GameResult::draw) == GameResult::draw));
  BOOST_TEST(is_forfeit(GameResult::double_forfeit));
  BOOST_TEST(!is_forfeit(GameResult::draw));
}

BOOST_AUTO_TEST_SUITE_END()
