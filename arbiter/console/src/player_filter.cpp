#include "player_filter.hpp"

#include <cwctype>
#include <string>

namespace shashki::console {
namespace {

// Decodes UTF-8 to code points and folds the case of Latin and Cyrillic letters. Enough for
// names; a full Unicode fold is not needed to find a player.
std::u32string folded(std::string_view text) {
  std::u32string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    char32_t cp = c;
    std::size_t len = 1;
    if (c >= 0xF0) {
      cp = c & 0x07U;
      len = 4;
    } else if (c >= 0xE0) {
      cp = c & 0x0FU;
      len = 3;
    } else if (c >= 0xC0) {
      cp = c & 0x1FU;
      len = 2;
    }
    for (std::size_t k = 1; k < len && i + k < text.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3FU);
    i += len;
    if (cp >= U'A' && cp <= U'Z')
      cp += 32;
    else if (cp >= U'\u0410' && cp <= U'\u042F')
      cp += 32;  // А..Я
    else if (cp >= U'\u0400' && cp <= U'\u040F')
      cp += 80;                           // Ѐ..Џ, Ё among them
    if (cp == U'\u0451') cp = U'\u0435';  // ё is found by е
    out.push_back(cp);
  }
  return out;
}

}  // namespace

std::vector<std::size_t> filter_players(const std::vector<tournament::Player>& players,
                                        std::string_view query) {
  const auto needle = folded(query);
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < players.size(); ++i) {
    if (needle.empty() || folded(players[i].name).find(needle) != std::u32string::npos) out.push_back(i);
  }
  return out;
}

}  // namespace shashki::console
