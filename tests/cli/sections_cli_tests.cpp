// `shashki section add|list|remove` (docs/cli.md, "Sections, prizes, rank norms and the official
// documents"; docs/sections.md): sections by sex and age group or by a list, and the ones refused.
#include <boost/test/unit_test.hpp>

#include "event_database.hpp"
#include "round_robin_play.hpp"
#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <string>

namespace {

using shashki::test::play_rounds;
using shashki::test::RunResult;

using SectionsDatabase = shashki::test::EventDatabase;

// A children's event held in December 2026: No. 1 a boy of 2016, No. 2 a girl of 2015, No. 3 a
// girl of 2017, No. 4 a boy of 2013 (registered in that order; no ratings, so numbers follow it).
void register_children(const SectionsDatabase& shashki) {
  BOOST_REQUIRE(
      shashki("event create --name 'Первенство города' --system swiss --rounds 5 --discipline rapid "
              "--start 2026-12-05")
          .exit_code == 0);
  const char* children[] = {"'A, Anton' --sex m --birth 2016-03-01", "'B, Bella' --sex f --birth 2015-04-01",
                            "'C, Clara' --sex ж --birth 2017-01-01", "'D, Denis' --sex m --birth 2013-01-01"};
  for (const char* child : children) {
    const auto r = shashki(std::string("player add --event 1 --name ") + child);
    BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  }
}

// A round robin of four: No. 1 a boy, Nos. 2 and 3 girls, No. 4 a boy; the lower number wins
// every game, so the standings are 1, 2, 3, 4.
void play_the_round_robin(const SectionsDatabase& shashki) {
  BOOST_REQUIRE(
      shashki("event create --name 'Кубок' --system round-robin --rounds 3 --discipline rapid").exit_code ==
      0);
  const char* players[] = {"'A, Anton' --sex m", "'B, Bella' --sex f", "'C, Clara' --sex f",
                           "'D, Denis' --sex m"};
  for (const char* p : players)
    BOOST_REQUIRE(shashki(std::string("player add --event 1 --name ") + p).exit_code == 0);
  BOOST_REQUIRE(shashki("section add --event 1 --name 'Девочки' --sex f").exit_code == 0);
  play_rounds(shashki, 3, [](int white, int black) { return std::string(white < black ? "1-0" : "0-1"); });
}

}  // namespace

BOOST_AUTO_TEST_SUITE(sections_cli_tests)

BOOST_AUTO_TEST_CASE(sections_by_age_group_sex_and_list_give_their_players_as_json) {
  SectionsDatabase shashki;
  register_children(shashki);
  // Under 11 on 31 December 2026: born in 2016 or later.
  BOOST_REQUIRE(shashki("section add --event 1 --name 'До 11 лет' --under 11").exit_code == 0);
  BOOST_REQUIRE(shashki("section add --event 1 --name 'Девочки' --sex f").exit_code == 0);
  BOOST_REQUIRE(
      shashki("section add --event 1 --name '2013-2015' --born-from 2013 --born-to 2015").exit_code == 0);
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
      {"--name 'Девочки до 9' --sex f --under 9",
       "--name: Девочки до 9: no player of the event fits this section"},
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

BOOST_AUTO_TEST_CASE(prizes_go_one_per_player_the_most_valuable_first) {
  SectionsDatabase shashki;
  play_the_round_robin(shashki);
  BOOST_REQUIRE(shashki("prize add --event 1 --name '1 место' --place 1 --value 1000").out == "1\n");
  BOOST_REQUIRE(shashki("prize add --event 1 --name '2 место' --place 2 --value 500").exit_code == 0);
  BOOST_REQUIRE(shashki("prize add --event 1 --name '3 место' --place 3 --value 300").exit_code == 0);
  BOOST_REQUIRE(
      shashki("prize add --event 1 --name 'Лучшая девочка' --place 1 --section 'Девочки' --value 700")
          .exit_code == 0);
  const auto r = shashki("prizes --event 1 --json");
  BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const auto prizes = nlohmann::json::parse(r.out);
  BOOST_TEST_REQUIRE(prizes.size() == 4u);
  // No. 2, a girl and 2nd, takes the girls' 700 over 2nd place's 500, which goes down to No. 3;
  // 3rd place's 300 to No. 4.
  const std::pair<int, int> expected[] = {{1, 1000}, {3, 500}, {4, 300}, {2, 700}};
  for (std::size_t k = 0; k < 4; ++k) {
    BOOST_TEST(prizes[k]["player"] == expected[k].first);
    BOOST_TEST(prizes[k]["value"] == expected[k].second);
    BOOST_TEST(prizes[k]["shared"] == false);
  }
  BOOST_TEST(prizes[3]["section"] == "Девочки");
  BOOST_TEST(prizes[0]["section"].is_null());
  BOOST_TEST(prizes[3]["name"] == "Лучшая девочка");
  BOOST_TEST(prizes[3]["place"] == 1);
  // The prize list as the judge prints it, in Russian: each prize with who receives it.
  const auto list_csv = shashki.file("prizes.csv");
  const auto printed =
      shashki("report prizes --event 1 --format csv --out " + shashki::test::quoted(list_csv), "ru");
  BOOST_REQUIRE_MESSAGE(printed.exit_code == 0, printed.err);
  std::ifstream list_in(list_csv);
  const std::string list_text((std::istreambuf_iterator<char>(list_in)), {});
  BOOST_TEST(list_text.find("Лучшая девочка") != std::string::npos);
  BOOST_TEST(list_text.find("весь турнир") != std::string::npos, list_text);
  const auto girl = list_text.find("Лучшая девочка");
  BOOST_TEST(list_text.substr(girl, list_text.find('\n', girl) - girl).find("B, Bella") != std::string::npos);
  const auto pdf = shashki.file("prizes.pdf");
  BOOST_REQUIRE(
      shashki("report prizes --event 1 --format pdf --out " + shashki::test::quoted(pdf)).exit_code == 0);
  std::ifstream pdf_in(pdf, std::ios::binary);
  std::string magic(4, '\0');
  pdf_in.read(magic.data(), 4);
  BOOST_TEST(magic == "%PDF");
  // Removed, the list closes up; a section a prize is for cannot go.
  BOOST_REQUIRE(shashki("prize remove --event 1 --number 2").exit_code == 0);
  const auto list = nlohmann::json::parse(shashki("prize list --event 1 --json").out);
  BOOST_TEST_REQUIRE(list.size() == 3u);
  BOOST_TEST(list[1]["name"] == "3 место");
  BOOST_TEST(list[1]["number"] == 2);
  // The girls' standings as the judge prints them: the section's players only, placed 1 and 2.
  const auto csv = shashki.file("girls.csv");
  const auto report = shashki("report standings --event 1 --section 'Девочки' --format csv --out " +
                              shashki::test::quoted(csv));
  BOOST_REQUIRE_MESSAGE(report.exit_code == 0, report.err);
  std::ifstream in(csv);
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  BOOST_TEST(text.find("B, Bella") != std::string::npos);
  BOOST_TEST(text.find("C, Clara") != std::string::npos);
  BOOST_TEST(text.find("A, Anton") == std::string::npos);
  const auto held = shashki("section remove --event 1 --name 'Девочки'");
  BOOST_TEST(held.exit_code != 0);
  BOOST_TEST(held.err.find("Лучшая девочка") != std::string::npos, held.err);
}

BOOST_AUTO_TEST_CASE(a_prize_for_a_place_nobody_holds_changes_nothing) {
  SectionsDatabase shashki;
  play_the_round_robin(shashki);
  const std::pair<std::string, std::string> cases[] = {
      {"--name X --place 5", "--place: X: nobody can hold place 5; the ranking has 4 players"},
      {"--name Y --place 3 --section 'Девочки'",
       "--place: Y: nobody can hold place 3; the ranking has 2 players"},
      {"--name Z --place 1 --section 'Мальчики'", "--section: Z: the event has no section Мальчики"},
      {"--name W --place 1 --value -1", "--value: W: a prize's value is not below 0"},
  };
  for (const auto& [args, says] : cases) {
    const auto r = shashki("prize add --event 1 " + args);
    BOOST_TEST(r.exit_code != 0);
    BOOST_TEST(r.err.find(says) != std::string::npos, r.err);
  }
  BOOST_TEST(nlohmann::json::parse(shashki("prize list --event 1 --json").out).empty());
  BOOST_TEST(nlohmann::json::parse(shashki("prizes --event 1 --json").out).empty());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(bans_cli_tests)

namespace {

// A Swiss of six by rating: Nos. 1, 3, 6 of club A, Nos. 2, 5 of club B, No. 4 of club C. The
// Dutch system would pair round 1 as 1-4, 5-2, 3-6 (top half against bottom half).
void clubs_swiss(const SectionsDatabase& shashki) {
  BOOST_REQUIRE(shashki("event create --name Open --system swiss --rounds 5 --discipline rapid").exit_code ==
                0);
  const char* clubs[] = {"A", "B", "A", "C", "B", "A"};
  for (int k = 0; k < 6; ++k) {
    const auto r = shashki("player add --event 1 --name 'P" + std::to_string(k + 1) + ", X' --rating " +
                           std::to_string(2000 - 10 * k) + " --club " + clubs[k]);
    BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  }
}

// Whether two players of the same club face each other in the round's boards.
bool clubmates_meet(const nlohmann::json& round) {
  const std::string clubs = "ABACBA";
  for (const auto& board : round["boards"]) {
    if (board["black"].is_null()) continue;
    const int white = board["white"];
    const int black = board["black"];
    if (clubs[static_cast<std::size_t>(white - 1)] == clubs[static_cast<std::size_t>(black - 1)]) return true;
  }
  return false;
}

}  // namespace

BOOST_AUTO_TEST_CASE(a_club_ban_keeps_clubmates_apart_and_a_trf_round_trip_keeps_the_pairs) {
  SectionsDatabase shashki;
  clubs_swiss(shashki);
  // Without a ban the Dutch system pairs clubmates in round 1 (5-2 and 3-6).
  BOOST_REQUIRE(shashki("round pair --event 1").exit_code == 0);
  BOOST_TEST(clubmates_meet(nlohmann::json::parse(shashki("round show --event 1 --round 1 --json").out)));
  const auto added = shashki("ban add --event 1 --ground same-club --until 2");
  BOOST_REQUIRE_MESSAGE(added.exit_code == 0, added.err);
  BOOST_REQUIRE(shashki("ban add --event 1 --ground family --players 1,4").exit_code == 0);
  const auto list = nlohmann::json::parse(shashki("ban list --event 1 --json").out);
  BOOST_TEST_REQUIRE(list.size() == 2u);
  BOOST_TEST(list[0]["ground"] == "same-club");
  BOOST_TEST(list[0]["until_round"] == 2);
  BOOST_TEST((list[1]["players"] == nlohmann::json::array({1, 4})));
  BOOST_TEST(list[1]["until_round"].is_null());
  // A family ban for the whole event, and a club ban that would outlast the event, are refused.
  const auto forever = shashki("ban add --event 1 --ground same-club");
  BOOST_TEST(forever.exit_code != 0);
  BOOST_TEST(forever.err.find("--until") != std::string::npos, forever.err);
  // The draft paired again: no clubmates, and not the family.
  BOOST_REQUIRE(shashki("round pair --event 1").exit_code == 0);
  const auto round = nlohmann::json::parse(shashki("round show --event 1 --round 1 --json").out);
  BOOST_TEST(!clubmates_meet(round));
  for (const auto& board : round["boards"]) {
    BOOST_TEST(!(board["white"] == 1 && board["black"] == 4));
    BOOST_TEST(!(board["white"] == 4 && board["black"] == 1));
  }
  // To TRF and back: the pairs stay forbidden, as named pairs (260 until round 2, XXP for the
  // family).
  const auto trf = shashki.file("open.trf");
  BOOST_REQUIRE(shashki("trf export --event 1 --out " + shashki::test::quoted(trf)).exit_code == 0);
  std::ifstream in(trf);
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  BOOST_TEST(text.find("XXP 1 4") != std::string::npos, text);
  BOOST_TEST(text.find("\n260 001 002    1    3") != std::string::npos, text);
  const auto imported = shashki("trf import " + shashki::test::quoted(trf));
  BOOST_REQUIRE_MESSAGE(imported.exit_code == 0, imported.err);
  const auto back = nlohmann::json::parse(shashki("ban list --event 2 --json").out);
  // Club A's three pairs, club B's one, the family.
  BOOST_TEST(back.size() == 5u, back.dump());
}

BOOST_AUTO_TEST_SUITE_END()
