// The one event form (event_form_ui) makes a new event and corrects a stored one: every setting
// the correction offers is offered on creation, so a knockout with micro-matches scored per
// match is made from the form; correcting, what the core fixes once rounds exist stays greyed.
#include <boost/test/unit_test.hpp>

#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/load_tournament.hpp"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

using namespace shashki;
using console::EventField;
using console::EventForm;

namespace {

// Opens the event form with `open` and hands it to `fill` from inside its modal loop; a form
// still open afterwards is cancelled, as Escape does.
void with_event_form(console::MainFrame& frame, const std::function<void()>& open,
                     const std::function<void(EventForm&)>& fill) {
  console::test_gui::answering(
      open, [&]() -> console::ApplyForm* { return frame.events().event_form(); },
      [&](console::ApplyForm& form) {
        fill(dynamic_cast<EventForm&>(form));
        if (form.IsModal()) form.EndModal(wxID_CANCEL);
      });
}

void choose(EventForm& form, EventField field, int position) {
  auto& choice = dynamic_cast<wxChoice&>(form.control(field));
  choice.SetSelection(position);
}

// Choice positions of the form: System (round robin, double round robin, Swiss, knockout),
// Match scoring (per game, per match).
constexpr int knockout = 3;
constexpr int swiss = 2;
constexpr int per_match = 1;

bool team_setting(EventField field) {
  return field == EventField::board_colours || field == EventField::match_points ||
         field == EventField::team_primary || field == EventField::colour_preferences;
}

void set_boards(EventForm& form, int boards) {
  auto& spin = dynamic_cast<wxSpinCtrl&>(form.control(EventField::team_boards));
  spin.SetValue(boards);
  wxSpinEvent changed(wxEVT_SPINCTRL, spin.GetId());
  changed.SetEventObject(&spin);
  changed.SetPosition(boards);
  spin.GetEventHandler()->ProcessEvent(changed);
}

tournament::Event stored(console::MainFrame& frame) {
  const auto events = app::EventService(frame.session()).list();
  BOOST_REQUIRE(!events.empty());
  return events.back();
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_event_form_tests)

BOOST_AUTO_TEST_CASE(a_knockout_of_micro_matches_is_created_through_the_event_form) {
  console::test_gui::ConsoleWindow w;
  auto& frame = *w.frame;
  with_event_form(
      frame, [&] { console::test_gui::menu(frame, console::id_new_event); },
      [&](EventForm& form) {
        BOOST_TEST(form.creating());
        BOOST_TEST(form.note().empty());
        // Creating, nothing is fixed: every setting the correction offers is there to set; a
        // team event's own settings wait for its boards per match.
        for (int f = 0; f < static_cast<int>(EventField::count); ++f) {
          BOOST_TEST_INFO("field " << f);
          BOOST_TEST(form.control(static_cast<EventField>(f)).IsEnabled() ==
                     !team_setting(static_cast<EventField>(f)));
        }
        form.set_text(EventField::name, "Knockout cup");
        form.set_text(EventField::venue, "Kazan");
        form.set_text(EventField::time_control, "30+30");
        choose(form, EventField::system, knockout);
        dynamic_cast<wxSpinCtrl&>(form.control(EventField::rounds)).SetValue(3);
        dynamic_cast<wxCheckBox&>(form.control(EventField::micro_match)).SetValue(true);
        choose(form, EventField::match_scoring, per_match);
        form.set_text(EventField::opening_table, "IDF");
        form.set_text(EventField::tiebreaks, "sb, win");
        BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
      });
  const auto event = stored(frame);
  BOOST_TEST(event.name == "Knockout cup");
  BOOST_TEST(event.venue == "Kazan");
  BOOST_TEST((event.system == tournament::PairingSystem::knockout));
  BOOST_TEST(event.rounds == 3);
  BOOST_TEST(event.micro_match);
  BOOST_TEST((event.match_scoring == tournament::MicroMatchScoring::per_match));
  BOOST_TEST(event.opening_table == "IDF");
  BOOST_TEST(event.time_control == "30+30");
  BOOST_TEST(
      (event.tiebreaks == std::vector{tournament::Tiebreak::sonneborn_berger, tournament::Tiebreak::wins}));
  // Created and opened: the Round page of a knockout offers its tie-break stages.
  BOOST_TEST(frame.events().names().size() == 1u);
  BOOST_TEST((frame.round().tournament().event.id == event.id));
  BOOST_TEST(frame.round().tiebreak_stage_shown());
}

BOOST_AUTO_TEST_CASE(a_refused_new_event_stays_in_the_form_and_creates_nothing) {
  console::test_gui::ConsoleWindow w;
  auto& frame = *w.frame;
  with_event_form(
      frame, [&] { frame.events().ask_and_create(); },
      [&](EventForm& form) {
        form.set_text(EventField::name, "Per match alone");
        choose(form, EventField::match_scoring, per_match);
        BOOST_TEST(!form.press_ok());
        BOOST_TEST(form.error_text().utf8_string() == "Match scoring: per-match scoring needs micro-matches");
      });
  BOOST_TEST(app::EventService(frame.session()).list().empty());
}

BOOST_AUTO_TEST_CASE(the_same_form_corrects_the_event_it_created) {
  console::test_gui::ConsoleWindow w;
  auto& frame = *w.frame;
  with_event_form(
      frame, [&] { frame.events().ask_and_create(); },
      [&](EventForm& form) {
        form.set_text(EventField::name, "Swiss open");
        choose(form, EventField::system, swiss);
        BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
      });
  const auto created = stored(frame);
  BOOST_TEST((created.system == tournament::PairingSystem::swiss));
  // Shift+F2: the same form on the stored event, nothing paired yet, so nothing fixed.
  with_event_form(
      frame, [&] { console::test_gui::menu(frame, console::id_edit_event); },
      [&](EventForm& form) {
        BOOST_TEST(!form.creating());
        BOOST_TEST(form.GetTitle().utf8_string() == "Edit event: Swiss open");
        BOOST_TEST(form.control(EventField::system).IsEnabled());
        BOOST_TEST(dynamic_cast<wxChoice&>(form.control(EventField::system)).GetSelection() == swiss);
        form.set_text(EventField::venue, "Moscow");
        form.set_text(EventField::arbiters, "Petrov, Sidorov");
        dynamic_cast<wxSpinCtrl&>(form.control(EventField::half_byes)).SetValue(2);
        BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
      });
  const auto edited = stored(frame);
  BOOST_TEST((edited.id == created.id));
  BOOST_TEST(edited.venue == "Moscow");
  BOOST_TEST((edited.arbiters == std::vector<std::string>{"Petrov", "Sidorov"}));
  BOOST_TEST(edited.half_byes == 2);
  BOOST_TEST((edited.system == tournament::PairingSystem::swiss));
  BOOST_TEST(frame.last_message().utf8_string() == "Event saved: Swiss open.");
}

BOOST_AUTO_TEST_CASE(a_team_event_is_created_through_the_event_form_with_its_own_settings) {
  console::test_gui::ConsoleWindow w;
  auto& frame = *w.frame;
  with_event_form(
      frame, [&] { frame.events().ask_and_create(); },
      [&](EventForm& form) {
        form.set_text(EventField::name, "Club teams");
        choose(form, EventField::system, swiss);
        set_boards(form, 6);
        for (int f = 0; f < static_cast<int>(EventField::count); ++f) {
          BOOST_TEST_INFO("field " << f);
          BOOST_TEST(form.control(static_cast<EventField>(f)).IsEnabled());
        }
        // Refused, naming the field, and the form stays open: letters other than W and B, a
        // scale whose draw is worth more than the win, an individual tie-break code.
        form.set_text(EventField::board_colours, "WBX");
        BOOST_TEST(!form.press_ok());
        BOOST_TEST(form.error_text().utf8_string().rfind("Board colours (W, B): ", 0) == 0,
                   form.error_text().utf8_string());
        form.set_text(EventField::board_colours, "WWBB");
        form.set_text(EventField::match_points, "1-2-0");
        BOOST_TEST(!form.press_ok());
        BOOST_TEST(form.error_text().utf8_string().rfind("Match points: ", 0) == 0,
                   form.error_text().utf8_string());
        form.set_text(EventField::match_points, "3-1-0");
        form.set_text(EventField::tiebreaks, "BH, SB");
        BOOST_TEST(!form.press_ok());
        BOOST_TEST(form.error_text().utf8_string().find("SB") != std::string::npos,
                   form.error_text().utf8_string());
        BOOST_TEST(app::EventService(frame.session()).list().empty());
        form.set_text(EventField::tiebreaks, "mpvgp, bh-c1, de");
        choose(form, EventField::team_primary, 1);        // game points
        choose(form, EventField::colour_preferences, 1);  // type B
        BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
      });
  const auto created = app::load_tournament(frame.session(), stored(frame).id);
  BOOST_REQUIRE(created.team.has_value());
  const auto& team = *created.team;
  BOOST_TEST(team.boards_per_match == 6);
  BOOST_TEST(team.board_colours == "WWBB");
  BOOST_TEST(team.scoring.match_points.win.half_points() == 6);
  BOOST_TEST(team.scoring.bye_match_points.half_points() == 2);  // a drawn match (C.04.6 1.4)
  BOOST_TEST((team.scoring.primary == tournament::PrimaryScore::game_points));
  BOOST_TEST((team.colour_preferences == tournament::ColourPreferenceType::type_b));
  BOOST_TEST((team.tiebreaks == std::vector{tournament::TeamTiebreak::secondary_score,
                                            tournament::TeamTiebreak::buchholz_cut1,
                                            tournament::TeamTiebreak::direct_encounter}));
  // Opened on creation; correcting it shows the team settings greyed out, as set, but for the
  // tie-breaks and the score ranked first, which only order the standings.
  with_event_form(
      frame, [&] { console::test_gui::menu(frame, console::id_edit_event); },
      [&](EventForm& form) {
        BOOST_TEST(!form.control(EventField::team_boards).IsEnabled());
        BOOST_TEST(dynamic_cast<wxSpinCtrl&>(form.control(EventField::team_boards)).GetValue() == 6);
        BOOST_TEST(!form.control(EventField::board_colours).IsEnabled());
        BOOST_TEST(!form.control(EventField::match_points).IsEnabled());
        BOOST_TEST(form.control(EventField::tiebreaks).IsEnabled());
        BOOST_TEST(form.control(EventField::team_primary).IsEnabled());
        BOOST_TEST(dynamic_cast<wxTextCtrl&>(form.control(EventField::tiebreaks)).GetValue() ==
                   "MPVGP, BH-C1, DE");
      });
}

BOOST_AUTO_TEST_CASE(the_russian_new_event_form_names_the_event_and_fits_a_laptop_screen) {
  test::TempDir dir;
  console::init_wx_translations("ru");
  clock::ManualTimeSource time(std::chrono::seconds(1000));
  auto* frame = console::test_gui::open_console(dir.path() / "arbiter.db", time);
  frame->SetSize(1366, 768);
  console::test_gui::settle();
  frame->show_page(console::Page::events);
  // The page's "New event..." button, as a click on it.
  const auto click_new = [&] {
    auto& button = frame->events().new_button();
    wxCommandEvent click(wxEVT_BUTTON, button.GetId());
    click.SetEventObject(&button);
    button.GetEventHandler()->ProcessEvent(click);
  };
  with_event_form(*frame, click_new, [&](EventForm& form) {
    // The event's name, not a person's ("Name" alone reads as "Фамилия, имя").
    BOOST_TEST(form.label(EventField::name).utf8_string() == "Название соревнования");
    BOOST_TEST(form.GetTitle().utf8_string() == "Новое соревнование");
    choose(form, EventField::system, knockout);
    dynamic_cast<wxCheckBox&>(form.control(EventField::micro_match)).SetValue(true);
    form.set_text(EventField::name, "Кубок на выбывание");
    set_boards(form, 4);
    const auto size = form.GetSize();
    BOOST_TEST(size.x <= 1366, size.x);
    BOOST_TEST(size.y <= 768, size.y);
    console::test_gui::shoot(form, "event_form_new", "ru");
  });
  frame->Destroy();
  console::test_gui::settle();
}

BOOST_AUTO_TEST_SUITE_END()
