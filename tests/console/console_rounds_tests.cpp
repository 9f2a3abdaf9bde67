// Rounds through the console on the app's round use cases: a Swiss paired by the Dutch engine
// with results typed on the grid, a refusal that changes nothing, and the demo event the console
// opens on. Assertions read the widgets; the views are saved in <build>/screenshots/.
#include <boost/test/unit_test.hpp>

#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "players_panel_ui.hpp"
#include "report_panel_ui.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/demo_service.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/test/support.hpp"

#include <wx/grid.h>

#include <set>
#include <utility>

using namespace shashki;
using namespace std::chrono_literals;
using console::RoundPanel;
using console::test_gui::settle;
using console::test_gui::shoot;
using console::test_gui::type_on_grid;

namespace {

std::string text(const RoundPanel& round, int row, RoundPanel::Column column) {
  return round.cell(row, column).utf8_string();
}

int number(const RoundPanel& round, int row, RoundPanel::Column column) {
  return std::stoi(text(round, row, column));
}

// The unordered pairs of starting numbers on the table shown.
std::set<std::pair<int, int>> pairs_shown(const RoundPanel& round) {
  std::set<std::pair<int, int>> pairs;
  for (int row = 0; row < round.row_count(); ++row) {
    const int w = number(round, row, RoundPanel::white_number);
    const int b = number(round, row, RoundPanel::black_number);
    pairs.insert({std::min(w, b), std::max(w, b)});
  }
  return pairs;
}

// Every board of the round shown gets White's win ('1' in every scoring), Enter after each.
void white_wins_everywhere(RoundPanel& round) {
  round.grid().SetGridCursor(0, RoundPanel::result);
  for (int row = 0; row < round.row_count(); ++row) {
    type_on_grid(round, '1');
    type_on_grid(round, WXK_RETURN);
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_rounds_tests)

BOOST_AUTO_TEST_CASE(a_swiss_event_is_paired_by_the_dutch_engine_through_the_console_for_two_rounds) {
  test::TempDir dir;
  console::init_wx_translations("en");
  clock::ManualTimeSource time(1000s);
  auto* frame = console::test_gui::open_console(dir.path() / "arbiter.db", time);

  auto form = console::new_event();
  form.time_control = "30+30";
  form.name = "Swiss Open";
  form.system = tournament::PairingSystem::swiss;
  form.rounds = 5;
  BOOST_REQUIRE(frame->events().create(form).value != 0);
  // Registered strongest first, so starting number i is the i-th rating.
  for (int i = 0; i < 12; ++i) {
    console::PlayerForm player;
    player.name = (i % 2 == 0 ? "Игрок " : "Player ") + std::to_string(i + 1);
    player.rating = 2300 - 25 * i;
    BOOST_REQUIRE(frame->players().add(player));
  }
  BOOST_TEST(frame->players().row_count() == 12u);

  auto& round = frame->round();
  round.pair_next();
  BOOST_TEST(round.round_shown() == 1);
  BOOST_REQUIRE(round.row_count() == 6);
  // Round 1 of a Dutch Swiss: the top half meets the bottom half, 1-7, 2-8, ... 6-12.
  for (int row = 0; row < 6; ++row) {
    const int w = number(round, row, RoundPanel::white_number);
    const int b = number(round, row, RoundPanel::black_number);
    BOOST_TEST(std::min(w, b) == row + 1);
    BOOST_TEST(std::max(w, b) == row + 7);
    BOOST_TEST(text(round, row, RoundPanel::result) == "...");
  }
  BOOST_TEST(text(round, 0, RoundPanel::white_name).find(" ") != std::string::npos);
  BOOST_TEST(round.findings_text().utf8_string().find("the Dutch system") != std::string::npos);
  BOOST_TEST((round.tournament().rounds.at(0).state == tournament::RoundState::draft));
  const auto first = pairs_shown(round);
  frame->show_page(console::Page::round);
  shoot(*frame, "swiss_draft", "en");
  round.publish();
  BOOST_TEST((round.tournament().rounds.at(0).state == tournament::RoundState::published));
  // The line above the grid keeps its place: it tells how the round stands.
  BOOST_TEST(round.findings_text().utf8_string().find("published: 0 of 6 boards") != std::string::npos);

  // Pairing round 2 before round 1 is complete is refused with a message; nothing changes.
  round.pair_next();
  BOOST_TEST(frame->last_message().utf8_string().find("not complete") != std::string::npos);
  BOOST_TEST(round.tournament().rounds.size() == 1u);
  BOOST_TEST(round.round_shown() == 1);

  white_wins_everywhere(round);
  for (int row = 0; row < 6; ++row) BOOST_TEST(text(round, row, RoundPanel::result) == "2-0");
  BOOST_TEST(console::test_gui::lock_round(round).asked);
  BOOST_TEST((round.tournament().rounds.at(0).state == tournament::RoundState::locked));

  round.pair_next();
  BOOST_TEST(round.round_shown() == 2);
  BOOST_REQUIRE(round.row_count() == 6);
  // The six winners meet each other on the first three boards, the six losers on the others:
  // everyone faces an equal score, and no pair of round 1 meets again.
  for (int row = 0; row < 6; ++row) {
    BOOST_TEST(text(round, row, RoundPanel::white_points) == text(round, row, RoundPanel::black_points));
    BOOST_TEST(text(round, row, RoundPanel::white_points) == (row < 3 ? "2" : "0"));
  }
  for (const auto& p : pairs_shown(round)) BOOST_TEST(first.count(p) == 0u);
  // The judge asks why: the engine's account, bracket by bracket, in a window beside the table.
  round.explain_pairing();
  BOOST_REQUIRE(round.explanation_window() != nullptr);
  BOOST_TEST(round.explanation_window()->IsShown());
  const auto why = round.explanation_text().utf8_string();
  BOOST_TEST(why.find("Round 2: how the FIDE Dutch system paired it") != std::string::npos, why);
  BOOST_TEST(why.find("Bracket 2.0") != std::string::npos, why);
  BOOST_TEST(why.find("Bracket 0.0") != std::string::npos, why);
  shoot(*round.explanation_window(), "pairing_explanation", "en");
  round.explanation_window()->Close();
  settle();
  round.publish();
  round.explain_pairing();  // a published round has nothing to explain: nothing opens
  BOOST_TEST(round.explanation_window() == nullptr);
  white_wins_everywhere(round);
  for (int row = 0; row < 6; ++row) BOOST_TEST(text(round, row, RoundPanel::result) == "2-0");
  frame->show_page(console::Page::round);
  shoot(*frame, "swiss_round", "en");
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(the_console_opens_on_the_standings_of_the_demo_event) {
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  app::DemoOptions options;
  std::string name;
  {
    // The very use case `shashki demo` calls.
    app::Session session(db, "shashki");
    app::DemoService(session).create(options);
    name = app::EventService(session).list().back().name;
  }
  for (const std::string lang : {"en", "ru"}) {
    console::init_wx_translations(lang);
    clock::ManualTimeSource time(1000s);
    auto* frame = console::test_gui::open_console(db, time);
    BOOST_TEST(frame->events().names().size() == 1u);
    BOOST_TEST(frame->events().names().at(0).utf8_string() == name);
    BOOST_TEST((frame->page() == console::Page::standings));
    BOOST_TEST(frame->standings().report().table.body.size() == static_cast<std::size_t>(options.players));
    BOOST_TEST(frame->standings().grid().GetNumberRows() == options.players);
    BOOST_TEST(!frame->standings().legend().empty());
    BOOST_TEST(frame->round().round_shown() == options.rounds);
    shoot(*frame, "demo_standings", lang);
    frame->show_page(console::Page::crosstable);
    BOOST_TEST(frame->crosstable().grid().GetNumberRows() == options.players);
    shoot(*frame, "demo_crosstable", lang);
    frame->Destroy();
    settle();
  }
  console::init_wx_translations("en");
}

// Print on the Round page prints the pairing list of the round shown, on the Players page the
// start list; the reports pages print themselves.
BOOST_AUTO_TEST_CASE(print_prints_what_the_page_shows) {
  console::init_wx_translations("en");
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  const auto event = console::test_gui::published_round_one(
      db, "City championship", 17, "30+30", [](int i) { return "Player " + std::to_string(i); });
  clock::ManualTimeSource time(1000s);
  auto* frame = console::test_gui::open_console(db, time);
  frame->show_page(console::Page::round);
  auto request = frame->page_report();
  BOOST_TEST((request.kind == app::ReportKind::pairings));
  BOOST_TEST(request.round == 1);
  const auto tournament = app::load_tournament(frame->session(), event);
  const auto list = app::event_report(tournament, request);
  BOOST_TEST(list.table.body.size() == 9u);  // 8 boards and the bye
  frame->show_page(console::Page::players);
  BOOST_TEST((frame->page_report().kind == app::ReportKind::start_list));
  frame->show_page(console::Page::crosstable);
  BOOST_TEST((frame->page_report().kind == app::ReportKind::crosstable));
  frame->show_page(console::Page::standings);
  BOOST_TEST((frame->page_report().kind == app::ReportKind::standings));
  frame->Destroy();
  console::test_gui::settle();
}

BOOST_AUTO_TEST_SUITE_END()
