// The command line beside the console: what it reads while the console holds the event
// database, and what a Russian judge reads (names and clock-log reasons in Russian, none of
// the English ids the program stores).
#include <boost/test/unit_test.hpp>

#include "shashki/app/clock_reason.hpp"
#include "shashki/db/database.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <chrono>
#include <optional>
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

// A clock journal row of board 1 as the program writes it, reason and cause.
shashki::clock::ClockRecordRow row(shashki::clock::EventKind kind, std::int64_t white_ms,
                                   std::optional<std::string> reason = std::nullopt,
                                   std::optional<shashki::clock::PauseCause> cause = std::nullopt) {
  shashki::clock::ClockJournalRow r;
  r.at = std::chrono::sys_days{std::chrono::year{2026} / 5 / 1} + std::chrono::hours(10);
  r.kind = kind;
  r.white_ms = white_ms;
  r.black_ms = 5'400'000;
  r.reason = std::move(reason);
  r.cause = cause;
  return {r, 0};
}

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

BOOST_AUTO_TEST_CASE(clock_log_in_russian_translates_the_reasons_the_program_recorded) {
  PlayedEvent shashki;
  {
    // Reasons as the program stores them: message ids (with their arguments), causes apart.
    using shashki::clock::EventKind;
    using shashki::clock::PauseCause;
    namespace reason = shashki::app::clock_reason;
    shashki::db::Database db(shashki.path());
    const std::array<shashki::tournament::ClockWrite, 1> writes{shashki::tournament::ClockWrite{
        {shashki::tournament::EventId{1}, 1, 1, 1},
        {row(EventKind::start, 5'400'000),
         row(EventKind::pause, 5'000'000, reason::console_closed, PauseCause::all),
         row(EventKind::recover, 5'000'000, reason::recovery(std::nullopt, "10:05:00.000", "")),
         row(EventKind::resume, 5'000'000),
         row(EventKind::pause, 4'900'000, reason::announcement, PauseCause::all),
         row(EventKind::resume, 4'900'000),
         row(EventKind::pause, 4'800'000, "a move was taken back", PauseCause::appeal),
         row(EventKind::resume, 4'800'000), row(EventKind::end, 4'700'000, reason::result_entered("1-0"))}}};
    BOOST_REQUIRE(shashki::db::LiveRepository(db)
                      .append_clock(writes, {"Судья", writes[0].rows[0].row.at}, std::nullopt)
                      .ok());
  }
  const auto ru = shashki.run("clock log --event 1 --round 1 --board 1", "ru");
  BOOST_TEST_REQUIRE(ru.exit_code == 0, ru.err);
  for (const char* id : {"pause all", "the console closed", "crash recovery", "charged until", "announcement",
                         "appeal:", "result entered", "\tpause\t", "\tstart\t", "\tend\t"}) {
    BOOST_TEST_INFO(id);
    BOOST_TEST(ru.out.find(id) == std::string::npos, ru.out);
  }
  // The judge's own words and the result stay as written.
  BOOST_TEST(ru.out.find("a move was taken back") != std::string::npos, ru.out);
  BOOST_TEST(ru.out.find("1-0") != std::string::npos, ru.out);
  // In English the reasons read as the program says them; --json gives them in English, in every
  // language.
  const auto en = shashki.run("clock log --event 1 --round 1 --board 1");
  BOOST_TEST(en.out.find("pause all: the console closed") != std::string::npos, en.out);
  const auto json =
      nlohmann::json::parse(shashki.run("clock log --event 1 --round 1 --board 1 --json", "ru").out);
  BOOST_TEST(json[1]["reason"] == "pause all: the console closed");
}

BOOST_AUTO_TEST_SUITE_END()
