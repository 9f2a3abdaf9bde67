// The Teams page (docs/teams.md): a team event's teams and rosters, a round paired, line-ups
// typed with the core's check shown as they are typed, board results entered from the keyboard.
// Screenshots: <build>/screenshots/teams_page_{en,ru}.png at 1366x768.
#include <boost/test/unit_test.hpp>

#include "bye_form_ui.hpp"
#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "forfeit_form_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "reason_form_ui.hpp"
#include "report_panel_ui.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/team_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/audit_log.hpp"
#include "shashki/test/support.hpp"
#include "team_pairing_form_ui.hpp"
#include "teams_panel_ui.hpp"

#include <wx/choice.h>
#include <wx/grid.h>
#include <wx/listctrl.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

#include <fstream>

using namespace shashki;
using console::test_gui::settle;
using console::test_gui::shoot;

namespace {

// Four teams of two boards and a reserve: a team Swiss of three rounds.
struct TeamDesk {
  test::TempDir dir;
  std::filesystem::path db = dir.path() / "arbiter.db";
  tournament::EventId event;
  clock::ManualTimeSource time{std::chrono::seconds(1000)};
  console::MainFrame* frame = nullptr;

  explicit TeamDesk(const std::string& lang) {
    {
      app::Session session(db, "shashki");
      tournament::Event e;
      e.name = "Team Cup";
      e.system = tournament::PairingSystem::swiss;
      e.rounds = 3;
      e.time_control = "90+30";
      tournament::TeamEvent settings;
      settings.boards_per_match = 2;
      event = app::TeamService(session).create(e, settings, clock::RegulationException::not_confirmed);
      std::ofstream csv(dir.path() / "teams.csv");
      csv << "team,short,captain,name,rating\n";
      const char* teams[] = {"Казань", "Москва", "Тула", "Уфа"};
      for (int t = 0; t < 4; ++t) {
        for (int p = 1; p <= 3; ++p)
          csv << teams[t] << ",T" << t + 1 << "," << (p == 1 ? "Capt" : "") << ",Игрок " << t + 1 << "-" << p
              << "," << 2000 - 10 * t - p << "\n";
      }
    }
    console::init_wx_translations(lang);
    frame = console::test_gui::open_console(db, time);
    frame->SetSize(1366, 768);
    frame->open_event(event);
    frame->show_page(console::Page::teams);
    settle();
  }
  TeamDesk(const TeamDesk&) = delete;
  TeamDesk& operator=(const TeamDesk&) = delete;
  ~TeamDesk() {
    frame->Destroy();
    settle();
    console::init_wx_translations("en");
  }

  // Types `text` into `field` as keystrokes would leave it (a text event per change).
  static void type(wxTextCtrl& field, const wxString& text) {
    field.SetValue(text);  // sends wxEVT_TEXT
    settle();
  }
};

void run_day(TeamDesk& d, const std::string& lang) {
  auto& teams = d.frame->teams();
  BOOST_REQUIRE(teams.import_teams(d.dir.path() / "teams.csv"));
  BOOST_TEST(teams.teams().GetItemCount() == 4);
  BOOST_REQUIRE(teams.pair_next());
  // Round 1 pairs 1-3 and 2-4 or similar: two matches, their four teams to line up.
  BOOST_TEST(teams.team_choice().GetCount() == 4U);
  // The first team listed; its roster is three consecutive starting numbers.
  const auto& team = *teams.tournament().team;
  const int first = static_cast<int>(reinterpret_cast<intptr_t>(teams.team_choice().GetClientData(0)));
  const auto roster = std::find_if(team.teams.begin(), team.teams.end(), [first](const auto& t) {
                        return t.number == first;
                      })->roster;
  // The reserve above a regular: the check says so while it is typed, naming board 2.
  TeamDesk::type(teams.line_up_field(), wxString::Format("%d,%d", roster[2], roster[1]));
  BOOST_TEST(!teams.line_up_check().empty());
  if (lang == "en") BOOST_TEST(teams.line_up_check().utf8_string().find("board 2") != std::string::npos);
  BOOST_TEST(!teams.store_line_up());
  // Every team lines up its two regulars.
  for (unsigned choice = 0; choice < teams.team_choice().GetCount(); ++choice) {
    teams.team_choice().SetSelection(static_cast<int>(choice));
    const int number =
        static_cast<int>(reinterpret_cast<intptr_t>(teams.team_choice().GetClientData(choice)));
    const auto& members = std::find_if(team.teams.begin(), team.teams.end(), [number](const auto& t) {
                            return t.number == number;
                          })->roster;
    TeamDesk::type(teams.line_up_field(), wxString::Format("%d,%d", members[0], members[1]));
    BOOST_TEST(teams.line_up_check().empty());
    BOOST_REQUIRE(teams.store_line_up());
  }
  // A late change: the reserve for the second regular. It asks for the reason; cancelled, the
  // line-up stays; given, it is stored with the reason in the audit log.
  teams.team_choice().SetSelection(0);
  const std::string audit_before = db::AuditLog(d.frame->session().database()).list(d.event).back().action;
  const auto audited = [&] { return db::AuditLog(d.frame->session().database()).list(d.event).size(); };
  const auto rows_before = audited();
  // Typed first: typing settles the window, which would run the answer before the form opens.
  const auto type_change = [&] {
    teams.team_choice().SetSelection(0);
    TeamDesk::type(teams.line_up_field(), wxString::Format("%d,%d", roster[0], roster[2]));
  };
  const auto change = [&] { return teams.store_line_up(); };
  bool stored = true;
  type_change();
  console::test_gui::answering([&] { stored = change(); }, [&] { return teams.open_form(); },
                               [](console::ApplyForm& form) { form.EndModal(wxID_CANCEL); });
  BOOST_TEST(!stored);
  BOOST_TEST(audited() == rows_before);
  type_change();
  console::test_gui::answering([&] { stored = change(); }, [&] { return teams.open_form(); },
                               [](console::ApplyForm& form) {
                                 dynamic_cast<console::ReasonForm&>(form).set_reason("ill");
                                 BOOST_TEST(form.press_ok());
                               });
  BOOST_TEST(stored);
  BOOST_TEST(audited() == rows_before + 1);
  const auto change_row = db::AuditLog(d.frame->session().database()).list(d.event).back();
  BOOST_TEST(change_row.action == "team.lineup");
  BOOST_TEST(change_row.after.value_or("").find("\"reason\":\"ill\"") != std::string::npos,
             change_row.after.value_or(""));
  BOOST_TEST(audit_before == "team.lineup");
  // Two matches of two boards: four board rows; a result on the first.
  BOOST_REQUIRE(teams.matches().GetItemCount() == 4);
  teams.matches().SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
  TeamDesk::type(teams.result_field(), "1-0");
  BOOST_REQUIRE(teams.store_result());
  BOOST_TEST(teams.matches().GetItemText(0, 4) == "1-0");
  // The next round waits for the other three boards.
  BOOST_TEST(!teams.pair_next());
  const auto audit = db::AuditLog(d.frame->session().database()).list(d.event);
  BOOST_TEST(audit.back().action == "result.set");
  shoot(*d.frame, "teams_page", lang);
  // The Standings page of a team event ranks the four teams (the team document).
  d.frame->standings().refresh();
  BOOST_TEST(d.frame->standings().grid().GetNumberRows() == 4);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_teams_tests)

BOOST_AUTO_TEST_CASE(a_team_round_is_paired_lined_up_and_scored_on_the_teams_page) {
  TeamDesk d("en");
  run_day(d, "en");
}

BOOST_AUTO_TEST_CASE(the_teams_page_in_russian) {
  TeamDesk d("ru");
  run_day(d, "ru");
}

// A bye a team asks for (TRF record 240), recorded on the Teams page before round 1 is paired:
// the team's row says so, and the pairing leaves it out with the bye it asked for.
BOOST_AUTO_TEST_CASE(a_bye_asked_for_on_the_teams_page_leaves_the_team_out_of_the_pairing) {
  TeamDesk d("en");
  auto& teams = d.frame->teams();
  BOOST_REQUIRE(teams.import_teams(d.dir.path() / "teams.csv"));
  BOOST_TEST(!teams.request_bye_selected());  // no team chosen
  teams.teams().SetItemState(2, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
  bool recorded = false;
  console::test_gui::answering([&] { recorded = teams.request_bye_selected(); },
                               [&] { return teams.open_form(); },
                               [](console::ApplyForm& form) {
                                 auto& bye = dynamic_cast<console::ByeForm&>(form);
                                 bye.set_round(1);
                                 bye.set_kind(tournament::ByeKind::requested_half);
                                 BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
                               });
  BOOST_TEST(recorded);
  BOOST_TEST(teams.teams().GetItemText(2, 1).utf8_string() == "Тула (bye asked for round 1)");
  // A slip taken back on the same form, and asked again.
  for (const auto kind :
       {std::optional<tournament::ByeKind>{}, std::optional(tournament::ByeKind::requested_half)}) {
    teams.teams().SetItemState(2, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    console::test_gui::answering([&] { teams.request_bye_selected(); }, [&] { return teams.open_form(); },
                                 [&](console::ApplyForm& form) {
                                   dynamic_cast<console::ByeForm&>(form).set_kind(kind);
                                   BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
                                 });
    BOOST_TEST(teams.teams().GetItemText(2, 1).utf8_string() ==
               (kind ? "Тула (bye asked for round 1)" : "Тула"));
  }
  BOOST_REQUIRE(teams.pair_next());
  const auto& event = *teams.tournament().team;
  int requested = 0;
  for (const auto& m : event.matches) {
    if (m.home == 3 || m.away == 3) {
      BOOST_TEST(!m.away.has_value());
      BOOST_TEST((m.bye == tournament::ByeKind::requested_half));
      ++requested;
    }
  }
  BOOST_TEST(requested == 1);
  BOOST_TEST(teams.teams().GetItemText(2, 1).utf8_string() == "Тула");
}

BOOST_AUTO_TEST_CASE(a_team_withdrawn_on_the_teams_page_with_its_reason_is_paired_no_more) {
  TeamDesk d("en");
  auto& teams = d.frame->teams();
  BOOST_REQUIRE(teams.import_teams(d.dir.path() / "teams.csv"));
  // Without a team chosen, nothing happens.
  BOOST_TEST(!teams.withdraw_selected());
  teams.teams().SetItemState(3, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
  bool withdrawn = false;
  // A blank reason is refused in the form; the reason given withdraws the team.
  console::test_gui::answering([&] { withdrawn = teams.withdraw_selected(); },
                               [&] { return teams.open_form(); },
                               [](console::ApplyForm& form) {
                                 BOOST_TEST(!form.press_ok());
                                 dynamic_cast<console::ReasonForm&>(form).set_reason("the team did not come");
                                 BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
                               });
  BOOST_TEST(withdrawn);
  BOOST_TEST(teams.teams().GetItemText(3, 1).utf8_string() == "Уфа (withdrawn from round 1)");
  const auto row = db::AuditLog(d.frame->session().database()).list(d.event).back();
  BOOST_TEST(row.after.value_or("").find("the team did not come") != std::string::npos,
             row.after.value_or(""));
  // Round 1 of the three teams left: one match and the bye; team 4 is in neither.
  BOOST_REQUIRE(teams.pair_next());
  const auto& event = *teams.tournament().team;
  int matches = 0;
  int byes = 0;
  for (const auto& m : event.matches) {
    BOOST_TEST(m.home != 4);
    BOOST_TEST(m.away.value_or(0) != 4);
    (m.away ? matches : byes) += 1;
  }
  BOOST_TEST(matches == 1);
  BOOST_TEST(byes == 1);
  BOOST_TEST(teams.team_choice().GetCount() == 2U);
}

BOOST_AUTO_TEST_CASE(a_match_a_team_did_not_come_to_is_forfeited_on_the_teams_page_and_taken_back) {
  TeamDesk d("en");
  auto& teams = d.frame->teams();
  BOOST_REQUIRE(teams.import_teams(d.dir.path() / "teams.csv"));
  BOOST_REQUIRE(teams.pair_next());
  BOOST_TEST(teams.team_choice().GetCount() == 4U);
  const auto forfeit = [&](console::ForfeitChoice choice, const wxString& reason) {
    bool stored = false;
    teams.matches().SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    console::test_gui::answering([&] { stored = teams.forfeit_selected(); },
                                 [&] { return teams.open_form(); },
                                 [&](console::ApplyForm& form) {
                                   auto& asked = dynamic_cast<console::ForfeitForm&>(form);
                                   asked.choose(choice);
                                   // Without a reason it stays open, saying so after the field.
                                   BOOST_TEST(!form.press_ok());
                                   BOOST_TEST(form.error_text().utf8_string().rfind("Reason: ", 0) == 0,
                                              form.error_text().utf8_string());
                                   asked.set_reason(reason);
                                   BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
                                 });
    return stored;
  };
  // The second team of the first match did not come: the match is the first team's, with no
  // boards and no line-ups to enter; the other match's two teams are left to line up.
  BOOST_REQUIRE(forfeit(console::ForfeitChoice::second_absent, "the bus broke down"));
  BOOST_TEST(teams.matches().GetItemText(0, 4).utf8_string() == "forfeit +/-");
  BOOST_TEST(teams.team_choice().GetCount() == 2U);
  const auto row = db::AuditLog(d.frame->session().database()).list(d.event).back();
  BOOST_TEST(row.action == "team.forfeit");
  // It came after all: the forfeit is taken back, and its line-ups are asked for again.
  BOOST_REQUIRE(forfeit(console::ForfeitChoice::played_after_all, "the bus arrived"));
  BOOST_TEST(teams.matches().GetItemText(0, 4).utf8_string() == "line-ups?");
  BOOST_TEST(teams.team_choice().GetCount() == 4U);
}

BOOST_AUTO_TEST_CASE(an_individual_event_says_it_has_no_teams) {
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  tournament::EventId event;
  {
    app::Session session(db, "shashki");
    tournament::Event e;
    e.name = "Open";
    e.rounds = 5;
    e.time_control = "90+30";
    event = app::EventService(session).create(e).id;
  }
  clock::ManualTimeSource time{std::chrono::seconds(1000)};
  console::init_wx_translations("en");
  auto* frame = console::test_gui::open_console(db, time);
  frame->open_event(event);
  BOOST_TEST(!frame->teams().team_choice().IsEnabled());
  BOOST_TEST(!frame->teams().pair_next());
  frame->Destroy();
  settle();
}

// C.07 1.1: a team event's tie-breaks and the score ranked first order its standings, so the
// event form corrects them at any time; once a match is played it asks why, and Cancel leaves
// them as they were.
BOOST_AUTO_TEST_CASE(a_team_event_s_tie_breaks_change_from_the_event_form_with_a_reason_once_paired) {
  TeamDesk d("en");
  auto& teams = d.frame->teams();
  BOOST_REQUIRE(teams.import_teams(d.dir.path() / "teams.csv"));
  const auto stored = [&] { return *app::load_tournament(d.frame->session(), d.event).team; };
  const auto edit = [&](const std::function<void(console::EventForm&)>& fill) {
    console::test_gui::answering([&] { console::test_gui::menu(*d.frame, console::id_edit_event); },
                                 [&] { return d.frame->events().event_form(); },
                                 [&](console::ApplyForm& form) {
                                   fill(dynamic_cast<console::EventForm&>(form));
                                   if (form.IsModal()) form.EndModal(wxID_CANCEL);
                                 });
  };
  // Before round 1: no reason asked; the other team settings stay greyed out.
  edit([&](console::EventForm& form) {
    BOOST_TEST(form.control(console::EventField::tiebreaks).IsEnabled());
    BOOST_TEST(form.control(console::EventField::team_primary).IsEnabled());
    BOOST_TEST(!form.control(console::EventField::board_colours).IsEnabled());
    BOOST_TEST(!form.control(console::EventField::team_boards).IsEnabled());
    form.set_text(console::EventField::tiebreaks, "bh-c1, x");
    BOOST_TEST(!form.press_ok());
    form.set_text(console::EventField::tiebreaks, "mpvgp, bh-c1, de");
    BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
  });
  BOOST_TEST((stored().tiebreaks == std::vector{tournament::TeamTiebreak::secondary_score,
                                                tournament::TeamTiebreak::buchholz_cut1,
                                                tournament::TeamTiebreak::direct_encounter}));
  BOOST_REQUIRE(teams.pair_next());
  const auto answer_reason = [&](const wxString& reason) {
    console::test_gui::answer_reason_later([&d] { return d.frame->events().open_form(); }, reason);
  };
  // Round 1 paired: the primary score changed, the reason asked; Cancel changes nothing.
  edit([&](console::EventForm& form) {
    dynamic_cast<wxChoice&>(form.control(console::EventField::team_primary)).SetSelection(1);
    answer_reason({});
    BOOST_TEST(!form.press_ok());
  });
  BOOST_TEST((stored().scoring.primary == tournament::PrimaryScore::match_points));
  edit([&](console::EventForm& form) {
    dynamic_cast<wxChoice&>(form.control(console::EventField::team_primary)).SetSelection(1);
    form.set_text(console::EventField::tiebreaks, "bc, tbr");
    answer_reason("the regulations rank by game points");
    BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
  });
  BOOST_TEST((stored().scoring.primary == tournament::PrimaryScore::game_points));
  BOOST_TEST((stored().tiebreaks == std::vector{tournament::TeamTiebreak::board_count,
                                                tournament::TeamTiebreak::top_board_result}));
  const auto rows = db::AuditLog(d.frame->session().database()).list(d.event);
  bool kept = false;
  for (const auto& row : rows)
    kept = kept || row.after.value_or("").find("the regulations rank by game points") != std::string::npos;
  BOOST_TEST(kept);
}

// A team round's matches changed by hand on the Teams page (C.04.6: a proposal that breaks an
// absolute rule is refused naming its article), before the line-ups, with the reason.
BOOST_AUTO_TEST_CASE(a_team_round_s_matches_are_changed_by_hand_on_the_teams_page) {
  TeamDesk d("en");
  auto& teams = d.frame->teams();
  BOOST_REQUIRE(teams.import_teams(d.dir.path() / "teams.csv"));
  BOOST_REQUIRE(teams.pair_next());
  bool stored = false;
  console::test_gui::answering([&] { stored = teams.edit_pairing(); }, [&] { return teams.open_form(); },
                               [&](console::ApplyForm& form) {
                                 auto& asked = dynamic_cast<console::TeamPairingForm&>(form);
                                 // An unreadable match is refused at its field; a team twice by the article.
                                 asked.set_pairs("1-x 2-4");
                                 asked.set_reason("seeding by the regulations");
                                 BOOST_TEST(!form.press_ok());
                                 BOOST_TEST(form.error_text().utf8_string().rfind("Matches: ", 0) == 0,
                                            form.error_text().utf8_string());
                                 asked.set_pairs("1-3 1-4");
                                 BOOST_TEST(!form.press_ok());
                                 BOOST_TEST(form.error_text().utf8_string().find("[C3]") != std::string::npos,
                                            form.error_text().utf8_string());
                                 shoot(form, "team_pairing_form", "en");
                                 asked.set_pairs("1-3 4-2");
                                 asked.set_reason(" ");
                                 BOOST_TEST(!form.press_ok());
                                 asked.set_reason("seeding by the regulations");
                                 BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
                               });
  BOOST_TEST(stored);
  std::vector<std::pair<int, int>> pairs;
  for (const auto& m : teams.tournament().team->matches) pairs.emplace_back(m.home, m.away.value_or(0));
  BOOST_TEST((pairs == std::vector<std::pair<int, int>>{{1, 3}, {4, 2}}));
  BOOST_TEST(db::AuditLog(d.frame->session().database()).list(d.event).back().action == "round.edit");
  console::test_gui::shoot(*d.frame, "teams_pairing_edited", "en");
}

BOOST_AUTO_TEST_SUITE_END()
