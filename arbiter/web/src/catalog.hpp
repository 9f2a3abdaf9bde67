#pragma once
// A language's compiled message catalog, read directly: gettext answers in the process's one
// language only, while the venue's pages speak each reader's.

#include <map>
#include <string>
#include <string_view>

namespace shashki::web::detail {

/// The compiled gettext catalog of `lang` (shashki.mo under app::locale_dir()): msgid -> msgstr,
/// a plural entry's ids joined by a NUL and its forms likewise. Empty for English (the msgids
/// are English) and when the file is missing or not a catalog.
[[nodiscard]] std::map<std::string, std::string> language_catalog(std::string_view lang);

/// The translation of `id` in `lang` (the msgid itself when the catalog has none), each
/// language's catalog read once for the process. Thread-safe.
[[nodiscard]] std::string catalog_word(std::string_view lang, const std::string& id);

}  // namespace shashki::web::detail
