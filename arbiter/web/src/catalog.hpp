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

}  // namespace shashki::web::detail
