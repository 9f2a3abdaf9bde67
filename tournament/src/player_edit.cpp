#include "shashki/tournament/player_edit.hpp"

namespace shashki::tournament {

Player with_edited_details(Player stored, const Player& edited) {
  stored.name = edited.name;
  stored.rating = edited.rating;
  stored.title = edited.title;
  stored.club = edited.club;
  stored.city = edited.city;
  stored.federation = edited.federation;
  stored.birth = edited.birth;
  stored.birth_year = edited.birth_year;
  stored.sex = edited.sex;
  stored.region = edited.region;
  stored.coach = edited.coach;
  return stored;
}

bool ranking_details_changed(const Player& before, const Player& after) {
  return before.rating != after.rating || before.title != after.title || before.name != after.name;
}

}  // namespace shashki::tournament
