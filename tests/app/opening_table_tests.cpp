// The opening table of a micro-match event (6.1.4.1) is checked when the event is created, and a
// federation's own CSV table is kept with the event: pairing never reads the file again.
#include "rounds_fixture.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/opening_tables.hpp"
#include "shashki/db/audit_log.hpp"

#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>

using namespace shashki;
using app::test::SessionFixture;

namespace {

tournament::Event micro_match_swiss(const std::string& table) {
  tournament::Event e;
  e.name = "Кубок федерации";
  e.system = tournament::PairingSystem::swiss;
  e.rounds = 3;
  e.micro_match = true;
  e.opening_table = table;
  return e;
}

// A federation's table of two openings, in the format of data/openings.
const char* federation_table =
    "category,code,fen,moves,short\n"
    "1,F-1,\"B:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\",1. ab4,ab4\n"
    "1,F-2,\"W:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,14\",1. ab4 bc5,ab4 bc5\n";

}  // namespace

BOOST_AUTO_TEST_SUITE(opening_table_tests)

BOOST_FIXTURE_TEST_CASE(an_unknown_or_malformed_opening_table_is_refused_at_creation_and_nothing_is_written,
                        SessionFixture) {
  app::EventService events(session);
  BOOST_CHECK_EXCEPTION(events.create(micro_match_swiss("IDF Classic")), app::Error, [](const app::Error& e) {
    return e.code() == app::ExitCode::input &&
           std::string(e.what()).find("no opening table 'IDF Classic'") != std::string::npos;
  });
  const auto bad = dir.path() / "bad.csv";
  std::ofstream(bad) << "category,code,fen,moves,short\n1,F-1,W:nonsense,,\n";
  BOOST_CHECK_EXCEPTION(events.create(micro_match_swiss(bad.string())), app::Error, [](const app::Error& e) {
    return e.code() == app::ExitCode::input && std::string(e.what()).find("bad.csv:2:") != std::string::npos;
  });
  BOOST_TEST(events.list().empty());
  BOOST_TEST(db::AuditLog(session.database()).count() == 0);
}

BOOST_FIXTURE_TEST_CASE(a_federation_csv_table_is_kept_with_the_event_and_pairs_after_the_file_is_gone,
                        SessionFixture) {
  const auto file = dir.path() / "federation.csv";
  std::ofstream(file) << federation_table;
  const auto created = app::EventService(session).create(micro_match_swiss(file.string()));
  BOOST_TEST(created.opening_table == "federation.csv");
  BOOST_TEST(created.opening_csv == federation_table);
  std::filesystem::remove(file);  // the judge's USB stick is gone
  for (int i = 0; i < 4; ++i) {
    tournament::Player p;
    p.name = "Игрок " + std::to_string(i + 1);
    app::PlayerService(session).add(created.id, p);
  }
  const auto draft = app::RoundService(session).pair(created.id);
  BOOST_REQUIRE(draft.round.boards.front().opening.has_value());
  BOOST_TEST(draft.round.boards.front().opening->starts_with("F-"));
}

BOOST_FIXTURE_TEST_CASE(the_built_in_tables_need_no_file_and_another_table_chosen_later_replaces_the_text,
                        SessionFixture) {
  app::EventService events(session);
  const auto created = events.create(micro_match_swiss("IDF"));
  BOOST_TEST(created.opening_csv.empty());
  BOOST_TEST(app::opening_table_of(created).openings.size() > 100U);
  const auto file = dir.path() / "federation.csv";
  std::ofstream(file) << federation_table;
  auto changed = created;
  changed.opening_table = file.string();
  const auto edited = events.edit(created.id, changed);
  BOOST_TEST(edited.opening_table == "federation.csv");
  BOOST_TEST(edited.opening_csv == federation_table);
  // Back to a built-in table: the federation's text goes with it.
  changed = edited;
  changed.opening_table = "FMJD";
  BOOST_TEST(events.edit(created.id, changed).opening_csv.empty());
}

BOOST_AUTO_TEST_SUITE_END()
