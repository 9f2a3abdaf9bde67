// The board clock page, served from the binary: no CDN, no internet (docs/venue.md). Its files
// are arbiter/web/pages/board.{html,css,js}, embedded at build time; the page is served as one
// response, its style and script inlined and its words (every language's, from the catalogs)
// given as JSON, so that a page once loaded needs nothing more from the server to run its clock
// through an outage.
#include "shashki/web/board_page.hpp"

#include <cassert>

namespace shashki::web {

namespace pages {
std::string_view embedded_file(std::string_view name);  // embedded_pages.cpp (generated)
}  // namespace pages

namespace {

// Replaces the one `marker` of `page` by `text`.
void put_in(std::string& page, std::string_view marker, const std::string& text) {
  const auto at = page.find(marker);
  assert(at != std::string::npos);
  if (at != std::string::npos) page.replace(at, marker.size(), text);
}

// Every language's words as JSON to put inside a <script> element: "</" would end the element,
// and "<\/" reads the same.
std::string words_json() {
  const nlohmann::json words{{"ru", page_words("ru")}, {"en", page_words("en")}};
  std::string json = words.dump();
  for (auto at = json.find("</"); at != std::string::npos; at = json.find("</", at + 3))
    json.insert(at + 1, "\\");
  return json;
}

std::string assembled_page() {
  std::string page(pages::embedded_file("board.html"));
  put_in(page, R"(<link rel="stylesheet" href="board.css">)",
         "<style>\n" + std::string(pages::embedded_file("board.css")) + "</style>");
  put_in(page, R"(<script src="board.js"></script>)",
         "<script>\n" + std::string(pages::embedded_file("board.js")) + "</script>");
  put_in(page, R"(<script id="words" type="application/json">{}</script>)",
         R"(<script id="words" type="application/json">)" + words_json() + "</script>");
  return page;
}

}  // namespace

std::string arbiter_page(std::string_view lang) {
  static const std::string words = words_json();
  std::string page(pages::embedded_file("arbiter.html"));
  put_in(page, R"(<html lang="ru">)",
         std::string(R"(<html lang=")") + (lang == "en" ? "en" : "ru") + R"(" data-lang=")" +
             (lang == "en" ? "en" : "ru") + R"(">)");
  put_in(page, R"(<script id="words" type="application/json">{}</script>)",
         R"(<script id="words" type="application/json">)" + words + "</script>");
  return page;
}

std::string_view arbiter_script() {
  return pages::embedded_file("arbiter.js");
}

std::string_view arbiter_style() {
  return pages::embedded_file("arbiter.css");
}

std::string_view board_page() {
  static const std::string page = assembled_page();
  return page;
}

}  // namespace shashki::web
