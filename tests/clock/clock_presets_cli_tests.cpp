// `shashki clock presets [--json]` (docs/cli.md): the presets of 6.1.9 with clauses. An
// executable of its own, so that the clock's suite needs no program built (make asan-core).
#define BOOST_TEST_MODULE clock_cli_tests
#include <boost/test/unit_test.hpp>

#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <string>

using shashki::test::run;

BOOST_AUTO_TEST_SUITE(clock_presets_cli_tests)

BOOST_AUTO_TEST_CASE(json_lists_each_preset_with_the_keys_of_the_contract) {
  const auto r = run(shashki::test::shashki_command("clock presets --json"));
  BOOST_TEST(r.exit_code == 0);
  const auto list = nlohmann::json::parse(r.out);
  BOOST_REQUIRE(list.is_array());
  BOOST_TEST(list.size() == 5U);
  const auto& first = list.at(1);
  BOOST_TEST(first.at("name").get<std::string>() == "classical 30+30");
  BOOST_TEST(first.at("discipline").get<std::string>() == "classical");
  BOOST_TEST(first.at("base_seconds").get<int>() == 1800);
  BOOST_TEST(first.at("increment_seconds").get<int>() == 30);
  BOOST_TEST(first.at("clause").get<std::string>() == "6.1.9.1");
  BOOST_TEST(list.at(4).at("clause").get<std::string>() == "6.1.9.3");
}

BOOST_AUTO_TEST_CASE(text_lists_the_presets_by_discipline_in_the_chosen_language) {
  const auto en = run(shashki::test::shashki_command("--lang en clock presets"));
  BOOST_TEST(en.exit_code == 0);
  BOOST_TEST(en.out.find("rapid 7+5  7 min + 5 s per move  6.1.9.2") != std::string::npos);
  BOOST_TEST(en.out.find("6.1.9.4") != std::string::npos);
  const auto ru = run(shashki::test::shashki_command("--lang ru clock presets"));
  BOOST_TEST(ru.out.find("от 7 до 15 мин") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
