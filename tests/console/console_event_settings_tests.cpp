// Event settings checked when the judge enters them in the console, with the same check as the
// command line's (app::control_question): a control that cannot be read is refused, one outside
// the discipline's bounds (6.1.9.1-6.1.9.3) is kept only when the judge says that the
// regulations set it (6.1.9.4), and the audit log records that answer.
#include <boost/test/unit_test.hpp>

#include "apply_form_ui.hpp"
#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/test/support.hpp"

#include <wx/app.h>

using namespace shashki;
using console::test_gui::settle;

namespace {

struct Console : console::test_gui::ConsoleWindow {
  // Creates an event with `control` from the new-event form (classical, the form's discipline),
  // answering the question about the control, if one is asked, with `answer`. Returns the id
  // (0 when nothing was created) and what was asked.
  std::pair<tournament::EventId, wxString> create(const std::string& control, bool answer) {
    auto form = console::new_event();
    form.name = "Blitz night";
    form.system = tournament::PairingSystem::swiss;
    form.rounds = 5;
    form.time_control = control;
    wxString asked;
    wxTheApp->CallAfter([&] {
      auto* question = dynamic_cast<console::ConfirmForm*>(frame->events().open_form());
      if (question == nullptr) return;
      asked = question->GetTitle();
      if (answer) {
        question->press_ok();
      } else if (question->IsModal()) {
        question->EndModal(wxID_CANCEL);
      }
    });
    const auto id = frame->events().create(form);
    settle();
    return {id, asked};
  }

  [[nodiscard]] std::vector<db::AuditEntry> audit() {
    return db::AuditLog(frame->session().database()).list();
  }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(console_event_settings)

BOOST_AUTO_TEST_CASE(a_control_outside_the_classical_bounds_is_kept_only_when_the_regulations_set_it) {
  Console c;
  const auto rows = c.audit().size();
  // 10 minutes: classical play has at least 20 (6.1.9.1). Declined: nothing is created.
  const auto [declined, asked] = c.create("10", false);
  BOOST_TEST(asked == "Time control");
  BOOST_TEST(declined.value == 0);
  BOOST_TEST(c.audit().size() == rows);
  // Confirmed: created, and the audit row records the regulations' exception (6.1.9.4).
  const auto [created, asked_again] = c.create("10", true);
  BOOST_TEST(asked_again == "Time control");
  BOOST_REQUIRE(created.value != 0);
  const auto audit = c.audit();
  BOOST_REQUIRE(audit.size() == rows + 1);
  BOOST_TEST(audit.back().action == "event.create");
  BOOST_TEST(audit.back().after.value_or("").find("\"regulations_differ\":true") != std::string::npos);
  BOOST_TEST(app::EventService(c.frame->session()).show(created).regulations_differ);
}

BOOST_AUTO_TEST_CASE(a_control_within_the_bounds_is_not_asked_about) {
  Console c;
  const auto [created, asked] = c.create("30+30", true);
  BOOST_TEST(asked.empty());
  BOOST_REQUIRE(created.value != 0);
  BOOST_TEST(!app::EventService(c.frame->session()).show(created).regulations_differ);
}

BOOST_AUTO_TEST_CASE(a_control_that_cannot_be_read_is_refused_before_anything_is_asked) {
  Console c;
  const auto rows = c.audit().size();
  const auto [created, asked] = c.create("abc", true);
  BOOST_TEST(asked.empty());
  BOOST_TEST(created.value == 0);
  BOOST_TEST(c.audit().size() == rows);
  BOOST_TEST(c.frame->events().names().empty());
}

BOOST_AUTO_TEST_SUITE_END()
