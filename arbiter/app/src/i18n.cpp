#include "shashki/app/i18n.hpp"
#include "shashki/app/plural.hpp"
#include "shashki/app/terms.hpp"

#include "shashki/version.hpp"

#include <libintl.h>

#include <clocale>
#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace shashki::app {

namespace {

std::string language_from_environment() {
  for (const char* var : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* value = std::getenv(var);
    if (value != nullptr && *value != '\0') {
      return std::string_view(value).starts_with("ru") ? "ru" : "en";
    }
  }
  return "en";
}

}  // namespace

std::string locale_dir() {
  std::error_code ec;
  const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    auto beside = exe.parent_path().parent_path() / "share" / "locale";
    if (std::filesystem::exists(beside / "ru" / "LC_MESSAGES" / "shashki.mo", ec)) {
      return beside.string();
    }
  }
  if (std::filesystem::exists(build_locale_dir, ec)) return build_locale_dir;
  return "/usr/share/locale";
}

std::string init_translations(std::string_view lang) {
  std::string chosen = lang.empty() ? language_from_environment() : std::string(lang);
  // gettext ignores LANGUAGE under the "C" locale, so fall back to C.UTF-8, which every
  // Debian system has, when the user's locale is not installed.
  if (std::setlocale(LC_ALL, "") == nullptr ||
      std::string_view(std::setlocale(LC_MESSAGES, nullptr)) == "C") {
    std::setlocale(LC_ALL, "C.UTF-8");
  }
  // LANGUAGE outranks LC_MESSAGES in gettext; setting it makes --lang win over the locale.
  ::setenv("LANGUAGE", chosen == "ru" ? "ru" : "en", 1);
  ::bindtextdomain(text_domain, locale_dir().c_str());
  ::bind_textdomain_codeset(text_domain, "UTF-8");
  ::textdomain(text_domain);
  return chosen == "ru" ? "ru" : "en";
}

const char* tr(const char* msgid) {
  return ::dgettext(text_domain, msgid);
}

const char* ntr(const char* singular, const char* plural, unsigned long n) {
  return ::dngettext(text_domain, singular, plural, n);
}

std::string translate(const tournament::Message& message) {
  return message.render(
      [](const char* id) { return std::string(tr(id)); },
      [](const char* one, const char* many, unsigned long n) { return std::string(ntr(one, many, n)); });
}

const char* state_term(tournament::RoundState state) {
  switch (state) {
    case tournament::RoundState::draft:
      return N_("draft");
    case tournament::RoundState::published:
      return N_("published");
    case tournament::RoundState::complete:
      return N_("complete");
    case tournament::RoundState::locked:
      return N_("locked");
  }
  return "";
}

const char* verdict_term(endgame::Result result) {
  switch (result) {
    case endgame::Result::win:
      return N_("win");
    case endgame::Result::loss:
      return N_("loss");
    case endgame::Result::draw:
      break;
  }
  return N_("draw");
}

std::function<std::string(const std::string& msgid)> translator() {
  return [](const std::string& msgid) { return std::string(tr(msgid.c_str())); };
}

}  // namespace shashki::app
