// `shashki register import|search|show|ranks` and `player add --register` (docs/cli.md,
// "Sections, prizes, rank norms and the official documents"; docs/register.md): the
// federation's list imported, players registered from it into a round robin, their ranks
// written back with the judge's confirmation, and bad lists that change nothing.
#include <boost/test/unit_test.hpp>

#include "round_robin_play.hpp"
#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <string>

namespace {

using shashki::test::league_result;
using shashki::test::play_rounds;
using shashki::test::RunResult;

// `shashki --lang LANG --db DIR/r.db ARGS`, and files beside the database.
class RegisterDatabase {
 public:
  RunResult operator()(const std::string& args, const std::string& lang = "en") const {
    return shashki::test::run(shashki::test::shashki_command(
        "--lang " + lang + " --db " + shashki::test::quoted(m_dir.path() / "r.db") + " " + args));
  }
  [[nodiscard]] std::string write(const std::string& name, const std::string& text) const {
    const auto path = m_dir.path() / name;
    std::ofstream(path, std::ios::binary) << text;
    return shashki::test::quoted(path);
  }

 private:
  shashki::test::TempDir m_dir;
};

// The federation's list: the players who will be Nos. 1 and 5 of the league, and one more.
const char* const federation_list =
    "№;ФИО;Год рождения;Пол;Разряд;Клуб;Город;ID ФШР\n"
    "1;P0, X;2012;м;б/р;Ладья;Казань;A0\n"
    "2;P4, X;2011;м;3;Ладья;Казань;A4\n"
    "3;Ёлкина Мария;2013;ж;2;Динамо;Москва;A9\n";

// The entry id a search for `text` finds first.
std::int64_t entry_id(const RegisterDatabase& shashki, const std::string& text) {
  const auto r = shashki("register search '" + text + "' --json");
  BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const auto found = nlohmann::json::parse(r.out);
  BOOST_REQUIRE(!found.empty());
  return found[0]["id"].get<std::int64_t>();
}

// The round robin of norms_cli_tests.cpp, Nos. 1 and 5 registered from the register: P0 (no
// rank) earns 2j, P4 (rank 3) confirms his 3.
void play_the_league(const RegisterDatabase& shashki) {
  BOOST_REQUIRE(
      shashki(
          "event create --name RR --system round-robin --rounds 7 --discipline classical --start 2026-11-01")
          .exit_code == 0);
  const char* titles[] = {"", "1", "2", "2", "3", "3", "1j", "2j"};
  for (int k = 0; k < 8; ++k) {
    const std::string title = titles[k];
    const auto r = (k == 0 || k == 4) ? shashki("player add --event 1 --register " +
                                                std::to_string(entry_id(shashki, "P" + std::to_string(k))))
                                      : shashki("player add --event 1 --name 'P" + std::to_string(k) +
                                                ", X'" + (title.empty() ? "" : " --title " + title));
    BOOST_REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  }
  play_rounds(shashki, 7, league_result);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(register_cli_tests)

BOOST_AUTO_TEST_CASE(a_list_is_imported_searched_and_a_player_registered_from_it) {
  RegisterDatabase shashki;
  const auto imported = shashki("register import " + shashki.write("fed.csv", federation_list));
  BOOST_REQUIRE_MESSAGE(imported.exit_code == 0, imported.err);
  BOOST_TEST(imported.out.find("3 entries imported: 3 new, 0 updated, 0 unchanged") != std::string::npos);
  BOOST_TEST(imported.out.find("Columns left out: №") != std::string::npos);
  const auto found = nlohmann::json::parse(shashki("register search 'елкина 2013' --json").out);
  BOOST_REQUIRE(found.size() == 1U);
  BOOST_TEST(found[0]["name"] == "Ёлкина Мария");
  BOOST_TEST(found[0]["birth_year"] == 2013);
  BOOST_TEST(found[0]["birth"].is_null());
  BOOST_TEST(found[0]["sex"] == "f");
  BOOST_TEST(found[0]["title"] == "2");
  BOOST_TEST(found[0]["club"] == "Динамо");
  BOOST_TEST(found[0]["federation_id"] == "A9");
  BOOST_TEST(nlohmann::json::parse(shashki("register search ладья --json").out).size() == 2U);
  const auto text = shashki("register search ёлк");
  BOOST_TEST(text.out.find("Ёлкина Мария\t2013\t2\tДинамо\tМосква") != std::string::npos);
  BOOST_TEST(shashki("register search ив --limit 0").exit_code == 2);

  BOOST_REQUIRE(shashki("event create --name Open --system swiss --rounds 5 --discipline rapid").exit_code ==
                0);
  const auto id = found[0]["id"].get<std::int64_t>();
  const auto added = shashki("player add --event 1 --register " + std::to_string(id));
  BOOST_REQUIRE_MESSAGE(added.exit_code == 0, added.err);
  const auto players = nlohmann::json::parse(shashki("player list --event 1 --json").out);
  BOOST_REQUIRE(players.size() == 1U);
  BOOST_TEST(players[0]["name"] == "Ёлкина Мария");
  BOOST_TEST(players[0]["title"] == "2");
  BOOST_TEST(players[0]["club"] == "Динамо");
  BOOST_TEST(players[0]["sex"] == "f");
  // Details come from the register alone; an unknown entry registers nobody.
  BOOST_TEST(shashki("player add --event 1 --register 1 --name X").exit_code != 0);
  const auto unknown = shashki("player add --event 1 --register 99");
  BOOST_TEST(unknown.exit_code == 3);
  BOOST_TEST(unknown.err.find("no entry 99") != std::string::npos);
  BOOST_TEST(nlohmann::json::parse(shashki("player list --event 1 --json").out).size() == 1U);
  const auto shown = nlohmann::json::parse(shashki("register show " + std::to_string(id) + " --json").out);
  BOOST_REQUIRE(shown["events"].size() == 1U);
  BOOST_TEST(shown["events"][0]["name"] == "Open");
  BOOST_TEST(shown["events"][0]["place"].is_null());
}

BOOST_AUTO_TEST_CASE(a_list_with_a_missing_column_or_a_bad_cell_changes_nothing) {
  RegisterDatabase shashki;
  const auto no_name = shashki("register import " + shashki.write("no-name.csv", "Год;Клуб\n2010;Ладья\n"));
  BOOST_TEST(no_name.exit_code == 3);
  BOOST_TEST(no_name.err.find("no-name.csv:1:1") != std::string::npos);
  BOOST_TEST(no_name.err.find("'name'") != std::string::npos);
  BOOST_TEST(no_name.err.find("nothing was imported") != std::string::npos);
  const auto bad_year = shashki("register import " +
                                shashki.write("bad.csv", "ФИО;Год\nИванов Иван;2010\nПетров Пётр;давно\n"));
  BOOST_TEST(bad_year.exit_code == 3);
  BOOST_TEST(bad_year.err.find("bad.csv:3:13") != std::string::npos);
  BOOST_TEST(bad_year.err.find("Год") != std::string::npos);
  const auto mapped =
      shashki("register import " + shashki.write("ok.csv", federation_list) + " --columns 'birth=Дата'");
  BOOST_TEST(mapped.exit_code == 3);
  BOOST_TEST(mapped.err.find("'Дата'") != std::string::npos);
  BOOST_TEST(shashki("register import " + shashki.write("ok2.csv", federation_list) + " --columns nick=x")
                 .exit_code == 2);
  BOOST_TEST(nlohmann::json::parse(shashki("register search иванов --json").out).empty());
  BOOST_TEST(nlohmann::json::parse(shashki("register search ладья --json").out).empty());
  // In Russian the refusal is translated.
  const auto ru = shashki("register import " + shashki.write("no-name2.csv", "Год\n2010\n"), "ru");
  BOOST_TEST(ru.exit_code == 3);
  BOOST_TEST(ru.err.find("ничего не импортировано") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(earned_ranks_are_listed_then_written_back_only_when_the_judge_applies_them) {
  RegisterDatabase shashki;
  BOOST_REQUIRE(shashki("register import " + shashki.write("fed.csv", federation_list)).exit_code == 0);
  play_the_league(shashki);
  const auto p0 = entry_id(shashki, "P0");
  const auto listed = shashki("register ranks --event 1 --json");
  BOOST_REQUIRE_MESSAGE(listed.exit_code == 0, listed.err);
  const auto dry = nlohmann::json::parse(listed.out);
  BOOST_TEST(dry["applied"] == false);
  BOOST_REQUIRE(dry["players"].size() == 2U);  // the others are not in the register
  BOOST_TEST(dry["players"][0]["number"] == 1);
  BOOST_TEST(dry["players"][0]["held"] == "");
  BOOST_TEST(dry["players"][0]["earned"] == "2j");
  BOOST_TEST(dry["players"][0]["outcome"] == "raise");
  BOOST_TEST(dry["players"][1]["number"] == 5);
  BOOST_TEST(dry["players"][1]["outcome"] == "confirmed");
  // The listing wrote nothing.
  BOOST_TEST(nlohmann::json::parse(shashki("register show " + std::to_string(p0) + " --json").out)["title"] ==
             "");
  const auto applied = shashki("register ranks --event 1 --apply");
  BOOST_REQUIRE_MESSAGE(applied.exit_code == 0, applied.err);
  BOOST_TEST(applied.out.find("1 rank written into the register") != std::string::npos);
  const auto shown = nlohmann::json::parse(shashki("register show " + std::to_string(p0) + " --json").out);
  BOOST_TEST(shown["title"] == "2j");
  BOOST_REQUIRE(shown["events"].size() == 1U);
  BOOST_TEST(shown["events"][0]["points"] == 3);
  BOOST_TEST(shown["events"][0]["place"].is_number());
  BOOST_TEST(shown["events"][0]["earned"] == "2j");
  // Applied twice, the rank is now the register's own: nothing more is written.
  const auto again = nlohmann::json::parse(shashki("register ranks --event 1 --apply --json").out);
  BOOST_TEST(again["players"][0]["outcome"] == "confirmed");
  // A newer federation list that raised P0 above 2j: the event's 2j never lowers it.
  BOOST_REQUIRE(
      shashki("register import " + shashki.write("fed2.csv", "ФИО;ID ФШР;Разряд\nP0, X;A0;2\n")).exit_code ==
      0);
  const auto kept = nlohmann::json::parse(shashki("register ranks --event 1 --apply --json").out);
  BOOST_TEST(kept["players"][0]["outcome"] == "keep");
  BOOST_TEST(nlohmann::json::parse(shashki("register show " + std::to_string(p0) + " --json").out)["title"] ==
             "2");
}

BOOST_AUTO_TEST_CASE(a_list_that_knows_less_of_a_birth_keeps_what_the_register_knows) {
  RegisterDatabase shashki;
  BOOST_REQUIRE(shashki("register import " +
                        shashki.write("dates.csv",
                                      "ФИО;Дата рождения;ID ФШР\nA, X;2011-05-17;A1\nB, Y;2012-02-01;B1\n"))
                    .exit_code == 0);
  // A later list: A's year alone (the same year), B's birth cell empty.
  const auto again = shashki("register import " +
                             shashki.write("years.csv", "ФИО;Год рождения;ID ФШР\nA, X;2011;A1\nB, Y;;B1\n"));
  BOOST_REQUIRE_MESSAGE(again.exit_code == 0, again.err);
  const auto a = nlohmann::json::parse(
      shashki("register show " + std::to_string(entry_id(shashki, "A")) + " --json").out);
  BOOST_TEST(a["birth"] == "2011-05-17");
  BOOST_TEST(a["birth_year"] == 2011);
  const auto b = nlohmann::json::parse(
      shashki("register show " + std::to_string(entry_id(shashki, "B")) + " --json").out);
  BOOST_TEST(b["birth"] == "2012-02-01");
  // Another year than the stored date's: the list's year stands, the date goes.
  BOOST_REQUIRE(
      shashki("register import " + shashki.write("other.csv", "ФИО;Год рождения;ID ФШР\nA, X;2010;A1\n"))
          .exit_code == 0);
  const auto moved = nlohmann::json::parse(
      shashki("register show " + std::to_string(entry_id(shashki, "A")) + " --json").out);
  BOOST_TEST(moved["birth"].is_null());
  BOOST_TEST(moved["birth_year"] == 2010);
}

BOOST_AUTO_TEST_SUITE_END()
