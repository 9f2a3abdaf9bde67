// The players' CSV: a good file gives its players; a bad one names its first problem (line,
// column, the column's name) and counts the rest, and nothing is returned.
#include <boost/test/unit_test.hpp>

#include "shashki/format/players_csv.hpp"

#include <string>
#include <variant>

using namespace shashki::format;

BOOST_AUTO_TEST_SUITE(players_csv_tests)

BOOST_AUTO_TEST_CASE(a_semicolon_file_with_quotes_gives_its_players) {
  const auto read = read_players_csv("\xEF\xBB\xBFName;Rating\n\"Petrov; Petr\";1800\nIvanov;\n");
  BOOST_TEST_REQUIRE(std::holds_alternative<std::vector<shashki::tournament::Player>>(read));
  const auto& players = std::get<std::vector<shashki::tournament::Player>>(read);
  BOOST_TEST_REQUIRE(players.size() == 2u);
  BOOST_TEST(players[0].name == "Petrov; Petr");
  BOOST_TEST(players[0].rating.value_or(0) == 1800);
}

BOOST_AUTO_TEST_CASE(the_first_problem_is_named_with_its_column_and_the_rest_counted) {
  const auto read = read_players_csv("name,rating,birth\nA,abc,1990-01-01\nB,5000,1990-13-01\n");
  BOOST_TEST_REQUIRE(std::holds_alternative<PlayersCsvError>(read));
  const auto& e = std::get<PlayersCsvError>(read);
  BOOST_TEST(e.first.line == 2);
  BOOST_TEST(e.first.column == 3);
  BOOST_TEST(e.column_name == "rating");
  BOOST_TEST(e.more == 2);
  BOOST_TEST(e.first.message.english() == "'abc' is not a rating (a whole number from 0 to 4000)");
}

BOOST_AUTO_TEST_CASE(sex_region_and_coach_are_read_and_a_sex_that_is_neither_is_named) {
  const auto read = read_players_csv("name;sex;region;coach\nA;f;Татарстан;Петров П.\nB;М;;\nC;;;\n");
  BOOST_TEST_REQUIRE(std::holds_alternative<std::vector<shashki::tournament::Player>>(read));
  const auto& players = std::get<std::vector<shashki::tournament::Player>>(read);
  BOOST_TEST_REQUIRE(players.size() == 3u);
  BOOST_TEST((players[0].sex == shashki::tournament::Sex::female));
  BOOST_TEST(players[0].region == "Татарстан");
  BOOST_TEST(players[0].coach == "Петров П.");
  BOOST_TEST((players[1].sex == shashki::tournament::Sex::male));
  BOOST_TEST((players[2].sex == shashki::tournament::Sex::unknown));

  const auto bad = read_players_csv("name,sex\nA,x\n");
  BOOST_TEST_REQUIRE(std::holds_alternative<PlayersCsvError>(bad));
  const auto& e = std::get<PlayersCsvError>(bad);
  BOOST_TEST(e.first.line == 2);
  BOOST_TEST(e.column_name == "sex");
  BOOST_TEST(e.first.message.english() == "'x' is not a sex (m or f, or empty)");
}

BOOST_AUTO_TEST_CASE(text_that_is_not_utf8_is_refused_where_it_starts) {
  const auto read = read_players_csv("name\nA\xC0\n");
  BOOST_TEST_REQUIRE(std::holds_alternative<PlayersCsvError>(read));
  const auto& e = std::get<PlayersCsvError>(read);
  BOOST_TEST(e.first.line == 2);
  BOOST_TEST(e.first.column == 2);
  BOOST_TEST(e.column_name.empty());
  BOOST_TEST(e.first.message.english().find("not UTF-8") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_year_alone_is_a_year_of_birth_and_anything_else_is_named) {
  const auto read = read_players_csv("name;birth\nA;2014\nB;2014-03-01\nC;\n");
  BOOST_TEST_REQUIRE(std::holds_alternative<std::vector<shashki::tournament::Player>>(read));
  const auto& players = std::get<std::vector<shashki::tournament::Player>>(read);
  BOOST_TEST_REQUIRE(players.size() == 3u);
  BOOST_TEST(!players[0].birth.has_value());
  BOOST_TEST((players[0].birth_year == 2014));
  BOOST_TEST(players[1].birth.has_value());
  BOOST_TEST(!players[1].birth_year.has_value());
  BOOST_TEST(!shashki::tournament::year_of_birth(players[2]).has_value());
  const auto bad = read_players_csv("name;birth\nA;14\n");
  BOOST_TEST_REQUIRE(std::holds_alternative<PlayersCsvError>(bad));
  BOOST_TEST(std::get<PlayersCsvError>(bad).first.message.english() ==
             "'14' is not a date YYYY-MM-DD or a year of birth");
}

BOOST_AUTO_TEST_SUITE_END()
