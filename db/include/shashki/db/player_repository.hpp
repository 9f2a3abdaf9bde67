#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/player.hpp"

#include <vector>

namespace shashki::db {

/// Players of an event. Starting numbers are given in order of entry when a player has none.
class PlayerRepository {
 public:
  explicit PlayerRepository(Database& database) : m_db(database) {}

  /// Registers one player (one action, audited "player.add"); returns it with id and number.
  tournament::Checked<tournament::Player> add(tournament::EventId event, tournament::Player player,
                                              const Stamp& stamp);
  /// Registers several players as ONE action (audited "player.import"): all of them or none.
  /// A refusal names the 0-based index of the first bad player.
  tournament::Checked<std::vector<tournament::Player>> add_all(tournament::EventId event,
                                                               std::vector<tournament::Player> players,
                                                               const Stamp& stamp);
  /// Withdraws a player from round `from_round` on (audited "player.withdraw").
  tournament::Checked<tournament::Player> withdraw(tournament::EventId event, tournament::PlayerId player,
                                                   int from_round, const Stamp& stamp);
  /// The players of an event in starting-number order.
  [[nodiscard]] std::vector<tournament::Player> list(tournament::EventId event) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
