// A judge's tournament day through the console, end to end, in Russian at 1366x768: a 26-player
// Swiss at 30+30 registered by hand and by CSV, ranked by rating, paired and published; every
// clock started; results typed by key while the clocks run; an appeal; a correction; File > Quit
// with clocks running and the console opened again an hour later; restore all; the round
// locked after its question; round 2 paired; the standings printed. After each step the test
// reads the database, not the widgets: numbers by rating, clocks of finished games ended, no
// clock time lost. A micro-match Swiss with the IDF table is paired with no environment set.
// Screens are saved in <build>/screenshots/ as day_*_ru.png.
#include <boost/test/unit_test.hpp>

#include "apply_form_ui.hpp"
#include "clocks_panel_ui.hpp"
#include "event_form_ui.hpp"
#include "events_panel_ui.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "player_form_ui.hpp"
#include "players_panel_ui.hpp"
#include "report_panel_ui.hpp"
#include "result_correction_form_ui.hpp"
#include "round_panel_ui.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/db/live_repository.hpp"
#include "shashki/test/clock_printing.hpp"
#include "shashki/test/support.hpp"

#include <wx/weakref.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <string>

using namespace shashki;
using namespace std::chrono_literals;
using console::RoundPanel;
using console::test_gui::menu;
using console::test_gui::settle;
using console::test_gui::shoot;
using console::test_gui::type_on_grid;

namespace {

constexpr int players_total = 26;
constexpr int day_boards = players_total / 2;
constexpr auto half_hour = std::chrono::milliseconds(30min);

using shashki::console::test_gui::contains;

// Runs `open`, which shows a modal form that `find` reaches, and presses its OK from inside
// the form's loop. False when no form was asked.
bool confirming(const std::function<void()>& open, const std::function<console::ApplyForm*()>& find) {
  bool asked = false;
  wxTheApp->CallAfter([&] {
    if (auto* form = find(); form != nullptr) {
      asked = true;
      BOOST_TEST(form->press_ok());
    }
  });
  open();
  settle();
  return asked;
}

// The console on `db` at 1366x768 (a common judge's laptop).
console::MainFrame* open_desk(const std::filesystem::path& db, const clock::TimeSource& time) {
  auto* frame = console::test_gui::open_console(db, time);
  frame->SetSize(1366, 768);
  settle();
  return frame;
}

// 20 players in a CSV, in no order of rating, women's names among them.
std::filesystem::path write_csv(const std::filesystem::path& dir) {
  const auto path = dir / "players.csv";
  std::ofstream out(path);
  out << "name,rating,title,club,city\n";
  const char* names[] = {"Морозова, Елена", "Лебедев, Артём",  "Козлова, Ксения", "Новиков, Илья",
                         "Соколова, Дарья", "Попов, Никита",   "Орлова, Вера",    "Фёдоров, Глеб",
                         "Зайцева, Анна",   "Павлов, Степан",  "Семёнова, Юлия",  "Голубев, Марк",
                         "Виноградова, Ия", "Богданов, Лев",   "Воробьёва, Ника", "Киселёв, Павел",
                         "Белова, Зоя",     "Медведев, Антон", "Тарасова, Рита",  "Беляев, Роман"};
  for (int i = 0; i < 20; ++i) {
    // 1500..2450 in a scrambled order (7 is coprime with 20).
    const int rating = 1500 + 50 * ((i * 7) % 20);
    out << '"' << names[i] << "\"," << rating << ",,"
        << "Клуб " << i % 5 << ",Казань\n";
  }
  return path;
}

// Each game's clock journal of round `round`, read from the database.
struct Journal {
  app::Session& session;
  tournament::EventId event;
  int round;

  [[nodiscard]] std::vector<clock::ClockRecordRow> of(int board) const {
    return db::LiveRepository(session.database()).load_clock(tournament::GameKey{event, round, board, 1});
  }
  [[nodiscard]] std::string last(int board) const {
    const auto records = of(board);
    return records.empty() ? std::string("none") : std::string(shashki::clock::code(records.back().row.kind));
  }
};

}  // namespace

BOOST_AUTO_TEST_SUITE(console_tournament_day_tests)

BOOST_AUTO_TEST_CASE(a_judges_day_in_russian_from_registration_to_the_standings_after_round_1) {
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  console::init_wx_translations("ru");
  clock::ManualTimeSource time(1000s);
  wxWeakRef<console::MainFrame> frame = open_desk(db, time);

  // The event: a Swiss of 7 rounds at 30+30.
  auto form = console::new_event();
  form.name = "Открытое первенство Казани";
  form.venue = "Казань";
  form.chief_arbiter = "Гарифуллин, Ренат";
  form.system = tournament::PairingSystem::swiss;
  form.rounds = 7;
  form.time_control = "30+30";
  const auto event = frame->events().create(form);
  BOOST_REQUIRE(event.value != 0);

  // Registration: six by hand (the strongest of all among them, typed last), twenty by CSV.
  const std::pair<const char*, int> by_hand[] = {{"Иванова, Алёна", 1700},  {"Петров, Пётр", 1980},
                                                 {"Сидорова, Мария", 2010}, {"Кузнецов, Олег", 1620},
                                                 {"Смирнова, Ольга", 2330}, {"Ахметов, Рустам", 2600}};
  for (const auto& [name, rating] : by_hand) {
    console::PlayerForm player;
    player.name = name;
    player.rating = rating;
    BOOST_REQUIRE(frame->players().add(player));
    // Said without a gendered verb ("зарегистрирован").
    BOOST_TEST(!contains(frame->last_message(), "зарегистрирован"));
  }
  BOOST_REQUIRE(frame->players().import_csv(write_csv(dir.path())));
  BOOST_TEST(frame->players().row_count() == static_cast<unsigned>(players_total));

  // Database: starting numbers follow the rating (C.04.2, C.04.3 A.2), whatever the order typed.
  auto& session = frame->session();
  {
    auto list = app::PlayerService(session).list(event);
    std::sort(list.begin(), list.end(), [](const auto& a, const auto& b) { return a.number < b.number; });
    BOOST_REQUIRE(list.size() == static_cast<std::size_t>(players_total));
    BOOST_TEST(list.front().name == "Ахметов, Рустам");
    for (std::size_t i = 1; i < list.size(); ++i) {
      BOOST_TEST_INFO("number " << list[i].number);
      BOOST_TEST(list[i - 1].rating.value_or(0) >= list[i].rating.value_or(0));
    }
  }
  BOOST_TEST(frame->players().cell(0, 1).utf8_string() == "Ахметов, Рустам");
  frame->show_page(console::Page::players);
  shoot(*frame, "day_players", "ru");

  // Round 1: pair and publish. The top half meets the bottom half: 1-14, 2-15, ...
  auto& round = frame->round();
  round.pair_next();
  round.publish();
  const auto round1 = app::RoundService(session).show(event, 1);
  BOOST_REQUIRE((round1.state == tournament::RoundState::published));
  BOOST_REQUIRE(round1.boards.size() == static_cast<std::size_t>(day_boards));
  std::map<tournament::PlayerId, int> numbers;
  for (const auto& p : app::PlayerService(session).list(event)) numbers[p.id] = p.number;
  for (const auto& board : round1.boards) {
    BOOST_TEST_INFO("board " << board.number);
    BOOST_REQUIRE(board.black.has_value());
    const int top = std::min(numbers.at(board.white), numbers.at(*board.black));
    const int bottom = std::max(numbers.at(board.white), numbers.at(*board.black));
    BOOST_TEST(top == board.number);
    BOOST_TEST(bottom == board.number + day_boards);
  }
  frame->show_page(console::Page::round);
  shoot(*frame, "day_round_1", "ru");

  // Every clock starts; ten minutes go by with some presses.
  frame->open_clock_wall();
  auto* wall = frame->clocks().wall();
  BOOST_REQUIRE(wall != nullptr);
  wall->stop_timer();
  menu(*frame, console::id_start_all);
  BOOST_TEST(frame->clocks().running() == day_boards);
  time.advance(10min);
  for (int board = 1; board <= day_boards; board += 2)
    BOOST_TEST(wall->clocks().press(board, clock::Side::white).accepted);
  time.advance(4min);
  wall->tick();
  shoot(*frame, "day_clock_wall", "ru");

  // Results by key on boards 1-3 while the round is played: their clocks end at once.
  const Journal journal{session, event, 1};
  round.grid().SetGridCursor(0, RoundPanel::result);
  for (int key : {int{'1'}, int{WXK_RETURN}, int{'='}, int{WXK_RETURN}, int{'0'}}) type_on_grid(round, key);
  BOOST_TEST(round.cell(0, RoundPanel::result).utf8_string() == "2-0");
  BOOST_TEST(round.cell(1, RoundPanel::result).utf8_string() == "1-1");
  BOOST_TEST(round.cell(2, RoundPanel::result).utf8_string() == "0-2");
  for (int board = 1; board <= 3; ++board) {
    BOOST_TEST_INFO("board " << board);
    BOOST_TEST(journal.last(board) == "end");
    BOOST_TEST((wall->clocks().clock(board).phase() == clock::ClockPhase::finished));
  }
  BOOST_TEST(frame->clocks().running() == day_boards - 3);

  // An appeal at board 4: the clock stops; decided with a minute added to White (5.4.14.2).
  wall->select(3);
  BOOST_TEST(frame->clocks().open_appeal(clock::Side::white, "соперник записывает ходы заранее"));
  BOOST_TEST(journal.last(4) == "pause");
  BOOST_TEST((wall->clocks().clock(4).phase() == clock::ClockPhase::paused));
  const auto before_appeal = wall->clocks().clock(4).remaining(clock::Side::white, time.now().monotonic);
  time.advance(3min);  // the judge hears both sides; no clock of board 4 runs
  frame->clocks().fill_decision("6.1.10.3: предупреждение сопернику, белым одна минута", true,
                                clock::Side::white, 60);
  BOOST_TEST(frame->clocks().decide_appeal(frame->clocks().appeal_form().decision));
  BOOST_TEST((wall->clocks().clock(4).phase() == clock::ClockPhase::running));
  BOOST_TEST(wall->clocks().clock(4).remaining(clock::Side::white, time.now().monotonic) ==
             before_appeal + 60s);
  frame->show_page(console::Page::clocks);
  shoot(*frame, "day_appeal", "ru");

  // A correction: board 3 was 1-1, not 0-2. The key asks for a reason; the audit log keeps it.
  frame->show_page(console::Page::round);
  round.grid().SetGridCursor(2, RoundPanel::result);
  const auto corrected = console::test_gui::answer_question(
      round, [&] { type_on_grid(round, '='); },
      [](console::ApplyForm& question) {
        dynamic_cast<console::ResultCorrectionForm&>(question).set_reason("бланк подписан 1-1");
      },
      true);
  BOOST_TEST(corrected.asked);
  BOOST_TEST(corrected.refusal.empty());
  BOOST_TEST(
      (app::RoundService(session).show(event, 1).boards.at(2).games.at(0) == tournament::GameResult::draw));
  BOOST_TEST(journal.last(3) == "end");  // the correction starts no clock again

  // File > Quit with ten clocks running: the question, then a pause journaled for each.
  time.advance(2min);
  std::map<int, std::pair<std::chrono::milliseconds, std::chrono::milliseconds>> at_quit;
  for (int board = 4; board <= day_boards; ++board) {
    const auto& c = wall->clocks().clock(board);
    at_quit[board] = {c.remaining(clock::Side::white, time.now().monotonic),
                      c.remaining(clock::Side::black, time.now().monotonic)};
  }
  BOOST_TEST(frame->clocks().running() == day_boards - 3);
  BOOST_TEST(
      confirming([&] { menu(*frame, wxID_EXIT); }, [&] { return frame ? frame->open_form() : nullptr; }));
  settle();
  BOOST_REQUIRE((!frame || wxTheApp->IsScheduledForDestruction(frame)));
  {
    app::Session check(db, "console-tournament-day-tests");
    const Journal stored{check, event, 1};
    for (int board = 1; board <= day_boards; ++board) {
      BOOST_TEST_CONTEXT("board " << board) {
        const auto records = stored.of(board);
        BOOST_REQUIRE(!records.empty());
        if (board <= 3) {
          BOOST_TEST((records.back().row.kind == shashki::clock::EventKind::end));
        } else {
          BOOST_TEST((records.back().row.kind == shashki::clock::EventKind::pause));
          BOOST_TEST(std::chrono::milliseconds(records.back().row.white_ms) == at_quit[board].first);
          BOOST_TEST(std::chrono::milliseconds(records.back().row.black_ms) == at_quit[board].second);
        }
      }
    }
  }

  // An hour later the console opens again on the event; Restore all asks once.
  time.advance(1h);
  frame = open_desk(db, time);
  auto& again = frame->session();
  frame->open_clock_wall();
  wall = frame->clocks().wall();
  BOOST_REQUIRE(wall != nullptr);
  wall->stop_timer();
  BOOST_TEST(wall->clocks().recovery().size() == static_cast<std::size_t>(day_boards - 3));
  shoot(*frame, "day_recovery", "ru");
  BOOST_TEST(confirming([&] { menu(*frame, console::id_restore_all); },
                        [&] { return frame->clocks().open_form(); }));
  BOOST_TEST(wall->clocks().recovery().empty());
  // No clock time lost: each board has what it had when the console closed.
  for (int board = 4; board <= day_boards; ++board) {
    BOOST_TEST_CONTEXT("board " << board) {
      const auto& c = wall->clocks().clock(board);
      BOOST_TEST(c.remaining(clock::Side::white, time.now().monotonic) == at_quit[board].first);
      BOOST_TEST(c.remaining(clock::Side::black, time.now().monotonic) == at_quit[board].second);
    }
  }
  menu(*frame, console::id_resume_all);
  settle();
  BOOST_TEST(frame->clocks().running() == day_boards - 3);
  time.advance(20min);

  // The other results by key: every clock of the round has ended.
  auto& round_again = frame->round();
  round_again.show_round(1);
  frame->show_page(console::Page::round);
  round_again.grid().SetGridCursor(3, RoundPanel::result);
  for (int board = 4; board <= day_boards; ++board) {
    type_on_grid(round_again, board % 3 == 0 ? '=' : (board % 2 == 0 ? '1' : '0'));
    type_on_grid(round_again, WXK_RETURN);
  }
  const Journal after{again, event, 1};
  for (int board = 1; board <= day_boards; ++board) {
    BOOST_TEST_INFO("board " << board);
    BOOST_TEST(after.last(board) == "end");
  }
  BOOST_TEST(frame->clocks().running() == 0);

  // Lock: a question first, then the round is final.
  const auto lock = console::test_gui::lock_round(round_again);
  BOOST_TEST(lock.asked);
  BOOST_TEST(lock.refusal.empty());
  BOOST_TEST((app::RoundService(again).show(event, 1).state == tournament::RoundState::locked));

  // The standings after round 1, printed before round 2 is paired: the title says after which
  // round; nothing pending.
  frame->show_page(console::Page::standings);
  frame->standings().refresh();
  const auto& standings = frame->standings().report();
  BOOST_TEST(standings.pending_games == 0);
  BOOST_TEST(contains(wxString::FromUTF8(standings.title), "после тура 1"));
  shoot(*frame, "day_standings", "ru");
  const auto pdf = dir.path() / "standings.pdf";
  BOOST_REQUIRE(frame->standings().export_to(pdf, app::ReportFormat::pdf));
  const auto text = test::run("pdftotext -layout " + test::quoted(pdf) + " -");
  BOOST_TEST(text.exit_code == 0);
  BOOST_TEST(text.out.find("после тура 1") != std::string::npos);
  BOOST_TEST(text.out.find("Ахметов") != std::string::npos);

  // Round 2 on the scores of round 1.
  round_again.pair_next();
  round_again.publish();
  const auto round2 = app::RoundService(again).show(event, 2);
  BOOST_TEST((round2.state == tournament::RoundState::published));
  BOOST_TEST(round2.boards.size() == static_cast<std::size_t>(day_boards));
  frame->show_page(console::Page::round);
  shoot(*frame, "day_round_2", "ru");

  // Published and not yet played, round 2 shows in the standings as pending.
  frame->standings().refresh();
  BOOST_TEST(frame->standings().report().pending_games == day_boards);
  BOOST_TEST(contains(wxString::FromUTF8(frame->standings().report().title), "после тура 2"));
  frame->Destroy();
  settle();
  console::init_wx_translations("en");
}

BOOST_AUTO_TEST_CASE(a_micro_match_swiss_with_the_idf_table_is_paired_with_no_environment_set) {
  // The ballot tables travel inside the program: nothing tells it where they are.
  for (const char* name : {"SHASHKI_OPENINGS_DIR", "SHASHKI_SHARED_DIR", "XDG_DATA_DIRS"}) ::unsetenv(name);
  test::TempDir dir;
  console::init_wx_translations("ru");
  clock::ManualTimeSource time(1000s);
  auto* frame = open_desk(dir.path() / "arbiter.db", time);
  auto form = console::new_event();
  form.time_control = "30+30";
  form.name = "Микроматчи";
  form.system = tournament::PairingSystem::swiss;
  form.rounds = 5;
  form.micro_match = true;
  form.opening_table = "IDF";
  const auto event = frame->events().create(form);
  BOOST_REQUIRE(event.value != 0);
  for (int i = 0; i < 8; ++i) {
    console::PlayerForm player;
    player.name = "Игрок " + std::to_string(i + 1);
    player.rating = 2000 + 37 * ((i * 3) % 8);
    BOOST_REQUIRE(frame->players().add(player));
  }
  frame->round().pair_next();
  const auto draft = app::RoundService(frame->session()).show(event, 1);
  BOOST_REQUIRE(draft.boards.size() == 4u);
  for (const auto& board : draft.boards) {
    BOOST_TEST_INFO("board " << board.number);
    BOOST_TEST(!board.opening.value_or("").empty());
  }
  frame->show_page(console::Page::round);
  shoot(*frame, "day_micro_match_idf", "ru");
  frame->Destroy();
  settle();
  console::init_wx_translations("en");
}

BOOST_AUTO_TEST_SUITE_END()
