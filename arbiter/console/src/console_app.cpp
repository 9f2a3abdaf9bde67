#include "console_app.hpp"

#include "main_frame.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/paths.hpp"
#include "shashki/db/database.hpp"

#include <wx/bitmap.h>
#include <wx/cmdline.h>
#include <wx/config.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/image.h>
#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/translation.h>
#include "shashki/db/database.hpp"

#include <signal.h>

#include <csignal>

namespace shashki::console {

namespace {
// The console's one piece of process state: the language chosen at start (or by a test).
std::string& language_slot() {
  static std::string language = "en";
  return language;
}

// SIGTERM (a logout, a shutdown, a script) is only noted here, the one thing a signal handler
// may do; a timer of the main loop acts on it. wx's own signal handling waits for the next
// window event, which an idle console under Xvfb may never get.
volatile std::sig_atomic_t terminate_requested = 0;

extern "C" void note_terminate(int) {
  terminate_requested = 1;
}

// How often the main loop looks for a noted SIGTERM: well within the second a shutdown allows.
constexpr int signal_poll_ms = 100;
}  // namespace

const std::string& current_language() {
  return language_slot();
}

void init_wx_translations(const wxString& lang) {
  const std::string chosen = app::init_translations(lang.utf8_string());
  language_slot() = chosen;
  auto* translations = new wxTranslations;
  wxTranslations::Set(translations);
  wxFileTranslationsLoader::AddCatalogLookupPathPrefix(wxString::FromUTF8(app::locale_dir()));
  translations->SetLanguage(chosen == "ru" ? wxLANGUAGE_RUSSIAN : wxLANGUAGE_ENGLISH_US);
  translations->AddStdCatalog();
  translations->AddCatalog(app::text_domain);
}

std::unique_ptr<app::Session> open_console_session(const std::filesystem::path& path, wxString& why) {
  try {
    return std::make_unique<app::Session>(path, "shashki-console");
  } catch (const db::DatabaseInUse& e) {
    why = wxString::Format(_("This event database is already open in another program.\n\n%s"),
                           wxString::FromUTF8(app::translate(e.message())));
  } catch (const app::Error& e) {
    why = wxString::FromUTF8(app::translate(e.message()));
  } catch (const db::DatabaseError& e) {
    why = wxString::FromUTF8(app::translate(e.message()));
  } catch (const std::exception& e) {
    why = wxString::FromUTF8(e.what());
  }
  return nullptr;
}

bool save_screenshot(wxWindow& window, const std::filesystem::path& png) {
  window.Update();
  wxClientDC source(&window);
  const wxSize size = window.GetClientSize();
  wxBitmap bitmap(size);
  wxMemoryDC target(bitmap);
  target.Blit(0, 0, size.x, size.y, &source, 0, 0);
  target.SelectObject(wxNullBitmap);
  return bitmap.SaveFile(wxString::FromUTF8(png.string()), wxBITMAP_TYPE_PNG);
}

void ConsoleApp::OnInitCmdLine(wxCmdLineParser& parser) {
  wxApp::OnInitCmdLine(parser);
  parser.AddOption("", "db", _("event database"), wxCMD_LINE_VAL_STRING);
  parser.AddOption("", "lang", _("language: ru or en"), wxCMD_LINE_VAL_STRING);
  parser.AddOption("", "start-clocks",
                   _("put this round on the clock wall and start every clock (for scripts)"),
                   wxCMD_LINE_VAL_NUMBER);
}

bool ConsoleApp::OnCmdLineParsed(wxCmdLineParser& parser) {
  parser.Found("db", &m_db);
  parser.Found("lang", &m_lang);
  if (!m_lang.empty() && m_lang != "ru" && m_lang != "en") {
    wxMessageOutputStderr().Printf("error: --lang takes ru or en, not '%s'\n", m_lang);
    return false;
  }
  if (parser.Found("start-clocks", &m_start_clocks) && m_start_clocks < 1) {
    wxMessageOutputStderr().Printf("error: --start-clocks takes a round number from 1, not %ld\n",
                                   m_start_clocks);
    return false;
  }
  return wxApp::OnCmdLineParsed(parser);
}

bool ConsoleApp::OnInit() {
  if (!wxApp::OnInit()) return false;
  // Noted from the first moment, before the database's lock is taken: a SIGTERM that arrives
  // while the window is still being built is acted on as soon as the main loop runs, instead of
  // killing the program with its lock and clocks half set up.
  struct sigaction action {};
  action.sa_handler = note_terminate;
  sigemptyset(&action.sa_mask);
  ::sigaction(SIGTERM, &action, nullptr);
  wxInitAllImageHandlers();
  if (m_lang.empty()) {
    // The choice made in Preferences, unless --lang overrides it.
    wxConfig config("shashki-console");
    m_lang = config.Read("lang", "");
  }
  init_wx_translations(m_lang);
  const auto path = m_db.empty() ? app::default_database_path() : std::filesystem::path(m_db.utf8_string());
  wxString why;
  auto session = open_console_session(path, why);
  if (!session) {
    // The usual case is a second console on the same file: say who holds it and stop before
    // touching anything.
    wxMessageBox(why, _("Cannot open the database"), wxOK | wxICON_ERROR);
    return false;
  }
  auto* frame = new MainFrame(std::move(session));
  frame->Show();
  m_signals.SetOwner(this);
  Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
    if (terminate_requested == 0) return;
    m_signals.Stop();
    // The main window pauses and journals the running clocks as it closes; it may be another
    // frame than the first (File > Open database replaces it).
    if (auto* main = dynamic_cast<MainFrame*>(GetTopWindow())) {
      main->terminate();
    } else if (auto* window = GetTopWindow()) {
      window->Close(true);
    } else {
      ExitMainLoop();
    }
  });
  m_signals.Start(signal_poll_ms);
  if (m_start_clocks > 0 && !frame->start_round_clocks(static_cast<int>(m_start_clocks))) {
    // A script asked for it: say why on stderr, and stop with nothing started.
    wxMessageOutputStderr().Printf("error: %s\n", frame->last_message());
    frame->Destroy();
    return false;
  }
  return true;
}

}  // namespace shashki::console
