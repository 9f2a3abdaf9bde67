#pragma once

#include "shashki/app/session.hpp"
#include "shashki/tournament/player.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

namespace shashki::app {

/// Use cases on the players of an event: register one, import a CSV file, edit, withdraw,
/// readmit, draw the starting numbers by lot, list.
class PlayerService {
 public:
  explicit PlayerService(Session& session) : m_session(session) {}

  /// Registers one player with the next starting number.
  tournament::Player add(tournament::EventId event, tournament::Player player);
  /// Imports a CSV file (header row; columns name, rating, title, club, city, birth, and
  /// optionally federation, in any order). Every row is checked first; if any is bad nothing is
  /// imported and Error(input) names `file:line:column` and the column. All rows are one action.
  std::vector<tournament::Player> import_csv(tournament::EventId event, const std::filesystem::path& file);
  /// Withdraws a player from `from_round` on; by default from the first round not yet published.
  tournament::Player withdraw(tournament::EventId event, tournament::PlayerId player,
                              std::optional<int> from_round);
  /// Changes the details of the player `player.id` (name, rating, title, club, city, federation,
  /// birth) in one action ("player.edit"); number, status and rounds stay. Bad details are
  /// Error(input) as for add(); an unknown player is Error(input). Returns the player as stored.
  tournament::Player edit(tournament::EventId event, tournament::Player player);
  /// Readmits a withdrawn player ("player.readmit"), to be paired again from `from_round` on;
  /// by default from the first round not yet published (a draft must then be paired again to
  /// seat the player). Refused for a player who has not withdrawn or for a round already
  /// published.
  tournament::Player readmit(tournament::EventId event, tournament::PlayerId player,
                             std::optional<int> from_round);
  /// Draws the starting numbers 1..n by lot with `seed` ("player.lots", the seed recorded so
  /// that the draw can be replayed), before round 1 of a round robin or knockout: its pairing
  /// follows the numbers. A Swiss keeps its numbers (its initial ranking, C.04.2) and is
  /// refused. Returns the players in their new order.
  std::vector<tournament::Player> draw_lots(tournament::EventId event, std::uint64_t seed);
  /// The players in starting-number order.
  [[nodiscard]] std::vector<tournament::Player> list(tournament::EventId event);

 private:
  Session& m_session;
};

}  // namespace shashki::app
