// A Swiss's initial ranking (FIDE C.04.2 article 2, C.04.3 A.2): the starting numbers follow
// rating, title and name from the first registration, a judge corrects them by hand before
// round 1 (audited), round 1 is paired on them, and from round 1 on they are fixed. Round robins
// keep the order of entry for their lots.
#include "rounds_fixture.hpp"
#include "shown_refusal.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/trf_service.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/reports/report_builders.hpp"

#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <string>
#include <vector>

using namespace shashki;
using app::test::SessionFixture;

namespace {

tournament::Player entry(const std::string& name, std::optional<int> rating,
                         tournament::Title title = tournament::Title::none) {
  tournament::Player p;
  p.name = name;
  p.rating = rating;
  p.title = title;
  return p;
}

tournament::EventId make_empty(SessionFixture& f, tournament::PairingSystem system) {
  tournament::Event e;
  e.name = "Первенство города";
  e.system = system;
  e.rounds = 5;
  return app::EventService(f.session).create(e).id;
}

// The names in starting-number order.
std::vector<std::string> names_by_number(SessionFixture& f, tournament::EventId event) {
  std::vector<std::string> names;
  for (const auto& p : app::PlayerService(f.session).list(event)) names.push_back(p.name);
  return names;
}

tournament::PlayerId id_of(SessionFixture& f, tournament::EventId event, const std::string& name) {
  for (const auto& p : app::PlayerService(f.session).list(event)) {
    if (p.name == name) return p.id;
  }
  BOOST_FAIL("no player " << name);
  return {};
}

}  // namespace

BOOST_AUTO_TEST_SUITE(ranking_tests)

BOOST_FIXTURE_TEST_CASE(a_swiss_numbers_its_players_by_rating_then_title_then_name_as_they_register,
                        SessionFixture) {
  const auto event = make_empty(*this, tournament::PairingSystem::swiss);
  app::PlayerService players(session);
  // Typed in no particular order: C.04.3 A.2 ranks by rating, title (KMS above 1st category),
  // then alphabetically (Ё with Е); unrated players come last.
  players.add(event, entry("Ёлкин, Пётр", std::nullopt));
  players.add(event, entry("Сидорова, Алёна", 2100, tournament::Title::first));
  players.add(event, entry("Абрамов, Олег", std::nullopt));
  players.add(event, entry("Борисов, Иван", 2100, tournament::Title::kms));
  const auto last = players.add(event, entry("Волков, Ян", 2300));
  BOOST_TEST(last.number == 1);
  const std::vector<std::string> expected{"Волков, Ян", "Борисов, Иван", "Сидорова, Алёна", "Абрамов, Олег",
                                          "Ёлкин, Пётр"};
  BOOST_TEST(names_by_number(*this, event) == expected, boost::test_tools::per_element());
  // Each registration is one action that also holds the numbers it gave.
  const auto rows = db::AuditLog(session.database()).list(event);
  BOOST_TEST(rows.back().action == "player.add");
  BOOST_TEST(nlohmann::json::parse(*rows.back().after)["numbers"].size() == 5U);
}

BOOST_FIXTURE_TEST_CASE(round_one_of_a_swiss_pairs_the_top_half_against_the_bottom_half_by_rating,
                        SessionFixture) {
  const auto event = make_empty(*this, tournament::PairingSystem::swiss);
  app::PlayerService players(session);
  // Registered weakest first: by order of entry the two strongest would meet on the last board.
  for (int i = 0; i < 8; ++i) players.add(event, entry("K" + std::to_string(i + 1), 1500 + 100 * i));
  const auto round = app::RoundService(session).pair(event).round;
  const auto k8 = id_of(*this, event, "K8");
  const auto k7 = id_of(*this, event, "K7");
  const auto k4 = id_of(*this, event, "K4");
  // C.04.3: S1 (the best rated) meets S2's first player, No. 5 (K4), on board 1.
  BOOST_TEST(round.boards.front().has_player(k8));
  BOOST_TEST(round.boards.front().has_player(k4));
  for (const auto& b : round.boards) BOOST_TEST(!(b.has_player(k8) && b.has_player(k7)));
}

BOOST_FIXTURE_TEST_CASE(an_imported_list_is_ranked_and_a_correction_by_hand_stays_through_later_entries,
                        SessionFixture) {
  const auto event = make_empty(*this, tournament::PairingSystem::swiss);
  const auto file = dir.path() / "players.csv";
  std::ofstream(file) << "name,rating,title\nC,1800,\nA,2000,KMS\nB,1900,\n";
  app::PlayerService players(session);
  const auto imported = players.import_csv(event, file);
  BOOST_TEST(imported.size() == 3U);
  BOOST_TEST((names_by_number(*this, event) == std::vector<std::string>{"A", "B", "C"}));
  // The judge knows C's rating is out of date and ranks C second, with a reason.
  const auto moved = players.move(event, id_of(*this, event, "C"), 2, "rating list of May");
  BOOST_TEST((names_by_number(*this, event) == std::vector<std::string>{"A", "C", "B"}));
  BOOST_TEST(moved.size() == 3U);
  const auto row = db::AuditLog(session.database()).list(event).back();
  BOOST_TEST(row.action == "player.rank");
  BOOST_TEST(row.after->find("rating list of May") != std::string::npos);
  // A later entry takes its place without undoing the correction: before the first it outranks.
  players.add(event, entry("D", 1950));
  BOOST_TEST((names_by_number(*this, event) == std::vector<std::string>{"A", "D", "C", "B"}));
  // `rank` starts again from the rule.
  players.rank(event);
  BOOST_TEST((names_by_number(*this, event) == std::vector<std::string>{"A", "D", "B", "C"}));
}

BOOST_FIXTURE_TEST_CASE(a_new_rating_moves_the_player_before_round_one_and_round_one_fixes_the_numbers,
                        SessionFixture) {
  const auto event = make_empty(*this, tournament::PairingSystem::swiss);
  app::PlayerService players(session);
  for (const auto& [name, rating] :
       std::vector<std::pair<std::string, int>>{{"A", 2000}, {"B", 1900}, {"C", 1800}, {"D", 1700}})
    players.add(event, entry(name, rating));
  auto d = app::PlayerService(session).list(event).back();
  d.rating = 2100;
  const auto edited = players.edit(event, d);
  BOOST_TEST(edited.number == 1);
  BOOST_TEST((names_by_number(*this, event) == std::vector<std::string>{"D", "A", "B", "C"}));

  app::RoundService(session).pair(event);
  // Once round 1 is paired the numbers stay: a late entry takes the next one (C.04.2), whatever
  // the rating, and neither ranking again nor moving a player is allowed.
  const auto late = players.add(event, entry("E", 2500));
  BOOST_TEST(late.number == 5);
  const auto audit_rows = db::AuditLog(session.database()).count();
  const auto before = players.list(event);
  BOOST_CHECK_EXCEPTION(players.rank(event), app::Error, [](const app::Error& e) {
    return e.code() == app::ExitCode::refused &&
           std::string(e.what()).find("Round 1 has been paired") != std::string::npos;
  });
  BOOST_CHECK_EXCEPTION(players.move(event, late.id, 1, ""), app::Error,
                        [](const app::Error& e) { return e.code() == app::ExitCode::refused; });
  auto a = before.front();
  a.rating = 1000;
  players.edit(event, a);
  BOOST_TEST(players.list(event).front().number == 1);  // the details change, the number stays
  BOOST_TEST(db::AuditLog(session.database()).count() == audit_rows + 1);
}

BOOST_FIXTURE_TEST_CASE(a_round_robin_keeps_the_order_of_entry_for_its_lots_and_is_not_ranked,
                        SessionFixture) {
  const auto event = make_empty(*this, tournament::PairingSystem::round_robin);
  app::PlayerService players(session);
  players.add(event, entry("C", 1800));
  players.add(event, entry("A", 2000));
  BOOST_TEST((names_by_number(*this, event) == std::vector<std::string>{"C", "A"}));
  BOOST_CHECK_EXCEPTION(players.rank(event), app::Error, [](const app::Error& e) {
    return e.code() == app::ExitCode::refused && std::string(e.what()).find("lot") != std::string::npos;
  });
}

BOOST_FIXTURE_TEST_CASE(moving_a_player_outside_the_list_or_an_unknown_player_is_an_input_error,
                        SessionFixture) {
  const auto event = make_empty(*this, tournament::PairingSystem::swiss);
  app::PlayerService players(session);
  const auto a = players.add(event, entry("A", 2000));
  players.add(event, entry("B", 1900));
  BOOST_CHECK_EXCEPTION(players.move(event, a.id, 3, ""), app::Error, [](const app::Error& e) {
    return e.code() == app::ExitCode::input && app::test::shown(e).find("--to") != std::string::npos;
  });
  BOOST_CHECK_EXCEPTION(players.move(event, tournament::PlayerId{999}, 1, ""), app::Error,
                        [](const app::Error& e) { return e.code() == app::ExitCode::input; });
  BOOST_TEST((names_by_number(*this, event) == std::vector<std::string>{"A", "B"}));
}

BOOST_FIXTURE_TEST_CASE(the_start_list_and_the_trf_export_follow_the_initial_ranking, SessionFixture) {
  const auto event = make_empty(*this, tournament::PairingSystem::swiss);
  app::PlayerService players(session);
  players.add(event, entry("Weak", 1500));
  players.add(event, entry("Strong", 2500));
  const auto t = app::load_tournament(session, event);
  const auto start_list = reports::start_list_report(t, reports::ReportOptions{});
  BOOST_REQUIRE(start_list.table.body.size() == 2U);
  BOOST_TEST(start_list.table.body.front().cells[0].text == "1");
  BOOST_TEST(start_list.table.body.front().cells[2].text == "Strong");
  // TRF-16: the player line of starting number 1 ("001    1 ...") is the strongest player's.
  const auto trf = app::event_trf(t);
  const auto line = trf.find("\n001    1 ");
  BOOST_REQUIRE(line != std::string::npos);
  BOOST_TEST(trf.substr(line, trf.find('\n', line + 1) - line).find("Strong") != std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
