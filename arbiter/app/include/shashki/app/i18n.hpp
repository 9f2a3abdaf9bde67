#pragma once

#include "shashki/tournament/message.hpp"

#include <functional>
#include <string>
#include <string_view>

namespace shashki::app {

/// Text domain of every message catalog of the project (po/<lang>/*.po, merged -> shashki.mo).
inline constexpr const char* text_domain = "shashki";

/// Selects the language of user-visible text: "ru", "en", or "" to follow the locale
/// (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). Returns the language in force ("ru" or "en").
std::string init_translations(std::string_view lang);

/// The translation of a message in the language chosen by init_translations().
const char* tr(const char* msgid);

/// The message in the language chosen by init_translations(), placeholders filled.
std::string translate(const tournament::Message& message);

/// tr() as a function, for core modules that take their translation from the caller.
std::function<std::string(const std::string& msgid)> translator();

/// Directory holding <lang>/LC_MESSAGES/shashki.mo, found beside the executable
/// (../share/locale), else the build tree's, else the system's.
std::string locale_dir();

}  // namespace shashki::app
