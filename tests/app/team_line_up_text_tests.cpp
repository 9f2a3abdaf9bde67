// A line-up as the judge types it (app::line_up_from_text), at the console and the command line
// alike: commas, semicolons or spaces between the numbers, "-" or "0" for an empty board.
#include <boost/test/unit_test.hpp>

#include "shashki/app/team_service.hpp"

using shashki::app::line_up_from_text;
using shashki::tournament::LineUp;

BOOST_AUTO_TEST_SUITE(team_line_up_text_tests)

BOOST_AUTO_TEST_CASE(numbers_by_board_with_any_separator_and_empty_boards) {
  const LineUp expected{3, 5, std::nullopt, 7};
  for (const char* text : {"3,5,-,7", "3 5 - 7", "3;5;0;7", " 3, 5 ,-, 7 "}) {
    const auto read = line_up_from_text(text);
    BOOST_REQUIRE_MESSAGE(read.ok(), text);
    BOOST_TEST((*read == expected), text);
  }
}

BOOST_AUTO_TEST_CASE(an_item_that_is_no_starting_number_is_refused_by_name) {
  for (const char* text : {"3,x,7", "3,-2", "3,5a"}) {
    const auto read = line_up_from_text(text);
    BOOST_REQUIRE(!read.ok());
    BOOST_TEST(read.problem().english().find("is not a starting number") != std::string::npos, text);
  }
}

BOOST_AUTO_TEST_CASE(a_round_s_matches_are_read_as_white_black_pairs_with_the_bye_apart) {
  for (const char* text : {"1-4,3-2", "1-4 3-2", " 1-4; 3-2 "}) {
    const auto read = shashki::app::team_pairs_from_text(text, " 5 ");
    BOOST_REQUIRE_MESSAGE(read.ok(), text);
    BOOST_REQUIRE(read->pairs.size() == 2U);
    BOOST_TEST(read->pairs[0].white == 1);
    BOOST_TEST(read->pairs[0].black == 4);
    BOOST_TEST(read->pairs[1].white == 3);
    BOOST_TEST((read->bye == 5));
    BOOST_TEST(shashki::app::team_pairs_text(*read) == "1-4, 3-2");
  }
  BOOST_TEST(!shashki::app::team_pairs_from_text("1-4", "").value().bye.has_value());
  for (const char* text : {"1-", "1_4", "1-4-2", "0-3", "a-b"}) {
    const auto read = shashki::app::team_pairs_from_text(text, "");
    BOOST_REQUIRE(!read.ok());
    BOOST_TEST(read.problem().field() == "pairs", text);
  }
  for (const char* bye : {"x", "0", "2 3"}) {
    const auto read = shashki::app::team_pairs_from_text("1-4", bye);
    BOOST_REQUIRE(!read.ok());
    BOOST_TEST(read.problem().field() == "bye", bye);
  }
}

BOOST_AUTO_TEST_SUITE_END()
