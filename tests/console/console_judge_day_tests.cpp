// The traps of a judge's day, each shown gone, in Russian at 1366x768 (a common judge's laptop):
// Lock asks first and says what it fixes; the result keys mean the same in both scorings and a
// key over a result asks for the correction's reason; the appeal form starts blank on another
// board and takes a change of 0 s; the rulings game panel says what the rules said by the ply
// shown; messages move no page and stay on their own; standings say how many games are pending.
// Each screen is saved in <build>/screenshots/ as <name>_ru.png.
#include <boost/test/unit_test.hpp>

#include "clocks_panel_ui.hpp"
#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "message_bar_ui.hpp"
#include "player_form_ui.hpp"
#include "player_list_model_ui.hpp"
#include "players_panel_ui.hpp"
#include "report_panel_ui.hpp"
#include "result_correction_form_ui.hpp"
#include "round_panel_ui.hpp"
#include "rulings_panel_ui.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/test/support.hpp"

#include <wx/button.h>
#include <wx/display.h>
#include <wx/notebook.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>

#include <algorithm>
#include <chrono>

using namespace shashki;
using namespace std::chrono_literals;
using console::RoundPanel;
using console::test_gui::answer_question;
using console::test_gui::settle;
using console::test_gui::shoot;
using console::test_gui::type_on_grid;

namespace {

using shashki::console::test_gui::contains;

// A round robin of six in 2-1-0 scoring, made and registered through the console in Russian on
// a 1366x768 window; round 1 paired and published.
struct JudgeDesk {
  test::TempDir dir;
  clock::ManualTimeSource time{1000s};
  console::MainFrame* frame = nullptr;
  std::vector<wxString> registered;  // the message after each registration

  JudgeDesk() {
    console::init_wx_translations("ru");
    frame = console::test_gui::open_console(dir.path() / "arbiter.db", time);
    frame->SetSize(1366, 768);
    settle();
    auto form = console::new_event();
    form.time_control = "30+30";
    form.name = "Первенство района";
    form.rounds = 5;
    form.scale = tournament::ScoringScale::two_one_zero;
    frame->events().create(form);
    const std::pair<const char*, tournament::Title> players[] = {
        {"Иванов, Иван", tournament::Title::kms},   {"Сидорова, Алёна", tournament::Title::first},
        {"Петров, Пётр", tournament::Title::ms},    {"Кузнецова, Мария", tournament::Title::second},
        {"Смирнов, Олег", tournament::Title::none}, {"Волкова, Дарья", tournament::Title::kms}};
    for (const auto& [name, title] : players) {
      console::PlayerForm player;
      player.name = name;
      player.title = title;
      BOOST_REQUIRE(frame->players().add(player));
      registered.push_back(frame->last_message());
    }
    round().pair_next();
    round().publish();
    round().grid().SetGridCursor(0, RoundPanel::result);
    settle();
  }
  JudgeDesk(const JudgeDesk&) = delete;
  JudgeDesk& operator=(const JudgeDesk&) = delete;
  ~JudgeDesk() {
    frame->Destroy();
    settle();
    console::init_wx_translations("en");
  }

  RoundPanel& round() { return frame->round(); }
  [[nodiscard]] wxString result(int row) { return round().cell(row, RoundPanel::result); }
  [[nodiscard]] tournament::RoundState state(int number) { return round().tournament().round(number)->state; }
};

// Every static text under `window`, in tree order.
void labels_under(wxWindow& window, std::vector<wxString>& out) {
  for (wxWindow* child : window.GetChildren()) {
    if (auto* text = dynamic_cast<wxStaticText*>(child)) out.push_back(text->GetLabel());
    labels_under(*child, out);
  }
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_judge_day_tests)

BOOST_AUTO_TEST_CASE(the_window_takes_the_display_work_area_and_keeps_its_status_bar_in_view) {
  test::TempDir dir;
  console::init_wx_translations("ru");
  auto* frame =
      new console::MainFrame(std::make_unique<app::Session>(dir.path() / "arbiter.db", "shashki-console"));
  frame->Show();
  settle();
  // Not a fixed 1280x800, which on a 1366x768 laptop pushes the status bar off the screen.
  const wxRect area = wxDisplay(0U).GetClientArea();
  BOOST_TEST_INFO("window " << frame->GetRect().width << "x" << frame->GetRect().height << ", work area "
                            << area.width << "x" << area.height);
  BOOST_TEST((frame->GetRect() == area || frame->IsMaximized()));
  BOOST_TEST(area.Contains(frame->GetRect()));
  auto* status = frame->GetStatusBar();
  BOOST_REQUIRE(status != nullptr);
  BOOST_TEST(status->IsShown());
  BOOST_TEST(area.Contains(status->GetScreenRect()));
  frame->Destroy();
  settle();
  console::init_wx_translations("en");
}

BOOST_AUTO_TEST_CASE(a_message_moves_no_page_and_goes_when_the_judge_turns_to_another_page) {
  JudgeDesk d;
  d.frame->show_page(console::Page::round);
  d.frame->message_bar().dismiss();
  settle();
  const wxRect before = d.frame->notebook().GetRect();
  type_on_grid(d.round(), '1');
  settle();
  BOOST_TEST(contains(d.frame->message_shown(), "Доска 1: 2-0"));
  // The page the judge types on stays where it was: the message has a line of its own.
  BOOST_TEST((d.frame->notebook().GetRect() == before));
  shoot(*d.frame, "round_keys", "ru");
  // The result of board 1 means nothing on the Rulings page: the message goes with its page.
  d.frame->show_page(console::Page::rulings);
  BOOST_TEST(d.frame->message_shown().empty());
  BOOST_TEST((d.frame->notebook().GetRect() == before));
  // One told by the action that changes the page goes along with it (e.g. opening the clock
  // wall after a restart), and goes once the judge turns to another page.
  d.frame->show_page(console::Page::players);
  d.frame->tell("часы восстановлены", console::Severity::warning);
  d.frame->show_page(console::Page::clocks);
  BOOST_TEST(d.frame->message_shown().utf8_string() == "часы восстановлены");
  settle();
  d.frame->show_page(console::Page::standings);
  BOOST_TEST(d.frame->message_shown().empty());
}

BOOST_AUTO_TEST_CASE(lock_asks_first_and_says_what_it_fixes_and_a_no_leaves_the_round_open) {
  JudgeDesk d;
  for (int key : {int{'1'}, int{WXK_RETURN}, int{'='}, int{WXK_RETURN}, int{'0'}})
    type_on_grid(d.round(), key);
  d.frame->show_page(console::Page::round);
  wxString title;
  wxString ok_label;
  const auto no = answer_question(
      d.round(), [&] { d.round().lock(); },
      [&](console::ApplyForm& form) {
        title = form.GetTitle();
        ok_label = form.FindWindow(wxID_OK)->GetLabel();
        shoot(form, "lock_question", "ru");
      },
      false);
  BOOST_TEST(no.asked);
  // Named unambiguously: not "Закрыть", the word of every window's close button.
  BOOST_TEST(title.utf8_string() == "Зафиксировать тур 1");
  BOOST_TEST(contains(ok_label, "Зафиксировать тур 1"));
  BOOST_TEST(!contains(ok_label, "Закрыть"));
  BOOST_TEST((d.state(1) == tournament::RoundState::published));
  BOOST_TEST(contains(d.frame->last_message(), "не зафиксирован"));
  // Yes locks it.
  const auto yes = console::test_gui::lock_round(d.round());
  BOOST_TEST(yes.asked);
  BOOST_TEST(yes.refusal.empty());
  BOOST_TEST((d.state(1) == tournament::RoundState::locked));
}

BOOST_AUTO_TEST_CASE(the_keys_enter_the_same_results_in_2_1_0_and_a_key_over_a_result_asks_for_a_reason) {
  JudgeDesk d;
  d.frame->show_page(console::Page::round);
  // `1` is White's win in 2-1-0 too (it once entered 1-1); the line names the scoring's values.
  BOOST_TEST(contains(d.round().keys_text(), "1 победа белых (2-0)"));
  BOOST_TEST(contains(d.round().keys_text(), "= ничья (1-1)"));
  BOOST_TEST(contains(d.round().keys_text(), "0 победа чёрных (0-2)"));
  type_on_grid(d.round(), '2');
  BOOST_TEST(d.result(0).utf8_string() == "...");
  BOOST_TEST(contains(d.frame->last_message(), "не вводит результат"));
  type_on_grid(d.round(), '0');
  BOOST_TEST(d.result(0).utf8_string() == "0-2");

  // The same board again: the key asks; OK without a reason is refused, Cancel keeps 0-2.
  const auto bare = answer_question(
      d.round(), [&] { type_on_grid(d.round(), '1'); }, [](console::ApplyForm&) {}, true);
  BOOST_TEST(bare.asked);
  BOOST_TEST(contains(bare.refusal, "нужна причина"));
  BOOST_TEST(d.result(0).utf8_string() == "0-2");
  BOOST_TEST(contains(d.frame->last_message(), "остаётся 0-2"));

  // With the reason it is a correction: 2-0, and the audit log has the reason.
  const auto corrected = answer_question(
      d.round(), [&] { type_on_grid(d.round(), '1'); },
      [](console::ApplyForm& form) {
        dynamic_cast<console::ResultCorrectionForm&>(form).set_reason(
            "подписали 1-0, введено не на той доске");
        shoot(form, "result_correction", "ru");
      },
      true);
  BOOST_TEST(corrected.asked);
  BOOST_TEST(corrected.refusal.empty());
  BOOST_TEST(d.result(0).utf8_string() == "2-0");
  BOOST_TEST(contains(d.frame->last_message(), "0-2 исправлен на 2-0"));
  // Undo puts 0-2 back.
  d.round().undo_last();
  BOOST_TEST(d.result(0).utf8_string() == "0-2");
}

BOOST_AUTO_TEST_CASE(the_appeal_form_starts_blank_on_another_board_and_takes_a_change_of_0_seconds) {
  JudgeDesk d;
  d.frame->open_clock_wall();
  auto* wall = d.frame->clocks().wall();
  BOOST_REQUIRE(wall != nullptr);
  wall->stop_timer();
  auto& clocks = d.frame->clocks();
  clocks.start_all();
  d.time.advance(30s);
  // Board 1: an appeal decided half way in the form (upheld, 120 s to White) ...
  wall->select(0);
  BOOST_TEST(clocks.open_appeal(clock::Side::black, "соперник тронул две шашки"));
  clocks.fill_decision("6.1.4.1: предупреждение", true, clock::Side::white, 120);
  BOOST_TEST(clocks.appeal_form().decision.adjust.count() == 120000);
  // ... is not what board 2's form shows.
  wall->select(1);
  const auto blank = clocks.appeal_form();
  BOOST_TEST(blank.reason.empty());
  BOOST_TEST(blank.decision.explanation.empty());
  BOOST_TEST(!blank.decision.upheld);
  BOOST_TEST(!blank.decision.adjust_side.has_value());
  BOOST_TEST(blank.decision.adjust.count() == 0);
  // Back on board 1 the form shows that board's open appeal.
  wall->select(0);
  BOOST_TEST(clocks.appeal_form().reason == "соперник тронул две шашки");
  BOOST_TEST((clocks.appeal_form().by == clock::Side::black));

  // The unit stands beside the field, not only in its tooltip.
  std::vector<wxString> labels;
  labels_under(clocks, labels);
  BOOST_TEST(std::any_of(labels.begin(), labels.end(),
                         [](const wxString& l) { return contains(l, "Изменение времени, в секундах"); }));

  // A time change of 0 s for a side is no change: the appeal is decided and the clock runs.
  clocks.fill_decision("6.1.4.1: жалоба не обоснована", false, clock::Side::white, 0);
  d.frame->show_page(console::Page::clocks);
  shoot(*d.frame, "appeal_form", "ru");
  BOOST_TEST(clocks.decide_appeal(clocks.appeal_form().decision));
  BOOST_TEST((wall->clocks().clock(1).phase() == clock::ClockPhase::running));
  BOOST_TEST(clocks.appeals().at(0).decision.has_value());
  BOOST_TEST(clocks.appeal_form().decision.explanation.empty());
}

BOOST_AUTO_TEST_CASE(the_rulings_panel_says_what_the_rules_said_by_the_ply_shown) {
  JudgeDesk d;
  d.frame->show_page(console::Page::rulings);
  auto& rulings = d.frame->rulings();
  BOOST_REQUIRE(rulings.load_pdn(test::data_dir() / "rules" / "big_road_draw_6_1_8_5.pdn"));
  const auto listed = [&](const std::string& part) {
    const auto findings = rulings.findings();
    return std::any_of(findings.begin(), findings.end(),
                       [&](const wxString& f) { return contains(f, part); });
  };
  // Ply 3: the count runs (2 of 5), the game goes on; nothing after ply 3 is listed.
  rulings.show_ply(3);
  BOOST_TEST(listed("6.1.8.5: отсчёт 2 из 5 ходов"));
  BOOST_TEST(!listed("полуход 9"));
  BOOST_TEST(contains(rulings.summary(), "пока нет"));
  // An adjudication's verdict belongs to its position.
  BOOST_TEST(!rulings.adjudicate("c1-d2").empty());
  BOOST_TEST(!rulings.verdict().empty());
  // Ply 9: the count reaches 5, the game is drawn, and the line above the list says so.
  rulings.show_ply(9);
  BOOST_TEST(rulings.verdict().empty());
  BOOST_TEST(rulings.summary().utf8_string() == "Результат по правилам: 1-1 (6.1.8.5, полуход 9)");
  BOOST_TEST(listed("6.1.8.5: отсчёт достиг предела в 5 ходов, ничья"));
  // The last ply: the count is not shown past its limit ("8 из 5").
  rulings.show_ply(16);
  BOOST_TEST(!listed("из 5 ходов"));
  BOOST_TEST(listed("6.1.8.5: ход 5/5"));
  BOOST_TEST(!listed("6.1.8.5: ход 6/5"));
  BOOST_TEST(!listed("6.1.8.5: ход 8/5"));
  BOOST_TEST(listed("предела в 5 ходов"));
  BOOST_TEST(contains(rulings.summary(), "1-1"));
  shoot(*d.frame, "rulings_game", "ru");
}

BOOST_AUTO_TEST_CASE(standings_say_the_games_pending_titles_read_alike_and_messages_have_no_gender) {
  JudgeDesk d;
  // Registering a woman: no masculine verb ("Сидорова, Алёна зарегистрирован").
  BOOST_TEST(d.registered.at(1).utf8_string() == "Регистрация: Сидорова, Алёна, номер 2.");
  d.frame->show_page(console::Page::events);
  shoot(*d.frame, "events_form", "ru");

  // One result of three in: the standings say after which round, and that two games are pending.
  type_on_grid(d.round(), '1');
  settle();
  d.frame->show_page(console::Page::standings);
  const auto& standings = d.frame->standings().report();
  BOOST_TEST(standings.title == "Положение после тура 1 (тур не завершён, партий без результата: 2)");
  BOOST_TEST(standings.pending_games == 2);
  BOOST_TEST(d.frame->crosstable().report().title ==
             "Турнирная таблица после тура 1 (тур не завершён, партий без результата: 2)");
  shoot(*d.frame, "standings_pending", "ru");

  // The player list writes titles as the standings do: КМС, 1 р., not KMS, 1.
  auto& players = d.frame->players();
  std::string list_titles;
  for (unsigned row = 0; row < players.row_count(); ++row)
    list_titles += players.cell(row, console::PlayerListModel::title).utf8_string() + ";";
  BOOST_TEST(list_titles == "КМС;1 р.;МС;2 р.;;КМС;");
  std::string standings_titles;
  for (const auto& row : standings.table.body) {
    if (row.cells.at(3).text == "Иванов, Иван") standings_titles += row.cells.at(2).text;
  }
  BOOST_TEST(standings_titles == "КМС");
  d.frame->show_page(console::Page::players);
  shoot(*d.frame, "players_titles", "ru");
}

BOOST_AUTO_TEST_CASE(the_players_agreed_result_waits_on_the_grid_and_its_key_confirms_it) {
  // docs/venue.md, "Results from the board": the players of board 2 agreed on 0-1 on their device.
  JudgeDesk d;
  d.frame->show_page(console::Page::round);
  db::LiveRepository live(d.frame->session().database());
  const auto event = d.round().tournament().event.id;
  const tournament::GameKey board_2{event, 1, 2, 1};
  BOOST_REQUIRE(live.propose_result(board_2, tournament::GameResult::black_wins, clock::Side::black,
                                    d.frame->session().stamp())
                    .ok());
  d.round().refresh();
  // Proposed by one player only: nothing shows yet, the opponent has not answered.
  BOOST_TEST(!contains(d.result(1), "предложен"));
  BOOST_REQUIRE(live.agree_proposal(board_2, clock::Side::white, {}, d.frame->session().stamp()).ok());
  d.round().refresh();
  settle();
  BOOST_TEST(contains(d.result(1), "0-2? предложен игроками"), d.result(1).utf8_string());
  BOOST_TEST(!d.round().tournament().round(1)->boards[1].games[0].has_value());
  shoot(*d.frame, "round_proposed_result", "ru");
  // Another key on that board is the arbiter's own result; the proposal's key confirms it.
  d.round().grid().SetGridCursor(1, RoundPanel::result);
  type_on_grid(d.round(), '0');
  settle();
  BOOST_TEST(contains(d.frame->message_shown(), "как согласовали игроки"),
             d.frame->message_shown().utf8_string());
  BOOST_TEST((d.round().tournament().round(1)->boards[1].games[0] == tournament::GameResult::black_wins));
  BOOST_TEST(!live.find_proposal(board_2).has_value());
  BOOST_TEST(d.result(1).utf8_string() == "0-2");
}

BOOST_AUTO_TEST_SUITE_END()
