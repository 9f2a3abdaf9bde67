// `shashki standings` and `shashki report ...` on a real event database (docs/cli.md): the
// sample Swiss is stored through the db repositories, then the program is run on it.
#include <boost/test/unit_test.hpp>

#include "sample_events.hpp"
#include "sample_reports.hpp"
#include "shashki/db/event_repository.hpp"
#include "shashki/db/player_repository.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/test/support.hpp"

#include <nlohmann/json.hpp>

#include <map>

using shashki::test::run;
namespace tn = shashki::tournament;

namespace {

const shashki::db::Stamp stamp{"Test Arbiter", std::chrono::sys_time<std::chrono::milliseconds>{}};

// Stores `t` as a new event with every round completed; returns the event id.
std::int64_t store(const std::filesystem::path& file, const tn::Tournament& t) {
  shashki::db::Database db(file, "reports-tests");
  auto event = t.event;
  event.id = {};
  const auto created = shashki::db::EventRepository(db).create(event, stamp);
  if (!created.ok()) throw std::runtime_error(created.error());
  const tn::EventId id = created->id;
  std::vector<tn::Player> players = t.players;
  for (auto& p : players) p.id = {};
  const auto added = shashki::db::PlayerRepository(db).add_all(id, players, stamp);
  if (!added.ok()) throw std::runtime_error(added.error());
  std::map<std::int64_t, tn::PlayerId> ids;  // test id (= number) -> database id
  for (const auto& p : *added) ids[p.number] = p.id;
  shashki::db::RoundRepository rounds(db);
  for (tn::Round round : t.rounds) {
    auto results = round.boards;
    for (auto& board : round.boards) {
      board.white = ids.at(board.white.value);
      if (board.black) board.black = ids.at(board.black->value);
      for (auto& game : board.games) game.reset();
    }
    round.state = tn::RoundState::draft;
    if (const auto r = rounds.store_draft(id, round, stamp); !r.ok()) throw std::runtime_error(r.error());
    if (const auto r = rounds.publish(id, round.number, stamp); !r.ok()) throw std::runtime_error(r.error());
    for (const auto& board : results) {
      for (std::size_t g = 0; g < board.games.size(); ++g) {
        const auto r = rounds.set_result(id, round.number, board.number, static_cast<int>(g) + 1,
                                         *board.games[g], stamp);
        if (!r.ok()) throw std::runtime_error(r.error());
      }
    }
    if (const auto r = rounds.complete(id, round.number, stamp); !r.ok()) throw std::runtime_error(r.error());
  }
  return id.value;
}

struct Fixture {
  shashki::test::TempDir dir;
  std::filesystem::path db = dir.path() / "event.db";
  std::int64_t event = store(db, shashki::reports::samples::sample_swiss());

  [[nodiscard]] std::string shashki(const std::string& args) const {
    return shashki::test::shashki_command("--db " + shashki::test::quoted(db) + " " + args);
  }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(cli_report_tests)

BOOST_FIXTURE_TEST_CASE(standings_json_has_the_keys_of_the_contract, Fixture) {
  const auto r = run(shashki("standings --event " + std::to_string(event) + " --json"));
  BOOST_TEST_REQUIRE(r.exit_code == 0, r.err);
  const auto rows = nlohmann::json::parse(r.out);
  BOOST_TEST_REQUIRE(rows.size() == 6u);
  BOOST_TEST(rows[0]["rank"] == 1);
  BOOST_TEST(rows[0]["name"] == "Smith, John");
  BOOST_TEST(rows[0]["number"] == 1);
  BOOST_TEST(rows[0]["points"] == 2.5);
  BOOST_TEST(rows[0]["id"].is_number_integer());
  BOOST_TEST(rows[0]["tiebreaks"][0]["name"] == "Buchholz Cut-1");
  BOOST_TEST(rows[0]["tiebreaks"][0]["value"] == 3.5);
  BOOST_TEST(rows[1]["name"] == shashki::reports::samples::tricky_name);
}

BOOST_FIXTURE_TEST_CASE(standings_after_an_earlier_round_and_as_text, Fixture) {
  const auto r = run(shashki("standings --event " + std::to_string(event) + " --after-round 1"));
  BOOST_TEST_REQUIRE(r.exit_code == 0, r.err);
  BOOST_TEST(r.out.starts_with("Rank  No"));
  BOOST_TEST(r.out.find("Smith, John") != std::string::npos);
  const auto ru = run(shashki("--lang ru standings --event " + std::to_string(event)));
  BOOST_TEST_MESSAGE("shashki --lang ru standings:\n" << ru.out);
  BOOST_TEST(ru.out.starts_with("Место"));
}

BOOST_FIXTURE_TEST_CASE(an_unknown_event_or_round_is_one_error_line, Fixture) {
  const auto missing = run(shashki("standings --event 999"));
  BOOST_TEST(missing.exit_code == 3);
  BOOST_TEST(missing.err.starts_with("error: --event"));
  const auto round = run(shashki("standings --event " + std::to_string(event) + " --after-round 9"));
  BOOST_TEST(round.exit_code == 2);
  BOOST_TEST(round.err.starts_with("error: --after-round"));
}

BOOST_FIXTURE_TEST_CASE(every_report_kind_is_written_in_every_format, Fixture) {
  for (const std::string kind : {"start-list", "pairings", "results", "standings", "crosstable"}) {
    for (const std::string format : {"html", "pdf", "csv"}) {
      const auto out = dir.path() / (kind + "." + format);
      const auto r = run(shashki("report " + kind + " --event " + std::to_string(event) + " --format " +
                                 format + " --out '" + out.string() + "'"));
      BOOST_TEST_INFO(kind << " " << format << ": " << r.err);
      BOOST_TEST(r.exit_code == 0);
      BOOST_TEST(std::filesystem::exists(out));
      const std::string content = shashki::test::read_file(out);
      if (format == "pdf") {
        BOOST_TEST(content.starts_with("%PDF-"));
      } else {
        BOOST_TEST(content.find("Smith, John") != std::string::npos);
      }
    }
  }
}

BOOST_FIXTURE_TEST_CASE(a_russian_report_uses_the_russian_catalog, Fixture) {
  const auto out = dir.path() / "standings_ru.html";
  const auto r = run(shashki("--lang ru report standings --event " + std::to_string(event) +
                             " --format html --out '" + out.string() + "'"));
  BOOST_TEST_REQUIRE(r.exit_code == 0, r.err);
  const std::string html = shashki::test::read_file(out);
  BOOST_TEST(html.find("<html lang=\"ru\">") != std::string::npos);
  BOOST_TEST(html.find("Положение после тура 3") != std::string::npos);
  BOOST_TEST(html.find("&lt;b&gt;Иванов") != std::string::npos);
}

BOOST_FIXTURE_TEST_CASE(an_unwritable_output_names_the_file, Fixture) {
  const auto r = run(shashki("report standings --event " + std::to_string(event) +
                             " --format pdf --out /nonexistent-dir/s.pdf"));
  BOOST_TEST(r.exit_code == 3);
  BOOST_TEST(r.err.find("/nonexistent-dir/s.pdf") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
