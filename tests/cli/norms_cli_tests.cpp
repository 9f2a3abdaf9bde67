// `shashki norms` and `norms table` (docs/cli.md, "Sections, prizes, rank norms and the official
// documents"): a round robin typed in as a judge would, the norms read back as JSON.
#include <boost/test/unit_test.hpp>

#include "event_database.hpp"
#include "round_robin_play.hpp"
#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <string>

namespace {

using shashki::test::league_result;
using shashki::test::play_rounds;
using shashki::test::RunResult;

using NormsDatabase = shashki::test::EventDatabase;

// The round robin of tests/tournament/rank_norms_tests.cpp, number k + 1 being P k: P0 without
// a rank, then 1, 2, 2, 3, 3, 1j, 2j. P0 beats numbers 6-8 and loses to 2-5; every other game
// is drawn. Seven rounds, each paired, published, entered and completed.
void play_the_league(const NormsDatabase& shashki) {
  BOOST_REQUIRE(
      shashki("event create --name RR --system round-robin --rounds 7 --discipline classical").exit_code ==
      0);
  const char* titles[] = {"", "1", "2", "2", "3", "3", "1j", "2j"};
  for (int k = 0; k < 8; ++k) {
    const std::string title = titles[k];
    BOOST_REQUIRE(shashki("player add --event 1 --name 'P" + std::to_string(k) + ", X'" +
                          (title.empty() ? "" : " --title " + title))
                      .exit_code == 0);
  }
  play_rounds(shashki, 7, league_result);
}

const nlohmann::json& numbered(const nlohmann::json& players, int number) {
  for (const auto& p : players) {
    if (p["number"] == number) return p;
  }
  throw std::runtime_error("no such number");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(norms_cli_tests)

BOOST_AUTO_TEST_CASE(norms_json_gives_the_shape_and_the_hand_computed_values) {
  NormsDatabase shashki;
  play_the_league(shashki);
  const auto r = shashki("norms --event 1 --json");
  BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const auto norms = nlohmann::json::parse(r.out);
  BOOST_TEST(norms["edition"] == "club-2020");
  BOOST_TEST(norms["participants"] == 8);
  BOOST_TEST(norms["tournament_coefficient"] == 3.0);
  BOOST_TEST((norms["open"] == nlohmann::json::array({"3", "1j", "2j", "3j"})));
  const auto& p0 = numbered(norms["players"], 1);
  BOOST_TEST(p0["title"] == "");
  BOOST_TEST(p0["coefficient"] == 6);
  BOOST_TEST(p0["games"] == 7);
  BOOST_TEST(p0["points"] == 3.0);
  BOOST_TEST(p0["required"]["3"] == 3.05);
  BOOST_TEST(p0["required"]["1j"] == 3.05);
  BOOST_TEST(p0["required"]["2j"] == 2.0);
  BOOST_TEST(p0["required"]["3j"] == 1.1);
  BOOST_TEST(p0["earned"] == "2j");
  BOOST_TEST(p0["confirmed"] == false);
  BOOST_TEST(p0["reason"].is_null());
  const auto& p4 = numbered(norms["players"], 5);  // rank 3, 4 points against 3.50
  BOOST_TEST(p4["earned"] == "3");
  BOOST_TEST(p4["confirmed"] == true);
  BOOST_TEST(numbered(norms["players"], 7)["earned"].is_null());  // 1j with 3 points
  // After round 3 every player is below the limit of 7 counted games.
  const auto early = nlohmann::json::parse(shashki("norms --event 1 --after-round 3 --json").out);
  BOOST_TEST(numbered(early["players"], 1)["reason"] == "games");
  BOOST_TEST(numbered(early["players"], 1)["earned"].is_null());
  // The text form names the table and the rank earned, in Russian too.
  const auto text = shashki("norms --event 1", "ru");
  BOOST_TEST(text.exit_code == 0);
  BOOST_TEST(text.out.find("club-2020") != std::string::npos);
  BOOST_TEST(text.out.find("Вып. разряд") != std::string::npos);
  // One player's calculation on demand: a line a counted game, then the sums.
  const auto calculation = shashki("norms --event 1 --player 1");
  BOOST_REQUIRE_MESSAGE(calculation.exit_code == 0, calculation.err);
  BOOST_TEST(calculation.out.find("Counted games: 7; points: 3") != std::string::npos);
  BOOST_TEST(calculation.out.find("Required for 3: 3.05") != std::string::npos);
  BOOST_TEST(calculation.out.find("Required for 3j: 1.10") != std::string::npos);
  const auto nobody = shashki("norms --event 1 --player 99");
  BOOST_TEST(nobody.exit_code != 0);
  BOOST_TEST(nobody.err.find("no player 99") != std::string::npos);
}

// The line of the CSV `text` that holds `name`.
std::string line_of(const std::string& text, const std::string& name) {
  const auto at = text.find(name);
  if (at == std::string::npos) return {};
  const auto begin = text.rfind('\n', at);
  return text.substr(begin == std::string::npos ? 0 : begin + 1, text.find('\n', at) - (begin + 1));
}

BOOST_AUTO_TEST_CASE(the_printed_standings_carry_the_rank_earned_and_the_norms_legend) {
  NormsDatabase shashki;
  play_the_league(shashki);
  const auto read = [&](const std::string& args, const std::string& lang, const std::string& format = "csv") {
    const auto out = shashki.file("standings." + format);
    const auto r = shashki(
        "report standings --event 1 --format " + format + " --out " + shashki::test::quoted(out) + args,
        lang);
    BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    std::ifstream in(out);
    return std::string((std::istreambuf_iterator<char>(in)), {});
  };
  const auto english = read("", "en");
  BOOST_TEST(english.find("Rank earned") != std::string::npos);
  // P0 earned 2j, P4 confirmed his 3, P6 (1j, 3 points) earned none: as `norms` computed them.
  BOOST_TEST(line_of(english, "P0, X").find("2nd jun.") != std::string::npos, line_of(english, "P0, X"));
  BOOST_TEST(line_of(english, "P4, X").find("(confirmed)") != std::string::npos, line_of(english, "P4, X"));
  // The legend under the printed table says how the column was computed.
  BOOST_TEST(read("", "en", "html").find("sports-rank norms by the table club-2020; participants 8") !=
             std::string::npos);
  const auto russian = read("", "ru");
  BOOST_TEST(russian.find("Вып. разряд") != std::string::npos);
  // After round 3 nobody has the 7 counted games: the column is there and empty.
  const auto early = read(" --round 3", "en");
  BOOST_TEST(line_of(early, "P0, X").find("2nd jun.") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_loaded_table_that_differs_changes_the_rank_and_a_bad_one_changes_nothing) {
  NormsDatabase shashki;
  play_the_league(shashki);
  BOOST_REQUIRE(
      shashki("norms table --out " + shashki::test::quoted(shashki.file("shipped.csv"))).exit_code == 0);
  std::string text;
  {
    std::ifstream in(shashki.file("shipped.csv"));
    text.assign(std::istreambuf_iterator<char>(in), {});
  }
  BOOST_REQUIRE(text.find("percent,2j,3,35\n") != std::string::npos);
  // A stricter 2j: 80% against coefficient 3 makes P0's norm 3.35, above his 3.00.
  auto strict = text;
  strict.replace(strict.find("percent,2j,3,35"), 15, "percent,2j,3,80");
  strict.replace(strict.find("club-2020"), 9, "strict");
  std::ofstream(shashki.file("strict.csv")) << strict;
  // A table with an unknown rank code is refused with its place, and the event keeps its table.
  auto broken = text;
  broken.replace(broken.find("coefficient,3j,,5"), 17, "coefficient,4j,,5");
  std::ofstream(shashki.file("broken.csv")) << broken;
  const auto refused =
      shashki("norms table --event 1 --in " + shashki::test::quoted(shashki.file("broken.csv")));
  BOOST_TEST(refused.exit_code != 0);
  BOOST_TEST(refused.err.find("4j is not a rank code") != std::string::npos);
  BOOST_TEST(nlohmann::json::parse(shashki("norms --event 1 --json").out)["edition"] == "club-2020");

  const auto loaded =
      shashki("norms table --event 1 --in " + shashki::test::quoted(shashki.file("strict.csv")));
  BOOST_REQUIRE_MESSAGE(loaded.exit_code == 0, loaded.err);
  const auto norms = nlohmann::json::parse(shashki("norms --event 1 --json").out);
  BOOST_TEST(norms["edition"] == "strict");
  BOOST_TEST(numbered(norms["players"], 1)["required"]["2j"] == 3.35);
  BOOST_TEST(numbered(norms["players"], 1)["earned"] == "3j");
  // The table in force is the event's, and it was audited.
  BOOST_REQUIRE(
      shashki("norms table --event 1 --out " + shashki::test::quoted(shashki.file("event.csv"))).exit_code ==
      0);
  std::ifstream in(shashki.file("event.csv"));
  const std::string kept((std::istreambuf_iterator<char>(in)), {});
  BOOST_TEST(kept.find("edition,strict,,") != std::string::npos);
  BOOST_TEST(kept.find("percent,2j,3,80") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_section_is_ranked_in_the_events_order_and_its_norms_count_its_own_participants) {
  NormsDatabase shashki;
  play_the_league(shashki);
  const auto added = shashki("section add --event 1 --name 'Группа Б' --players 6,1,2");
  BOOST_REQUIRE_MESSAGE(added.exit_code == 0, added.err);
  BOOST_TEST(added.out == "Группа Б: 3 players\n");
  const auto whole = nlohmann::json::parse(shashki("standings --event 1 --json").out);
  const auto r = shashki("standings --event 1 --section 'Группа Б' --json");
  BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const auto section = nlohmann::json::parse(r.out);
  BOOST_TEST_REQUIRE(section.size() == 3u);
  // The whole event's order, its rows kept whole (points, tie-breaks), places counted anew.
  std::vector<int> expected;
  for (const auto& row : whole) {
    const int number = row["number"];
    if (number == 1 || number == 2 || number == 6) expected.push_back(number);
  }
  for (std::size_t k = 0; k < 3; ++k) {
    BOOST_TEST(section[k]["number"] == expected[k]);
    BOOST_TEST(section[k]["rank"] == static_cast<int>(k + 1));
  }
  // No. 2 beat P0 (No. 1) and drew the rest: 4 points, 8 on the 2-1-0 scale, first of the section.
  BOOST_TEST(section[0]["number"] == 2);
  BOOST_TEST(section[0]["points"] == 8.0);
  // Three participants are below the limit of 8 that a section's norms count on its own.
  const auto norms = nlohmann::json::parse(shashki("norms --event 1 --section 'Группа Б' --json").out);
  BOOST_TEST(norms["participants"] == 3);
  BOOST_TEST(norms["players"].size() == 3u);
  BOOST_TEST(numbered(norms["players"], 2)["reason"] == "participants");
  // A section that is not there is named with the ones that are.
  const auto missing = shashki("standings --event 1 --section 'Группа В'");
  BOOST_TEST(missing.exit_code != 0);
  BOOST_TEST(missing.err.find("Группа Б") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

// The judges' panel and the documents they sign (docs/documents.md), through the command line.
BOOST_AUTO_TEST_SUITE(documents_cli_tests)

BOOST_AUTO_TEST_CASE(the_panel_is_entered_once_and_event_show_gives_it) {
  NormsDatabase shashki;
  BOOST_REQUIRE(shashki("event create --name Cup --system swiss --rounds 5 --discipline classical "
                        "--chief-arbiter 'Typed, Name'")
                    .exit_code == 0);
  BOOST_TEST(
      shashki("event official --event 1 --role chief-judge --name 'Петров П. П.' --category ВК").exit_code ==
      0);
  BOOST_TEST(shashki("event official --event 1 --role chief-secretary --name 'Иванова И. И.'").exit_code ==
             0);
  BOOST_TEST(
      shashki("event official --event 1 --role deputy --name 'Сидоров С. С.' --category 2K").exit_code == 0);
  // A category that is none, a deputy who is not there: refused, naming what, nothing written.
  const auto before = shashki("event show --event 1 --json").out;
  const auto bad = shashki("event official --event 1 --role deputy --name X --category 4K");
  BOOST_TEST(bad.exit_code != 0);
  BOOST_TEST(bad.err.find("4K") != std::string::npos);
  const auto gone = shashki("event official --event 1 --role deputy --name Nobody --remove", "ru");
  BOOST_TEST(gone.exit_code != 0);
  BOOST_TEST(gone.err.find("в турнире нет судьи Nobody") != std::string::npos, gone.err);
  BOOST_TEST(shashki("event show --event 1 --json").out == before);
  const auto shown = nlohmann::json::parse(before);
  BOOST_TEST(shown["chief_arbiter"] == "Петров П. П.");
  const nlohmann::json expected = nlohmann::json::parse(
      R"([{"role": "chief-judge", "name": "Петров П. П.", "category": "VK"},
          {"role": "chief-secretary", "name": "Иванова И. И.", "category": null},
          {"role": "deputy", "name": "Сидоров С. С.", "category": "2K"}])");
  BOOST_TEST(shown["officials"] == expected, shown["officials"].dump());
  // The chief judge dismissed: the event has no chief arbiter left.
  BOOST_TEST(
      shashki("event official --event 1 --role chief-judge --name 'Петров П. П.' --remove").exit_code == 0);
  const auto after = nlohmann::json::parse(shashki("event show --event 1 --json").out);
  BOOST_TEST(after["chief_arbiter"] == "");
  BOOST_TEST(after["officials"].size() == 2u);
}

BOOST_AUTO_TEST_CASE(the_documents_are_written_in_russian_signed_with_the_categories) {
  NormsDatabase shashki;
  play_the_league(shashki);
  BOOST_REQUIRE(
      shashki("event official --event 1 --role chief-judge --name 'Петров П. П.' --category VK").exit_code ==
      0);
  BOOST_REQUIRE(
      shashki("event official --event 1 --role chief-secretary --name 'Иванова И. И.' --category 1K")
          .exit_code == 0);
  for (const char* kind :
       {"protocol", "round-protocol", "judges-report", "certificates", "place-cards", "badges"}) {
    for (const char* format : {"html", "pdf", "csv"}) {
      const auto file = shashki.file(std::string(kind) + "." + format);
      const auto r = shashki(std::string("report ") + kind + " --event 1 --format " + format + " --out " +
                                 shashki::test::quoted(file),
                             "ru");
      BOOST_TEST_INFO(kind << " " << format);
      BOOST_TEST(r.exit_code == 0, r.err);
      BOOST_TEST(std::filesystem::file_size(file) > 0u);
    }
  }
  const std::string protocol = shashki::test::read_file(shashki.file("protocol.html"));
  BOOST_TEST(protocol.find("Итоговый протокол после тура 7") != std::string::npos);
  BOOST_TEST(protocol.find("Главный судья: Петров П. П. (ВК)") != std::string::npos);
  BOOST_TEST(protocol.find("Главный секретарь: Иванова И. И. (1К)") != std::string::npos);
  BOOST_TEST(protocol.find("Вып. разряд") != std::string::npos);
  // One certificate per rank `norms` gives, earned or confirmed.
  const auto norms = nlohmann::json::parse(shashki("norms --event 1 --json").out);
  std::size_t earned = 0;
  for (const auto& p : norms["players"]) earned += p["earned"].is_null() ? 0 : 1;
  BOOST_TEST(earned > 0u);
  const std::string certificates = shashki::test::read_file(shashki.file("certificates.csv"));
  BOOST_TEST(static_cast<std::size_t>(std::count(certificates.begin(), certificates.end(), '\n')) ==
             earned + 1);
  BOOST_TEST(shashki::test::read_file(shashki.file("certificates.html")).find("СПРАВКА") !=
             std::string::npos);
  // A section's certificates are its own; another document of a section is refused, naming --section.
  const auto refused = shashki("report badges --event 1 --format csv --section X --out " +
                               shashki::test::quoted(shashki.file("x.csv")));
  BOOST_TEST(refused.exit_code != 0);
  BOOST_TEST(!std::filesystem::exists(shashki.file("x.csv")));
  // Once the last round is locked the documents are the event's record: how shared places share
  // the money cannot change any more (check_event_edit).
  BOOST_REQUIRE(shashki("round lock --event 1 --round 7").exit_code == 0);
  const auto before = shashki("event show --event 1 --json").out;
  const auto money = shashki("event edit --event 1 --prize-money shared");
  BOOST_TEST(money.exit_code != 0);
  BOOST_TEST(money.err.find("is over") != std::string::npos, money.err);
  BOOST_TEST(shashki("event show --event 1 --json").out == before);
}

BOOST_AUTO_TEST_SUITE_END()
