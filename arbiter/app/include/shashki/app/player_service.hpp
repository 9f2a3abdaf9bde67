#pragma once

#include "shashki/app/session.hpp"
#include "shashki/tournament/player.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace shashki::app {

/// Use cases on the players of an event: register one, import a CSV file, edit, withdraw,
/// readmit, draw the starting numbers by lot, list.
class PlayerService {
 public:
  explicit PlayerService(Session& session) : m_session(session) {}

  /// Registers one player. A Swiss before round 1 is drafted enters the player at the place of
  /// the initial ranking (C.04.2: rating, title, name; tournament::ranked_place), the players
  /// below moving one number down, in the same action; otherwise the next starting number.
  tournament::Player add(tournament::EventId event, tournament::Player player);
  /// Imports a CSV file (header row; columns name, rating, title, club, city, birth, and
  /// optionally federation, in any order). Every row is checked first; if any is bad nothing is
  /// imported and Error(input) names `file:line:column` and the column. All rows are one action;
  /// a Swiss before round 1 ranks them as add() does.
  std::vector<tournament::Player> import_csv(tournament::EventId event, const std::filesystem::path& file);
  /// Withdraws a player from `from_round` on; by default from the first round not yet published.
  /// The audit log keeps the judge's `reason` when one is given.
  tournament::Player withdraw(tournament::EventId event, tournament::PlayerId player,
                              std::optional<int> from_round, const std::string& reason = {});
  /// Changes the details of the player `player.id` (name, rating, title, club, city, federation,
  /// birth) in one action ("player.edit"); number, status and rounds stay. Bad details are
  /// Error(input) as for add(); an unknown player is Error(input). Returns the player as stored.
  /// In a Swiss before round 1, a new rating, title or name moves the player to the place of
  /// the initial ranking in the same action.
  tournament::Player edit(tournament::EventId event, tournament::Player player);
  /// Numbers a Swiss's players by their initial ranking again (C.04.2; "player.rank"), undoing
  /// corrections made by hand. Refused for other systems and once round 1 has been drafted.
  /// Returns the players in their new order.
  std::vector<tournament::Player> rank(tournament::EventId event);
  /// Corrects a Swiss's initial ranking by hand ("player.rank", with `reason`): the player takes
  /// starting number `to_number`, those in between moving one place. Refused as rank() is;
  /// Error(input) for an unknown player or a number outside 1..n. Returns the players in order.
  std::vector<tournament::Player> move(tournament::EventId event, tournament::PlayerId player, int to_number,
                                       const std::string& reason);
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
  /// The player with starting number `number`, the number every list shows first and the one
  /// the judge names a player by; Error(input) naming --player when the event has none.
  [[nodiscard]] tournament::Player by_number(tournament::EventId event, int number);

 private:
  Session& m_session;
};

}  // namespace shashki::app
