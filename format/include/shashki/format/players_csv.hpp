#pragma once

#include "shashki/format/read_error.hpp"
#include "shashki/tournament/player.hpp"

#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::format {

/// Why a registration CSV was refused: its first problem and how many follow, so that a judge
/// fixing the file sees where to start and that there is more.
struct PlayersCsvError {
  ReadError first;          ///< where the first problem is and what it is
  std::string column_name;  ///< the column of the first problem ("rating"), empty when none
  int more = 0;             ///< problems after the first
};

/// The players of a registration CSV (columns name, rating, title, club, city, birth,
/// federation; `name` required, the others optional, in any order; read_csv's dialect). Every
/// problem of the file is collected; nothing is returned unless the whole file is good, so an
/// import writes all or nothing.
std::variant<std::vector<tournament::Player>, PlayersCsvError> read_players_csv(std::string_view text);

}  // namespace shashki::format
