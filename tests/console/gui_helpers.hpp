#pragma once
// What every GUI test of the console does: let wx settle, save a screenshot, type on the round
// grid as a judge would.
#include "apply_form_ui.hpp"
#include "console_app.hpp"
#include "main_frame.hpp"
#include "players_panel_ui.hpp"
#include "reason_form_ui.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/test/support.hpp"

#include <wx/app.h>
#include <wx/grid.h>
#include <wx/utils.h>
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

namespace shashki::console::test_gui {

/// A new database at `db` holding an event of `players` players, the i-th named `name(i)` and
/// rated 2400 - 10 i (and whatever `describe` sets of him), played at `control`, with round 1
/// paired and published.
inline tournament::EventId published_round_one(
    const std::filesystem::path& db, const std::string& event_name, int players, const std::string& control,
    const std::function<std::string(int)>& name,
    const std::function<void(tournament::Player&, int)>& describe = {}) {
  app::Session session(db, "console-tests");
  tournament::Event open;
  open.name = event_name;
  open.rounds = 5;
  open.time_control = control;
  const auto event = app::EventService(session).create(open).id;
  for (int i = 1; i <= players; ++i) {
    tournament::Player p;
    p.name = name(i);
    p.rating = 2400 - 10 * i;
    if (describe) describe(p, i);
    app::PlayerService(session).add(event, p);
  }
  app::RoundService(session).pair(event);
  app::RoundService(session).publish(event);
  return event;
}

/// <build>/screenshots/, created on first use.
inline std::filesystem::path screenshots() {
  const auto dir = test::bin_dir().parent_path() / "screenshots";
  std::filesystem::create_directories(dir);
  return dir;
}

/// Runs the pending events (layout, paint) a few times.
inline void settle() {
  for (int i = 0; i < 5; ++i) wxTheApp->Yield(true);
}

/// Saves `window` as <build>/screenshots/<name>_<lang>.png and checks the file is a real image.
inline void shoot(wxWindow& window, const std::string& name, const std::string& lang) {
  settle();
  window.Refresh();
  window.Update();
  // GTK draws a changed widget (enabled, ticked, selected) on one of its next frames, not at
  // once: let a few pass, or the picture shows the widgets as they were.
  for (int frame = 0; frame < 10; ++frame) {
    settle();
    wxMilliSleep(20);
  }
  const auto png = screenshots() / (name + "_" + lang + ".png");
  BOOST_TEST(save_screenshot(window, png));
  BOOST_TEST(std::filesystem::file_size(png) > 1000u);
}

/// A console window on the database `db`, 1280x800, shown and settled; `time` drives its clocks,
/// `seeds` its draws by lot (none: the system's).
inline MainFrame* open_console(const std::filesystem::path& db, const clock::TimeSource& time,
                               SeedSource seeds = {}) {
  auto* frame = new MainFrame(std::make_unique<app::Session>(db, "shashki-console"), &time, std::move(seeds));
  frame->SetSize(1280, 800);
  frame->Show();
  settle();
  return frame;
}

/// A console window in English on a fresh database in a temporary folder, closed at the end.
struct ConsoleWindow {
  test::TempDir dir;
  clock::ManualTimeSource time{std::chrono::seconds(1000)};
  MainFrame* frame = nullptr;

  ConsoleWindow() {
    init_wx_translations("en");
    frame = open_console(dir.path() / "arbiter.db", time);
  }
  ConsoleWindow(const ConsoleWindow&) = delete;
  ConsoleWindow& operator=(const ConsoleWindow&) = delete;
  ~ConsoleWindow() {
    frame->Destroy();
    settle();
  }
};

/// Chooses the menu item (or its key) `id` of the main window, as a click on it does.
inline void menu(MainFrame& frame, int id) {
  wxCommandEvent command(wxEVT_MENU, id);
  frame.GetEventHandler()->ProcessEvent(command);
}

/// Types `key` on the round grid: a char event (a key-down for Enter) to the grid's handler.
inline void type_on_grid(RoundPanel& round, int key) {
  wxKeyEvent event(key == WXK_RETURN ? wxEVT_KEY_DOWN : wxEVT_CHAR);
  event.m_keyCode = key;
  event.m_uniChar = key == WXK_RETURN ? static_cast<wxChar>(WXK_NONE) : static_cast<wxChar>(key);
  event.SetEventObject(&round.grid());
  round.grid().GetEventHandler()->ProcessEvent(event);
}

/// What became of a question the round page asked (the lock's, a result correction's).
struct Answer {
  bool asked = false;  ///< a form opened
  wxString refusal;    ///< what the form said when OK was refused; empty when OK went through
};

/// Runs `act`, which may ask a question on the round page, and answers it from inside its modal
/// loop: `fill` gets the form, then OK is pressed when `ok` (a refused OK leaves its reason in
/// the answer), and a form still open is cancelled as Escape does.
inline Answer answer_question(RoundPanel& round, const std::function<void()>& act,
                              const std::function<void(ApplyForm&)>& fill, bool ok) {
  Answer answer;
  wxTheApp->CallAfter([&] {
    ApplyForm* form = round.question();
    if (form == nullptr) return;
    answer.asked = true;
    fill(*form);
    if (ok && !form->press_ok()) answer.refusal = form->error_text();
    if (form->IsModal()) form->EndModal(wxID_CANCEL);
  });
  act();
  settle();
  return answer;
}

/// Runs `open`, which shows a modal form that `find` reaches; `answer` ends it from its loop.
inline void answering(const std::function<void()>& open, const std::function<ApplyForm*()>& find,
                      const std::function<void(ApplyForm&)>& answer) {
  bool asked = false;
  wxTheApp->CallAfter([&] {
    auto* form = find();
    if (form == nullptr) return;
    asked = true;
    answer(*form);
  });
  open();
  settle();
  BOOST_TEST(asked);
}

/// Answers, from inside the next modal loop, the ReasonForm that `find` reaches: `reason` typed
/// and OK pressed, or Cancel when `reason` is empty. An error when no reason form is open.
inline void answer_reason_later(const std::function<ApplyForm*()>& find, const wxString& reason) {
  wxTheApp->CallAfter([find, reason] {
    auto* ask = dynamic_cast<ReasonForm*>(find());
    if (ask == nullptr) {
      BOOST_ERROR("no reason was asked for");
      return;
    }
    if (reason.empty()) {
      ask->EndModal(wxID_CANCEL);
    } else {
      ask->set_reason(reason);
      BOOST_TEST(ask->press_ok());
    }
  });
}

/// Locks the round shown, saying yes to the question Lock asks.
inline Answer lock_round(RoundPanel& round) {
  return answer_question(
      round, [&] { round.lock(); }, [](ApplyForm&) {}, true);
}

/// Whether `text` (a label, a message) shows `part`; a line break counts as a space.
inline bool contains(const wxString& text, const std::string& part) {
  wxString flat = text;
  flat.Replace("\n", " ");
  return flat.utf8_string().find(part) != std::string::npos;
}

/// Withdraws the player of row `row` on the Players page, giving `reason` when it asks why.
inline bool withdraw(PlayersPanel& players, unsigned row, const std::string& reason = "left the event") {
  bool done = false;
  answering([&] { done = players.withdraw_row(row); }, [&] { return players.open_form(); },
            [&](ApplyForm& form) {
              auto* ask = dynamic_cast<ReasonForm*>(&form);
              BOOST_REQUIRE(ask != nullptr);
              ask->set_reason(wxString::FromUTF8(reason));
              BOOST_TEST(form.press_ok());
            });
  return done;
}

}  // namespace shashki::console::test_gui
