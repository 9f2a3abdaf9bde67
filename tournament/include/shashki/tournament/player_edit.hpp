#pragma once
// What an edit of a registered player may change: the player's own details. The starting
// number, the status and the rounds played have their own actions (numbering, withdrawal,
// readmission), each with its rule and its audit row.

#include "shashki/tournament/player.hpp"

namespace shashki::tournament {

/// `stored` with the details of `edited` (name, rating, title, club, city, federation, birth, sex, region,
/// coach); its id, number, status, withdrawal and late entry stay as stored.
[[nodiscard]] Player with_edited_details(Player stored, const Player& edited);

/// Whether `after` differs from `before` in what a Swiss's initial ranking rests on (rating,
/// title, name: C.04.2), so that the player takes the place the new details give.
[[nodiscard]] bool ranking_details_changed(const Player& before, const Player& after);

}  // namespace shashki::tournament
