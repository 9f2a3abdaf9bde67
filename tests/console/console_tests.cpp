// GUI tests: run under Xvfb (make test starts it). They build the real frames in-process.
#define BOOST_TEST_MODULE console_tests
#include <boost/test/unit_test.hpp>

#include "console_app.hpp"
#include "main_frame.hpp"
#include "shashki/test/support.hpp"

#include <wx/app.h>
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
  }
  ~WxFixture() { wxEntryCleanup(); }
};

wxString plain(const wxString& label) { return wxMenuItem::GetLabelText(label); }

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
