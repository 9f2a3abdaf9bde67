#pragma once

#include "shashki/tournament/player.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// The players of a registration CSV (columns name, rating, title, club, city, birth,
/// federation; `name` required, the others optional, in any order). Every problem of the file is
/// collected; Error(input) names `file_name`, the line and column of the first and counts the
/// rest. Nothing is returned unless the whole file is good, so an import writes all or nothing.
std::vector<tournament::Player> players_from_csv(std::string_view text, const std::string& file_name);

}  // namespace shashki::app
