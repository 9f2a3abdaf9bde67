// `shashki section add|list|remove` (docs/cli.md, "Sections, prizes, rank norms and the official
// documents"; docs/sections.md): sections by sex and age group or by a list, and the ones refused.
#include <boost/test/unit_test.hpp>

#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace {

using shashki::test::RunResult;

// `shashki --lang LANG --db DIR/s.db ARGS`.
class SectionsDatabase {
 public:
  RunResult operator()(const std::string& args, const std::string& lang = "en") const {
    return shashki::test::run(shashki::test::shashki_command(
        "--lang " + lang + " --db " + shashki::test::quoted(m_dir.path() / "s.db") + " " + args));
  }

 private:
  shashki::test::TempDir m_dir;
};

// A children's event held in December 2026: No. 1 a boy of 2016, No. 2 a girl of 2015, No. 3 a
// girl of 2017, No. 4 a boy of 2013 (registered in that order; no ratings, so numbers follow it).
void register_children(const SectionsDatabase& shashki) {
  BOOST_REQUIRE(shashki("event create --name 'Первенство города' --system swiss --rounds 5 --discipline rapid "
                        "--start 2026-12-05")
                    .exit_code == 0);
  const char* children[] = {"'A, Anton' --sex m --birth 2016-03-01", "'B, Bella' --sex f --birth 2015-04-01",
                            "'C, Clara' --sex ж --birth 2017-01-01", "'D, Denis' --sex m --birth 2013-01-01"};
  for (const char* child : children) {
    const auto r = shashki(std::string("player add --event 1 --name ") + child);
    BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(sections_cli_tests)

BOOST_AUTO_TEST_CASE(sections_by_age_group_sex_and_list_give_their_players_as_json) {
  SectionsDatabase shashki;
  register_children(shashki);
  // Under 11 on 31 December 2026: born in 2016 or later.
  BOOST_REQUIRE(shashki("section add --event 1 --name 'До 11 лет' --under 11").exit_code == 0);
  BOOST_REQUIRE(shashki("section add --event 1 --name 'Девочки' --sex f").exit_code == 0);
  BOOST_REQUIRE(shashki("section add --event 1 --name '2013-2015' --born-from 2013 --born-to 2015").exit_code == 0);
  BOOST_REQUIRE(shashki("section add --event 1 --name 'Приглашённые' --players 4,1").exit_code == 0);
  const auto r = shashki("section list --event 1 --json");
  BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const auto list = nlohmann::json::parse(r.out);
  BOOST_TEST_REQUIRE(list.size() == 4u);
  BOOST_TEST(list[0]["name"] == "До 11 лет");
  BOOST_TEST(list[0]["born_from"] == 2016);
  BOOST_TEST((list[0]["players"] == nlohmann::json::array({1, 3})));
  BOOST_TEST((list[1]["players"] == nlohmann::json::array({2, 3})));
  BOOST_TEST(list[1]["sex"] == "f");
  BOOST_TEST((list[2]["players"] == nlohmann::json::array({2, 4})));
  BOOST_TEST((list[3]["players"] == nlohmann::json::array({1, 4})));
  BOOST_TEST(list[3]["listed"] == true);
  // Removed, the section is gone and its players stay.
  BOOST_REQUIRE(shashki("section remove --event 1 --name 'Девочки'").exit_code == 0);
  BOOST_TEST(nlohmann::json::parse(shashki("section list --event 1 --json").out).size() == 3u);
  BOOST_TEST(nlohmann::json::parse(shashki("player list --event 1 --json").out).size() == 4u);
}

BOOST_AUTO_TEST_CASE(a_section_that_no_player_fits_or_that_names_a_stranger_changes_nothing) {
  SectionsDatabase shashki;
  register_children(shashki);
  BOOST_REQUIRE(shashki("section add --event 1 --name 'Девочки' --sex f").exit_code == 0);
  const auto before = shashki("section list --event 1 --json").out;
  struct Case {
    std::string args;
    std::string says;
  };
  const Case cases[] = {
      // Girls under 9: born in 2018 or later; the youngest girl was born in 2017.
      {"--name 'Девочки до 9' --sex f --under 9", "--name: Девочки до 9: no player of the event fits this section"},
      {"--name 'Девочки'", "the event already has a section Девочки"},
      {"--name X --players 9", "--player: event 1 has no player with starting number 9"},
      {"--name Y --born-from 2016 --born-to 2014", "which is no year at all"},
      {"--name Z --sex x", "'x' is not a sex"},
  };
  for (const auto& c : cases) {
    const auto r = shashki("section add --event 1 " + c.args);
    BOOST_TEST(r.exit_code != 0, c.args);
    BOOST_TEST(r.err.find(c.says) != std::string::npos, r.err);
  }
  BOOST_TEST(shashki("section list --event 1 --json").out == before);
  const auto gone = shashki("section remove --event 1 --name 'Мальчики'", "ru");
  BOOST_TEST(gone.exit_code != 0);
  BOOST_TEST(gone.err.find("Мальчики") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
