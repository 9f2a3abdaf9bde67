// GUI tests: run under Xvfb (make test starts it). They build the real frames in-process.
#define BOOST_TEST_MODULE console_tests
#include <boost/test/unit_test.hpp>

#include "console_app.hpp"
#include "main_frame.hpp"
#include "shashki/test/support.hpp"

#include <wx/app.h>
#include <wx/image.h>
#include <wx/init.h>
#include <wx/menu.h>

namespace {

// One wx application for the whole test executable.
struct WxFixture {
  WxFixture() {
    wxApp::SetInstance(new wxApp);
    int argc = 1;
    char name[] = "console_tests";
    char* argv[] = {name, nullptr};
    BOOST_REQUIRE_MESSAGE(wxEntryStart(argc, argv), "wx could not start: is DISPLAY set (Xvfb)?");
    wxTheApp->CallOnInit();
    wxInitAllImageHandlers();
  }
  ~WxFixture() { wxEntryCleanup(); }
};

wxString plain(const wxString& label) {
  return wxMenuItem::GetLabelText(label);
}

}  // namespace

BOOST_TEST_GLOBAL_FIXTURE(WxFixture);

BOOST_AUTO_TEST_SUITE(console_tests)

BOOST_AUTO_TEST_CASE(main_frame_has_the_title_and_the_seven_menus) {
  shashki::test::TempDir dir;
  shashki::console::init_wx_translations("en");
  auto* frame = new shashki::console::MainFrame(
      std::make_unique<shashki::app::Session>(dir.path() / "arbiter.db", "shashki-console"));
  frame->Show();
  wxTheApp->Yield();
  BOOST_TEST(frame->GetTitle().utf8_string() == "Shashki Arbiter");
  wxMenuBar* bar = frame->GetMenuBar();
  BOOST_REQUIRE(bar != nullptr);
  const std::vector<std::string> expected{"File", "Event", "Round", "Clocks", "Rulings", "Reports", "Help"};
  BOOST_REQUIRE(bar->GetMenuCount() == expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    BOOST_TEST_INFO("menu " << i);
    BOOST_TEST(plain(bar->GetMenuLabel(i)).utf8_string() == expected[i]);
  }
  BOOST_TEST(bar->FindItem(wxID_ABOUT) != nullptr);
  frame->Destroy();
  wxTheApp->Yield();
}

BOOST_AUTO_TEST_CASE(a_second_console_is_told_the_database_is_in_use) {
  shashki::test::TempDir dir;
  shashki::console::init_wx_translations("en");
  wxString why;
  auto first = shashki::console::open_console_session(dir.path() / "arbiter.db", why);
  BOOST_REQUIRE(first != nullptr);
  auto second = shashki::console::open_console_session(dir.path() / "arbiter.db", why);
  BOOST_TEST(second == nullptr);
  BOOST_TEST(why.utf8_string().find("already open in another program") != std::string::npos);
  BOOST_TEST(why.utf8_string().find("shashki-console (pid") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(the_main_window_can_be_saved_as_a_png) {
  shashki::test::TempDir dir;
  shashki::console::init_wx_translations("en");
  auto* frame = new shashki::console::MainFrame(
      std::make_unique<shashki::app::Session>(dir.path() / "arbiter.db", "shashki-console"));
  frame->Show();
  wxTheApp->Yield();
  // Kept in the build folder so that a person can look at it after the run.
  const auto shots = shashki::test::bin_dir().parent_path() / "screenshots";
  std::filesystem::create_directories(shots);
  const auto png = shots / "main_window_en.png";
  BOOST_TEST(shashki::console::save_screenshot(*frame, png));
  BOOST_TEST(std::filesystem::file_size(png) > 100u);
  frame->Destroy();
  wxTheApp->Yield();
}

BOOST_AUTO_TEST_CASE(menus_are_russian_with_lang_ru) {
  shashki::test::TempDir dir;
  shashki::console::init_wx_translations("ru");
  auto* frame = new shashki::console::MainFrame(
      std::make_unique<shashki::app::Session>(dir.path() / "arbiter.db", "shashki-console"));
  BOOST_TEST(plain(frame->GetMenuBar()->GetMenuLabel(0)).utf8_string() == "Файл");
  frame->Destroy();
  wxTheApp->Yield();
  shashki::console::init_wx_translations("en");
}

BOOST_AUTO_TEST_SUITE_END()
