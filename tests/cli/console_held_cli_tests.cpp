// The command line beside the console: what it reads while the console holds the event
// database, and what a Russian judge reads (names in Russian, none of the English ids the
// program stores).
#include <boost/test/unit_test.hpp>

#include "shashki/db/database.hpp"
#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace {

using shashki::test::RunResult;

// `shashki --lang LANG --db DIR/e.db ARGS`, on an event of four players with round 1 published.
class PlayedEvent {
 public:
  PlayedEvent() {
    BOOST_REQUIRE(run("event create --name Open --system swiss --rounds 3 --discipline classical "
                      "--control 90+30")
                      .exit_code == 0);
    for (const char* name : {"Anna", "Boris", "Clara", "Denis"})
      BOOST_REQUIRE(run(std::string("player add --event 1 --name ") + name).exit_code == 0);
    BOOST_REQUIRE(run("round pair --event 1").exit_code == 0);
    BOOST_REQUIRE(run("round publish --event 1").exit_code == 0);
  }

  RunResult run(const std::string& args, const std::string& lang = "en") const {
    return shashki::test::run(shashki::test::shashki_command("--lang " + lang + " --db " +
                                                             shashki::test::quoted(path()) + " " + args));
  }

  [[nodiscard]] std::filesystem::path path() const { return m_dir.path() / "e.db"; }

 private:
  shashki::test::TempDir m_dir;
};

}  // namespace

BOOST_AUTO_TEST_SUITE(console_held_cli_tests)

BOOST_AUTO_TEST_CASE(round_show_works_while_the_console_holds_the_database) {
  PlayedEvent shashki;
  // The console opens the database for writing and keeps it open: the writer's lock is taken.
  const shashki::db::Database console(shashki.path(), "shashki-console");
  BOOST_TEST_REQUIRE(shashki.run("player add --event 1 --name Late").exit_code == 4);  // held indeed
  const auto text = shashki.run("round show --event 1");
  BOOST_TEST(text.exit_code == 0, text.err);
  BOOST_TEST(text.out.find("Anna") != std::string::npos);
  const auto json = shashki.run("round show --event 1 --round 1 --json");
  BOOST_TEST(json.exit_code == 0, json.err);
  BOOST_TEST(nlohmann::json::parse(json.out)["boards"].size() == 2U);
}

BOOST_AUTO_TEST_CASE(event_show_in_russian_names_the_system_and_discipline_in_russian) {
  PlayedEvent shashki;
  const auto ru = shashki.run("event show --event 1", "ru");
  BOOST_TEST_REQUIRE(ru.exit_code == 0, ru.err);
  BOOST_TEST(ru.out.find("швейцарская система") != std::string::npos, ru.out);
  for (const char* id : {"swiss", "classical"}) {
    BOOST_TEST_INFO(id);
    BOOST_TEST(ru.out.find(id) == std::string::npos, ru.out);
  }
  // In English the names are words too; the ids stay in --json, as cli.md has them.
  const auto en = shashki.run("event show --event 1");
  BOOST_TEST(en.out.find("Swiss system") != std::string::npos, en.out);
  BOOST_TEST(en.out.find("swiss") == std::string::npos, en.out);
  const auto json = nlohmann::json::parse(shashki.run("event show --event 1 --json", "ru").out);
  BOOST_TEST(json["system"] == "swiss");
  BOOST_TEST(json["discipline"] == "classical");
}

BOOST_AUTO_TEST_SUITE_END()
