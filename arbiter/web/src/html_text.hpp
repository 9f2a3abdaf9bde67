#pragma once
// Text put into the venue server's HTML: every name, title and word passes through here, so that
// nothing a player's name holds ever becomes markup (docs/venue.md, "Threat model").

#include <string>
#include <string_view>

namespace shashki::web::detail {

/// `text` escaped for element content and attribute values (& < > " ').
inline std::string escape_html(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (const char c : text) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

}  // namespace shashki::web::detail
