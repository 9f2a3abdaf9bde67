// The judge's day as the hall sees it: the console in Russian on a 1366x768 display of its own
// (CTest starts a private Xvfb for this executable), the Russian keyboard layout active, every key
// pressed for real through XTest. Every wall key, F-key and menu shortcut is pressed while the
// clocks run, and no clock changes, nothing is journaled, unless the key says so; every page fits
// the screen; a knockout runs to its final with a match decided in each tie-break stage.
#define BOOST_TEST_MODULE console_hall_tests
#include <boost/test/unit_test.hpp>

#include "clock_wall_ui.hpp"
#include "clocks_panel_ui.hpp"
#include "console_app.hpp"
#include "floor_arbiters_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "physical_key_ui.hpp"
#include "players_panel_ui.hpp"
#include "regulations_ui.hpp"
#include "report_panel_ui.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/prizes.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/app/team_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/test/support.hpp"
#include "shashki/tournament/knockout_match.hpp"
#include "teams_panel_ui.hpp"

#include <wx/app.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/display.h>
#include <wx/grid.h>
#include <wx/image.h>
#include <wx/init.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/notebook.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/timer.h>
#include <wx/uiaction.h>
#include <wx/utils.h>

#include <algorithm>
#include <fstream>

#include <gtk/gtk.h>

#include <cstdlib>
#include <map>
#include <set>

using namespace shashki;
using namespace std::chrono_literals;
using console::MainFrame;
using console::Page;
using console::test_gui::settle;

namespace {

// One wx application, on the display this executable was given, with the Russian layout active
// as it is whenever a judge has just typed a reason.
struct HallFixture {
  HallFixture() {
    wxApp::SetInstance(new wxApp);
    int argc = 1;
    char name[] = "console_hall_tests";
    char* argv[] = {name, nullptr};
    BOOST_REQUIRE_MESSAGE(wxEntryStart(argc, argv), "wx could not start: is DISPLAY set (Xvfb)?");
    wxTheApp->CallOnInit();
    wxInitAllImageHandlers();
    // Russian first: the layout a key press gets; English second, as judges' keyboards have it.
    BOOST_REQUIRE_MESSAGE(std::system("setxkbmap -layout ru,us") == 0, "setxkbmap could not set the layout");
    settle();
  }
  ~HallFixture() {
    (void)std::system("setxkbmap -layout us");
    wxEntryCleanup();
  }
};

BOOST_TEST_GLOBAL_FIXTURE(HallFixture);

// Closes whatever a key opened besides the main window: a modal form or dialog (cancelled, as
// Escape does), a GTK dialog of its own (file chooser, printing), a full-screen clock or another
// frame. It runs on a timer, so it reaches into modal loops; it remembers the titles it closed.
class Closer {
 public:
  explicit Closer(MainFrame& main) : m_main(main) {
    m_timer.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { close_all(); });
    m_timer.Start(60);
  }
  ~Closer() { m_timer.Stop(); }
  Closer(const Closer&) = delete;
  Closer& operator=(const Closer&) = delete;

  /// The titles closed since the last call.
  std::vector<std::string> take() { return std::exchange(m_closed, {}); }

 private:
  void close_all() {
    for (auto* window : wxTopLevelWindows) {
      if (window == &m_main || !window->IsShown() || wxTheApp->IsScheduledForDestruction(window)) continue;
      m_closed.push_back(window->GetLabel().utf8_string());
      if (auto* dialog = dynamic_cast<wxDialog*>(window); dialog != nullptr && dialog->IsModal()) {
        dialog->EndModal(wxID_CANCEL);
      } else {
        window->Close(true);
      }
    }
    // Dialogs GTK runs itself (printing, native message boxes) are not wx windows.
    GList* all = gtk_window_list_toplevels();
    for (GList* item = all; item != nullptr; item = item->next) {
      auto* widget = GTK_WIDGET(item->data);
      if (!GTK_IS_DIALOG(widget) || !gtk_widget_get_visible(widget)) continue;
      const char* title = gtk_window_get_title(GTK_WINDOW(widget));
      m_closed.emplace_back(title != nullptr ? title : "");
      gtk_dialog_response(GTK_DIALOG(widget), GTK_RESPONSE_CANCEL);
    }
    g_list_free(all);
  }

  MainFrame& m_main;
  wxTimer m_timer;
  std::vector<std::string> m_closed;
};

// A key pressed and released for real, then time for the window to act on it.
void press(int key, int modifiers = wxMOD_NONE) {
  wxUIActionSimulator keys;
  keys.Char(key, modifiers);
  for (int i = 0; i < 6; ++i) {
    settle();
    wxMilliSleep(25);
  }
  settle();
}

// What the clocks of the wall are now: phase and journal length of every board, and the audit
// rows of the event. A key that changes none of it changed no clock and journaled nothing.
struct HallState {
  std::map<int, std::pair<clock::ClockPhase, std::size_t>> boards;
  std::size_t stored_records = 0;
  std::size_t audit_rows = 0;
  bool operator==(const HallState&) const = default;
};

HallState hall(MainFrame& frame, tournament::EventId event) {
  HallState s;
  auto& clocks = frame.clocks().wall()->clocks();
  db::LiveRepository live(frame.session().database());
  for (const auto& b : clocks.boards()) {
    s.boards[b.board] = {b.face.phase, clocks.clock(b.board).journal().size()};
    s.stored_records += live.load_clock(clocks.game(b.board)).size();
  }
  s.audit_rows = db::AuditLog(frame.session().database()).list(event).size();
  return s;
}

int running(const HallState& s) {
  int n = 0;
  for (const auto& [board, b] : s.boards) n += b.first == clock::ClockPhase::running ? 1 : 0;
  return n;
}

std::string ru_name(int i) {
  static const char* const surnames[] = {"Иванов",   "Петров",   "Сидоров",  "Кузнецов", "Смирнов", "Попов",
                                         "Васильев", "Соколов",  "Михайлов", "Новиков",  "Фёдоров", "Морозов",
                                         "Волков",   "Алексеев", "Лебедев",  "Семёнов",  "Егоров"};
  if (i == 1) return "Константинопольский-Петровский Александр Владимирович";
  return std::string(surnames[(i - 1) % 17]) + " " + std::to_string(i);
}

// The console on `db` as a judge starts it: the display's whole work area, maximized.
MainFrame* console_on(const std::filesystem::path& db, const clock::TimeSource& time) {
  auto* frame = new MainFrame(std::make_unique<app::Session>(db, "shashki-console"), &time);
  frame->Show();
  for (int i = 0; i < 10; ++i) {
    settle();
    wxMilliSleep(20);
  }
  return frame;
}

// Answers the form `find` reaches as soon as it is open: a key pressed for real opens it only
// when the display has sent the key, so a timer looks for it every 20 ms (three seconds at
// most, then the test fails rather than waiting on an open form). The timer's events come
// through the display's loop, the form's modal one too.
class AnswerWhenOpen : public wxTimer {
 public:
  AnswerWhenOpen(std::function<console::ApplyForm*()> find, std::function<void(console::ApplyForm&)> answer)
      : m_find(std::move(find)), m_answer(std::move(answer)) {
    Start(20);
  }
  ~AnswerWhenOpen() override {
    Stop();
    BOOST_TEST(m_answered, "the form did not open");
  }
  AnswerWhenOpen(const AnswerWhenOpen&) = delete;
  AnswerWhenOpen& operator=(const AnswerWhenOpen&) = delete;

  void Notify() override {
    if (m_answered) return;
    if (auto* form = m_find()) {
      m_answered = true;
      Stop();
      m_answer(*form);
    } else if (++m_ticks > 150) {
      Stop();
    }
  }

 private:
  std::function<console::ApplyForm*()> m_find;
  std::function<void(console::ApplyForm&)> m_answer;
  bool m_answered = false;
  int m_ticks = 0;
};

// Every window below `root` that shows, deepest last.
void shown_windows(wxWindow* root, std::vector<wxWindow*>& out) {
  for (auto* child : root->GetChildren()) {
    if (!child->IsShown() || child->IsTopLevel()) continue;
    out.push_back(child);
    shown_windows(child, out);
  }
}

// Every control of the page shown lies inside the page, and none is squeezed below the size its
// text needs (GTK's "Negative content width"); a label that may ellipsize is let shrink.
void check_page_fits(MainFrame& frame, const std::string& what) {
  for (int i = 0; i < 4; ++i) {
    settle();
    wxMilliSleep(20);
  }
  auto* page = frame.notebook().GetCurrentPage();
  BOOST_REQUIRE(page != nullptr);
  const wxRect area(page->GetScreenPosition(), page->GetClientSize());
  const wxRect screen = wxDisplay(0U).GetGeometry();
  BOOST_TEST(screen.Contains(area), what << ": the page reaches beyond the screen");
  std::vector<wxWindow*> windows;
  shown_windows(page, windows);
  for (auto* w : windows) {
    // Inside a scrolled child (the grid's cells, the wall) the scrolling shows the rest.
    if (w->GetParent() != page && !w->GetParent()->IsShownOnScreen()) continue;
    const wxRect r(w->GetScreenPosition(), w->GetSize());
    const auto name = what + ": " + wxString(w->GetClassInfo()->GetClassName()).utf8_string() + " '" +
                      wxStripMenuCodes(w->GetLabel()).utf8_string() + "'";
    BOOST_TEST(area.Contains(r), name << " at " << r.x << "," << r.y << " " << r.width << "x" << r.height
                                      << " lies outside the page " << area.x << "," << area.y << " "
                                      << area.width << "x" << area.height);
    const bool shrinks = w->HasFlag(wxST_ELLIPSIZE_END) || w->HasFlag(wxST_ELLIPSIZE_MIDDLE) ||
                         w->HasFlag(wxST_ELLIPSIZE_START) || dynamic_cast<wxTextCtrl*>(w) != nullptr;
    const bool control = dynamic_cast<wxControl*>(w) != nullptr && dynamic_cast<wxNotebook*>(w) == nullptr;
    if (control && !shrinks) {
      const wxSize best = w->GetBestSize();
      BOOST_TEST(w->GetSize().x >= best.x - 2, name << " is " << w->GetSize().x << " wide, needs " << best.x);
    }
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_hall_tests)

BOOST_AUTO_TEST_CASE(the_layout_is_russian_and_a_key_gives_its_physical_latin_letter) {
  // The fixture's layout is in force: the key printed P types the Cyrillic "з", and the console
  // still reads it as P.
  console::init_wx_translations("ru");
  test::TempDir dir;
  clock::ManualTimeSource time(1000s);
  auto* frame = console_on(dir.path() / "arbiter.db", time);
  auto* field = new wxTextCtrl(frame, wxID_ANY);
  int letter = 0;
  wxChar typed = 0;
  field->Bind(wxEVT_KEY_DOWN, [&](wxKeyEvent& e) {
    letter = console::latin_letter(e);
    e.Skip();
  });
  field->Bind(wxEVT_CHAR, [&](wxKeyEvent& e) {
    typed = e.GetUnicodeKey();
    e.Skip();
  });
  field->SetFocus();
  settle();
  press('p');
  BOOST_TEST(letter == 'P');
  BOOST_TEST(static_cast<int>(typed) == 0x0437);  // з
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(every_key_of_the_console_pressed_while_the_clocks_run_changes_only_what_it_says) {
  console::init_wx_translations("ru");
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  const auto event = console::test_gui::published_round_one(db, "Первенство города", 17, "30+30", ru_name);
  clock::ManualTimeSource time(1000s);
  auto* frame = console_on(db, time);
  BOOST_TEST(frame->GetSize().x <= 1366);
  BOOST_TEST(frame->GetSize().y <= 768);
  Closer closer(*frame);
  frame->show_page(Page::round);
  frame->round().grid().SetFocus();

  // F9 puts the round on the wall; F5 starts the hall.
  press(WXK_F9);
  BOOST_REQUIRE(frame->page() == Page::clocks);
  BOOST_REQUIRE(frame->clocks().wall() != nullptr);
  frame->clocks().wall()->stop_timer();
  press(WXK_F5);
  auto before = hall(*frame, event);
  BOOST_REQUIRE(before.boards.size() == 8u);
  BOOST_TEST(running(before) == 8);

  // Every menu shortcut, as the menus list them, from the wall.
  struct Key {
    int item;
    int modifiers;
    int key;
    std::string label;
  };
  std::vector<Key> keys;
  for (const auto& shortcut : console::menu_shortcuts(*frame->GetMenuBar())) {
    int key = shortcut.key;
    if (key >= 'A' && key <= 'Z') key += 'a' - 'A';  // XTest presses the key of the lower-case letter
    keys.push_back({shortcut.item, shortcut.modifiers, key, shortcut.label.utf8_string()});
  }
  BOOST_TEST(keys.size() >= 25u);
  std::set<std::string> asked;
  for (const auto& k : keys) {
    BOOST_TEST_CONTEXT("shortcut " << k.label) {
      // The hall's own keys say what they change; the rest leave the clocks alone.
      const bool pauses = k.item == console::id_pause_all;
      const bool resumes = k.item == console::id_resume_all;
      time.advance(2s);
      frame->show_page(Page::clocks);
      frame->clocks().wall()->SetFocus();
      settle();
      const auto was = hall(*frame, event);
      press(k.key, k.modifiers);
      for (const auto& title : closer.take()) asked.insert(title);
      settle();
      const auto now = hall(*frame, event);
      if (pauses) {
        BOOST_TEST(running(now) == 0);
        BOOST_TEST(now.audit_rows == was.audit_rows + 1);
      } else if (resumes) {
        BOOST_TEST(running(now) == 8);  // nothing was paused: nothing to resume, nothing written
        BOOST_TEST((now == was));
      } else {
        BOOST_TEST((now == was));
        BOOST_TEST(frame->clocks().wall()->clocks().recovery().empty());
      }
      // The Quit question keeps the hall running; it was asked, not skipped.
      if (k.item == wxID_EXIT) BOOST_TEST(!asked.empty());
    }
    if (k.item == console::id_pause_all) press(WXK_F7);  // the hall plays on for the next key
  }
  BOOST_TEST(running(hall(*frame, event)) == 8);
  // The quit question and the lock question were asked and cancelled (the closer names them).
  BOOST_TEST(asked.size() >= 5u);

  // F9 again while the clocks run: the wall only shows, nothing waits for a recovery.
  frame->show_page(Page::players);
  const auto before_f9 = hall(*frame, event);
  press(WXK_F9);
  BOOST_TEST((frame->page() == Page::clocks));
  BOOST_TEST((hall(*frame, event) == before_f9));
  BOOST_TEST(frame->clocks().wall()->clocks().recovery().empty());
  BOOST_TEST(frame->message_shown().utf8_string().find("остановке консоли") == std::string::npos);

  // The wall's letters by the physical key in the Russian layout: P pauses the selected board,
  // R resumes it, A goes to the appeal's reason.
  frame->clocks().wall()->select(0);
  frame->clocks().wall()->SetFocus();
  settle();
  const int board = frame->clocks().wall()->board(0);
  auto phase = [&] { return frame->clocks().wall()->clocks().clock(board).phase(); };
  time.advance(3s);
  press('p');
  BOOST_TEST((phase() == clock::ClockPhase::paused));
  time.advance(3s);
  press('r');
  BOOST_TEST((phase() == clock::ClockPhase::running));
  const auto before_a = hall(*frame, event);
  press('a');
  BOOST_TEST((frame->clocks().form_shown() == console::ClocksPanel::appeal_page));
  BOOST_TEST((wxWindow::FindFocus() == &frame->clocks().reason_field()));
  // The reason is typed in Russian: the letters stay in the field, none is a wall key.
  for (const int c : {'p', 'r', 'a', 'p'}) press(c);
  BOOST_TEST(frame->clocks().reason_field().GetValue().utf8_string() == "зкфз");
  // Ctrl+A in the seconds field is the field's (select all), then the seconds land there.
  frame->clocks().seconds_field().SetFocus();
  settle();
  press('a', wxMOD_CONTROL);
  for (const int c : {'4', '5'}) press(c);
  BOOST_TEST(frame->clocks().seconds_field().GetValue() == 45);
  BOOST_TEST(frame->clocks().reason_field().GetValue().utf8_string() == "зкфз");
  BOOST_TEST((hall(*frame, event) == before_a));

  // Ctrl+1 and Ctrl+2 from the round grid show the reports and enter nothing.
  frame->show_page(Page::round);
  frame->round().grid().SetFocus();
  frame->round().grid().SetGridCursor(0, console::RoundPanel::result);
  settle();
  press('1', wxMOD_CONTROL);
  BOOST_TEST((frame->page() == Page::standings));
  frame->show_page(Page::round);
  frame->round().grid().SetFocus();
  settle();
  press('2', wxMOD_CONTROL);
  BOOST_TEST((frame->page() == Page::crosstable));
  BOOST_TEST(!frame->round().tournament().rounds.at(0).boards.at(0).games.at(0).has_value());
  // Ctrl+L in the Russian layout asks to lock the round (and the closer says no).
  frame->show_page(Page::round);
  frame->round().grid().SetFocus();
  settle();
  press('l', wxMOD_CONTROL);
  BOOST_TEST(!closer.take().empty());
  // A result key alone, in the Russian layout, still enters its result.
  frame->round().grid().SetFocus();
  frame->round().grid().SetGridCursor(0, console::RoundPanel::result);
  settle();
  press('1');
  BOOST_TEST(frame->round().tournament().rounds.at(0).boards.at(0).games.at(0).has_value());
  console::test_gui::shoot(*frame, "hall_round", "ru");
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(every_page_fits_the_screen_in_russian_with_its_answers_in_view) {
  console::init_wx_translations("ru");
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  const auto event = console::test_gui::published_round_one(
      db, "Первенство города по русским шашкам среди юношей", 17, "30+30", ru_name);
  clock::ManualTimeSource time(1000s);
  auto* frame = console_on(db, time);
  for (const auto page :
       {Page::events, Page::players, Page::round, Page::standings, Page::crosstable, Page::rulings}) {
    frame->show_page(page);
    check_page_fits(*frame, "page " + std::to_string(static_cast<int>(page)));
  }
  frame->show_page(Page::round);
  console::test_gui::shoot(*frame, "hall_round_page", "ru");

  // The Clocks page with everything it can show at once: a draw offer's answer, then a flag.
  frame->open_clock_wall();
  auto& clocks = frame->clocks();
  clocks.wall()->stop_timer();
  clocks.start_all();
  clocks.wall()->select(0);
  const auto offer = clocks.offer_draw(clock::Side::white);
  BOOST_TEST(!offer.allowed);  // 6.1.8.1: not before 20 moves each
  BOOST_TEST(!clocks.draw_answer().empty());
  check_page_fits(*frame, "clocks, draw answer");
  console::test_gui::shoot(*frame, "hall_clocks_draw", "ru");
  time.advance(31min);
  clocks.wall()->tick();
  BOOST_TEST(clocks.flag_shown());
  check_page_fits(*frame, "clocks, flag");
  console::test_gui::shoot(*frame, "hall_clocks_flag", "ru");
  // The message names every flag that fell, not only the last one.
  const auto told = frame->message_shown().utf8_string();
  for (const int b : {1, 2, 8}) {
    BOOST_TEST(told.find("Доска " + std::to_string(b) + ":") != std::string::npos, told);
  }
  // The appeal form in the same column, its buttons and seconds in view.
  clocks.wall()->SetFocus();
  settle();
  press('a');
  BOOST_TEST((clocks.form_shown() == console::ClocksPanel::appeal_page));
  check_page_fits(*frame, "clocks, appeal");
  console::test_gui::shoot(*frame, "hall_clocks_appeal", "ru");
  // A confirmed flag's tile is no longer red: its game is over.
  BOOST_TEST(clocks.confirm_flag());
  BOOST_TEST(clocks.wall()->tile_text(0).utf8_string().find("ФЛАГ") == std::string::npos,
             clocks.wall()->tile_text(0).utf8_string());
  (void)event;
  frame->Destroy();
  settle();
}

// The bracket of eight on the round page, keys pressed for real in the Russian layout: a match
// decided in its regular games, one in rapid, one in lightning and one in the deciding game; the
// stage is chosen with its mnemonic (Alt+С in Russian) and the arrow keys, as a judge does.
BOOST_AUTO_TEST_CASE(a_knockout_runs_to_its_final_with_a_match_decided_in_each_tie_break_stage) {
  console::init_wx_translations("ru");
  test::TempDir dir;
  clock::ManualTimeSource time(1000s);
  auto* frame = console_on(dir.path() / "arbiter.db", time);
  tournament::Event e;
  e.name = "Кубок города";
  e.system = tournament::PairingSystem::knockout;
  e.rounds = 3;
  e.micro_match = true;
  e.time_control = "30+30";
  const auto event = app::EventService(frame->session()).create(e).id;
  for (int i = 1; i <= 8; ++i) {
    tournament::Player p;
    p.name = ru_name(i);
    p.rating = 2400 - 10 * i;
    app::PlayerService(frame->session()).add(event, p);
  }
  frame->open_event(event);
  frame->show_page(Page::round);
  auto& round = frame->round();
  BOOST_REQUIRE(round.tiebreak_stage_shown());

  // The stage by its mnemonic and arrow keys: Down moves to the next stage.
  const auto choose_stage = [&](tournament::KnockoutStage stage) {
    while (round.tiebreak_stage() != stage) {
      press('c', wxMOD_ALT);  // the key of С in the Russian layout, C in the Latin one
      const auto before = round.tiebreak_stage();
      press(WXK_DOWN);
      BOOST_REQUIRE_MESSAGE(round.tiebreak_stage() != before, "Alt+С and Down do not move the stage");
    }
  };
  const auto keys_on = [&](int row, std::initializer_list<int> keys) {
    round.grid().SetFocus();
    round.grid().SetGridCursor(row, console::RoundPanel::result);
    settle();
    for (const int k : keys) press(k);
  };
  const auto winners = [&](int number) {
    const auto t = round.tournament();
    const auto scoring = t.event.scoring();
    int decided = 0;
    for (const auto& b : t.rounds.at(static_cast<std::size_t>(number - 1)).boards) {
      decided += tournament::knockout_state(b, scoring) == tournament::MatchState::decided ? 1 : 0;
    }
    return decided;
  };
  // Back to rapid: Alt+С, then Up.
  const auto back_to_rapid = [&] {
    while (round.tiebreak_stage() != tournament::KnockoutStage::rapid) {
      press('c', wxMOD_ALT);
      press(WXK_UP);
    }
  };

  const auto next_round = [&](int number, std::size_t boards) {
    if (number > 1) BOOST_REQUIRE(console::test_gui::lock_round(round).refusal.empty());
    round.pair_next();
    round.publish();
    BOOST_REQUIRE_MESSAGE(
        round.row_count() == static_cast<int>(boards),
        "round " << number << ": " << round.row_count() << " rows; " << frame->message_shown().utf8_string());
    back_to_rapid();
  };
  next_round(1, 4);
  check_page_fits(*frame, "knockout round");
  // Board 1 in the regular games; a further key says the match is decided.
  keys_on(0, {'1', '='});
  keys_on(0, {'1'});
  BOOST_TEST(frame->message_shown().utf8_string().find("матч решён") != std::string::npos,
             frame->message_shown().utf8_string());
  // Board 2 in rapid: game 3 won by its White (the board's White), game 4 drawn.
  keys_on(1, {'=', '=', '1', '='});
  // Board 3 in lightning after a level rapid pair.
  keys_on(2, {'=', '=', '=', '='});
  choose_stage(tournament::KnockoutStage::lightning);
  keys_on(2, {'=', '1'});  // game 6 has the board's Black as White: the board's Black goes through
  // Board 4 in the deciding game after level rapid and lightning pairs.
  back_to_rapid();
  keys_on(3, {'=', '=', '=', '='});
  choose_stage(tournament::KnockoutStage::lightning);
  keys_on(3, {'=', '='});
  choose_stage(tournament::KnockoutStage::deciding);
  keys_on(3, {'0'});
  BOOST_TEST(winners(1) == 4);
  const auto t1 = round.tournament();
  const auto& r1 = t1.rounds.at(0).boards;
  const auto scoring = t1.event.scoring();
  BOOST_TEST(r1.at(1).tiebreaks.size() == 2u);
  BOOST_TEST((r1.at(2).tiebreaks.back().stage == tournament::KnockoutStage::lightning));
  BOOST_TEST((tournament::knockout_winner(r1.at(2), scoring) == r1.at(2).black));
  BOOST_TEST((r1.at(3).tiebreaks.back().stage == tournament::KnockoutStage::deciding));
  BOOST_TEST((tournament::knockout_winner(r1.at(3), scoring) == r1.at(3).black));
  frame->show_page(Page::round);
  console::test_gui::shoot(*frame, "hall_knockout", "ru");

  // The semi-finals: one in lightning, one in the deciding game.
  next_round(2, 2);
  keys_on(0, {'=', '=', '=', '='});
  choose_stage(tournament::KnockoutStage::lightning);
  keys_on(0, {'0', '='});
  back_to_rapid();
  keys_on(1, {'=', '=', '=', '='});
  choose_stage(tournament::KnockoutStage::deciding);
  keys_on(1, {'1'});
  BOOST_TEST(winners(2) == 2);

  // The final in rapid.
  next_round(3, 1);
  keys_on(0, {'=', '=', '0', '='});
  BOOST_TEST(winners(3) == 1);
  BOOST_TEST(console::test_gui::lock_round(round).refusal.empty());
  BOOST_TEST((round.tournament().rounds.at(2).state == tournament::RoundState::locked));
  frame->Destroy();
  settle();
}

// The Teams page in Russian at 1366x768, keys pressed for real in the Russian layout: a round
// paired with its button's mnemonic, line-ups typed as numbers and spaces (the comma has no key
// of its own in that layout) and stored with Enter, a board's result typed and stored with
// Enter; the page fits the screen with the line-up check's answer in view.
BOOST_AUTO_TEST_CASE(a_team_round_is_run_on_the_teams_page_from_the_russian_keyboard) {
  console::init_wx_translations("ru");
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  tournament::EventId event;
  {
    app::Session session(db, "shashki");
    tournament::Event e;
    e.name = "Командное первенство города";
    e.rounds = 3;
    e.time_control = "30+30";
    tournament::TeamEvent settings;
    settings.boards_per_match = 2;
    event = app::TeamService(session).create(e, settings, clock::RegulationException::not_confirmed);
    std::ofstream csv(dir.path() / "teams.csv");
    csv << "team,name\n";
    for (const char* team : {"Казань", "Москва", "Тула", "Уфа"})
      for (int p = 1; p <= 2; ++p) csv << team << "," << ru_name(p) << " " << team << "\n";
  }
  clock::ManualTimeSource time(1000s);
  auto* frame = console_on(db, time);
  frame->open_event(event);
  frame->show_page(Page::teams);
  auto& teams = frame->teams();
  BOOST_REQUIRE(teams.import_teams(dir.path() / "teams.csv"));
  check_page_fits(*frame, "teams page");
  // Alt+К ("Снять &команду...", the key of R) and Alt+Н ("&Неявка на матч...", the key of Y)
  // reach their buttons: nothing is chosen yet, so each says what to choose first.
  teams.line_up_field().SetFocus();
  press('r', wxMOD_ALT);
  BOOST_TEST(frame->last_message().utf8_string() == "Сначала выберите команду в списке команд.");
  teams.line_up_field().SetFocus();
  press('y', wxMOD_ALT);
  BOOST_TEST(frame->last_message().utf8_string() == "Сначала выберите матч в списке матчей.");
  // Alt+Д ("Свобо&дный тур...", the key of L): the bye a team asks for needs the team first.
  teams.line_up_field().SetFocus();
  press('l', wxMOD_ALT);
  BOOST_TEST(frame->last_message().utf8_string() == "Сначала выберите команду в списке команд.");
  // Alt+П: "&Провести жеребьёвку следующего тура", the key of G in the Latin layout.
  teams.line_up_field().SetFocus();
  press('g', wxMOD_ALT);
  BOOST_REQUIRE_MESSAGE(teams.team_choice().GetCount() == 4U, frame->last_message().utf8_string());
  // Alt+Ы ("Изменить пар&ы...", the key of S) opens the form of the matches changed by hand, with
  // the matches as they stand; Escape's Cancel leaves them.
  wxString pairing_title;
  teams.line_up_field().SetFocus();
  {
    AnswerWhenOpen answer([&] { return teams.open_form(); },
                          [&](console::ApplyForm& form) {
                            pairing_title = form.GetTitle();
                            BOOST_TEST(form.GetSize().x <= 1366);
                            BOOST_TEST(form.GetSize().y <= 768);
                            console::test_gui::shoot(form, "hall_team_pairing_form", "ru");
                            form.EndModal(wxID_CANCEL);
                          });
    press('s', wxMOD_ALT);
  }
  BOOST_TEST(pairing_title.utf8_string() == "Изменить матчи тура 1");
  const auto& team = *teams.tournament().team;
  for (unsigned choice = 0; choice < 4; ++choice) {
    teams.team_choice().SetSelection(static_cast<int>(choice));
    const int number =
        static_cast<int>(reinterpret_cast<intptr_t>(teams.team_choice().GetClientData(choice)));
    const auto& roster = std::find_if(team.teams.begin(), team.teams.end(), [number](const auto& t) {
                           return t.number == number;
                         })->roster;
    teams.line_up_field().SetFocus();
    // The reserve order broken first: the check answers while it is typed.
    for (const char key : std::to_string(roster[1]) + " " + std::to_string(roster[0])) press(key);
    BOOST_TEST(!teams.line_up_check().empty());
    if (choice == 0) {
      check_page_fits(*frame, "teams page, line-up check");
      console::test_gui::shoot(*frame, "hall_teams_check", "ru");
    }
    teams.line_up_field().Clear();
    for (const char key : std::to_string(roster[0]) + " " + std::to_string(roster[1])) press(key);
    BOOST_TEST(teams.line_up_check().empty(), teams.line_up_check().utf8_string());
    press(WXK_RETURN);
    BOOST_TEST(teams.line_up_field().GetValue().empty(), frame->last_message().utf8_string());
  }
  BOOST_REQUIRE(teams.matches().GetItemCount() == 4);
  // Alt+А: "Тур на ч&асы", the key of F: the round's four games go to the clocks, match by
  // match; the Round page shows them with their matches, and F9 there puts them on the wall.
  teams.line_up_field().SetFocus();
  press('f', wxMOD_ALT);
  BOOST_TEST(frame->last_message().utf8_string().rfind("Тур 1 на часах", 0) == 0,
             frame->last_message().utf8_string());
  BOOST_TEST(teams.matches().GetItemText(3, 1).utf8_string() == "2 (№ 4)");
  check_page_fits(*frame, "teams page, round on the clocks");
  frame->show_page(Page::round);
  const auto* on_clocks = frame->round().tournament().round(1);
  BOOST_REQUIRE(on_clocks != nullptr);
  BOOST_TEST(on_clocks->boards.size() == 4U);
  // The column of the opening names each board's match and its board there.
  BOOST_TEST(frame->round().cell(1, 7).utf8_string().find(", д. 2") != std::string::npos,
             frame->round().cell(1, 7).utf8_string());
  check_page_fits(*frame, "round page, a team round");
  console::test_gui::shoot(*frame, "hall_team_round", "ru");
  frame->round().grid().SetFocus();
  press(WXK_F9);
  BOOST_REQUIRE(frame->page() == Page::clocks);
  BOOST_REQUIRE(frame->clocks().wall() != nullptr);
  frame->clocks().wall()->stop_timer();
  BOOST_TEST(frame->clocks().wall()->label(2).match.utf8_string().find(", д. 1") != std::string::npos);
  console::test_gui::shoot(*frame, "hall_team_wall", "ru");
  press(WXK_F5);
  BOOST_TEST(frame->clocks().wall()->clocks().running() == 4);
  frame->show_page(Page::teams);
  // The Teams page's keys with the clocks running: Alt+А again is refused and stops no clock.
  teams.line_up_field().SetFocus();
  press('f', wxMOD_ALT);
  BOOST_TEST(frame->last_message().utf8_string().find("уже на часах") != std::string::npos,
             frame->last_message().utf8_string());
  BOOST_TEST(frame->clocks().wall()->clocks().running() == 4);
  teams.matches().SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
  teams.result_field().SetFocus();
  for (const char key : std::string("1-0")) press(key);
  press(WXK_RETURN);
  BOOST_TEST(teams.matches().GetItemText(0, 4) == "1-0", frame->last_message().utf8_string());
  // The result ended board 1's clock on the wall at once; the other three run on.
  BOOST_TEST(frame->clocks().wall()->clocks().running() == 3);
  check_page_fits(*frame, "teams page, results");
  console::test_gui::shoot(*frame, "hall_teams_page", "ru");
  frame->Destroy();
  settle();
}

// Round 1 of the Round page on the wall (F9), every clock started (F5), the wall's own timer
// stopped so that only the keys change the clocks.
void start_the_wall(MainFrame& frame) {
  frame.show_page(Page::round);
  frame.round().grid().SetFocus();
  press(WXK_F9);
  BOOST_REQUIRE(frame.clocks().wall() != nullptr);
  frame.clocks().wall()->stop_timer();
  press(WXK_F5);
}

BOOST_AUTO_TEST_CASE(the_floor_arbiters_window_takes_its_keys_in_the_russian_layout_while_the_clocks_run) {
  console::init_wx_translations("ru");
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  const auto event = console::test_gui::published_round_one(db, "Первенство города", 8, "30+30", ru_name);
  clock::ManualTimeSource time(1000s);
  auto* frame = console_on(db, time);
  start_the_wall(*frame);
  const auto before = hall(*frame, event);
  BOOST_REQUIRE(running(before) == 4);
  auto* floor = frame->clocks().floor_arbiters();
  BOOST_REQUIRE(floor != nullptr);
  floor->confirm_revoke = [](const wxString&) { return true; };
  floor->name_field().SetFocus();
  settle();
  // The keys printed G T N H J D type "петров" in the Russian layout; Enter issues the token.
  for (const int key : {'g', 't', 'n', 'h', 'j', 'd'}) press(key);
  BOOST_TEST(floor->name_field().GetValue().utf8_string() == "петров");
  press(WXK_RETURN);
  BOOST_REQUIRE(floor->listed().size() == 1u);
  BOOST_TEST(floor->listed()[0].name == "петров");
  // Alt with the key of the Russian mnemonic: "&Отозвать" is Alt+О, the key printed J.
  floor->select(0);
  press('j', wxMOD_ALT);
  BOOST_TEST(floor->listed()[0].revoked);
  console::test_gui::shoot(*floor, "floor_arbiters", "ru");
  // Escape closes the window; the clocks ran on, each journal as it was.
  press(WXK_ESCAPE);
  for (int i = 0; i < 10 && frame->clocks().floor_arbiters_shown(); ++i) settle();
  BOOST_TEST(!frame->clocks().floor_arbiters_shown());
  const auto after = hall(*frame, event);
  BOOST_TEST(running(after) == 4);
  BOOST_TEST((after.boards == before.boards));
  BOOST_TEST(after.audit_rows == before.audit_rows + 2);  // the token issued and revoked
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_CASE(the_regulations_window_takes_its_keys_in_the_russian_layout_while_the_clocks_run) {
  console::init_wx_translations("ru");
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  // Odd numbers are girls; all born 2014-2017.
  const auto event = console::test_gui::published_round_one(
      db, "Первенство города среди детей", 8, "30+30", ru_name, [](tournament::Player& p, int i) {
        p.sex = i % 2 == 1 ? tournament::Sex::female : tournament::Sex::male;
        p.birth = std::chrono::year{2014 + i % 4} / 6 / 1;
      });
  clock::ManualTimeSource time(1000s);
  auto* frame = console_on(db, time);
  start_the_wall(*frame);
  const auto before = hall(*frame, event);
  BOOST_REQUIRE(running(before) == 4);
  frame->show_page(Page::standings);
  console::test_gui::menu(*frame, console::id_regulations);
  auto* window = frame->regulations();
  BOOST_REQUIRE(window != nullptr);
  window->confirm_remove = [](const wxString&) { return true; };
  using console::RegulationsTab;
  const auto rows = [&](RegulationsTab tab) { return window->list(tab).GetItemCount(); };
  const auto fits = [&](const std::string& what) {
    settle();
    const wxRect screen = wxDisplay(0U).GetGeometry();
    BOOST_TEST(screen.Contains(window->GetScreenRect()), what << ": the window reaches beyond the screen");
  };

  // Officials: the keys printed G T N H J D type "петров"; Alt+Н ("&Назначить", the key Y)
  // appoints him chief judge, the post chosen first; he becomes the event's chief arbiter.
  window->official_name().SetFocus();
  settle();
  for (const int key : {'g', 't', 'n', 'h', 'j', 'd'}) press(key);
  window->official_category().SetSelection(1);
  press('y', wxMOD_ALT);
  BOOST_REQUIRE(rows(RegulationsTab::officials) == 1);
  BOOST_TEST(window->list(RegulationsTab::officials).GetItemText(0, 1).utf8_string() == "петров");
  BOOST_TEST(window->list(RegulationsTab::officials).GetItemText(0, 2).utf8_string() ==
             "судья всероссийской категории");
  BOOST_TEST(app::load_tournament(frame->session(), event).event.chief_arbiter == "петров");
  fits("officials");
  console::test_gui::shoot(*window, "regulations_officials", "ru");

  // Sections: a year that is none is told and enters nothing; the girls' section enters, and
  // the standings page offers it at once. Alt+Д ("&Добавить") is the key L.
  window->show_tab(RegulationsTab::sections);
  window->section_name().SetValue("Девочки");
  window->section_sex().SetSelection(2);
  window->section_born_from().SetValue("20x4");
  window->section_name().SetFocus();
  press('l', wxMOD_ALT);
  BOOST_TEST(rows(RegulationsTab::sections) == 0);
  BOOST_TEST(frame->last_message().utf8_string().find("20x4") != std::string::npos,
             frame->last_message().utf8_string());
  window->section_born_from().SetValue("2014");
  press('l', wxMOD_ALT);
  BOOST_REQUIRE(rows(RegulationsTab::sections) == 1);
  BOOST_TEST(window->list(RegulationsTab::sections).GetItemText(0, 2) == "4");
  BOOST_REQUIRE(frame->standings().section_choice() != nullptr);
  BOOST_TEST(frame->standings().section_choice()->GetCount() == 2u);
  // A section no player fits is refused with the core's reason.
  window->section_name().SetValue("Мальчики 2030");
  window->section_sex().SetSelection(1);
  window->section_born_from().SetValue("2030");
  press('l', wxMOD_ALT);
  BOOST_TEST(rows(RegulationsTab::sections) == 1);
  fits("sections");
  console::test_gui::shoot(*window, "regulations_sections", "ru");

  // Prizes: one for the girls' first place, then removed with Alt+У ("&Удалить", the key E).
  window->show_tab(RegulationsTab::prizes);
  settle();
  window->prize_name().SetValue("Лучшая девочка");
  window->prize_section().SetSelection(1);
  window->prize_value().SetValue("3000");
  window->prize_name().SetFocus();
  press('l', wxMOD_ALT);
  BOOST_REQUIRE(rows(RegulationsTab::prizes) == 1);
  BOOST_TEST(window->list(RegulationsTab::prizes).GetItemText(0, 2).utf8_string() == "Девочки");
  window->prize_name().SetValue("Приз");
  window->prize_value().SetValue("много");
  press('l', wxMOD_ALT);
  BOOST_TEST(rows(RegulationsTab::prizes) == 1);
  fits("prizes");
  console::test_gui::shoot(*window, "regulations_prizes", "ru");
  // A prize added meanwhile from elsewhere (the command line): the line the judge selected is no
  // longer what the list shows, so nothing is removed and the list is shown anew.
  app::add_prize(frame->session(), event, tournament::Prize{"Приз зрительских симпатий", 2, "", 0});
  window->select(RegulationsTab::prizes, 0);
  press('e', wxMOD_ALT);
  BOOST_TEST(rows(RegulationsTab::prizes) == 2);
  BOOST_TEST(frame->last_message().utf8_string().find("ничего не удалено") != std::string::npos,
             frame->last_message().utf8_string());
  window->select(RegulationsTab::prizes, 0);
  press('e', wxMOD_ALT);
  BOOST_REQUIRE(rows(RegulationsTab::prizes) == 1);
  BOOST_TEST(window->list(RegulationsTab::prizes).GetItemText(0, 1).utf8_string() ==
             "Приз зрительских симпатий");

  // Pairing bans: a family of Nos. 1 and 3; a number the event does not have is told.
  window->show_tab(RegulationsTab::bans);
  settle();
  window->ban_ground().SetSelection(2);
  window->ban_first().SetValue("1");
  window->ban_second().SetValue("99");
  window->ban_first().SetFocus();
  press('l', wxMOD_ALT);
  BOOST_TEST(rows(RegulationsTab::bans) == 0);
  BOOST_TEST(frame->last_message().utf8_string().find("99") != std::string::npos);
  window->ban_second().SetValue("3");
  press('l', wxMOD_ALT);
  BOOST_REQUIRE(rows(RegulationsTab::bans) == 1);
  fits("bans");
  console::test_gui::shoot(*window, "regulations_bans", "ru");

  // Escape closes the window; the clocks ran on, each journal as it was; six actions audited
  // (the appointment, the section, the two prizes added and one removed, the ban).
  press(WXK_ESCAPE);
  for (int i = 0; i < 10 && window != nullptr && frame->regulations_shown(); ++i) settle();
  BOOST_TEST(!frame->regulations_shown());
  const auto after = hall(*frame, event);
  BOOST_TEST(running(after) == 4);
  BOOST_TEST((after.boards == before.boards));
  BOOST_TEST(after.audit_rows == before.audit_rows + 6);
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_SUITE_END()
