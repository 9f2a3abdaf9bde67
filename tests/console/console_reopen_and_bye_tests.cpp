// Corrections between rounds on the console: the chief arbiter reopens a locked round from the
// Round menu with a reason; a draft that a correction made stale asks for a re-pair or a reason
// before it is published; a bye a player requests (C.04.2) is entered from the Event menu for
// the selected player. Every refusal or cancelled form leaves the database as it was.
#include <boost/test/unit_test.hpp>

#include "bye_form_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "players_panel_ui.hpp"
#include "reason_form_ui.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/bye_service.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/test/support.hpp"

#include <wx/app.h>

using namespace shashki;
using namespace std::chrono_literals;
using console::test_gui::answer_question;
using console::test_gui::menu;
using console::test_gui::settle;

namespace {

// A Swiss of six players made through the app, with `played` rounds played (White wins) and
// complete, the last `locked` of them locked; the console opened on it.
struct Desk {
  test::TempDir dir;
  std::filesystem::path db = dir.path() / "arbiter.db";
  tournament::EventId event;
  clock::ManualTimeSource time{1000s};
  console::MainFrame* frame = nullptr;

  Desk(int played, bool locked, int half_byes = 0) {
    {
      app::Session session(db, "shashki");
      tournament::Event e;
      e.name = "Spring Cup";
      e.rounds = 5;
      e.time_control = "30+30";
      e.half_byes = half_byes;
      event = app::EventService(session).create(e).id;
      for (int i = 1; i <= 6; ++i) {
        tournament::Player p;
        p.name = "Player " + std::to_string(i);
        p.rating = 2300 - 20 * i;
        app::PlayerService(session).add(event, p);
      }
      app::RoundService rounds(session);
      for (int r = 1; r <= played; ++r) {
        const auto round = rounds.pair(event).round;
        rounds.publish(event);
        for (const auto& b : round.boards) {
          if (!b.is_bye()) app::ResultService(session).set(event, r, b.number, 1, "1-0");
        }
        rounds.complete(event, r);
      }
      if (locked) rounds.lock(event, played);
    }
    console::init_wx_translations("en");
    frame = console::test_gui::open_console(db, time, [] { return std::uint64_t{20261201}; });
  }
  Desk(const Desk&) = delete;
  Desk& operator=(const Desk&) = delete;
  ~Desk() {
    frame->Destroy();
    settle();
  }

  console::RoundPanel& round() { return frame->round(); }
  [[nodiscard]] tournament::RoundState state(int number) {
    return app::RoundService(frame->session()).show(event, number).state;
  }
  [[nodiscard]] std::int64_t audit_rows() { return db::AuditLog(frame->session().database()).count(); }
  [[nodiscard]] std::string last_action() {
    return db::AuditLog(frame->session().database()).list(event).back().action;
  }
};

using shashki::console::test_gui::contains;

}  // namespace

BOOST_AUTO_TEST_SUITE(console_reopen_and_bye_tests)

BOOST_AUTO_TEST_CASE(the_chief_arbiter_reopens_a_locked_round_from_the_round_menu_with_a_reason) {
  Desk d(1, true);
  d.round().show_round(1);
  settle();
  const auto rows = d.audit_rows();
  // OK without a reason is refused; the round stays locked.
  const auto bare = answer_question(
      d.round(), [&] { menu(*d.frame, console::id_reopen_round); }, [](console::ApplyForm&) {}, true);
  BOOST_TEST(bare.asked);
  BOOST_TEST(contains(bare.refusal, "needs its reason"), bare.refusal.utf8_string());
  BOOST_TEST((d.state(1) == tournament::RoundState::locked));
  BOOST_TEST(d.audit_rows() == rows);
  BOOST_TEST(contains(d.frame->last_message(), "stays locked"));
  // With the reason it is reopened, audited, and takes a correction again.
  const auto yes = answer_question(
      d.round(), [&] { menu(*d.frame, console::id_reopen_round); },
      [](console::ApplyForm& form) {
        dynamic_cast<console::ReasonForm&>(form).set_reason("board 1 scoresheet signed the other way");
      },
      true);
  BOOST_TEST(yes.asked);
  BOOST_TEST(yes.refusal.empty(), yes.refusal.utf8_string());
  BOOST_TEST((d.state(1) == tournament::RoundState::complete));
  BOOST_TEST(d.last_action() == "round.unlock");
  BOOST_TEST(contains(d.frame->last_message(), "Round 1 reopened"));
  app::ResultService(d.frame->session()).set(d.event, 1, 1, 1, "0-1", "scoresheet");
}

BOOST_AUTO_TEST_CASE(a_draft_made_stale_by_a_correction_asks_for_a_reason_before_it_is_published) {
  Desk d(1, false);
  d.round().pair_next();
  app::ResultService(d.frame->session()).set(d.event, 1, 1, 1, "0-1", "scoresheet signed the other way");
  d.round().refresh();
  const auto rows = d.audit_rows();
  wxString question;
  const auto no = answer_question(
      d.round(), [&] { menu(*d.frame, console::id_publish); },
      [&](console::ApplyForm& form) {
        question = form.GetTitle();
        BOOST_TEST(!form.press_ok());  // no reason
      },
      false);
  BOOST_TEST(no.asked);
  BOOST_TEST(contains(question, "Publish round 2 as drafted?"), question.utf8_string());
  BOOST_TEST((d.state(2) == tournament::RoundState::draft));
  BOOST_TEST(d.audit_rows() == rows);
  BOOST_TEST(contains(d.frame->last_message(), "not published"));
  const auto yes = answer_question(
      d.round(), [&] { menu(*d.frame, console::id_publish); },
      [](console::ApplyForm& form) {
        dynamic_cast<console::ReasonForm&>(form).set_reason("the pairing was already announced");
      },
      true);
  BOOST_TEST(yes.refusal.empty(), yes.refusal.utf8_string());
  BOOST_TEST((d.state(2) == tournament::RoundState::published));
}

BOOST_AUTO_TEST_CASE(a_bye_is_requested_for_the_selected_player_from_the_event_menu) {
  Desk d(0, false, 0);               // the regulations allow no half-point bye
  d.frame->players().select_row(1);  // No. 2
  const auto rows = d.audit_rows();
  bool opened = false;
  wxString refusal;
  wxTheApp->CallAfter([&] {
    auto* form = dynamic_cast<console::ByeForm*>(d.frame->players().open_form());
    if (form == nullptr) return;
    opened = true;
    // A half-point bye the regulations do not allow: the app's refusal shows in the form.
    form->set_round(1);
    form->set_kind(tournament::ByeKind::requested_half);
    if (!form->press_ok()) refusal = form->error_text();
    form->set_kind(tournament::ByeKind::requested_zero);
    BOOST_TEST(form->press_ok());
    if (form->IsModal()) form->EndModal(wxID_CANCEL);
  });
  menu(*d.frame, console::id_request_bye);
  settle();
  BOOST_TEST(opened);
  BOOST_TEST(contains(refusal, "allow 0 half-point bye"), refusal.utf8_string());
  BOOST_TEST(d.audit_rows() == rows + 1);  // the refused request wrote nothing
  BOOST_TEST(d.last_action() == "bye.request");
  BOOST_TEST(contains(d.frame->last_message(), "zero-point bye in round 1"),
             d.frame->last_message().utf8_string());
  const auto byes = app::ByeService(d.frame->session()).list(d.event);
  BOOST_TEST((byes.at(1).at(2) == tournament::ByeKind::requested_zero));
  // Paired, No. 2 sits out with the zero-point bye.
  d.round().pair_next();
  const auto& r = *d.round().tournament().round(1);
  BOOST_TEST((r.boards.back().bye == std::optional(tournament::ByeKind::requested_zero)));
}

BOOST_AUTO_TEST_SUITE_END()
