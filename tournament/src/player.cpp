#include "shashki/tournament/player.hpp"

#include <string>

namespace shashki::tournament {

bool Player::plays_in(int round) const {
  if (late_entry_round && round < *late_entry_round) return false;
  return !withdrawn_by(round);
}

Checked<Player> check_player(Player player) {
  const auto blank = player.name.find_first_not_of(" \t") == std::string::npos;
  if (blank) return Checked<Player>::failure("name: a player needs a name");
  if (player.name.find_first_of("\n\r") != std::string::npos) {
    return Checked<Player>::failure("name: a name is one line");
  }
  if (player.rating && (*player.rating < 0 || *player.rating > 4000)) {
    return Checked<Player>::failure("rating: " + std::to_string(*player.rating) +
                                    " is not between 0 and 4000");
  }
  if (player.number < 0) return Checked<Player>::failure("number: a starting number is positive");
  if ((player.status == PlayerStatus::withdrawn) != player.withdrawn_from.has_value()) {
    return Checked<Player>::failure(
        "withdrawn_from: a withdrawn player needs the round of withdrawal, an active one none");
  }
  if (player.withdrawn_from && *player.withdrawn_from < 1) {
    return Checked<Player>::failure("withdrawn_from: rounds start at 1");
  }
  if (player.late_entry_round && *player.late_entry_round < 1) {
    return Checked<Player>::failure("late_entry_round: rounds start at 1");
  }
  if (player.birth && !player.birth->ok()) return Checked<Player>::failure("birth: not a calendar date");
  return player;
}

}  // namespace shashki::tournament
