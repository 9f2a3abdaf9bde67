#pragma once
// The board clock page the venue server serves, and its words in each language.

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace shashki::web {

/// The board clock page (arbiter/web/pages: HTML, CSS, script and the words of every language
/// in one, served from the binary).
[[nodiscard]] std::string_view board_page();

/// The floor arbiter's page (docs/venue.md, "Floor arbiters") in `lang` first ("ru", "en"),
/// with every language's words; its script and style are served apart (arbiter_script(),
/// arbiter_style()), so the page runs under a policy that allows no inline script.
[[nodiscard]] std::string arbiter_page(std::string_view lang);
[[nodiscard]] std::string_view arbiter_script();
[[nodiscard]] std::string_view arbiter_style();

/// The board page's words in `lang` ("ru", "en") from the message catalogs: {"plural": the
/// catalog's plural expression in n, "words": {key: text, or its plural forms for a count}}.
/// English is the msgids; a language without a compiled catalog gets them too.
[[nodiscard]] nlohmann::json page_words(std::string_view lang);

}  // namespace shashki::web
