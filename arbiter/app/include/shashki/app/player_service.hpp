#pragma once

#include "shashki/app/session.hpp"
#include "shashki/tournament/player.hpp"

#include <filesystem>
#include <optional>
#include <vector>

namespace shashki::app {

/// Use cases on the players of an event: register one, import a CSV file, withdraw, list.
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
  /// The players in starting-number order.
  [[nodiscard]] std::vector<tournament::Player> list(tournament::EventId event);

 private:
  Session& m_session;
};

}  // namespace shashki::app
