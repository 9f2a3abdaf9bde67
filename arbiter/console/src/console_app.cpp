#include "console_app.hpp"

#include "main_frame.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/paths.hpp"

#include <wx/cmdline.h>
#include <wx/intl.h>
#include <wx/msgdlg.h>
#include <wx/translation.h>

namespace shashki::console {

void init_wx_translations(const wxString& lang) {
  const std::string chosen = app::init_translations(lang.utf8_string());
  auto* translations = new wxTranslations;
  wxTranslations::Set(translations);
  wxFileTranslationsLoader::AddCatalogLookupPathPrefix(wxString::FromUTF8(app::locale_dir()));
  translations->SetLanguage(chosen == "ru" ? wxLANGUAGE_RUSSIAN : wxLANGUAGE_ENGLISH_US);
  translations->AddStdCatalog();
  translations->AddCatalog(app::text_domain);
}

void ConsoleApp::OnInitCmdLine(wxCmdLineParser& parser) {
  wxApp::OnInitCmdLine(parser);
  parser.AddOption("", "db", _("event database"), wxCMD_LINE_VAL_STRING);
  parser.AddOption("", "lang", _("language: ru or en"), wxCMD_LINE_VAL_STRING);
}

bool ConsoleApp::OnCmdLineParsed(wxCmdLineParser& parser) {
  parser.Found("db", &m_db);
  parser.Found("lang", &m_lang);
  if (!m_lang.empty() && m_lang != "ru" && m_lang != "en") {
    wxMessageOutputStderr().Printf("error: --lang takes ru or en, not '%s'\n", m_lang);
    return false;
  }
  return wxApp::OnCmdLineParsed(parser);
}

bool ConsoleApp::OnInit() {
  if (!wxApp::OnInit()) return false;
  init_wx_translations(m_lang);
  const auto path = m_db.empty() ? app::default_database_path() : std::filesystem::path(m_db.utf8_string());
  std::unique_ptr<app::Session> session;
  try {
    session = std::make_unique<app::Session>(path, "shashki-console");
  } catch (const std::exception& e) {
    // The usual case is a second console on the same file: say who holds it and stop before
    // touching anything.
    wxMessageBox(wxString::FromUTF8(e.what()), _("Cannot open the database"), wxOK | wxICON_ERROR);
    return false;
  }
  auto* frame = new MainFrame(std::move(session));
  frame->Show();
  return true;
}

}  // namespace shashki::console
