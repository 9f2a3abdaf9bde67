#pragma once
// Writing clock journal records inside another action's transaction (live play, results, round
// state changes), so that a game's result and the end of its clock are one action.

#include "shashki/tournament/live_rows.hpp"

#include <SQLiteCpp/Database.h>
#include <nlohmann/json.hpp>

#include <span>

namespace shashki::db {

class Action;

/// Inserts the records of every write after the last stored seq of its game.
void insert_clock(Action& action, std::span<const tournament::ClockWrite> writes);

/// The records of `writes` for an audit row's "after" document.
nlohmann::json clock_json(std::span<const tournament::ClockWrite> writes);

}  // namespace shashki::db
