// The clocks through the console's windows on a judge's day: quitting with clocks running asks
// and journals a pause, the restarted wall restores and resumes every clock with one
// confirmation and no time lost, the full-screen clock takes its keys and the whole screen, and
// the selected board's clock page address shows as a QR code large enough to scan.
#include <boost/test/unit_test.hpp>

#include "apply_form_ui.hpp"
#include "board_qr_ui.hpp"
#include "clocks_panel_ui.hpp"
#include "full_screen_clock_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "shashki/app/clock_service.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/test/clock_printing.hpp"
#include "shashki/test/support.hpp"

#include <wx/uiaction.h>
#include <wx/weakref.h>

#include <functional>
#include <string>

using namespace shashki;
using namespace std::chrono_literals;
using console::test_gui::answering;
using console::test_gui::menu;
using console::test_gui::settle;

namespace {

constexpr int wall_boards = 4;
const std::string long_name = "Константинопольский-Петровский Александр Владимирович";

// A published round 1 of `wall_boards` boards at 30 minutes a side; the first player has a long name.
struct Round {
  test::TempDir dir;
  std::filesystem::path db = dir.path() / "arbiter.db";
  tournament::EventId event;

  Round() {
    console::init_wx_translations("en");
    event = console::test_gui::published_round_one(db, "Clock day", 2 * wall_boards, "30", [](int i) {
      return i == 1 ? long_name : "Player " + std::to_string(i);
    });
  }

  [[nodiscard]] std::vector<clock::ClockRecordRow> journal(app::Session& session, int board) const {
    return db::LiveRepository(session.database()).load_clock(tournament::GameKey{event, 1, board, 1});
  }
};

// Whether a window has been closed (deleted, or scheduled to be).
bool gone(wxWindow* window) {
  return window == nullptr || wxTheApp->IsScheduledForDestruction(window);
}

void cancel(console::ApplyForm& form) {
  form.EndModal(wxID_CANCEL);
}

void confirm(console::ApplyForm& form) {
  BOOST_TEST(form.press_ok());
}

// The console on the round's wall; the test drives its ticks.
console::MainFrame* on_wall(const Round& round, const clock::TimeSource& time) {
  auto* frame = console::test_gui::open_console(round.db, time);
  frame->open_clock_wall();
  frame->clocks().wall()->stop_timer();
  return frame;
}

// The console on the round's wall, every clock started.
console::MainFrame* wall_running(const Round& round, const clock::TimeSource& time) {
  auto* frame = on_wall(round, time);
  frame->clocks().start_all();
  return frame;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_clock_tests)

BOOST_AUTO_TEST_CASE(quitting_with_clocks_running_asks_pauses_them_all_and_loses_no_time_after_the_restart) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  wxWeakRef<console::MainFrame> frame = wall_running(round, time);
  time.advance(32s);

  // Cancel: nothing changes, the clocks run on.
  answering([&] { menu(*frame, wxID_EXIT); }, [&] { return frame ? frame->open_form() : nullptr; }, cancel);
  BOOST_REQUIRE(!gone(frame));
  BOOST_TEST(frame->clocks().running() == wall_boards);

  // Pause all and quit: the pause is journaled before the window goes.
  answering([&] { menu(*frame, wxID_EXIT); }, [&] { return frame ? frame->open_form() : nullptr; }, confirm);
  settle();
  BOOST_REQUIRE(gone(frame));
  {
    app::Session session(round.db, "console-clock-tests");
    for (int board = 1; board <= wall_boards; ++board) {
      BOOST_TEST_CONTEXT("board " << board) {
        const auto journal = round.journal(session, board);
        BOOST_REQUIRE(!journal.empty());
        BOOST_TEST((journal.back().row.kind == shashki::clock::EventKind::pause));
        BOOST_TEST(journal.back().row.reason.value_or("") == "the console closed");
        BOOST_TEST((journal.back().row.cause == shashki::clock::PauseCause::all));
        BOOST_TEST(journal.back().row.white_ms == 1'800'000 - 32'000);
      }
    }
  }

  // An hour later the console starts again: Resume all restores every clock with one
  // confirmation and starts them with the time each had at quitting.
  time.advance(1h);
  {
    // A restart in the middle of a round opens on the wall, not on the Players page.
    auto* restarted = console::test_gui::open_console(round.db, time);
    BOOST_TEST((restarted->page() == console::Page::clocks));
    BOOST_TEST(restarted->clocks().wall() != nullptr);
    restarted->Destroy();
    settle();
  }
  wxWeakRef<console::MainFrame> again = on_wall(round, time);
  auto* wall = again->clocks().wall();
  answering([&] { menu(*again, console::id_resume_all); }, [&] { return again->clocks().open_form(); },
            confirm);
  BOOST_TEST(again->clocks().running() == wall_boards);
  for (int board = 1; board <= wall_boards; ++board) {
    BOOST_TEST_INFO("board " << board);
    BOOST_TEST(wall->clocks().clock(board).remaining(clock::Side::white, time.now().monotonic) ==
               1'800'000ms - 32s);
  }
  BOOST_TEST(again->last_message().utf8_string().find("and " + std::to_string(wall_boards) + " resumed") !=
             std::string::npos);
  // Quitting now is asked again; a close that cannot wait (a logout) pauses without asking.
  again->terminate();
  settle();
  BOOST_TEST(gone(again));
  app::Session session(round.db, "console-clock-tests");
  BOOST_TEST((round.journal(session, 1).back().row.kind == shashki::clock::EventKind::pause));
}

BOOST_AUTO_TEST_CASE(restore_all_needs_one_confirmation_and_cancel_restores_nothing) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  {
    // A crash: the clocks were running, with a checkpoint 5 s after the start.
    app::Session session(round.db, "console-clock-tests");
    app::ClockService clocks(session, time, round.event, 1);
    clocks.start_all();
    time.advance(5s);
    BOOST_TEST(clocks.checkpoint() == wall_boards);
    time.advance(2s);
  }
  auto* frame = console::test_gui::open_console(round.db, time);
  menu(*frame, console::id_clock_wall);  // F9
  frame->clocks().wall()->stop_timer();
  answering([&] { menu(*frame, console::id_restore_all); }, [&] { return frame->clocks().open_form(); },
            cancel);
  BOOST_TEST(frame->clocks().wall()->clocks().recovery().size() == static_cast<std::size_t>(wall_boards));
  answering([&] { menu(*frame, console::id_restore_all); }, [&] { return frame->clocks().open_form(); },
            confirm);
  BOOST_TEST(frame->clocks().wall()->clocks().recovery().empty());
  // The checkpoint's times: 5 s of White's time, not the 0 s of the last recorded event.
  BOOST_TEST(frame->clocks().wall()->tile_text(0).utf8_string().find("| 0:29:55 | 0:30:00 |") !=
             std::string::npos);
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(the_full_screen_clock_takes_its_keys_and_f11_from_the_wall_fills_the_screen) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  auto* frame = on_wall(round, time);
  frame->clocks().wall()->select(0);
  menu(*frame, console::id_full_screen);  // F11, the Clocks menu's key, from the wall
  settle();
  auto* full = frame->clocks().full_screen_shown();
  BOOST_REQUIRE(full != nullptr);
  BOOST_TEST(full->IsFullScreen());
  const int board = frame->clocks().wall()->board(0);
  const auto& c = frame->clocks().wall()->clocks();

  // Real key presses (XTest) go to the focused window: the clock's face holds the focus.
  full->Raise();
  full->face().SetFocus();
  settle();
  wxUIActionSimulator keys;
  auto type = [&](int key) {
    keys.Char(key);
    settle();
    wxMilliSleep(30);
    settle();
  };
  type('m');  // Black presses to start White's clock
  BOOST_TEST(c.clock(board).running() == clock::Side::white);
  time.advance(3s);
  type('z');  // White's move
  BOOST_TEST(c.clock(board).moves(clock::Side::white) == 1);
  BOOST_TEST(c.clock(board).running() == clock::Side::black);
  time.advance(2s);
  type(WXK_RETURN);  // Black's move
  BOOST_TEST(c.clock(board).moves(clock::Side::black) == 1);
  type('a');  // White's again, with the other key
  BOOST_TEST(c.clock(board).moves(clock::Side::white) == 2);
  type('l');
  BOOST_TEST(c.clock(board).moves(clock::Side::black) == 2);
  type(WXK_SPACE);
  BOOST_TEST(c.clock(board).phase() == clock::ClockPhase::paused);
  type(WXK_SPACE);
  BOOST_TEST(c.clock(board).phase() == clock::ClockPhase::running);
  type(WXK_ESCAPE);
  BOOST_TEST(gone(frame->clocks().full_screen_shown()));
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(a_long_name_shows_whole_on_the_full_screen_clock_at_1600_pixels) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  auto* frame = on_wall(round, time);
  std::size_t tile = 0;
  for (; tile < frame->clocks().wall()->tile_count(); ++tile) {
    const auto& l = frame->clocks().wall()->label(tile);
    if (l.white.utf8_string() == long_name || l.black.utf8_string() == long_name) break;
  }
  BOOST_REQUIRE(tile < frame->clocks().wall()->tile_count());
  frame->clocks().wall()->select(tile);
  auto* full = frame->clocks().full_screen();
  BOOST_REQUIRE(full != nullptr);
  full->SetSize(1600, 1000);
  // The names are those of the last paint: on a loaded machine the first one may come late.
  for (int tries = 0; tries < 50 && full->names().white.empty(); ++tries) {
    full->face().Refresh();
    full->face().Update();
    settle();
    wxMilliSleep(20);
  }
  const auto& l = frame->clocks().wall()->label(tile);
  const auto& shown = l.white.utf8_string() == long_name ? full->names().white : full->names().black;
  wxString joined = shown;
  joined.Replace("\n", " ");
  BOOST_TEST(joined.utf8_string() == long_name);
  BOOST_TEST(shown.Find(wxString::FromUTF8("…")) == wxNOT_FOUND);
  console::test_gui::shoot(*full, "full_screen_long_name", "en");
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(the_selected_board_s_clock_page_shows_as_a_qr_code_large_enough_to_scan) {
  const Round round;
  clock::ManualTimeSource time(1000s);
  auto* frame = on_wall(round, time);
  frame->clocks().wall()->select(1);
  const int board = frame->clocks().wall()->board(1);
  auto* shown = frame->clocks().board_qr("http://10.0.0.2:8080/");
  BOOST_REQUIRE(shown != nullptr);
  settle();
  // A clock page address under the base the judge gave, with a 22-character token.
  BOOST_TEST(shown->url().starts_with("http://10.0.0.2:8080/board/"));
  BOOST_TEST(shown->url().size() == std::string("http://10.0.0.2:8080/board/").size() + 22U);
  BOOST_TEST(shown->GetTitle().utf8_string().find("Board " + std::to_string(board)) != std::string::npos);
  // At least 8 pixels a module, quiet zone included, and the picture follows the code: the
  // finder pattern's dark corner and the light quiet zone.
  const int modules = shown->code().size + 2 * reports::qr_quiet_zone;
  BOOST_TEST(shown->picture_side() % modules == 0);
  const int pixel = shown->picture_side() / modules;
  BOOST_TEST(pixel >= 8);
  BOOST_TEST(!shown->dark_at(pixel / 2, pixel / 2));
  BOOST_TEST(
      shown->dark_at(reports::qr_quiet_zone * pixel + pixel / 2, reports::qr_quiet_zone * pixel + pixel / 2));
  int dark = 0;
  for (int y = 0; y < shown->code().size; ++y) {
    for (int x = 0; x < shown->code().size; ++x) {
      const int px = (x + reports::qr_quiet_zone) * pixel + pixel / 2;
      const int py = (y + reports::qr_quiet_zone) * pixel + pixel / 2;
      BOOST_TEST_REQUIRE(shown->dark_at(px, py) == shown->code().dark(x, y));
      dark += shown->dark_at(px, py) ? 1 : 0;
    }
  }
  BOOST_TEST(dark == shown->code().dark_count());
  // Asking again for the same board shows the same address: the token is kept.
  const std::string first = shown->url();
  auto* again = frame->clocks().board_qr("http://10.0.0.2:8080");
  BOOST_REQUIRE(again != nullptr);
  BOOST_TEST(again->url() == first);
  console::test_gui::shoot(*again, "board_qr", "en");
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_SUITE_END()
