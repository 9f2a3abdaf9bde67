// The standings page's section selector (docs/sections.md) in Russian on a 1366x768 laptop
// screen: a children's event of twelve in two sections, each section's standings chosen and read
// back from the grid, exported as the judge prints it.
#include <boost/test/unit_test.hpp>

#include "console_app.hpp"
#include "gui_helpers.hpp"
#include "main_frame.hpp"
#include "report_panel_ui.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/app/sections.hpp"
#include "shashki/clock/manual_time_source.hpp"
#include "shashki/test/support.hpp"

#include <wx/choice.h>
#include <wx/grid.h>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace shashki;

namespace {

// Twelve children, odd numbers girls, born 2014-2017; round 1 paired, published and played
// (White wins every game); sections "Девочки" and "До 11 лет" (born 2016 or later).
tournament::EventId children_after_round_one(const std::filesystem::path& db) {
  app::Session session(db, "console-tests");
  tournament::Event event;
  event.name = "Первенство города среди детей";
  event.rounds = 5;
  event.time_control = "30+30";
  event.start_date = std::chrono::year{2026} / 12 / 5;
  const auto id = app::EventService(session).create(event).id;
  for (int i = 1; i <= 12; ++i) {
    tournament::Player p;
    p.name = (i % 2 == 1 ? "Девочка " : "Мальчик ") + std::to_string(i);
    p.rating = 1600 - 10 * i;
    p.sex = i % 2 == 1 ? tournament::Sex::female : tournament::Sex::male;
    p.birth = std::chrono::year{2014 + i % 4} / 6 / 1;
    app::PlayerService(session).add(id, p);
  }
  app::RoundService(session).pair(id);
  app::RoundService(session).publish(id);
  for (int board = 1; board <= 6; ++board) app::ResultService(session).set(id, 1, board, 1, "1-0");
  app::add_section(session, id,
                   tournament::Section{"Девочки", tournament::Sex::female, std::nullopt, std::nullopt, {}});
  app::add_section(session, id,
                   tournament::Section{"До 11 лет", tournament::Sex::unknown, 2016, std::nullopt, {}});
  return id;
}

void choose(wxChoice& choice, int index) {
  choice.SetSelection(index);
  wxCommandEvent chosen(wxEVT_CHOICE, choice.GetId());
  chosen.SetEventObject(&choice);
  chosen.SetInt(index);
  choice.GetEventHandler()->ProcessEvent(chosen);
}

}  // namespace

BOOST_AUTO_TEST_SUITE(console_sections_tests)

BOOST_AUTO_TEST_CASE(the_russian_standings_page_ranks_each_section_apart_and_exports_it) {
  test::TempDir dir;
  const auto db = dir.path() / "arbiter.db";
  const auto event = children_after_round_one(db);
  console::init_wx_translations("ru");
  clock::ManualTimeSource time(std::chrono::seconds(1000));
  auto* frame = console::test_gui::open_console(db, time);
  frame->SetSize(1366, 768);
  frame->open_event(event);
  frame->show_page(console::Page::standings);
  console::test_gui::settle();
  auto& standings = frame->standings();
  standings.refresh();
  auto* choice = standings.section_choice();
  BOOST_TEST_REQUIRE(choice != nullptr);
  BOOST_TEST(choice->IsShown());
  BOOST_TEST_REQUIRE(choice->GetCount() == 3u);
  BOOST_TEST(choice->GetString(0).utf8_string() == "весь турнир");
  BOOST_TEST(choice->GetString(1).utf8_string() == "Девочки");
  BOOST_TEST(standings.grid().GetNumberRows() == 12);

  // The girls: six, ranked 1-6 among themselves in the event's order.
  choose(*choice, 1);
  BOOST_TEST(standings.section() == "Девочки");
  BOOST_TEST_REQUIRE(standings.grid().GetNumberRows() == 6);
  BOOST_TEST(standings.report().title.find("Девочки") != std::string::npos, standings.report().title);
  for (int row = 0; row < 6; ++row) {
    const auto& marks = standings.report().table.body[static_cast<std::size_t>(row)].marks;
    const auto player =
        std::find_if(marks.begin(), marks.end(), [](const auto& m) { return m.name == "player"; });
    BOOST_TEST_REQUIRE((player != marks.end()));
    const int number = std::stoi(player->value);
    BOOST_TEST(number % 2 == 1, "row " << row << " holds No. " << number);
  }
  console::test_gui::shoot(*frame, "standings_section", "ru");
  // The whole page is on the screen, the selector too.
  BOOST_TEST(frame->GetSize().x <= 1366);
  BOOST_TEST(choice->GetScreenRect().GetRight() <= frame->GetScreenRect().GetRight());

  // Exported, the file is the section's.
  const auto csv = dir.path() / "girls.csv";
  BOOST_TEST(standings.export_to(csv, app::ReportFormat::csv));
  std::ifstream in(csv);
  std::stringstream text;
  text << in.rdbuf();
  BOOST_TEST(text.str().find("Мальчик") == std::string::npos);
  BOOST_TEST(text.str().find("Девочка 1") != std::string::npos);

  // Under 11 (born 2016 or later): Nos. 2, 3, 6, 7, 10, 11.
  choose(*choice, 2);
  BOOST_TEST(standings.grid().GetNumberRows() == 6);
  // Back to the whole event.
  choose(*choice, 0);
  BOOST_TEST(standings.section().empty());
  BOOST_TEST(standings.grid().GetNumberRows() == 12);
  frame->Destroy();
  console::test_gui::settle();
}

BOOST_AUTO_TEST_SUITE_END()
