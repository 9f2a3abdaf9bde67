// Corrections on the Players and Events pages: the player form (a Cyrillic name reaches the
// grid and the database; a bad field stays in the form), withdraw and re-admit, starting
// numbers drawn by lot with a fixed seed (and refused for a Swiss), the event form with its
// fixed fields greyed out. The forms are modal, so the tests fill them in from inside their
// loop (CallAfter) and press their buttons. Every cancelled form leaves the database as it was.
// Screenshots: <build>/screenshots/{player_form,event_form}_{en,ru}.png.
#include <boost/test/unit_test.hpp>

#include "apply_form_ui.hpp"
#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "player_form_ui.hpp"
#include "player_list_model_ui.hpp"
#include "players_panel_ui.hpp"
#include "reason_form_ui.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/db/register_repository.hpp"
#include "shashki/pairing/seeded_random.hpp"
#include "shashki/test/support.hpp"

#include <wx/app.h>
#include <wx/button.h>
#include <wx/dataview.h>
#include <wx/menu.h>
#include <wx/spinctrl.h>

#include <functional>
#include <numeric>
#include <type_traits>

using namespace shashki;
using namespace std::chrono_literals;
using console::EventField;
using console::PlayerField;
using console::test_gui::menu;
using console::test_gui::settle;
using console::test_gui::shoot;

namespace {

constexpr std::uint64_t fixed_seed = 20261129;

// An event of six players made through the app as the command line makes it, with
// `rounds_paired` rounds paired (all but the last played, White winning, and complete; the
// last a draft), and the console opened on it in `lang` with the fixed seed.
struct Desk {
  test::TempDir dir;
  std::filesystem::path db = dir.path() / "arbiter.db";
  tournament::EventId event;
  clock::ManualTimeSource time{1000s};
  console::MainFrame* frame = nullptr;

  Desk(tournament::PairingSystem system, int rounds_paired, const std::string& lang = "en") {
    {
      app::Session session(db, "shashki");
      tournament::Event e;
      e.name = "Spring Cup";
      e.system = system;
      e.rounds = 5;
      e.time_control = "30+30";
      event = app::EventService(session).create(e).id;
      for (int i = 1; i <= 6; ++i) {
        tournament::Player p;
        p.name = "Player " + std::to_string(i);
        p.rating = 2300 - 20 * i;
        app::PlayerService(session).add(event, p);
      }
      app::RoundService rounds(session);
      for (int r = 1; r <= rounds_paired; ++r) {
        const auto round = rounds.pair(event).round;
        if (r == rounds_paired) break;
        rounds.publish(event);
        for (const auto& b : round.boards) {
          if (!b.is_bye()) app::ResultService(session).set(event, r, b.number, 1, "1-0");
        }
        rounds.complete(event, r);
      }
    }
    console::init_wx_translations(lang);
    frame = console::test_gui::open_console(db, time, [] { return fixed_seed; });
  }
  Desk(const Desk&) = delete;
  Desk& operator=(const Desk&) = delete;
  ~Desk() {
    frame->Destroy();
    settle();
    console::init_wx_translations("en");
  }

  [[nodiscard]] console::PlayersPanel& players() { return frame->players(); }
  [[nodiscard]] std::vector<tournament::Player> stored_players() {
    return app::PlayerService(frame->session()).list(event);
  }
  [[nodiscard]] tournament::Event stored_event() {
    return app::EventService(frame->session()).show(event).event;
  }
  [[nodiscard]] std::int64_t audit_rows() { return db::AuditLog(frame->session().database()).count(); }
  [[nodiscard]] std::string last_action() {
    return db::AuditLog(frame->session().database()).list(event).back().action;
  }
  [[nodiscard]] std::string names_shown() {
    std::string names;
    for (unsigned row = 0; row < players().row_count(); ++row) {
      names += players().cell(row, console::PlayerListModel::name).utf8_string() + ";";
    }
    return names;
  }
};

// Runs `open` (a menu command or a button), which shows a modal form; `fill` gets the form
// from `find` inside its loop. A form still open after `fill` is cancelled as Escape does.
template <class Form>
void with_form(const std::function<void()>& open, const std::function<Form*()>& find,
               const std::type_identity_t<std::function<void(Form&)>>& fill) {
  bool opened = false;
  wxTheApp->CallAfter([&] {
    Form* form = find();
    if (form == nullptr) {
      BOOST_ERROR("the form did not open");
      return;
    }
    opened = true;
    try {
      fill(*form);
    } catch (const std::exception& e) {
      BOOST_ERROR("filling in the form failed: " << e.what());
    }
    if (form->IsModal()) form->EndModal(wxID_CANCEL);
  });
  open();
  settle();
  BOOST_TEST(opened);
}

std::function<console::PlayerFormDialog*()> player_form(Desk& d) {
  return [&d] { return dynamic_cast<console::PlayerFormDialog*>(d.players().open_form()); };
}
std::function<console::ConfirmForm*()> confirm_form(Desk& d) {
  return [&d] { return dynamic_cast<console::ConfirmForm*>(d.players().open_form()); };
}
std::function<console::EventForm*()> event_form(Desk& d) {
  return [&d] { return d.frame->events().event_form(); };
}

bool menu_enabled(console::MainFrame& frame, int id) {
  return frame.GetMenuBar()->IsEnabled(id);
}

void a_player_is_renamed_in_the_player_form(const std::string& lang) {
  Desk d(tournament::PairingSystem::round_robin, 0, lang);
  d.players().select_row(1);
  const auto before = d.stored_players();
  const auto rows = d.audit_rows();

  with_form([&] { menu(*d.frame, console::id_edit_player); }, player_form(d),
            [&](console::PlayerFormDialog& form) {
              // Pre-filled with the selected player.
              BOOST_TEST(form.text(PlayerField::name).utf8_string() == "Player 2");
              BOOST_TEST(form.text(PlayerField::rating).utf8_string() == "2260");
              form.set_text(PlayerField::name, wxString::FromUTF8("Сидоров Сидор"));
              form.set_text(PlayerField::title, wxString::FromUTF8("КМС"));
              form.set_text(PlayerField::city, wxString::FromUTF8("Казань"));
              form.set_text(PlayerField::birth, "2008-05-17");
              // Typed as a Russian judge types it.
              form.set_text(PlayerField::sex, wxString::FromUTF8("ж"));
              BOOST_TEST(form.text(PlayerField::sex).utf8_string() == (lang == "ru" ? "женский" : "female"));
              form.set_text(PlayerField::region, wxString::FromUTF8("Татарстан"));
              form.set_text(PlayerField::coach, wxString::FromUTF8("Петров П."));
              // A rating that is no number stays in the form, naming the field; nothing is written.
              form.set_text(PlayerField::rating, "22x0");
              BOOST_TEST(!form.press_ok());
              BOOST_TEST(form.error_text().utf8_string().find(lang == "ru" ? "Рейтинг" : "Rating") !=
                         std::string::npos);
              BOOST_TEST(d.audit_rows() == rows);
              shoot(form, "player_form", lang);
              // The app's own refusal shows there too, after the label of the field it names.
              form.set_text(PlayerField::rating, "5000");
              BOOST_TEST(!form.press_ok());
              BOOST_TEST(form.error_text().utf8_string().starts_with(lang == "ru" ? "Рейтинг: " : "Rating: "),
                         form.error_text().utf8_string());
              BOOST_TEST(d.audit_rows() == rows);
              form.set_text(PlayerField::rating, "2275");
              BOOST_TEST(form.press_ok());
            });

  // The grid and the database say the same; number and status stay.
  BOOST_TEST(d.players().cell(1, console::PlayerListModel::name).utf8_string() == "Сидоров Сидор");
  // Written as the standings write it: КМС in Russian.
  BOOST_TEST(d.players().cell(1, console::PlayerListModel::title).utf8_string() ==
             (lang == "ru" ? "КМС" : "KMS"));
  BOOST_TEST(d.players().cell(1, console::PlayerListModel::rating).utf8_string() == "2275");
  const auto after = d.stored_players();
  BOOST_TEST(after[1].name == "Сидоров Сидор");
  BOOST_TEST(after[1].city == "Казань");
  BOOST_TEST((after[1].sex == tournament::Sex::female));
  BOOST_TEST(after[1].region == "Татарстан");
  BOOST_TEST(after[1].coach == "Петров П.");
  BOOST_TEST(after[1].number == before[1].number);
  BOOST_TEST(after[1].birth.has_value());
  BOOST_TEST(d.audit_rows() == rows + 1);
  BOOST_TEST(d.last_action() == "player.edit");
  BOOST_TEST(d.frame->last_message().utf8_string().find("Сидоров Сидор") != std::string::npos);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_corrections_tests)

BOOST_AUTO_TEST_CASE(a_player_renamed_in_cyrillic_in_the_english_form_shows_in_the_grid_and_the_database) {
  a_player_is_renamed_in_the_player_form("en");
}

BOOST_AUTO_TEST_CASE(a_player_renamed_in_cyrillic_in_the_russian_form_shows_in_the_grid_and_the_database) {
  a_player_is_renamed_in_the_player_form("ru");
}

BOOST_AUTO_TEST_CASE(enter_on_a_row_opens_the_player_form_and_cancel_changes_nothing) {
  Desk d(tournament::PairingSystem::round_robin, 0);
  d.players().select_row(3);
  const auto before = d.stored_players();
  const auto rows = d.audit_rows();
  const auto activate = [&] {
    auto& view = d.players().view();
    wxDataViewEvent event(wxEVT_DATAVIEW_ITEM_ACTIVATED, &view, view.GetSelection());
    view.GetEventHandler()->ProcessEvent(event);
  };
  with_form(activate, player_form(d), [](console::PlayerFormDialog& form) {
    BOOST_TEST(form.text(PlayerField::name).utf8_string() == "Player 4");
    form.set_text(PlayerField::name, "Somebody Else");
  });
  BOOST_TEST((d.stored_players() == before));
  BOOST_TEST(d.audit_rows() == rows);
  BOOST_TEST(d.players().cell(3, console::PlayerListModel::name).utf8_string() == "Player 4");
  BOOST_TEST(d.frame->last_message().utf8_string().find("left as they were") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_withdrawn_player_is_readmitted_and_the_grid_says_from_which_round) {
  Desk d(tournament::PairingSystem::swiss, 0);
  {
    // Round 1 published: a withdrawal and a return count from round 2.
    app::RoundService rounds(d.frame->session());
    rounds.pair(d.event);
    rounds.publish(d.event);
  }
  d.frame->round().refresh();
  d.players().select_row(2);
  BOOST_TEST(!d.players().readmit_button().IsEnabled());
  BOOST_TEST(console::test_gui::withdraw(d.players(), 2));
  BOOST_TEST(d.players().cell(2, console::PlayerListModel::status).utf8_string() == "withdrawn from round 2");

  d.players().select_row(2);
  BOOST_TEST(d.players().readmit_button().IsEnabled());
  BOOST_TEST(d.players().readmit_button().GetToolTipText().utf8_string().find("Ctrl+Shift+D") !=
             std::string::npos);
  menu(*d.frame, console::id_readmit_player);
  BOOST_TEST(d.players().cell(2, console::PlayerListModel::status).utf8_string() == "active from round 2");
  BOOST_TEST(d.frame->last_message().utf8_string().find("plays again from round 2") != std::string::npos);
  const auto stored = d.stored_players()[2];
  BOOST_TEST((stored.status == tournament::PlayerStatus::active));
  BOOST_TEST((stored.late_entry_round == std::optional<int>(2)));
  BOOST_TEST(d.last_action() == "player.readmit");
  // An active player cannot be readmitted: the app says so and nothing is written.
  const auto rows = d.audit_rows();
  BOOST_TEST(!d.players().readmit_row(2));
  BOOST_TEST(d.audit_rows() == rows);
  BOOST_TEST(d.frame->last_message().utf8_string().find("has not withdrawn") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(lots_drawn_with_the_fixed_seed_give_the_numbers_the_app_draws) {
  Desk d(tournament::PairingSystem::round_robin, 0);
  const auto before = d.stored_players();
  BOOST_TEST(d.players().lots_allowed());
  BOOST_TEST(d.players().lots_button().IsEnabled());
  BOOST_TEST(menu_enabled(*d.frame, console::id_draw_lots));
  const auto* item = d.frame->GetMenuBar()->FindItem(console::id_draw_lots);
  BOOST_REQUIRE(item != nullptr);
  BOOST_TEST(item->GetItemLabel().utf8_string().find("Ctrl+Shift+L") != std::string::npos);

  // Cancelling the confirmation draws nothing.
  auto rows = d.audit_rows();
  with_form([&] { menu(*d.frame, console::id_draw_lots); }, confirm_form(d), [](console::ConfirmForm&) {});
  BOOST_TEST((d.stored_players() == before));
  BOOST_TEST(d.audit_rows() == rows);
  BOOST_TEST(d.frame->last_message().utf8_string().find("No lots were drawn") != std::string::npos);

  with_form([&] { menu(*d.frame, console::id_draw_lots); }, confirm_form(d),
            [](console::ConfirmForm& form) { BOOST_TEST(form.press_ok()); });

  // What the pairing module draws from the numbers before and the seed, the grid shows.
  std::vector<int> numbers(before.size());
  std::iota(numbers.begin(), numbers.end(), 1);
  const auto order = pairing::draw_lots(numbers, fixed_seed).order;
  BOOST_REQUIRE(order != numbers);
  BOOST_REQUIRE(d.players().row_count() == before.size());
  for (unsigned row = 0; row < before.size(); ++row) {
    BOOST_TEST_INFO("row " << row);
    BOOST_TEST(d.players().cell(row, console::PlayerListModel::number).utf8_string() ==
               std::to_string(row + 1));
    BOOST_TEST(d.players().cell(row, console::PlayerListModel::name).utf8_string() ==
               before[static_cast<std::size_t>(order[row] - 1)].name);
    BOOST_TEST(d.stored_players()[row].name == before[static_cast<std::size_t>(order[row] - 1)].name);
  }
  BOOST_TEST(d.frame->last_message().utf8_string().find("seed " + std::to_string(fixed_seed)) !=
             std::string::npos);
  BOOST_TEST(d.audit_rows() == rows + 1);
  const auto audit = db::AuditLog(d.frame->session().database()).list(d.event);
  BOOST_TEST(audit.back().action == "player.lots");
  BOOST_TEST(audit.back().after->find(std::to_string(fixed_seed)) != std::string::npos);

  // Once round 1 is paired the numbers stay: the button and the menu item go grey, saying why.
  d.frame->round().pair_next();
  BOOST_TEST(!menu_enabled(*d.frame, console::id_draw_lots));
  BOOST_TEST(!d.players().lots_button().IsEnabled());
  BOOST_TEST(d.players().lots_button().GetToolTipText().utf8_string().find("round 1 has been paired") !=
             std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_swiss_draws_no_lots_and_the_button_says_why) {
  Desk d(tournament::PairingSystem::swiss, 0);
  const auto before = d.stored_players();
  const auto rows = d.audit_rows();
  BOOST_TEST(!d.players().lots_allowed());
  BOOST_TEST(!d.players().lots_button().IsEnabled());
  BOOST_TEST(d.players().lots_button().GetToolTipText().utf8_string().find("C.04.2") != std::string::npos);
  BOOST_TEST(!menu_enabled(*d.frame, console::id_draw_lots));
  // The shortcut reaching the handler anyway opens no form and says why.
  menu(*d.frame, console::id_draw_lots);
  BOOST_TEST(d.players().open_form() == nullptr);
  BOOST_TEST(d.frame->last_message().utf8_string().find("C.04.2") != std::string::npos);
  BOOST_TEST((d.stored_players() == before));
  BOOST_TEST(d.audit_rows() == rows);
}

BOOST_AUTO_TEST_CASE(the_event_form_renames_the_event_and_refuses_bad_fields_in_place) {
  Desk d(tournament::PairingSystem::round_robin, 0);
  const auto rows = d.audit_rows();
  const auto* item = d.frame->GetMenuBar()->FindItem(console::id_edit_event);
  BOOST_REQUIRE(item != nullptr);
  BOOST_TEST(item->GetItemLabel().utf8_string().find("Shift+F2") != std::string::npos);

  with_form([&] { menu(*d.frame, console::id_edit_event); }, event_form(d),
            [&](console::EventForm& form) {
              BOOST_TEST(form.note().empty());
              BOOST_TEST(form.control(EventField::system).IsEnabled());
              form.set_text(EventField::name, wxString::FromUTF8("Весенний кубок"));
              form.set_text(EventField::start_date, "2026-02-30");
              BOOST_TEST(!form.press_ok());
              BOOST_TEST(form.error_text().utf8_string().find("Start date: '2026-02-30' is not a date") !=
                         std::string::npos);
              form.set_text(EventField::start_date, "2026-05-02");
              form.set_text(EventField::end_date, "2026-05-01");
              BOOST_TEST(!form.press_ok());
              BOOST_TEST(form.error_text().utf8_string() == "End date: the event ends before it starts");
              form.set_text(EventField::end_date, "2026-05-09");
              form.set_text(EventField::tiebreaks, "SB, XYZ");
              BOOST_TEST(!form.press_ok());
              BOOST_TEST(form.error_text().utf8_string().find("'XYZ' is not a tie-break code") !=
                         std::string::npos);
              BOOST_TEST(d.audit_rows() == rows);
              form.set_text(EventField::tiebreaks, "sb, win");
              BOOST_TEST(form.press_ok());
            });

  const auto stored = d.stored_event();
  BOOST_TEST(stored.name == "Весенний кубок");
  BOOST_TEST(
      (stored.tiebreaks == std::vector{tournament::Tiebreak::sonneborn_berger, tournament::Tiebreak::wins}));
  BOOST_TEST(stored.end_date.has_value());
  BOOST_TEST(d.audit_rows() == rows + 1);
  BOOST_TEST(d.last_action() == "event.edit");
  BOOST_REQUIRE(!d.frame->events().names().empty());
  BOOST_TEST(d.frame->events().names().back().utf8_string() == "Весенний кубок");
  BOOST_TEST(d.frame->status(0).utf8_string() == "Весенний кубок");
}

BOOST_AUTO_TEST_CASE(a_cancelled_event_form_changes_nothing) {
  Desk d(tournament::PairingSystem::round_robin, 0);
  const auto before = d.stored_event();
  const auto rows = d.audit_rows();
  d.frame->show_page(console::Page::events);
  BOOST_TEST(!d.frame->events().edit_button().IsEnabled());
  d.frame->events().select_row(0);
  BOOST_TEST(d.frame->events().edit_button().IsEnabled());
  with_form([&] { d.frame->events().edit_selected(); }, event_form(d),
            [](console::EventForm& form) {
              form.set_text(EventField::name, "Renamed");
              form.set_text(EventField::venue, "Elsewhere");
            });
  BOOST_TEST((d.stored_event() == before));
  BOOST_TEST(d.audit_rows() == rows);
  BOOST_TEST(d.frame->events().names().back().utf8_string() == "Spring Cup");
  BOOST_TEST(d.frame->last_message().utf8_string().find("left as they were") != std::string::npos);
}

void fixed_fields_are_greyed_out_with_the_reason(const std::string& lang) {
  Desk d(tournament::PairingSystem::round_robin, 1, lang);
  const auto rows = d.audit_rows();
  with_form([&] { menu(*d.frame, console::id_edit_event); }, event_form(d),
            [&](console::EventForm& form) {
              BOOST_TEST(!form.note().empty());
              for (const auto field :
                   {EventField::system, EventField::rounds, EventField::scale, EventField::micro_match,
                    EventField::match_scoring, EventField::opening_table}) {
                BOOST_TEST_INFO("field " << static_cast<int>(field));
                BOOST_TEST(!form.control(field).IsEnabled());
                BOOST_TEST(form.control(field).GetToolTipText().utf8_string().find(
                               lang == "ru" ? "тура 1" : "round 1") != std::string::npos);
              }
              for (const auto field :
                   {EventField::name, EventField::venue, EventField::time_control, EventField::tiebreaks}) {
                BOOST_TEST_INFO("field " << static_cast<int>(field));
                BOOST_TEST(form.control(field).IsEnabled());
              }
              form.set_text(EventField::venue, wxString::FromUTF8("Дворец шахмат, Москва"));
              shoot(form, "event_form", lang);
            });
  BOOST_TEST(d.audit_rows() == rows);
}

BOOST_AUTO_TEST_CASE(after_round_1_the_english_event_form_greys_out_what_pairings_rest_on) {
  fixed_fields_are_greyed_out_with_the_reason("en");
}

BOOST_AUTO_TEST_CASE(after_round_1_the_russian_event_form_greys_out_what_pairings_rest_on) {
  fixed_fields_are_greyed_out_with_the_reason("ru");
}

BOOST_AUTO_TEST_CASE(a_paired_swiss_may_change_its_rounds_but_not_below_those_paired) {
  Desk d(tournament::PairingSystem::swiss, 2);
  with_form([&] { menu(*d.frame, console::id_edit_event); }, event_form(d),
            [](console::EventForm& form) {
              auto& rounds = dynamic_cast<wxSpinCtrl&>(form.control(EventField::rounds));
              BOOST_TEST(rounds.IsEnabled());
              BOOST_TEST(rounds.GetMin() == 2);
              BOOST_TEST(rounds.GetToolTipText().utf8_string().find("from 2") != std::string::npos);
              BOOST_TEST(!form.control(EventField::system).IsEnabled());
              rounds.SetValue(7);
              BOOST_TEST(form.press_ok());
            });
  BOOST_TEST(d.stored_event().rounds == 7);
}

// C.07: once round 1 is out the players know how ties are broken, so the event form asks the
// judge why the tie-breaks change; Cancel leaves them, a reason is kept in the audit log.
BOOST_AUTO_TEST_CASE(after_round_one_the_event_form_asks_why_the_tie_breaks_change) {
  Desk d(tournament::PairingSystem::swiss, 2);
  const auto before = d.stored_event().tiebreaks;
  const auto rows = d.audit_rows();
  const auto answer_reason = [&](const wxString& reason) {
    console::test_gui::answer_reason_later([&d] { return d.frame->events().open_form(); }, reason);
  };
  with_form([&] { menu(*d.frame, console::id_edit_event); }, event_form(d),
            [&](console::EventForm& form) {
              form.set_text(EventField::tiebreaks, "sb, win");
              answer_reason({});
              BOOST_TEST(!form.press_ok());
              BOOST_TEST(form.error_text().utf8_string().find("reason") != std::string::npos,
                         form.error_text().utf8_string());
            });
  BOOST_TEST((d.stored_event().tiebreaks == before));
  BOOST_TEST(d.audit_rows() == rows);
  with_form([&] { menu(*d.frame, console::id_edit_event); }, event_form(d),
            [&](console::EventForm& form) {
              form.set_text(EventField::tiebreaks, "sb, win");
              answer_reason("the regulations list SB first");
              BOOST_TEST(form.press_ok());
            });
  BOOST_TEST((d.stored_event().tiebreaks ==
              std::vector{tournament::Tiebreak::sonneborn_berger, tournament::Tiebreak::wins}));
  BOOST_TEST(d.last_action() == "event.edit");
  const auto after = db::AuditLog(d.frame->session().database()).list(d.event).back().after;
  BOOST_TEST(after.value_or("").find("the regulations list SB first") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_player_found_in_the_register_as_the_judge_types_fills_the_form_and_is_linked) {
  Desk d(tournament::PairingSystem::round_robin, 0);
  tournament::RegisterEntry entry;
  entry.name = "Ёлкин Пётр";
  entry.birth_year = 2010;
  entry.title = tournament::Title::second;
  entry.club = "Динамо";
  entry.city = "Казань";
  entry.region = "Татарстан";
  entry.sex = tournament::Sex::male;
  const db::Stamp stamp{"Судья", std::chrono::sys_time<std::chrono::milliseconds>{}};
  BOOST_REQUIRE(db::RegisterRepository(d.frame->session().database()).import({entry}, "fed.csv", stamp).ok());
  const auto rows = d.audit_rows();

  with_form(
      [&] { menu(*d.frame, console::id_add_player); }, player_form(d),
      [&](console::PlayerFormDialog& form) {
        form.search_register(wxString::FromUTF8("е"));
        BOOST_TEST(form.register_matches().empty());  // one letter lists nothing yet
        form.search_register(wxString::FromUTF8("елк 2010"));
        const auto matches = form.register_matches();
        BOOST_REQUIRE(matches.size() == 1U);
        BOOST_TEST(matches[0].utf8_string().starts_with("Ёлкин Пётр, 2010, 2nd category, Динамо, Казань"));
        form.choose_register_match(0);
        BOOST_TEST(form.text(PlayerField::name).utf8_string() == "Ёлкин Пётр");
        BOOST_TEST(form.text(PlayerField::club).utf8_string() == "Динамо");
        BOOST_TEST(form.text(PlayerField::region).utf8_string() == "Татарстан");
        // The judge may still correct what the register says.
        form.set_text(PlayerField::city, wxString::FromUTF8("Зеленодольск"));
        BOOST_TEST(form.press_ok());
      });

  const auto stored = d.stored_players();
  BOOST_REQUIRE(stored.size() == 7U);
  BOOST_TEST(stored.back().name == "Ёлкин Пётр");
  BOOST_TEST((stored.back().title == tournament::Title::second));
  BOOST_TEST(stored.back().city == "Зеленодольск");
  const auto links = db::RegisterRepository(d.frame->session().database()).links(d.event);
  BOOST_REQUIRE(links.size() == 1U);
  BOOST_TEST(links.begin()->first.value == stored.back().id.value);
  BOOST_TEST(d.audit_rows() == rows + 2);  // player.add and register.link, one transaction
  BOOST_TEST(d.last_action() == "register.link");
}

BOOST_AUTO_TEST_SUITE_END()
