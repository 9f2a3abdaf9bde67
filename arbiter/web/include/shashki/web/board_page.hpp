#pragma once
// The board clock page the venue server serves, and its words in each language.

#include <nlohmann/json.hpp>

#include <string_view>

namespace shashki::web {

/// The board clock page (arbiter/web/pages: HTML, CSS, script and the words of every language
/// in one, served from the binary).
[[nodiscard]] std::string_view board_page();

/// The board page's words in `lang` ("ru", "en") from the message catalogs: {"plural": the
/// catalog's plural expression in n, "words": {key: text, or its plural forms for a count}}.
/// English is the msgids; a language without a compiled catalog gets them too.
[[nodiscard]] nlohmann::json page_words(std::string_view lang);

}  // namespace shashki::web
