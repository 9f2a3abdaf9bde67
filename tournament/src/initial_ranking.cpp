#include "shashki/tournament/initial_ranking.hpp"

#include <algorithm>
#include <cctype>

namespace shashki::tournament {

std::string name_key(std::string_view name) {
  std::string key;
  key.reserve(name.size() + 1);
  for (std::size_t i = 0; i < name.size(); ++i) {
    const auto c = static_cast<unsigned char>(name[i]);
    // UTF-8 Ё (D0 81) and ё (D1 91) sort with Е and е, just after them.
    if (c == 0xD0 && i + 1 < name.size() && static_cast<unsigned char>(name[i + 1]) == 0x81) {
      key += "\xD0\x95\x01";
      ++i;
    } else if (c == 0xD1 && i + 1 < name.size() && static_cast<unsigned char>(name[i + 1]) == 0x91) {
      key += "\xD0\xB5\x01";
      ++i;
    } else if (c < 0x80) {
      key += static_cast<char>(std::tolower(c));
    } else {
      key += static_cast<char>(c);
    }
  }
  return key;
}

bool names_before(std::string_view a, std::string_view b) {
  const std::string x = name_key(a);
  const std::string y = name_key(b);
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < x.size() && j < y.size()) {
    if (digit(x[i]) && digit(y[j])) {
      // A number in a name ("Player 10") compares by value, as a reader expects.
      std::size_t ei = i;
      std::size_t ej = j;
      while (ei < x.size() && digit(x[ei])) ++ei;
      while (ej < y.size() && digit(y[ej])) ++ej;
      std::string_view nx(x.data() + i, ei - i);
      std::string_view ny(y.data() + j, ej - j);
      while (nx.size() > 1 && nx.front() == '0') nx.remove_prefix(1);
      while (ny.size() > 1 && ny.front() == '0') ny.remove_prefix(1);
      if (nx.size() != ny.size()) return nx.size() < ny.size();
      if (nx != ny) return nx < ny;
      i = ei;
      j = ej;
      continue;
    }
    if (x[i] != y[j]) return static_cast<unsigned char>(x[i]) < static_cast<unsigned char>(y[j]);
    ++i;
    ++j;
  }
  if (x.size() - i != y.size() - j) return x.size() - i < y.size() - j;
  return a < b;  // names equal but for case or Ё: a fixed order all the same
}

int title_strength_rank(Title title) {
  // The enumeration lists the titles strongest first, no title first of all.
  return title == Title::none ? 100 : static_cast<int>(title);
}

bool ranks_before(const Player& a, const Player& b) {
  // C.04.3 A.2: rating, then title, then alphabetically; unrated players rank below rated ones.
  const int ra = a.rating.value_or(-1);
  const int rb = b.rating.value_or(-1);
  if (ra != rb) return ra > rb;
  const int ta = title_strength_rank(a.title);
  const int tb = title_strength_rank(b.title);
  if (ta != tb) return ta < tb;
  return names_before(a.name, b.name);
}

std::vector<Player> initial_ranking(std::vector<Player> players) {
  std::stable_sort(players.begin(), players.end(), ranks_before);
  return players;
}

std::size_t ranked_place(const std::vector<Player>& order, const Player& player) {
  const auto it = std::find_if(order.begin(), order.end(),
                               [&](const Player& other) { return ranks_before(player, other); });
  return static_cast<std::size_t>(it - order.begin());
}

}  // namespace shashki::tournament
