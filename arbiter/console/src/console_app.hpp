#pragma once

#include <wx/app.h>
#include <wx/string.h>

namespace shashki::console {

/// Loads the shashki catalog for `lang` ("ru", "en" or "" for the system language) into wx.
void init_wx_translations(const wxString& lang);

/// The console application: parses --db and --lang, opens the database (telling the user
/// clearly if another program holds it) and shows the main window.
class ConsoleApp : public wxApp {
 public:
  bool OnInit() override;
  void OnInitCmdLine(wxCmdLineParser& parser) override;
  bool OnCmdLineParsed(wxCmdLineParser& parser) override;

 private:
  wxString m_db;
  wxString m_lang;
};

}  // namespace shashki::console
