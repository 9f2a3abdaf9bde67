// The console shows what the app decides, never a copy of it: the Rulings page reads a board's
// game under the conditions of its event and board (6.1.8 classical, 6.1.10 rapid and
// lightning), and the Round page writes the points before the round as the printed pairing
// list does.
#include <boost/test/unit_test.hpp>

#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "round_panel_ui.hpp"
#include "rulings_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/reports/report_builders.hpp"
#include "shashki/test/support.hpp"

#include <algorithm>
#include <string>
#include <vector>

using namespace shashki;
using console::test_gui::settle;

namespace {

struct AnswersConsole : console::test_gui::ConsoleWindow {
  // An event of `discipline` under `control` with `players` players and round 1 published,
  // stored through the app.
  tournament::EventId event(tournament::Discipline discipline, const std::string& control, int players,
                            tournament::ScoringScale scale = tournament::ScoringScale::two_one_zero) {
    tournament::Event e;
    e.name = "Кубок";
    e.discipline = discipline;
    e.time_control = control;
    e.scale = scale;
    e.rounds = 3;
    const auto id = app::EventService(frame->session()).create(e).id;
    for (int i = 0; i < players; ++i) {
      tournament::Player p;
      p.name = "Игрок " + std::to_string(i + 1);
      p.rating = 2400 - 10 * i;
      app::PlayerService(frame->session()).add(id, p);
    }
    app::RoundService(frame->session()).pair(id);
    app::RoundService(frame->session()).publish(id);
    return id;
  }

  // Opens the event and shows the game of board 1 of round 1 on the Rulings page.
  console::RulingsPanel& board_game(tournament::EventId id) {
    frame->open_event(id);
    frame->round().grid().SetGridCursor(0, console::RoundPanel::result);
    frame->load_board_game();
    settle();
    return frame->rulings();
  }

  // The Rulings page on board 1 of an event of `discipline` under `control`, whose game starts
  // from two white kings against one black king.
  console::RulingsPanel& king_ending(tournament::Discipline discipline, const std::string& control) {
    const auto id = event(discipline, control, 2);
    app::GameRecordService(frame->session()).set_start(tournament::GameKey{id, 1, 1, 1}, "W:WKa1,Kc1:BKh8");
    return board_game(id);
  }
};

bool has_finding(const console::RulingsPanel& rulings, const std::string& text) {
  const auto findings = rulings.findings();
  return std::any_of(findings.begin(), findings.end(),
                     [&](const wxString& f) { return f.utf8_string() == text; });
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_app_answers_tests)

BOOST_AUTO_TEST_CASE(a_rapid_board_game_on_the_rulings_page_may_be_drawn_by_agreement_once_recorded) {
  AnswersConsole c;
  auto& rulings = c.board_game(c.event(tournament::Discipline::rapid, "10+5", 2));
  BOOST_REQUIRE(c.frame->page() == console::Page::rulings);
  // Not recorded yet, 12 pieces each: an unrecorded rapid game is drawn by agreement only
  // with 6 pieces or fewer each (6.1.10.2).
  BOOST_TEST(!has_finding(rulings, "6.1.10.2: a draw may be offered"));
  BOOST_TEST(rulings.record_move("c3-d4").utf8_string().find("Recorded") != std::string::npos);
  // Recorded: rapid play allows the offer at once (6.1.10.2); classical play only after 20
  // moves each (6.1.8.1), which is what the page said when it took every game for classical.
  BOOST_TEST(has_finding(rulings, "6.1.10.2: a draw may be offered"));
  BOOST_TEST(!has_finding(rulings, "6.1.8.1: a draw may be offered"));
}

BOOST_AUTO_TEST_CASE(a_board_game_without_increment_on_the_rulings_page_is_drawn_by_6_1_10_4) {
  AnswersConsole c;
  // Two kings against one: with no time added per move it is not played on (6.1.10.4).
  auto& rulings = c.king_ending(tournament::Discipline::rapid, "15+0");
  BOOST_TEST(rulings.summary().utf8_string() == "Result by the rules: 1-1 (6.1.10.4, ply 0)");
}

BOOST_AUTO_TEST_CASE(a_classical_board_game_on_the_rulings_page_keeps_its_counts_running) {
  AnswersConsole c;
  auto& rulings = c.king_ending(tournament::Discipline::classical, "30+30");
  BOOST_TEST(rulings.summary().utf8_string() == "Result by the rules: none so far, the game goes on");
  BOOST_TEST(has_finding(rulings, "6.1.8.6: count 0 of 5 moves"));
}

BOOST_AUTO_TEST_CASE(the_round_page_writes_the_points_before_the_round_as_the_pairing_list_prints_them) {
  AnswersConsole c;
  const auto id =
      c.event(tournament::Discipline::classical, "30+30", 4, tournament::ScoringScale::one_half_zero);
  auto& session = c.frame->session();
  // Round 1: a draw on board 1 and a White win on board 2; then round 2 is paired.
  app::ResultService(session).set(id, 1, 1, 1, "=");
  app::ResultService(session).set(id, 1, 2, 1, "1-0");
  app::RoundService(session).complete(id, 1);
  app::RoundService(session).pair(id);
  c.frame->open_event(id);
  auto& round = c.frame->round();
  BOOST_REQUIRE(round.round_shown() == 2);
  reports::ReportOptions options;
  options.round = 2;
  const auto printed = reports::pairing_list_report(app::load_tournament(session, id), options).table;
  BOOST_REQUIRE(static_cast<int>(printed.body.size()) == round.row_count());
  std::vector<std::string> shown;
  for (int row = 0; row < round.row_count(); ++row) {
    BOOST_TEST_INFO("board " << row + 1);
    // The wall list: White's points in column 5, Black's in column 7.
    const auto& cells = printed.body[static_cast<std::size_t>(row)].cells;
    BOOST_TEST(round.cell(row, console::RoundPanel::white_points).utf8_string() == cells.at(5).text);
    BOOST_TEST(round.cell(row, console::RoundPanel::black_points).utf8_string() == cells.at(7).text);
    shown.push_back(round.cell(row, console::RoundPanel::white_points).utf8_string());
    shown.push_back(round.cell(row, console::RoundPanel::black_points).utf8_string());
  }
  // A half point reads "½", as on the printed list and the standings.
  BOOST_TEST(std::count(shown.begin(), shown.end(), "½") == 2);
}

BOOST_AUTO_TEST_SUITE_END()
