#pragma once

#include "shashki/tournament/event.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/round.hpp"

#include <nlohmann/json.hpp>

namespace shashki::db {

/// The before/after documents of the audit log: the model with its stable codes.
nlohmann::json to_json(const tournament::Event& event);
nlohmann::json to_json(const tournament::Player& player);
nlohmann::json to_json(const tournament::Board& board);
nlohmann::json to_json(const tournament::Round& round);

}  // namespace shashki::db
