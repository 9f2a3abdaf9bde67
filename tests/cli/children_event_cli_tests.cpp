// A children's event of 40 players in four sections, end to end through the command line, as
// issue "The federation's paperwork" asks: the federation's list imported into the register, the
// players registered from it, the judges' panel, sections by sex and age, prizes, seven Swiss
// rounds played, each section's protocol, norms and certificates, the prizes given out, and the
// ranks earned written back into the register with the judge's confirmation.
#include <boost/test/unit_test.hpp>

#include "event_database.hpp"
#include "round_robin_play.hpp"
#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <set>
#include <string>

namespace {

using shashki::test::RunResult;

using ChildrenDatabase = shashki::test::EventDatabase;

// Child k (0-39): a boy for even k, a girl for odd; born in 2012 + (k / 2) % 6, the list giving
// the year alone as federations' lists do (docs/register.md); ranks none, 3j, 2j,
// 1j, 3 in turn; four clubs. Ten grown-ups of the federation's list play elsewhere.
std::string children_list() {
  const char* ranks[] = {"б/р", "3 юн.", "2 юн.", "1 юн.", "3"};
  std::string csv = "ФИО;Год рождения;Пол;Разряд;Клуб;Город;Регион;Тренер;ID ФШР\n";
  for (int k = 0; k < 40; ++k) {
    csv += std::string(k % 2 == 0 ? "Мальчиков" : "Девочкина") + std::to_string(k) + " " +
           (k % 2 == 0 ? "Иван" : "Анна") + ";" + std::to_string(2012 + (k / 2) % 6) + ";" +
           (k % 2 == 0 ? "м" : "ж") + ";" + ranks[k % 5] + ";Клуб " + std::to_string(k % 4) +
           ";Казань;Татарстан;Тренеров Т. Т.;C" + std::to_string(k) + "\n";
  }
  for (int k = 0; k < 10; ++k)
    csv +=
        "Взрослый" + std::to_string(k) + " Пётр;1980;м;1;Ладья;Москва;Москва;;A" + std::to_string(k) + "\n";
  return csv;
}

std::size_t count_lines(const std::string& text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

}  // namespace

BOOST_AUTO_TEST_SUITE(children_event_cli_tests)

BOOST_AUTO_TEST_CASE(forty_children_in_four_sections_from_the_register_to_the_certificates) {
  ChildrenDatabase shashki;
  const auto list = shashki.file("federation.csv");
  std::ofstream(list, std::ios::binary) << children_list();
  const auto imported = shashki("register import " + shashki::test::quoted(list));
  BOOST_REQUIRE_MESSAGE(imported.exit_code == 0, imported.err);

  BOOST_REQUIRE(shashki("event create --name 'Первенство города среди детей' --system swiss --rounds 7 "
                        "--discipline classical --start 2026-11-01 --end 2026-11-04 --venue Казань")
                    .exit_code == 0);
  // Registered from the register as the judge finds each child: by name and year.
  std::set<std::int64_t> entries;  // the register entries of the event's players
  for (int k = 0; k < 40; ++k) {
    const std::string surname = std::string(k % 2 == 0 ? "Мальчиков" : "Девочкина") + std::to_string(k);
    const std::string name = surname + (k % 2 == 0 ? " Иван" : " Анна");
    // "Девочкина1" also starts "Девочкина13" of the same year: the judge picks the one he means.
    const auto found = nlohmann::json::parse(
        shashki("register search '" + surname + " " + std::to_string(2012 + (k / 2) % 6) + "' --json").out);
    std::int64_t id = 0;
    for (const auto& entry : found) {
      if (entry["name"] == name) id = entry["id"].get<std::int64_t>();
    }
    BOOST_REQUIRE_MESSAGE(id != 0, name);
    const auto added = shashki("player add --event 1 --register " + std::to_string(id));
    BOOST_REQUIRE_MESSAGE(added.exit_code == 0, added.err);
    entries.insert(id);
  }
  BOOST_REQUIRE(
      shashki("event official --event 1 --role chief-judge --name 'Петров П. П.' --category VK").exit_code ==
      0);
  BOOST_REQUIRE(
      shashki("event official --event 1 --role chief-secretary --name 'Иванова И. И.' --category 1K")
          .exit_code == 0);

  // Four sections: boys and girls, under 12 on 31 December 2026 (born 2015 or later) and older.
  const std::pair<std::string, std::string> sections[] = {
      {"Мальчики до 12 лет", "--sex m --under 12"},
      {"Мальчики 12 лет и старше", "--sex m --born-to 2014"},
      {"Девочки до 12 лет", "--sex f --under 12"},
      {"Девочки 12 лет и старше", "--sex f --born-to 2014"}};
  for (const auto& [name, filter] : sections) {
    const auto r = shashki("section add --event 1 --name '" + name + "' " + filter);
    BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  }
  // A section nobody fits is refused and adds nothing.
  BOOST_TEST(shashki("section add --event 1 --name 'Ветераны' --born-to 1950").exit_code != 0);
  // Prizes: the event's three places, each section's first.
  for (int place = 1; place <= 3; ++place) {
    BOOST_REQUIRE(shashki("prize add --event 1 --name '" + std::to_string(place) + " место' --place " +
                          std::to_string(place) + " --value " + std::to_string(6000 - 1000 * place))
                      .exit_code == 0);
  }
  for (const auto& [name, filter] : sections) {
    BOOST_REQUIRE(
        shashki("prize add --event 1 --name 'Кубок: " + name + "' --place 1 --section '" + name + "'")
            .exit_code == 0);
  }
  // A prize for a place no one can hold is refused.
  BOOST_TEST(shashki("prize add --event 1 --name 'Сороковое' --place 41").exit_code != 0);

  // Seven rounds: the lower starting number wins, unless the two numbers are both odd (a draw).
  shashki::test::play_rounds(shashki, 7, [](int white, int black) -> std::string {
    if (white % 2 == 1 && black % 2 == 1) return "=";
    return white < black ? "1-0" : "0-1";
  });

  // Each section ranks its own; together they are the event.
  std::set<int> in_sections;
  for (const auto& [name, filter] : sections) {
    const auto r = shashki("standings --event 1 --section '" + name + "' --json");
    BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    for (const auto& row : nlohmann::json::parse(r.out))
      BOOST_TEST(in_sections.insert(row["number"].get<int>()).second);
  }
  BOOST_TEST(in_sections.size() == 40u);

  // Prizes: every one given, one per player.
  const auto prizes = nlohmann::json::parse(shashki("prizes --event 1 --json").out);
  BOOST_REQUIRE(prizes.size() == 7u);
  std::set<int> winners;
  for (const auto& p : prizes) {
    BOOST_REQUIRE(p["player"].is_number());
    BOOST_TEST(winners.insert(p["player"].get<int>()).second);
  }

  // Each section's protocol (Russian, signed) and certificates: one per rank its norms give.
  std::size_t certificates = 0;
  std::vector<std::string> sections_with_ranks;
  int k = 0;
  for (const auto& [name, filter] : sections) {
    const auto section = " --section '" + name + "'";
    const auto protocol = shashki.file("protocol" + std::to_string(k) + ".html");
    const auto written = shashki(
        "report protocol --event 1 --format html --out " + shashki::test::quoted(protocol) + section, "ru");
    BOOST_REQUIRE_MESSAGE(written.exit_code == 0, written.err);
    const auto html = shashki::test::read_file(protocol);
    BOOST_TEST(html.find(name) != std::string::npos);
    BOOST_TEST(html.find("Главный судья: Петров П. П. (ВК)") != std::string::npos);
    const auto norms = nlohmann::json::parse(shashki("norms --event 1 --json" + section).out);
    std::size_t earned = 0;
    for (const auto& p : norms["players"]) earned += p["earned"].is_null() ? 0 : 1;
    const auto csv = shashki.file("certificates" + std::to_string(k) + ".csv");
    BOOST_REQUIRE(
        shashki("report certificates --event 1 --format csv --out " + shashki::test::quoted(csv) + section,
                "ru")
            .exit_code == 0);
    BOOST_TEST(count_lines(shashki::test::read_file(csv)) == earned + 1, name);
    certificates += earned;
    if (earned > 0) sections_with_ranks.push_back(name);
    ++k;
  }
  BOOST_TEST(certificates > 0u);
  const auto report = shashki.file("judges.csv");
  BOOST_REQUIRE(
      shashki("report judges-report --event 1 --format csv --out " + shashki::test::quoted(report), "ru")
          .exit_code == 0);
  const auto judges = shashki::test::read_file(report);
  BOOST_TEST(judges.find("Девочки до 12 лет,") != std::string::npos);
  // The ranks it lists are each section's, as the certificates count them, named by section.
  for (const auto& name : sections_with_ranks)
    BOOST_TEST(judges.find(" (" + name + ")") != std::string::npos, name);

  // The ranks written back: listed first (nothing written), then applied.
  const auto listed = nlohmann::json::parse(shashki("register ranks --event 1 --json").out);
  BOOST_TEST(listed["applied"] == false);
  std::map<std::int64_t, std::string> raised;  // register entry -> the rank earned
  for (const auto& p : listed["players"]) {
    BOOST_TEST(entries.contains(p["entry"].get<std::int64_t>()));
    if (p["outcome"] == "raise") raised[p["entry"].get<std::int64_t>()] = p["earned"].get<std::string>();
  }
  BOOST_REQUIRE(!raised.empty());
  const auto applied = shashki("register ranks --event 1 --apply");
  BOOST_REQUIRE_MESSAGE(applied.exit_code == 0, applied.err);
  for (const auto& [entry, rank] : raised) {
    const auto shown =
        nlohmann::json::parse(shashki("register show " + std::to_string(entry) + " --json").out);
    BOOST_TEST(shown["title"] == rank, "entry " << entry);
    BOOST_REQUIRE(shown["events"].size() == 1u);
    BOOST_TEST(shown["events"][0]["earned"] == rank);
  }
}

BOOST_AUTO_TEST_SUITE_END()
