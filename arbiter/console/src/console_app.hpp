#pragma once

#include <wx/app.h>
#include <wx/string.h>
#include <wx/timer.h>
#include <wx/window.h>

#include "shashki/app/session.hpp"

#include <filesystem>
#include <memory>
#include <string>

namespace shashki::console {

/// Loads the shashki catalog for `lang` ("ru", "en" or "" for the system language) into wx.
void init_wx_translations(const wxString& lang);

/// The language init_wx_translations() put in force: "ru" or "en".
const std::string& current_language();

/// Opens the session for the console, or says in the user's language why it cannot (another
/// program holds the file, it is corrupt, it is newer). Never shows a dialog itself.
std::unique_ptr<app::Session> open_console_session(const std::filesystem::path& path, wxString& why);

/// Saves what `window` shows as a PNG (for GUI tests and the judge's bug reports).
bool save_screenshot(wxWindow& window, const std::filesystem::path& png);

/// The console application: parses --db and --lang, opens the database (telling the user
/// clearly if another program holds it) and shows the main window. `--start-clocks ROUND` puts
/// that round of the event on the clock wall and starts every clock, for scripted runs (the
/// restart tests). SIGTERM (a logout, a shutdown) closes the main window within a fraction of a
/// second, idle or not, pausing and journaling the running clocks without asking.
class ConsoleApp : public wxApp {
 public:
  bool OnInit() override;
  void OnInitCmdLine(wxCmdLineParser& parser) override;
  bool OnCmdLineParsed(wxCmdLineParser& parser) override;

 private:
  wxString m_db;
  wxString m_lang;
  long m_start_clocks = 0;
  wxTimer m_signals;  // looks for a SIGTERM noted by the signal handler
};

}  // namespace shashki::console
