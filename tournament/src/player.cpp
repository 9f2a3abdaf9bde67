#include "shashki/tournament/player.hpp"

#include <string>

namespace shashki::tournament {

std::string_view code(Sex sex) {
  switch (sex) {
    case Sex::male:
      return "m";
    case Sex::female:
      return "f";
    case Sex::unknown:
      break;
  }
  return "";
}

std::optional<Sex> sex_from_code(std::string_view text) {
  if (text.empty()) return Sex::unknown;
  if (text == "m" || text == "M" || text == "м" || text == "М") return Sex::male;
  if (text == "f" || text == "F" || text == "w" || text == "W" || text == "ж" || text == "Ж")
    return Sex::female;
  return std::nullopt;
}

bool Player::plays_in(int round) const {
  if (late_entry_round && round < *late_entry_round) return false;
  return !withdrawn_by(round);
}

Checked<Player> check_player(Player player, int position) {
  const auto refuse = [&](const char* id, const char* field) {
    return Checked<Player>::failure(Message(id).with("player", player.name).about(field));
  };
  if (player.name.find_first_not_of(" \t") == std::string::npos) {
    if (position > 0) {
      return Checked<Player>::failure(
          Message(N_("player {position} of the list has no name")).with("position", position).about("name"));
    }
    return Checked<Player>::failure(Message(N_("a player needs a name")).about("name"));
  }
  if (player.name.find_first_of("\n\r") != std::string::npos)
    return refuse(N_("{player}: a name is one line"), "name");
  if (player.region.find_first_of("\n\r") != std::string::npos)
    return refuse(N_("{player}: a region is one line"), "region");
  if (player.coach.find_first_of("\n\r") != std::string::npos)
    return refuse(N_("{player}: a coach's name is one line"), "coach");
  if (player.rating && (*player.rating < 0 || *player.rating > 4000)) {
    return Checked<Player>::failure(Message(N_("{player}: the rating {rating} is not between 0 and 4000"))
                                        .with("player", player.name)
                                        .with("rating", *player.rating)
                                        .about("rating"));
  }
  if (player.number < 0) return refuse(N_("{player}: a starting number is positive"), "number");
  if ((player.status == PlayerStatus::withdrawn) != player.withdrawn_from.has_value()) {
    return refuse(N_("{player}: a withdrawn player needs the round of withdrawal, an active one none"),
                  "withdrawn_from");
  }
  if (player.withdrawn_from && *player.withdrawn_from < 1)
    return refuse(N_("{player}: the round of withdrawal is 1 or later"), "withdrawn_from");
  if (player.late_entry_round && *player.late_entry_round < 1)
    return refuse(N_("{player}: the round of entry is 1 or later"), "late_entry_round");
  if (player.birth && !player.birth->ok())
    return refuse(N_("{player}: the date of birth is not a calendar date"), "birth");
  // A year alone only where the date is unknown, and a plausible one (docs/register.md).
  if (player.birth_year && (*player.birth_year < 1900 || *player.birth_year > 2100))
    return refuse(N_("{player}: a year of birth is from 1900 to 2100"), "birth");
  if (player.birth_year && player.birth) player.birth_year.reset();
  return player;
}

std::optional<int> year_of_birth(const Player& player) {
  if (player.birth) return static_cast<int>(player.birth->year());
  return player.birth_year;
}

}  // namespace shashki::tournament
