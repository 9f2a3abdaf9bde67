// Whole team events through the console, as a judge runs them: the event made with the event
// form, the teams imported on the Teams page, every round paired, lined up and scored there by
// keyboard, then the team standings, the team crosstable PDF and the board prizes. A 10-team
// Swiss of 9 rounds with 4-board teams (C.04.6) and an 8-team double round robin (Berger tables,
// C.05). Each round the console paired is checked afterwards by the core's own check of a team
// round (C.04.6 [C1]-[C3], 3.1; a double round robin's two meetings with colours reversed).
#include <boost/test/unit_test.hpp>

#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "report_panel_ui.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/pairing/team_pairing.hpp"
#include "shashki/test/support.hpp"
#include "teams_panel_ui.hpp"

#include <wx/choice.h>
#include <wx/grid.h>
#include <wx/listctrl.h>
#include <wx/spinctrl.h>
#include <wx/textctrl.h>

#include <fstream>
#include <map>
#include <random>

using namespace shashki;
using console::EventField;
using console::EventForm;
using console::test_gui::settle;

namespace team_event_run {

// Choice positions of the event form's System: round robin, double round robin, Swiss, knockout.
constexpr int double_round_robin = 1;
constexpr int swiss = 2;

// `teams` teams of four regulars and a reserve, in a teams CSV.
std::filesystem::path write_teams(const std::filesystem::path& folder, int teams) {
  const auto file = folder / "teams.csv";
  std::ofstream csv(file);
  csv << "team,short,captain,name,rating\n";
  for (int t = 1; t <= teams; ++t) {
    for (int p = 1; p <= 5; ++p) {
      csv << "Club " << t << ",C" << t << "," << (p == 1 ? "Captain" : "") << ",Player " << t << "-" << p
          << "," << 2300 - 20 * t - p << "\n";
    }
  }
  return file;
}

// Makes the event through the event form, as the judge fills it in.
void create_team_event(console::MainFrame& frame, const std::string& name, int system, int rounds,
                       const std::string& tiebreaks) {
  console::test_gui::answering(
      [&] { console::test_gui::menu(frame, console::id_new_event); },
      [&]() -> console::ApplyForm* { return frame.events().event_form(); },
      [&](console::ApplyForm& shown) {
        auto& form = dynamic_cast<EventForm&>(shown);
        form.set_text(EventField::name, name);
        dynamic_cast<wxChoice&>(form.control(EventField::system)).SetSelection(system);
        dynamic_cast<wxSpinCtrl&>(form.control(EventField::rounds)).SetValue(rounds);
        dynamic_cast<wxSpinCtrl&>(form.control(EventField::team_boards)).SetValue(4);
        form.set_text(EventField::tiebreaks, tiebreaks);
        BOOST_TEST(form.press_ok(), form.error_text().utf8_string());
        if (form.IsModal()) form.EndModal(wxID_CANCEL);
      });
}

int team_of_choice(console::TeamsPanel& teams, unsigned choice) {
  return static_cast<int>(reinterpret_cast<intptr_t>(teams.team_choice().GetClientData(choice)));
}

const tournament::Team& team_numbered(const tournament::TeamEvent& event, int number) {
  const auto found = std::find_if(event.teams.begin(), event.teams.end(),
                                  [number](const tournament::Team& t) { return t.number == number; });
  BOOST_REQUIRE(found != event.teams.end());
  return *found;
}

// Every team of the round shown types its line-up: the four regulars, except that in round
// `reserve_round` the first team listed fields its reserve on board 4 and in round
// `empty_round` the first team listed leaves board 4 empty.
void line_up_round(console::TeamsPanel& teams, int reserve_round, int empty_round) {
  const int round = teams.round_shown();
  const auto event = *teams.tournament().team;
  const unsigned count = teams.team_choice().GetCount();
  for (unsigned choice = 0; choice < count; ++choice) {
    teams.team_choice().SetSelection(static_cast<int>(choice));
    const auto& roster = team_numbered(event, team_of_choice(teams, choice)).roster;
    wxString typed = wxString::Format("%d,%d,%d,", roster[0], roster[1], roster[2]);
    if (choice == 0 && round == reserve_round) {
      typed += wxString::Format("%d", roster[4]);
    } else if (choice == 0 && round == empty_round) {
      typed += "-";
    } else {
      typed += wxString::Format("%d", roster[3]);
    }
    teams.line_up_field().SetValue(typed);
    settle();
    BOOST_TEST(teams.line_up_check().empty(), teams.line_up_check().utf8_string());
    BOOST_REQUIRE_MESSAGE(teams.store_line_up(), "round " << round << ": line-up " << typed.utf8_string());
  }
}

// Types a result on every board of the round shown, row by row as the judge does (the next row
// is chosen after each): a played board 1-0, = or 0-1 by `random`; a board with an empty side
// the forfeit it must have.
void score_round(console::TeamsPanel& teams, std::mt19937& random) {
  const char* played[] = {"1-0", "=", "0-1"};
  const auto event = *teams.tournament().team;
  const int round = teams.round_shown();
  teams.matches().SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
  for (long row = 0; row < teams.matches().GetItemCount(); ++row) {
    const auto where = teams.board_of_row(row);
    if (!where) continue;
    const auto match = std::find_if(
        event.matches.begin(), event.matches.end(),
        [&](const tournament::TeamMatch& m) { return m.round == round && m.home == where->first; });
    BOOST_REQUIRE(match != event.matches.end());
    const auto& board = match->boards.at(static_cast<std::size_t>(where->second - 1));
    const auto& white = board.home_white ? board.home_player : board.away_player;
    const auto& black = board.home_white ? board.away_player : board.home_player;
    std::string result = played[random() % 3];
    if (!white) result = "-/+";
    if (!black) result = "+/-";
    teams.matches().SetItemState(row, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    teams.result_field().SetValue(result);
    BOOST_REQUIRE_MESSAGE(teams.store_result(), "round " << round << ", row " << row << ": " << result);
  }
}

// Each round as paired stands by the core's check of a team round, given the rounds before it.
void check_every_round(const tournament::TeamEvent& event, int rounds) {
  for (int round = 1; round <= rounds; ++round) {
    tournament::TeamEvent before = event;
    before.matches.clear();
    pairing::TeamRoundPairing paired;
    for (const auto& m : event.matches) {
      if (m.round < round) before.matches.push_back(m);
      if (m.round != round) continue;
      if (m.away) {
        paired.pairs.push_back({m.home, *m.away});
      } else {
        paired.bye = m.home;
      }
    }
    BOOST_TEST(paired.pairs.size() * 2 + (paired.bye ? 1 : 0) == event.teams.size(), "round " << round);
    const auto findings = pairing::check_team_round(before, round, paired);
    BOOST_TEST(findings.empty(),
               "round " << round << ": " << (findings.empty() ? "" : findings[0].english()));
  }
}

bool is_pdf(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::string head(5, '\0');
  in.read(head.data(), 5);
  return in && head == "%PDF-";
}

// Runs a whole team event through the console and checks its documents.
void run_event(const std::string& name, int system, int teams_count, int rounds, const std::string& tiebreaks,
               std::uint32_t seed) {
  console::test_gui::ConsoleWindow w;
  auto& frame = *w.frame;
  create_team_event(frame, name, system, rounds, tiebreaks);
  const auto events = app::EventService(frame.session()).list();
  BOOST_REQUIRE(events.size() == 1U);
  const auto id = events.front().id;
  frame.show_page(console::Page::teams);
  auto& teams = frame.teams();
  BOOST_REQUIRE(teams.tournament().team.has_value());
  BOOST_TEST(teams.tournament().team->boards_per_match == 4);
  BOOST_REQUIRE(teams.import_teams(write_teams(w.dir.path(), teams_count)));
  BOOST_TEST(teams.teams().GetItemCount() == teams_count);

  std::mt19937 random(seed);
  for (int round = 1; round <= rounds; ++round) {
    BOOST_REQUIRE_MESSAGE(teams.pair_next(), "round " << round << ": " << frame.last_message().utf8_string());
    BOOST_REQUIRE(teams.round_shown() == round);
    line_up_round(teams, 4, 6);
    // Every third round is played on the clocks: its games become the round's boards, and the
    // results typed on the Teams page are theirs (one truth).
    if (round % 3 == 0)
      BOOST_REQUIRE_MESSAGE(teams.put_on_clocks(),
                            "round " << round << ": " << frame.last_message().utf8_string());
    score_round(teams, random);
  }
  // Every planned round is paired: the next one is refused, and nothing was written by it.
  BOOST_TEST(!teams.pair_next());
  const auto played = app::load_tournament(frame.session(), id);
  BOOST_REQUIRE(played.team.has_value());
  BOOST_TEST(tournament::last_team_round(*played.team) == rounds);
  BOOST_TEST(tournament::team_round_complete(*played.team, rounds));
  check_every_round(*played.team, rounds);
  for (int round = 3; round <= rounds; round += 3) {
    const auto* clocked = played.round(round);
    BOOST_REQUIRE_MESSAGE(clocked != nullptr, "round " << round);
    std::size_t on_clocks = 0;
    for (const auto& m : played.team->matches) {
      if (m.round != round) continue;
      for (const auto& b : m.boards) {
        if (!b.round_board) continue;
        ++on_clocks;
        const auto* board = clocked->board(*b.round_board);
        BOOST_REQUIRE(board != nullptr);
        BOOST_TEST((board->games.at(0) == b.result), "round " << round << ", board " << *b.round_board);
      }
    }
    BOOST_TEST(on_clocks > 0U);
    BOOST_TEST(clocked->boards.size() == on_clocks);
  }
  if (system == double_round_robin) {
    // Each pair of teams met twice, once with each team White on board 1.
    std::map<std::pair<int, int>, int> met;
    for (const auto& m : played.team->matches) {
      if (m.away) ++met[{m.home, *m.away}];
    }
    BOOST_TEST(met.size() == static_cast<std::size_t>(teams_count * (teams_count - 1)));
    for (const auto& [pair, times] : met) BOOST_TEST(times == 1, pair.first << "-" << pair.second);
  }

  // The team standings: one row per team.
  frame.show_page(console::Page::standings);
  frame.standings().refresh();
  BOOST_TEST(frame.standings().grid().GetNumberRows() == teams_count);
  // The team crosstable as PDF, from its page.
  frame.show_page(console::Page::crosstable);
  frame.crosstable().refresh();
  const auto crosstable = w.dir.path() / "crosstable.pdf";
  BOOST_REQUIRE(frame.crosstable().export_to(crosstable, app::ReportFormat::pdf));
  BOOST_TEST(is_pdf(crosstable));
  // The board prizes: what the Teams page exports.
  frame.show_page(console::Page::teams);
  auto request = frame.page_report();
  BOOST_TEST((request.kind == app::ReportKind::board_prizes));
  request.format = app::ReportFormat::csv;
  request.out = w.dir.path() / "board-prizes.csv";
  app::write_event_report(app::load_tournament(frame.session(), id), request);
  const auto prizes = test::read_file(request.out);
  // A prize winner on each of the four boards.
  for (const char* board : {"1", "2", "3", "4"}) BOOST_TEST(prizes.find(board) != std::string::npos);
  request.format = app::ReportFormat::pdf;
  request.out = w.dir.path() / "board-prizes.pdf";
  app::write_event_report(app::load_tournament(frame.session(), id), request);
  BOOST_TEST(is_pdf(request.out));
}

}  // namespace team_event_run

using team_event_run::run_event;

BOOST_AUTO_TEST_SUITE(console_team_events_tests)

BOOST_AUTO_TEST_CASE(a_ten_team_swiss_of_nine_rounds_runs_through_the_console) {
  run_event("Team Swiss", team_event_run::swiss, 10, 9, "MPVGP, BH-C1, BH, DE", 7);
}

BOOST_AUTO_TEST_CASE(an_eight_team_double_round_robin_runs_through_the_console) {
  run_event("Team DRR", team_event_run::double_round_robin, 8, 14, "MPVGP, KS, EMMSB, DE", 11);
}

BOOST_AUTO_TEST_SUITE_END()
