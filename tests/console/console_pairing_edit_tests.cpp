// The pairing form on the Round page: the judge opens it from the Round menu on a draft, picks a
// change, reads the checker's findings in the form before anything is written, and confirms
// with a reason (a rematch needs the overrule) or cancels. The form is modal, so the tests fill
// it in from inside its loop (CallAfter) and end it as its buttons do. Screenshots of the form
// go to <build>/screenshots/pairing_edit_{en,ru}.png.
#include <boost/test/unit_test.hpp>

#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "pairing_edit_form_ui.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/test/support.hpp"

#include <wx/app.h>
#include <wx/menu.h>

#include <functional>
#include <map>

using namespace shashki;
using namespace std::chrono_literals;
using console::EditKind;
using console::PairingEditForm;
using console::test_gui::settle;
using console::test_gui::shoot;

namespace {

// A Swiss of `players` players on a fresh database, made through the app as the command line
// makes it, with `rounds_played` rounds paired, played (White wins) and complete and the next
// round drafted; then the console opened on it in `lang`.
struct DraftDesk {
  test::TempDir dir;
  std::filesystem::path db = dir.path() / "arbiter.db";
  tournament::EventId event;
  std::map<std::int64_t, int> numbers;  // player id -> starting number
  clock::ManualTimeSource time{1000s};
  console::MainFrame* frame = nullptr;

  DraftDesk(int players, int rounds_played, const std::string& lang = "en") {
    prepare(players, rounds_played);
    console::init_wx_translations(lang);
    frame = console::test_gui::open_console(db, time);
  }
  DraftDesk(const DraftDesk&) = delete;
  DraftDesk& operator=(const DraftDesk&) = delete;
  ~DraftDesk() {
    frame->Destroy();
    settle();
    console::init_wx_translations("en");
  }

  [[nodiscard]] int number(tournament::PlayerId id) const { return numbers.at(id.value); }
  /// Round `round` as stored.
  [[nodiscard]] tournament::Round stored(int round) {
    return app::RoundService(frame->session()).show(event, round);
  }
  /// The rows of the audit log.
  [[nodiscard]] std::int64_t audit_rows() { return db::AuditLog(frame->session().database()).count(); }

 private:
  void prepare(int players, int rounds_played) {
    app::Session session(db, "shashki");
    tournament::Event swiss;
    swiss.name = "Турнир по швейцарской системе";
    swiss.rounds = 5;
    swiss.time_control = "30+30";
    event = app::EventService(session).create(swiss).id;
    for (int i = 1; i <= players; ++i) {
      tournament::Player p;
      p.name = (i % 2 == 0 ? "Игрок " : "Player ") + std::to_string(i);
      p.rating = 2200 - 10 * i;
      const auto added = app::PlayerService(session).add(event, p);
      numbers[added.id.value] = added.number;
    }
    app::RoundService rounds(session);
    for (int r = 1; r <= rounds_played; ++r) {
      const auto round = rounds.pair(event).round;
      rounds.publish(event);
      for (const auto& b : round.boards) {
        if (!b.is_bye()) app::ResultService(session).set(event, r, b.number, 1, "1-0");
      }
      rounds.complete(event, r);
    }
    rounds.pair(event);
  }
};

// Chooses Edit pairing in the Round menu; `fill` gets the open form from inside its modal loop
// and says how it ends (wxID_OK as Apply, wxID_CANCEL as Cancel or Escape).
void edit_through_the_menu(console::MainFrame& frame, const std::function<int(PairingEditForm&)>& fill) {
  auto& round = frame.round();
  wxTheApp->CallAfter([&round, fill] {
    PairingEditForm* form = round.edit_form();
    if (form == nullptr) {
      BOOST_ERROR("the pairing form did not open");
      return;
    }
    int answer = wxID_CANCEL;
    try {
      answer = fill(*form);
    } catch (const std::exception& e) {
      BOOST_ERROR("filling in the form failed: " << e.what());
    }
    form->EndModal(answer);
  });
  wxCommandEvent menu(wxEVT_MENU, console::id_edit_pairing);
  frame.GetEventHandler()->ProcessEvent(menu);
  settle();
}

// Who sits at the same board as `player` in `round`; none for the bye.
std::optional<tournament::PlayerId> opponent(const tournament::Round& round, tournament::PlayerId player) {
  for (const auto& b : round.boards) {
    if (b.white == player) return b.black;
    if (b.black == player) return b.white;
  }
  return std::nullopt;
}

void a_rematch_is_shown_in_the_form_and_stored_only_with_the_overrule_and_a_reason(const std::string& lang) {
  DraftDesk e(8, 1, lang);
  auto* frame = e.frame;
  const auto first = e.stored(1);
  const auto draft = e.stored(2);
  BOOST_REQUIRE(frame->round().draft_shown());
  // Exchanging a's opponent with a's round-1 opponent would pair that board of round 1 again.
  const auto a = first.boards[0].white;
  const int met = e.number(*first.boards[0].black);
  const int now = e.number(*opponent(draft, a));
  const auto audit_rows = e.audit_rows();

  edit_through_the_menu(*frame, [&](PairingEditForm& form) {
    form.choose_kind(EditKind::exchange_players);
    form.choose_players(now, met);
    const auto findings = form.findings_text().utf8_string();
    BOOST_TEST(findings.find("C1") != std::string::npos);
    BOOST_TEST(findings.find(std::to_string(met)) != std::string::npos);
    BOOST_TEST(findings.find(lang == "ru" ? "нарушает" : "breaks these rules") != std::string::npos);
    // Nothing was written by looking; the change needs a reason and, as it breaks C1, the overrule.
    BOOST_TEST(e.audit_rows() == audit_rows);
    BOOST_TEST(!form.can_apply());
    form.set_reason("same hotel room");
    BOOST_TEST(!form.can_apply());
    form.set_overrule(true);
    BOOST_TEST(form.can_apply());
    shoot(form, "pairing_edit", lang);
    return wxID_OK;
  });

  const auto stored = e.stored(2);
  BOOST_TEST(!(stored == draft));
  BOOST_TEST(e.number(*opponent(stored, a)) == met);
  const auto audit = db::AuditLog(frame->session().database()).list(e.event);
  BOOST_REQUIRE(static_cast<std::int64_t>(audit.size()) == audit_rows + 1);
  BOOST_TEST(audit.back().action == "round.edit");
  BOOST_TEST(audit.back().after->find("same hotel room") != std::string::npos);
  BOOST_TEST(audit.back().after->find("C1") != std::string::npos);
  // The Round page shows the changed draft and the checker's word on it.
  BOOST_TEST(frame->round().findings_text().utf8_string().find("C1") != std::string::npos);
  const auto message = frame->last_message().utf8_string();
  BOOST_TEST(message.find(lang == "ru" ? "меняются местами" : "change places") != std::string::npos);
  BOOST_TEST(message.find(std::to_string(met) + " ") != std::string::npos);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_pairing_edit_tests)

BOOST_AUTO_TEST_CASE(a_rematch_made_in_the_pairing_form_in_english_needs_the_overrule_and_is_audited) {
  a_rematch_is_shown_in_the_form_and_stored_only_with_the_overrule_and_a_reason("en");
}

BOOST_AUTO_TEST_CASE(a_rematch_made_in_the_pairing_form_in_russian_needs_the_overrule_and_is_audited) {
  a_rematch_is_shown_in_the_form_and_stored_only_with_the_overrule_and_a_reason("ru");
}

BOOST_AUTO_TEST_CASE(a_cancelled_pairing_form_changes_nothing) {
  DraftDesk e(8, 1);
  const auto draft = e.stored(2);
  const auto audit_rows = e.audit_rows();
  // The menu item has its key.
  const auto* item = e.frame->GetMenuBar()->FindItem(console::id_edit_pairing);
  BOOST_REQUIRE(item != nullptr);
  BOOST_TEST(item->GetItemLabel().utf8_string().find("Ctrl+Shift+E") != std::string::npos);

  edit_through_the_menu(*e.frame, [](PairingEditForm& form) {
    form.choose_kind(EditKind::swap_colours);
    form.choose_board(1);
    form.set_reason("White asked by the organiser");
    BOOST_TEST(form.findings_text().utf8_string().find("Board 1: White and Black change colours.") !=
               std::string::npos);
    BOOST_TEST(form.can_apply());
    return wxID_CANCEL;
  });

  BOOST_TEST((e.stored(2) == draft));
  BOOST_TEST(e.audit_rows() == audit_rows);
  BOOST_TEST(e.frame->last_message().utf8_string().find("left as it was") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_bye_is_moved_to_another_player_in_the_form_of_a_first_round) {
  DraftDesk e(7, 0);
  const auto draft = e.stored(1);
  BOOST_REQUIRE(draft.boards.back().is_bye());
  const auto had_bye = draft.boards.back().white;
  const auto gets_bye = draft.boards.front().white;

  edit_through_the_menu(*e.frame, [&](PairingEditForm& form) {
    form.choose_kind(EditKind::move_bye);
    form.choose_players(0, e.number(gets_bye));
    BOOST_TEST(form.findings_text().utf8_string().find("no broken rule") != std::string::npos);
    form.set_reason("arrived late");
    BOOST_TEST(form.can_apply());
    return wxID_OK;
  });

  const auto stored = e.stored(1);
  BOOST_REQUIRE(stored.boards.back().is_bye());
  BOOST_TEST(e.number(stored.boards.back().white) == e.number(gets_bye));
  BOOST_TEST(opponent(stored, had_bye).has_value());
}

// Publishing leaves nothing to edit: the button is off and the menu says why.
BOOST_AUTO_TEST_CASE(a_published_round_cannot_be_edited_from_the_console) {
  DraftDesk e(4, 0);
  auto* frame = e.frame;
  frame->round().publish();
  BOOST_TEST(!frame->round().draft_shown());
  wxCommandEvent menu(wxEVT_MENU, console::id_edit_pairing);
  frame->GetEventHandler()->ProcessEvent(menu);
  BOOST_TEST(frame->round().edit_form() == nullptr);
  BOOST_TEST(frame->last_message().utf8_string().find("Only a draft round can be edited") !=
             std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()
