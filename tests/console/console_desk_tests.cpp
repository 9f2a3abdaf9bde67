// The tournament day through the console's windows: create an event, import players, pair,
// enter results by keys, the clock wall of a 20-board round, an appeal, the crosstable to PDF,
// the rulings board. Assertions read the widgets; time comes from a manual source, never a
// timer. Each view is saved as a PNG in <build>/screenshots/, in English and in Russian.
#include <boost/test/unit_test.hpp>

#include "clocks_panel_ui.hpp"
#include "console_app.hpp"
#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "full_screen_clock_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "players_panel_ui.hpp"
#include "report_panel_ui.hpp"
#include "result_correction_form_ui.hpp"
#include "round_panel_ui.hpp"
#include "rulings_panel_ui.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/test/support.hpp"

#include <wx/app.h>
#include <wx/grid.h>
#include <wx/notebook.h>

#include <fstream>

using namespace shashki;
using namespace std::chrono_literals;
using console::test_gui::settle;
using console::test_gui::shoot;
using console::test_gui::type_on_grid;

namespace {

// 40 players (20 boards), some with Cyrillic names, one with an apostrophe.
std::filesystem::path write_players(const std::filesystem::path& dir) {
  const auto path = dir / "players.csv";
  std::ofstream out(path);
  out << "name,rating,club,city\n";
  const char* names[] = {"Иванов Иван", "Петров Пётр", "Сидорова Анна", "Кузнецов Алексей", "O'Brien, Liam"};
  for (int i = 0; i < 40; ++i) {
    const std::string name = i < 5 ? names[i] : "Player " + std::to_string(i + 1);
    out << '"' << name << "\"," << 2400 - i * 10 << ",Клуб " << i % 4 << ",Москва\n";
  }
  return path;
}

void run_the_day(const std::string& lang) {
  test::TempDir dir;
  console::init_wx_translations(lang);
  clock::ManualTimeSource time(1000s);
  auto* frame = console::test_gui::open_console(dir.path() / "arbiter.db", time);

  // Events: create a round robin in 2-1-0.
  auto form = console::new_event();
  form.name = lang == "ru" ? "Кубок города по шашкам" : "City Cup";
  form.venue = "Москва";
  form.system = tournament::PairingSystem::round_robin;
  form.rounds = 39;
  form.time_control = "30+30";
  const auto event = frame->events().create(form);
  BOOST_REQUIRE(event.value != 0);
  BOOST_TEST(frame->events().names().size() == 1u);
  BOOST_TEST(frame->events().names()[0].utf8_string() == form.name);

  // Players: a bad file imports nothing and says where; the good one imports all 40.
  const auto bad = dir.path() / "bad.csv";
  std::ofstream(bad) << "name,rating\nИванов,12x\n";
  BOOST_TEST(!frame->players().import_csv(bad));
  BOOST_TEST(frame->players().import_problems().utf8_string().find("bad.csv:2:") != std::string::npos);
  BOOST_TEST(frame->players().row_count() == 0u);
  BOOST_TEST(frame->players().import_csv(write_players(dir.path())));
  BOOST_TEST(frame->players().import_problems().empty());
  BOOST_TEST(frame->players().row_count() == 40u);
  BOOST_TEST(frame->players().cell(0, 1).utf8_string() == "Иванов Иван");
  frame->players().search("петр");
  BOOST_TEST(frame->players().row_count() == 1u);
  BOOST_TEST(frame->players().cell(0, 1).utf8_string() == "Петров Пётр");
  frame->players().search("");
  frame->show_page(console::Page::players);
  shoot(*frame, "players", lang);

  // Round: pair, publish, results by keys with Enter between boards.
  auto& round = frame->round();
  round.pair_next();
  BOOST_TEST(round.round_shown() == 1);
  BOOST_TEST(round.row_count() == 20);
  round.publish();
  BOOST_TEST((round.tournament().rounds.at(0).state == tournament::RoundState::published));
  round.grid().SetGridCursor(0, console::RoundPanel::result);
  for (int key : {int{'1'}, int{WXK_RETURN}, int{'='}, int{WXK_RETURN}, int{'0'}, int{WXK_RETURN}, int{'+'}})
    type_on_grid(round, key);
  BOOST_TEST(round.cell(0, console::RoundPanel::result).utf8_string() == "2-0");
  BOOST_TEST(round.cell(1, console::RoundPanel::result).utf8_string() == "1-1");
  BOOST_TEST(round.cell(2, console::RoundPanel::result).utf8_string() == "0-2");
  BOOST_TEST(round.cell(3, console::RoundPanel::result).utf8_string() == "+/-");
  BOOST_TEST(round.cursor_row() == 3);
  // A correction (with its reason), then undo puts the first result back.
  const auto corrected = console::test_gui::answer_question(
      round, [&] { type_on_grid(round, '0'); },
      [](console::ApplyForm& asked) {
        dynamic_cast<console::ResultCorrectionForm&>(asked).set_reason("typed on the wrong board");
      },
      true);
  BOOST_TEST(corrected.asked);
  BOOST_TEST(round.cell(3, console::RoundPanel::result).utf8_string() == "0-2");
  round.undo_last();
  BOOST_TEST(round.cell(3, console::RoundPanel::result).utf8_string() == "+/-");
  BOOST_TEST(frame->status(1).utf8_string().find("4") != std::string::npos);
  frame->show_page(console::Page::round);
  shoot(*frame, "round", lang);

  // Standings are live: board 1's White leads with 2 points.
  frame->show_page(console::Page::standings);
  const auto& standings = frame->standings().report();
  BOOST_REQUIRE(!standings.table.body.empty());
  BOOST_TEST(!frame->standings().legend().empty());
  shoot(*frame, "standings", lang);
  frame->show_page(console::Page::crosstable);
  BOOST_TEST(frame->crosstable().grid().GetNumberRows() == 40);
  shoot(*frame, "crosstable_preview", lang);
  const auto pdf = dir.path() / "crosstable.pdf";
  BOOST_TEST(frame->crosstable().export_to(pdf, app::ReportFormat::pdf));
  std::ifstream in(pdf, std::ios::binary);
  std::string magic(4, '\0');
  in.read(magic.data(), 4);
  BOOST_TEST(magic == "%PDF");

  // Clocks: the wall of the 20 boards, on the manual time source.
  frame->open_clock_wall();
  auto* wall = frame->clocks().wall();
  BOOST_REQUIRE(wall != nullptr);
  wall->stop_timer();
  BOOST_TEST(wall->tile_count() == 20u);
  // Boards 1-4 have their results: their clocks do not start.
  frame->clocks().start_all();
  time.advance(65s);
  BOOST_TEST(wall->clocks().press(6, clock::Side::white).accepted);
  time.advance(5s);
  wall->tick();
  BOOST_TEST(wall->tile_text(0).utf8_string().find("0:30:00 | 0:30:00 | 0-0") != std::string::npos);
  BOOST_TEST(wall->tile_text(4).utf8_string().find("0:28:50 | 0:30:00 | 0-0") != std::string::npos);
  BOOST_TEST(wall->tile_text(5).utf8_string().find("| 1-0 |") != std::string::npos);
  // An appeal at board 7: its tile says so and its clock stands.
  wall->select(6);
  BOOST_TEST(frame->clocks().open_appeal(clock::Side::black, "the opponent touched two pieces"));
  BOOST_TEST(frame->clocks().appeals().size() == 1u);
  BOOST_TEST((wall->clocks().clock(7).phase() == clock::ClockPhase::paused));
  const wxString appeal_tile = wall->tile_text(6);
  BOOST_TEST(appeal_tile.utf8_string().find(lang == "ru" ? "АПЕЛЛЯЦ" : "APPEAL") != std::string::npos);
  // A flag on board 9: the judge took most of White's time (a sanction), the rest runs out.
  BOOST_TEST(wall->clocks().adjust(9, clock::Side::white, -(30min - 70s - 1s), "sanction").accepted);
  time.advance(2s);
  wall->tick();
  BOOST_TEST(wall->bells() == 1);
  BOOST_TEST(wall->tile_text(8).utf8_string().find(lang == "ru" ? "ФЛАГ" : "FLAG") != std::string::npos);
  frame->show_page(console::Page::clocks);
  shoot(*frame, "clock_wall", lang);
  time.advance(60s);
  app::AppealDecision decision;
  decision.explanation = "6.1.4.1: touch-move does not apply to a piece adjusted with a warning";
  decision.adjust_side = clock::Side::black;
  decision.adjust = 2min;
  decision.resume = true;
  wall->select(6);
  BOOST_TEST(frame->clocks().decide_appeal(decision));
  BOOST_TEST(frame->clocks().appeals().at(0).decision.has_value());
  BOOST_TEST((wall->clocks().clock(7).phase() == clock::ClockPhase::running));
  BOOST_TEST(wall->tile_text(6).utf8_string().find("0:32:00") != std::string::npos);
  // The judge confirms the fallen flag's result: it reaches the round table.
  wall->select(8);
  BOOST_TEST(frame->clocks().confirm_flag());
  frame->round().refresh();
  BOOST_TEST(frame->round().cell(8, console::RoundPanel::result).utf8_string() == "0-2");

  // A draw offer at move 0 of a classical game is refused under 6.1.8.1; a claim needs a recorded game.
  wall->select(10);
  const auto offer = frame->clocks().offer_draw(clock::Side::white);
  BOOST_TEST(!offer.allowed);
  BOOST_TEST(offer.clause == "6.1.8.1");
  BOOST_TEST(frame->clocks().draw_answer().utf8_string().find("6.1.8.1") != std::string::npos);
  BOOST_TEST(
      !frame->clocks().claim_draw(clock::Side::black, tournament::DrawClaimKind::repetition).has_value());
  BOOST_TEST(!frame->clocks().decide_draw(true));

  // The full-screen clock of board 5: keys on the halves.
  wall->select(4);
  auto* full = frame->clocks().full_screen();
  BOOST_REQUIRE(full != nullptr);
  full->SetSize(1024, 600);
  full->handle_key('Z');
  BOOST_TEST(wall->clocks().clock(5).moves(clock::Side::white) == 1);
  full->handle_key('M');
  BOOST_TEST(wall->clocks().clock(5).moves(clock::Side::black) == 1);
  BOOST_TEST(!full->press_half(clock::Side::black));
  shoot(*full, "full_screen_clock", lang);
  full->Destroy();

  // Rulings: Figure-like position set by clicks; a quiet move while a capture exists breaks 6.1.5.3.
  frame->show_page(console::Page::rulings);
  auto& rulings = frame->rulings();
  BOOST_TEST(rulings.set_fen("W:Wc3,g3:Bd4"));
  BOOST_TEST(rulings.moves().size() == 1u);
  BOOST_TEST(rulings.moves()[0].utf8_string() == "c3:e5");
  const auto verdict = rulings.adjudicate("g3-h4").utf8_string();
  BOOST_TEST(verdict.find("6.1.5.3") != std::string::npos);
  BOOST_TEST(rulings.board().click_square(7, 7));  // h8: a white man
  BOOST_TEST(rulings.board().click_square(7, 7));  // then a white king
  BOOST_TEST(rulings.fen_text().utf8_string().find("Kh8") != std::string::npos);
  BOOST_TEST(!rulings.board().click_square(0, 1));  // a2 is a light square
  BOOST_TEST(rulings.load_pdn(test::data_dir() / "rules" / "lidraughts_russian_games.pdn"));
  rulings.show_ply(10);
  BOOST_TEST(rulings.ply() == 10);
  BOOST_TEST(!rulings.moves().empty());
  shoot(*frame, "rulings_board", lang);

  // The game of board 6, recorded move by move through the app; an illegal one is refused.
  frame->round().grid().SetGridCursor(5, console::RoundPanel::result);
  frame->load_board_game();
  BOOST_TEST(rulings.ply() == 0);
  BOOST_TEST(rulings.record_move("c3-d4").utf8_string().find("c3-d4") != std::string::npos);
  BOOST_TEST(rulings.ply() == 1);
  BOOST_TEST(rulings.record_move("d4-e5").utf8_string().find("6.1.4.1") != std::string::npos);
  BOOST_TEST(rulings.ply() == 1);

  frame->Destroy();
  settle();
  console::init_wx_translations("en");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_desk_tests)

BOOST_AUTO_TEST_CASE(the_tournament_day_runs_through_the_console_in_english) {
  run_the_day("en");
}

BOOST_AUTO_TEST_CASE(the_tournament_day_runs_through_the_console_in_russian) {
  run_the_day("ru");
}

BOOST_AUTO_TEST_CASE(a_reopened_console_shows_every_result_entered_before_it_closed) {
  test::TempDir dir;
  console::init_wx_translations("en");
  const auto db = dir.path() / "arbiter.db";
  clock::ManualTimeSource time(1000s);
  {
    auto* frame = new console::MainFrame(std::make_unique<app::Session>(db, "shashki-console"), &time);
    auto form = console::new_event();
    form.time_control = "30+30";
    form.name = "Restart";
    form.rounds = 3;
    frame->events().create(form);
    for (const char* name : {"Иванов", "Петров", "Сидоров", "Smith"}) {
      console::PlayerForm player;
      player.name = name;
      BOOST_TEST(frame->players().add(player));
    }
    frame->round().pair_next();
    frame->round().publish();
    frame->round().grid().SetGridCursor(0, console::RoundPanel::result);
    type_on_grid(frame->round(), '1');
    frame->open_clock_wall();
    frame->clocks().wall()->stop_timer();
    frame->clocks().start_all();
    time.advance(90s);
    BOOST_TEST(frame->clocks().wall()->clocks().press(2, clock::Side::white).accepted);
    time.advance(20s);
    // Closing the window is the whole shutdown: nothing is left to save.
    frame->Destroy();
    settle();
  }
  auto* frame = new console::MainFrame(std::make_unique<app::Session>(db, "shashki-console"), &time);
  BOOST_TEST(frame->round().round_shown() == 1);
  // The clocks come back paused with the times of their last recorded event, and the judge is told.
  frame->open_clock_wall();
  auto* wall = frame->clocks().wall();
  wall->stop_timer();
  BOOST_TEST(frame->last_message().utf8_string().find("were running when the console stopped") !=
             std::string::npos);
  BOOST_TEST(wall->tile_text(1).utf8_string().find("| 1-0 |") != std::string::npos);
  BOOST_TEST(wall->tile_text(1).utf8_string().find("0:29:00") !=
             std::string::npos);  // 30:00 - 1:30 + 30 s bonus
  BOOST_TEST(frame->round().cell(0, console::RoundPanel::result).utf8_string() == "2-0");
  BOOST_TEST(frame->players().row_count() == 4u);
  BOOST_TEST(console::test_gui::withdraw(frame->players(), 3));
  BOOST_TEST(frame->players().cell(3, 6).utf8_string().find("withdrawn") != std::string::npos);
  frame->Destroy();
  settle();
}

BOOST_AUTO_TEST_SUITE_END()
