#pragma once

#include "shashki/tournament/player.hpp"

#include <string_view>
#include <vector>

namespace shashki::console {

/// Indices of the players whose name contains `query`, letter case ignored in Latin and Cyrillic
/// alike (judges type "иван" for "Иванов Иван"); an empty query keeps everyone, in order.
[[nodiscard]] std::vector<std::size_t> filter_players(const std::vector<tournament::Player>& players,
                                                      std::string_view query);

}  // namespace shashki::console
