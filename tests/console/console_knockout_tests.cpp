// A knockout on the round page: a micro-match that ended level takes its tie-break games from the
// result keys in the stage chosen above the grid (Alt+T), the result column shows them, and the
// round cannot be locked while a match has no winner. The regulations set the stages; rapid and
// lightning play are 6.1.10.
#include <boost/test/unit_test.hpp>

#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/test/support.hpp"

#include <wx/grid.h>

using namespace shashki;
using namespace std::chrono_literals;
using console::RoundPanel;
using console::test_gui::type_on_grid;

BOOST_AUTO_TEST_SUITE(console_knockout_tests)

BOOST_AUTO_TEST_CASE(a_level_knockout_match_takes_its_tie_break_games_from_the_result_keys) {
  test::TempDir dir;
  console::init_wx_translations("en");
  clock::ManualTimeSource time(1000s);
  auto* frame = console::test_gui::open_console(dir.path() / "arbiter.db", time);
  tournament::Event e;
  e.name = "Knockout cup";
  e.system = tournament::PairingSystem::knockout;
  e.rounds = 2;
  e.micro_match = true;
  e.time_control = "30+30";
  const auto event = app::EventService(frame->session()).create(e).id;
  for (int i = 0; i < 4; ++i) {
    tournament::Player p;
    p.name = "Player " + std::to_string(i + 1);
    p.rating = 2300 - 25 * i;
    app::PlayerService(frame->session()).add(event, p);
  }
  frame->open_event(event);
  auto& round = frame->round();
  BOOST_TEST(round.tiebreak_stage_shown());
  round.pair_next();
  round.publish();
  BOOST_REQUIRE(round.row_count() == 2);
  // Board 1 (1-4): 1 wins game 1, game 2 drawn. Board 2 (2-3): both games drawn.
  round.grid().SetGridCursor(0, RoundPanel::result);
  for (const int key : {int{'1'}, int{'='}, int{WXK_RETURN}, int{'='}, int{'='}}) type_on_grid(round, key);
  BOOST_TEST(round.cursor_row() == 1);
  const auto refused = console::test_gui::lock_round(round);
  BOOST_TEST(refused.refusal.utf8_string().find("no winner") != std::string::npos,
             refused.refusal.utf8_string());
  BOOST_TEST((round.tournament().rounds.at(0).state != tournament::RoundState::locked));

  // Lightning, as the stage choice says: game 3 has 2 with White and wins, game 4 is drawn.
  round.select_tiebreak_stage(tournament::KnockoutStage::lightning);
  type_on_grid(round, '1');
  BOOST_TEST(round.tournament().rounds.at(0).boards.at(1).tiebreaks.size() == 1u);
  type_on_grid(round, '=');
  const auto& tiebreaks = round.tournament().rounds.at(0).boards.at(1).tiebreaks;
  BOOST_REQUIRE(tiebreaks.size() == 2u);
  BOOST_TEST((tiebreaks[0] == tournament::KnockoutTiebreakGame{tournament::KnockoutStage::lightning,
                                                               tournament::GameResult::white_wins}));
  const auto shown = round.cell(1, RoundPanel::result).utf8_string();
  BOOST_TEST(shown.find("tie-break: lightning 2-0, lightning 1-1") != std::string::npos, shown);
  BOOST_TEST(frame->last_message().utf8_string().find("tie-break game") != std::string::npos);
  frame->show_page(console::Page::round);
  console::test_gui::shoot(*frame, "knockout_tiebreak", "en");

  BOOST_TEST(console::test_gui::lock_round(round).refusal.empty());
  BOOST_TEST((round.tournament().rounds.at(0).state == tournament::RoundState::locked));
  frame->Destroy();
  console::test_gui::settle();
}

BOOST_AUTO_TEST_SUITE_END()
