// The Players page of a Swiss shows its initial ranking (C.04.2) and corrects it by hand before
// round 1; the round grid reads a micro-match from its first-named player. Screenshots:
// <build>/screenshots/{swiss_ranking,micro_match_grid}_{en,ru}.png.
#include <boost/test/unit_test.hpp>

#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "player_list_model_ui.hpp"
#include "players_panel_ui.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/test/support.hpp"

#include <wx/button.h>
#include <wx/grid.h>

#include <fstream>
#include <functional>

using namespace shashki;
using namespace std::chrono_literals;
using console::RoundPanel;
using console::test_gui::settle;
using console::test_gui::shoot;

namespace {

// A Swiss (micro-matches when asked, with the IDF table) whose players were typed weakest first.
struct SwissDesk {
  test::TempDir dir;
  std::filesystem::path db = dir.path() / "arbiter.db";
  tournament::EventId event;
  clock::ManualTimeSource time{1000s};
  console::MainFrame* frame = nullptr;

  SwissDesk(bool micro_match, const std::string& lang,
            const std::function<void(app::Session&)>& before = {}) {
    {
      app::Session session(db, "shashki");
      tournament::Event e;
      e.name = "Swiss Cup";
      e.system = tournament::PairingSystem::swiss;
      e.rounds = 5;
      e.micro_match = micro_match;
      e.opening_table = micro_match ? "IDF" : "";
      event = app::EventService(session).create(e).id;
      for (int i = 1; i <= 4; ++i) {
        tournament::Player p;
        p.name = "Player " + std::to_string(i);
        p.rating = 1900 + 100 * i;
        app::PlayerService(session).add(event, p);
      }
      if (before) before(session);
    }
    console::init_wx_translations(lang);
    frame = console::test_gui::open_console(db, time);
  }
  SwissDesk(const SwissDesk&) = delete;
  SwissDesk& operator=(const SwissDesk&) = delete;
  ~SwissDesk() {
    frame->Destroy();
    settle();
    console::init_wx_translations("en");
  }

  [[nodiscard]] std::string names_shown() {
    auto& players = frame->players();
    std::string names;
    for (unsigned row = 0; row < players.row_count(); ++row)
      names += players.cell(row, console::PlayerListModel::name).utf8_string() + ";";
    return names;
  }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(console_ranking_tests)

BOOST_AUTO_TEST_CASE(the_players_page_shows_a_swiss_by_its_ranking_and_corrects_it_by_hand_before_round_1) {
  SwissDesk d(false, "en");
  auto& players = d.frame->players();
  // Typed weakest first, listed strongest first: the numbers are the initial ranking.
  BOOST_TEST(d.names_shown() == "Player 4;Player 3;Player 2;Player 1;");
  BOOST_TEST(players.cell(0, console::PlayerListModel::number).utf8_string() == "1");
  BOOST_TEST(players.ranking_allowed());
  players.select_row(2);
  BOOST_TEST(players.move_up_button().IsEnabled());
  wxCommandEvent click(wxEVT_BUTTON, players.move_up_button().GetId());
  click.SetEventObject(&players.move_up_button());
  players.move_up_button().ProcessWindowEvent(click);
  settle();
  BOOST_TEST(d.names_shown() == "Player 4;Player 2;Player 3;Player 1;");
  const auto audit = db::AuditLog(d.frame->session().database()).list(d.event);
  BOOST_TEST(audit.back().action == "player.rank");
  BOOST_TEST(d.frame->last_message().utf8_string().find("Starting number 2: Player 2") != std::string::npos);
  d.frame->show_page(console::Page::players);
  shoot(*d.frame, "swiss_ranking", "en");
  BOOST_TEST(players.rank_all());
  BOOST_TEST(d.names_shown() == "Player 4;Player 3;Player 2;Player 1;");

  // Round 1 paired: the numbers are fixed and the buttons go grey.
  d.frame->round().pair_next();
  players.refresh();
  players.select_row(2);
  BOOST_TEST(!players.ranking_allowed());
  BOOST_TEST(!players.move_up_button().IsEnabled());
  BOOST_TEST(!players.move_down_button().IsEnabled());
}

BOOST_AUTO_TEST_CASE(the_round_grid_reads_a_split_micro_match_from_the_first_named_player) {
  for (const std::string lang : {"en", "ru"}) {
    BOOST_TEST_CONTEXT(lang) {
      SwissDesk d(true, lang, [](app::Session& session) {
        const tournament::EventId event{1};
        const auto round = app::RoundService(session).pair(event).round;
        app::RoundService(session).publish(event);
        // Each game's White wins: the first-named player game 1, the second-named game 2.
        app::ResultService(session).set(event, 1, round.boards.front().number, 1, "1-0");
        app::ResultService(session).set(event, 1, round.boards.front().number, 2, "1-0");
      });
      auto& round = d.frame->round();
      round.show_round(1);
      const auto shown = round.cell(0, RoundPanel::result).utf8_string();
      BOOST_TEST(shown == (lang == "en" ? "2:2 (white 2:0, black 0:2)" : "2:2 (белыми 2:0, чёрными 0:2)"));
      // A match not yet begun reads "...", as a game without a result does.
      BOOST_TEST(round.cell(1, RoundPanel::result).utf8_string() == "...");
      BOOST_TEST(round.grid().GetToolTipText().utf8_string().find(lang == "en" ? "first-named" : "первого") !=
                 std::string::npos);
      d.frame->show_page(console::Page::round);
      shoot(*d.frame, "micro_match_grid", lang);
    }
  }
}

BOOST_AUTO_TEST_CASE(the_new_event_form_takes_a_federation_csv_table_and_refuses_an_unknown_one) {
  test::TempDir dir;
  console::init_wx_translations("en");
  clock::ManualTimeSource time(1000s);
  auto* frame = console::test_gui::open_console(dir.path() / "arbiter.db", time);
  auto form = console::new_event();
  form.time_control = "30+30";
  form.name = "Micro";
  form.system = tournament::PairingSystem::swiss;
  form.micro_match = true;
  form.opening_table = "IDF Classic";
  BOOST_TEST(frame->events().create(form).value == 0);
  BOOST_TEST(frame->last_message().utf8_string().find("no opening table 'IDF Classic'") != std::string::npos);
  BOOST_TEST(app::EventService(frame->session()).list().empty());
  const auto file = dir.path() / "federation.csv";
  std::ofstream(file)
      << "category,code,fen,moves,short\n"
         "1,F-1,\"B:W17,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12\",1. ab4,ab4\n";
  form.opening_table = file.string();
  const auto id = frame->events().create(form);
  BOOST_REQUIRE(id.value != 0);
  const auto stored = app::EventService(frame->session()).show(id).event;
  BOOST_TEST(stored.opening_table == "federation.csv");
  BOOST_TEST(stored.opening_csv.find("F-1") != std::string::npos);
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_SUITE_END()
