#pragma once

#include "shashki/tournament/player.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::tournament {

/// A key that sorts names alphabetically in Russian and English: Ё with Е, Latin letter case
/// ignored. Compare keys with names_before(), which reads runs of digits as numbers.
[[nodiscard]] std::string name_key(std::string_view name);

/// True when `a` comes before `b` alphabetically (name_key order, "K2" before "K10").
[[nodiscard]] bool names_before(std::string_view a, std::string_view b);

/// How strong a title is for the initial ranking: 0 for the strongest (GMI), growing down to
/// no title. International titles first (GMI, MI, MF), then the Russian ones (GMS, MSMK, MS,
/// KMS), then the sports categories 1-3 and the junior categories 1j-3j.
[[nodiscard]] int title_strength_rank(Title title);

/// The order of a Swiss's initial ranking (FIDE C.04.2 article 2, C.04.3 A.2): the higher rating
/// first (an unrated player after every rated one), then the stronger title, then the name
/// alphabetically. True when `a` is ranked before `b`.
[[nodiscard]] bool ranks_before(const Player& a, const Player& b);

/// The players in their initial ranking (a stable sort by ranks_before).
[[nodiscard]] std::vector<Player> initial_ranking(std::vector<Player> players);

/// Where `player` enters `order`, a ranking the judge may have corrected by hand: just before
/// the first player it ranks before, else at the end. On a ranking nobody corrected this keeps
/// it the initial ranking; a correction made by hand stays.
[[nodiscard]] std::size_t ranked_place(const std::vector<Player>& order, const Player& player);

}  // namespace shashki::tournament
