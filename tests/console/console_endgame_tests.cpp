// The endgame databases where the judge decides, in the console, in English and in Russian: the
// rulings page shows their verdict and best line for the position on it, the clocks page shows
// it beside a claim's proposal (6.1.8.7, 6.1.10.5) and beside a fallen flag's proposal and its
// confirmation (6.1.10.5). The databases are the small classes built for the tests.
#include <boost/test/unit_test.hpp>

#include "clocks_panel_ui.hpp"
#include "endgame_fixture.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "rulings_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/game_record_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/test/support.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <string>

using namespace shashki;
using namespace std::chrono_literals;
using console::test_gui::settle;
using endgame::testing::king_databases;

namespace {

// Three kings, one on the big road, against a lone king: won in 11 moves (docs/endgame.md).
constexpr const char* petrov = "W:WKa1,Kc1,Ke1:BKh2";
constexpr const char* six_pieces = "W:WKa1,Kc1,Ke1:BKh2,Kh4,Kh6";

using shashki::console::test_gui::contains;

// A lightning round of two boards at 3 minutes + 2 s, board 1 set to the three kings against one,
// board 2 to six kings; the console in `lang` reads the test databases.
struct EndgameDesk {
  test::TempDir dir;
  std::filesystem::path db = dir.path() / "arbiter.db";
  clock::ManualTimeSource time{1000s};
  console::MainFrame* frame = nullptr;

  explicit EndgameDesk(const std::string& lang) {
    ::setenv("SHASHKI_ENDGAME_DIR", king_databases().dir().c_str(), 1);
    console::init_wx_translations(lang);
    {
      app::Session session(db, "console-endgame-tests");
      tournament::Event open;
      open.name = "Endgame day";
      open.rounds = 3;
      open.discipline = tournament::Discipline::lightning;
      open.time_control = "3+2";
      const auto event = app::EventService(session).create(open).id;
      for (int i = 1; i <= 4; ++i) {
        tournament::Player p;
        p.name = "Player " + std::to_string(i);
        p.rating = 2400 - 10 * i;
        app::PlayerService(session).add(event, p);
      }
      app::RoundService rounds(session);
      rounds.pair(event);
      rounds.publish(event);
      app::GameRecordService(session).set_start(tournament::GameKey{event, 1, 1, 1}, petrov);
      app::GameRecordService(session).set_start(tournament::GameKey{event, 1, 2, 1}, six_pieces);
    }
    frame = console::test_gui::open_console(db, time);
  }
  EndgameDesk(const EndgameDesk&) = delete;
  EndgameDesk& operator=(const EndgameDesk&) = delete;
  ~EndgameDesk() {
    frame->Destroy();
    settle();
    console::init_wx_translations("en");
    ::unsetenv("SHASHKI_ENDGAME_DIR");
  }
};

void rulings_page_shows_the_databases(const std::string& lang) {
  EndgameDesk d(lang);
  d.frame->show_page(console::Page::rulings);
  auto& rulings = d.frame->rulings();
  BOOST_REQUIRE(rulings.set_fen(petrov));
  const auto won = rulings.endgame_text();
  if (lang == "ru") {
    BOOST_TEST(contains(won, "базы эндшпиля: Белые выигрывают за 11 ходов (21 полуход)"), won.utf8_string());
    BOOST_TEST(contains(won, "6.1.8.3 даёт 15 ходов"), won.utf8_string());
    BOOST_TEST(contains(won, "Лучшая линия: "), won.utf8_string());
  } else {
    BOOST_TEST(contains(won, "the endgame databases say: White wins in 11 moves (21 plies)"),
               won.utf8_string());
    BOOST_TEST(contains(won, "6.1.8.3 allows 15 moves"), won.utf8_string());
    BOOST_TEST(contains(won, "Best line: "), won.utf8_string());
  }
  console::test_gui::shoot(*d.frame, "rulings_endgame", lang);
  // Six pieces: outside the databases, said plainly, no verdict and no line.
  BOOST_REQUIRE(rulings.set_fen(six_pieces));
  const auto outside = rulings.endgame_text();
  BOOST_TEST(contains(outside,
                      lang == "ru" ? "на доске 6 шашек: вне баз эндшпиля" : "6 pieces on the board: outside"),
             outside.utf8_string());
  BOOST_TEST(!contains(outside, lang == "ru" ? "Лучшая линия" : "Best line"));
}

void clocks_page_shows_the_databases_beside_claims_and_flags(const std::string& lang) {
  EndgameDesk d(lang);
  d.frame->open_clock_wall();
  auto* wall = d.frame->clocks().wall();
  BOOST_REQUIRE(wall != nullptr);
  wall->stop_timer();
  auto& clocks = d.frame->clocks();
  // 6.1.10.5 claimed at board 1: for the judge, with the databases' win beside it.
  wall->select(0);
  BOOST_REQUIRE(clocks.claim_draw(clock::Side::white, tournament::DrawClaimKind::short_of_time).has_value());
  const auto claim = clocks.draw_answer();
  BOOST_TEST(contains(claim, lang == "ru" ? "базы эндшпиля: Белые выигрывают за 11 ходов (21 полуход)"
                                          : "the endgame databases say: White wins in 11 moves (21 plies)"),
             claim.utf8_string());
  BOOST_TEST(contains(claim, lang == "ru" ? "решает судья" : "the judge decides"), claim.utf8_string());
  BOOST_TEST(clocks.decide_draw(false));
  // 6.1.8.7 claimed at board 2: six pieces are outside the databases.
  wall->select(1);
  BOOST_REQUIRE(clocks.claim_draw(clock::Side::black, tournament::DrawClaimKind::clearly_drawn).has_value());
  BOOST_TEST(
      contains(clocks.draw_answer(), lang == "ru" ? "вне баз эндшпиля" : "outside the endgame databases"),
      clocks.draw_answer().utf8_string());
  BOOST_TEST(clocks.decide_draw(false));
  // White's flag falls on board 1 in the won position: the proposal and the databases' verdict.
  clocks.start_all();
  d.time.advance(4min);
  wall->tick();
  wall->select(0);
  const auto flag = clocks.flag_answer();
  BOOST_TEST(contains(flag, lang == "ru" ? "базы эндшпиля: Белые выигрывают за 11 ходов"
                                         : "the endgame databases say: White wins in 11 moves"),
             flag.utf8_string());
  d.frame->show_page(console::Page::clocks);
  console::test_gui::shoot(*d.frame, "flag_endgame", lang);
  // The judge confirms: the result entered, and what the databases said, stay side by side.
  BOOST_TEST(clocks.confirm_flag());
  const auto confirmed = clocks.flag_answer();
  // A bare king cannot win on material: the draw proposed (2-1-0 scoring) is what the judge enters.
  BOOST_TEST(contains(confirmed, "1-1"), confirmed.utf8_string());
  BOOST_TEST(contains(confirmed, lang == "ru" ? "базы эндшпиля: Белые выигрывают"
                                              : "the endgame databases say: White wins"),
             confirmed.utf8_string());
}

void rulings_page_marks_the_ply_that_let_a_win_slip(const std::string& lang) {
  // Game review: the three kings' win thrown away by a1-e5 (a draw: the lone king reaches the
  // big road), marked at the ply that did it, with the move that kept the win (as `shashki game
  // review` prints it).
  EndgameDesk d(lang);
  const auto file = d.dir.path() / "slip.pdn";
  std::ofstream(file) << "[GameType \"25\"]\n[FEN \"" << petrov << "\"]\n\n1. a1-e5 *\n";
  d.frame->show_page(console::Page::rulings);
  auto& rulings = d.frame->rulings();
  BOOST_REQUIRE(rulings.load_pdn(file));
  const std::string slip = lang == "ru" ? "полуход 1: выигрышная позиция упущена до ничьей: лучше было a1-d4"
                                        : "ply 1: a won position let slip to a draw: best was a1-d4";
  const auto listed = [&] {
    const auto findings = rulings.findings();
    return std::any_of(findings.begin(), findings.end(),
                       [&](const wxString& f) { return contains(f, slip); });
  };
  BOOST_TEST(!listed(), "the slip is listed before its ply is shown");
  rulings.show_ply(1);
  BOOST_TEST(listed(), slip);
  console::test_gui::shoot(*d.frame, "rulings_slip", lang);
}

// A console in `lang` on a fresh event database whose endgame directory is empty, as on a new
// laptop after `make run`.
struct BareDesk {
  test::TempDir dir;
  std::filesystem::path endgame = dir.path() / "endgame";
  clock::ManualTimeSource time{1000s};
  console::MainFrame* frame = nullptr;

  explicit BareDesk(const std::string& lang) {
    ::setenv("SHASHKI_ENDGAME_DIR", endgame.c_str(), 1);
    console::init_wx_translations(lang);
    frame = console::test_gui::open_console(dir.path() / "arbiter.db", time);
  }
  BareDesk(const BareDesk&) = delete;
  BareDesk& operator=(const BareDesk&) = delete;
  ~BareDesk() {
    frame->Destroy();
    settle();
    console::init_wx_translations("en");
    ::unsetenv("SHASHKI_ENDGAME_DIR");
  }
};

void rulings_page_builds_the_databases_a_position_needs(const std::string& lang) {
  BareDesk d(lang);
  d.frame->show_page(console::Page::rulings);
  auto& rulings = d.frame->rulings();
  BOOST_REQUIRE(rulings.set_fen(petrov));
  // Not built: the page offers to build them, and names no command to run elsewhere.
  const auto before = rulings.endgame_text();
  BOOST_TEST(contains(before, lang == "ru" ? "не построены" : "not built yet"), before.utf8_string());
  BOOST_TEST(!contains(before, "shashki"), before.utf8_string());
  BOOST_TEST(rulings.build_offered());
  BOOST_TEST(!rulings.building());
  console::test_gui::shoot(*d.frame, "rulings_build_offer", lang);

  BOOST_REQUIRE(rulings.build_for_position());
  BOOST_TEST(rulings.building());
  BOOST_TEST(!rulings.build_offered(), "no second build offered while one runs");
  // The bar runs in the background: the window answers while the worker builds.
  for (int waited = 0; rulings.building() && waited < 600; ++waited) {
    wxMilliSleep(50);
    settle();
  }
  BOOST_REQUIRE(!rulings.building());
  const auto built = rulings.build_text();
  BOOST_TEST(contains(built, lang == "ru" ? "Базы эндшпиля построены" : "The endgame databases are built"),
             built.utf8_string());
  BOOST_TEST(std::filesystem::exists(d.endgame / "0301.egdb"));

  // The verdict of the databases just built, for the position still shown.
  const auto after = rulings.endgame_text();
  BOOST_TEST(contains(after, lang == "ru" ? "базы эндшпиля: Белые выигрывают за 11 ходов (21 полуход)"
                                          : "the endgame databases say: White wins in 11 moves (21 plies)"),
             after.utf8_string());
  BOOST_TEST(!rulings.build_offered());
  console::test_gui::shoot(*d.frame, "rulings_built", lang);
}

void a_stopped_build_leaves_the_offer(const std::string& lang) {
  BareDesk d(lang);
  d.frame->show_page(console::Page::rulings);
  auto& rulings = d.frame->rulings();
  // Two men against two men: the classes of men take a second or more, time to press Stop.
  BOOST_REQUIRE(rulings.set_fen("W:Wc3,e3:Bd6,f6"));
  BOOST_REQUIRE(rulings.build_for_position());
  console::test_gui::shoot(*d.frame, "rulings_building", lang);
  BOOST_REQUIRE(rulings.building());
  rulings.stop_build();
  for (int waited = 0; rulings.building() && waited < 600; ++waited) {
    wxMilliSleep(50);
    settle();
  }
  BOOST_REQUIRE(!rulings.building());
  const auto stopped = rulings.build_text();
  BOOST_TEST(contains(stopped, lang == "ru" ? "Построение остановлено" : "The build was stopped"),
             stopped.utf8_string());
  BOOST_TEST(!std::filesystem::exists(d.endgame / "2020.egdb"));
  BOOST_TEST(rulings.build_offered(), "the position's classes are still missing: the offer stands");
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_endgame_tests)

BOOST_AUTO_TEST_CASE(the_rulings_page_without_databases_builds_what_a_position_needs_in_english) {
  rulings_page_builds_the_databases_a_position_needs("en");
}

BOOST_AUTO_TEST_CASE(the_rulings_page_without_databases_builds_what_a_position_needs_in_russian) {
  rulings_page_builds_the_databases_a_position_needs("ru");
}

BOOST_AUTO_TEST_CASE(a_build_stopped_on_the_rulings_page_writes_no_class_and_offers_again) {
  a_stopped_build_leaves_the_offer("en");
}

BOOST_AUTO_TEST_CASE(the_rulings_page_marks_the_ply_that_let_a_win_slip_in_english) {
  rulings_page_marks_the_ply_that_let_a_win_slip("en");
}

BOOST_AUTO_TEST_CASE(the_rulings_page_marks_the_ply_that_let_a_win_slip_in_russian) {
  rulings_page_marks_the_ply_that_let_a_win_slip("ru");
}

BOOST_AUTO_TEST_CASE(the_rulings_page_shows_the_databases_verdict_and_best_line_in_english) {
  rulings_page_shows_the_databases("en");
}

BOOST_AUTO_TEST_CASE(the_rulings_page_shows_the_databases_verdict_and_best_line_in_russian) {
  rulings_page_shows_the_databases("ru");
}

BOOST_AUTO_TEST_CASE(the_clocks_page_shows_the_databases_beside_a_claim_and_a_flag_in_english) {
  clocks_page_shows_the_databases_beside_claims_and_flags("en");
}

BOOST_AUTO_TEST_CASE(the_clocks_page_shows_the_databases_beside_a_claim_and_a_flag_in_russian) {
  clocks_page_shows_the_databases_beside_claims_and_flags("ru");
}

BOOST_AUTO_TEST_SUITE_END()
