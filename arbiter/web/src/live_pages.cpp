// The live pages' frame and addresses (docs/venue.md, "Live pages"): one HTML document per page,
// the style sheet and the script served beside them from the binary (arbiter/web/pages/live.*).
#include "shashki/web/live_pages.hpp"

#include "catalog.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <sstream>

namespace shashki::web {

namespace pages {
std::string_view embedded_file(std::string_view name);  // embedded_pages.cpp (generated)
}  // namespace pages

namespace {

struct PagePath {
  std::string_view path;
  LivePage page;
  const char* label;
};

// The pages in the navigation's order.
constexpr std::array page_paths{
    PagePath{"/live/", LivePage::event, N_("Event")},
    PagePath{"/live/pairings", LivePage::pairings, N_("Pairings")},
    PagePath{"/live/standings", LivePage::standings, N_("Standings")},
    PagePath{"/live/crosstable", LivePage::crosstable, N_("Crosstable")},
    PagePath{"/live/clocks", LivePage::clocks, N_("Clocks")},
    PagePath{"/live/screen", LivePage::screen, N_("Venue screen")},
};

constexpr std::string_view board_path = "/live/board/";

std::string_view path_of(LivePage page) {
  if (page == LivePage::board) return "/live/board";
  for (const auto& p : page_paths)
    if (p.page == page) return p.path;
  return "/live/";
}

// A decimal from 1 to 999, digits only.
std::optional<int> round_number(std::string_view text) {
  if (text.empty() || text.size() > 3) return std::nullopt;
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value < 1) return std::nullopt;
  return value;
}

// The words of the pages' frame in `lang`.
std::string word(std::string_view lang, const char* id) {
  return detail::catalog_word(lang, id);
}

// The address of `page` (round `round`, 0: none) in `lang`.
std::string link(LivePage page, int round, std::string_view lang, int board = 0) {
  std::string out(path_of(page));
  if (page == LivePage::board) out += "/" + std::to_string(board);
  out += "?";
  if (round > 0) out += "round=" + std::to_string(round) + "&";
  out += "lang=";
  out += lang;
  return out;
}

// Whether `text` is well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF).
bool valid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead < 0x80           ? 1
                               : (lead >> 5) == 0x6  ? 2
                               : (lead >> 4) == 0xE  ? 3
                               : (lead >> 3) == 0x1E ? 4
                                                     : 0;
    if (length == 0 || i + length > text.size()) return false;
    std::uint32_t code = length == 1 ? lead : lead & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return false;
      code = (code << 6) | (next & 0x3F);
    }
    const std::uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < least[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return false;
    i += length;
  }
  return true;
}

// A query's value decoded: %XX as the byte, '+' as a space; nullopt for a broken %-sequence, a
// control character, text that is not UTF-8 or more than 800 bytes (a section's name is at most
// 200 characters).
std::optional<std::string> query_decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '%') {
      unsigned value = 0;
      if (i + 2 >= text.size()) return std::nullopt;
      const auto [end, ec] = std::from_chars(text.data() + i + 1, text.data() + i + 3, value, 16);
      if (ec != std::errc() || end != text.data() + i + 3) return std::nullopt;
      c = static_cast<char>(value);
      i += 2;
    } else if (c == '+') {
      c = ' ';
    }
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return std::nullopt;
    out += c;
    if (out.size() > 800) return std::nullopt;
  }
  if (!valid_utf8(out)) return std::nullopt;
  return out;
}

}  // namespace

std::string query_encoded(std::string_view text) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte) != 0 && byte < 0x80) {
      out += c;
    } else if (c == '-' || c == '_' || c == '.' || c == '~') {
      out += c;
    } else {
      out += '%';
      out += hex[byte >> 4];
      out += hex[byte & 0x0F];
    }
  }
  return out;
}

std::optional<LiveQuery> parse_live_target(std::string_view target, std::string_view default_language) {
  const auto question = target.find('?');
  const auto path = target.substr(0, question);
  LiveQuery query;
  bool known = false;
  for (const auto& p : page_paths) {
    if (p.path == path) {
      query.page = p.page;
      known = true;
    }
  }
  if (path.starts_with(board_path)) {
    // The board viewer: /live/board/N, N a board number as a round's is (1 to 999).
    const auto board = round_number(path.substr(board_path.size()));
    if (!board) return std::nullopt;
    query.page = LivePage::board;
    query.board = *board;
    known = true;
  }
  if (!known) return std::nullopt;
  query.language = std::string(default_language);
  if (question == std::string_view::npos) return query;
  auto rest = target.substr(question + 1);
  while (!rest.empty()) {
    const auto amp = rest.find('&');
    const auto pair = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view{} : rest.substr(amp + 1);
    const auto eq = pair.find('=');
    const auto key = pair.substr(0, eq);
    const auto value = eq == std::string_view::npos ? std::string_view{} : pair.substr(eq + 1);
    if (key == "round") {
      const auto round = round_number(value);
      if (!round) return std::nullopt;
      query.round = *round;
    } else if ((key == "from" || key == "count") && query.page == LivePage::clocks) {
      const auto number = round_number(value);
      if (!number) return std::nullopt;
      (key == "from" ? query.from : query.count) = *number;
    } else if (key == "section" && query.page == LivePage::standings) {
      auto section = query_decoded(value);
      if (!section) return std::nullopt;
      query.section = std::move(*section);
    } else if (key == "lang") {
      if (value != "ru" && value != "en") return std::nullopt;
      query.language = std::string(value);
    }
  }
  // A window needs both ends.
  if ((query.from > 0) != (query.count > 0)) return std::nullopt;
  return query;
}

std::string live_document(const LiveQuery& query, const LiveContent& content, std::uint64_t version) {
  const auto& lang = query.language;
  const auto esc = [](std::string_view text) { return app::escape_html(text); };
  std::ostringstream out;
  out << "<!DOCTYPE html>\n<html lang=\"" << esc(lang) << "\" data-version=\"" << version << "\" data-page=\""
      << esc(path_of(query.page).substr(6)) << "\">\n<head>\n<meta charset=\"utf-8\">\n"
      << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      << "<title>" << esc(content.title) << "</title>\n"
      << "<link rel=\"stylesheet\" href=\"/live/live.css\">\n"
      << "<script src=\"/live/live.js\" defer></script>\n</head>\n<body"
      << (query.page == LivePage::screen ? " class=\"screen\"" : "") << ">\n<nav>\n";
  for (const auto& p : page_paths) {
    out << "<a href=\"" << esc(link(p.page, 0, lang)) << '"';
    if (p.page == query.page) out << " aria-current=\"page\"";
    out << '>' << esc(word(lang, p.label)) << "</a>\n";
  }
  // Each language under its own name, the page and round kept.
  // The other language of the same page: a section's standings stay the section's.
  const auto in_language = [&](std::string_view language) {
    std::string target = link(query.page, query.round, language, query.board);
    if (!query.section.empty()) target += "&section=" + query_encoded(query.section);
    return target;
  };
  out << "<span class=\"languages\"><a href=\"" << esc(in_language("ru"))
      << "\" lang=\"ru\">Русский</a> <a href=\"" << esc(in_language("en"))
      << "\" lang=\"en\">English</a></span>\n"
      << "<span data-role=\"status\" data-live=\"" << esc(word(lang, N_("live"))) << "\" data-offline=\""
      << esc(word(lang, N_("no connection: the page shows the last data it received"))) << "\"></span>\n"
      << "</nav>\n<main>\n"
      << content.html << "</main>\n</body>\n</html>\n";
  return out.str();
}

namespace {

// "Board 7" in `language`.
std::string fmt_board(std::string_view language, int board) {
  auto text = word(language, N_("Board {board}"));
  if (const auto at = text.find("{board}"); at != std::string::npos)
    text.replace(at, 7, std::to_string(board));
  return text;
}

// A clock's time as the boards show it: "1:05:09", "4:07".
std::string clock_text(std::chrono::milliseconds time) {
  const auto seconds = std::max<long long>(0, (time.count() + 999) / 1000);
  char text[32];
  if (seconds >= 3600)
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", seconds / 3600, seconds / 60 % 60, seconds % 60);
  else
    std::snprintf(text, sizeof text, "%lld:%02lld", seconds / 60, seconds % 60);
  return text;
}

}  // namespace

LiveContent clocks_content(const std::vector<BoardState>& states, std::string_view language) {
  const auto esc = [](std::string_view text) { return app::escape_html(text); };
  LiveContent content;
  content.title = word(language, N_("Clocks"));
  std::ostringstream out;
  out << "<h2>" << esc(content.title) << "</h2>\n";
  if (states.empty()) {
    out << "<p class=\"notice\" data-role=\"notice\">"
        << esc(word(language, N_("No clocks run on this server."))) << "</p>\n";
  }
  out << "<div class=\"clocks\">\n";
  for (const auto& s : states) out << clock_tile(s, language);
  out << "</div>\n";
  content.html = out.str();
  return content;
}

LiveContent clocks_content(const std::vector<BoardState>& states, const LiveQuery& query) {
  // Without clocks there is no window to move between.
  if (query.count <= 0 || states.empty()) return clocks_content(states, query.language);
  std::vector<BoardState> shown;
  int last = 0;
  for (const auto& s : states) {
    last = std::max(last, s.board);
    if (in_clock_window(s.board, query.from, query.count)) shown.push_back(s);
  }
  auto content = clocks_content(shown, query.language);
  const auto esc = [](std::string_view text) { return app::escape_html(text); };
  // The window's marks for the page's script (its stream asks for these boards only), and the
  // windows before and after it.
  std::ostringstream nav;
  nav << "<p class=\"window\" data-from=\"" << query.from << "\" data-count=\"" << query.count << "\">";
  const auto window_link = [&](int from, const char* label) {
    nav << "<a href=\"/live/clocks?from=" << from << "&amp;count=" << query.count
        << "&amp;lang=" << esc(query.language) << "\">" << esc(word(query.language, label)) << "</a> ";
  };
  if (query.from > 1) window_link(std::max(1, query.from - query.count), N_("Previous boards"));
  if (query.from + query.count <= last) window_link(query.from + query.count, N_("Next boards"));
  nav << "</p>\n";
  content.html += nav.str();
  return content;
}

std::string clock_tile(const BoardState& s, std::string_view language) {
  const auto esc = [](std::string_view text) { return app::escape_html(text); };
  std::ostringstream out;
  const auto running = s.running ? std::string(clock::code(*s.running)) : std::string("none");
  out << "<div class=\"tile\" data-board=\"" << s.board << "\" data-white-ms=\"" << s.white.time.count()
      << "\" data-black-ms=\"" << s.black.time.count() << "\" data-running=\"" << running
      << "\" data-phase=\"" << esc(clock::code(s.phase)) << "\""
      << (s.flag ? " data-flag=\"" + esc(clock::code(*s.flag)) + "\"" : "") << ">\n<div class=\"board\">"
      << esc(fmt_board(language, s.board)) << "</div>\n";
  for (const auto* side : {&s.white, &s.black}) {
    const bool white = side == &s.white;
    out << "<div class=\"side " << (white ? "white" : "black") << "\"><span class=\"name\">"
        << esc(side->name) << "</span><span class=\"time\" data-time=\"" << (white ? "white" : "black")
        << "\">" << clock_text(side->time) << "</span></div>\n";
  }
  out << "</div>\n";
  return out.str();
}

std::string_view live_style() {
  return pages::embedded_file("live.css");
}

std::string_view live_script() {
  return pages::embedded_file("live.js");
}

}  // namespace shashki::web
