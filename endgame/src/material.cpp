#include "shashki/endgame/material.hpp"

#include "board32.hpp"

#include <algorithm>
#include <string>

namespace shashki::endgame {

Material Material::of_side_to_move(const rules::Position& position) {
  const detail::Board b = detail::canonical(position);
  return {__builtin_popcount(b.white_men), __builtin_popcount(b.white_kings), __builtin_popcount(b.black_men),
          __builtin_popcount(b.black_kings)};
}

std::string Material::name() const {
  return std::to_string(white_men) + std::to_string(white_kings) + std::to_string(black_men) +
         std::to_string(black_kings);
}

std::string Material::describe() const {
  auto side = [](int men, int kings) {
    std::string s;
    if (men > 0) s += std::to_string(men) + "m";
    if (kings > 0) s += (s.empty() ? "" : "+") + std::to_string(kings) + "k";
    return s.empty() ? std::string("-") : s;
  };
  return side(white_men, white_kings) + " v " + side(black_men, black_kings);
}

std::vector<Material> classes_up_to(int max_pieces) {
  std::vector<Material> all;
  for (int n = 2; n <= max_pieces; ++n) {
    for (int wm = 0; wm <= n; ++wm) {
      for (int wk = 0; wm + wk <= n; ++wk) {
        for (int bm = 0; wm + wk + bm <= n; ++bm) {
          const Material m{wm, wk, bm, n - wm - wk - bm};
          if (m.white_men + m.white_kings > 0 && m.black_men + m.black_kings > 0) all.push_back(m);
        }
      }
    }
  }
  // A capture leads to fewer pieces, a promotion to fewer men: both are built before.
  std::stable_sort(all.begin(), all.end(), [](const Material& a, const Material& b) {
    return std::pair(a.pieces(), a.men()) < std::pair(b.pieces(), b.men());
  });
  return all;
}

}  // namespace shashki::endgame
