#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/player.hpp"

#include <cstdint>
#include <string>
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
  /// Withdraws a player from round `from_round` on (audited "player.withdraw", with the judge's
  /// `reason` when one is given).
  tournament::Checked<tournament::Player> withdraw(tournament::EventId event, tournament::PlayerId player,
                                                   int from_round, const Stamp& stamp,
                                                   const std::string& reason = {});
  /// Changes a player's own details (audited "player.edit"): name, rating, title, club, city,
  /// federation and birth are taken from `player`, whose id names the player; the starting
  /// number, status and rounds stay. A change check_player refuses is refused with its message;
  /// a player with nothing changed is returned as stored and nothing is written.
  /// A non-empty `order` (every player of the event once, by id) renumbers the players 1..n in
  /// that order in the same action: the edited details moved the player in a Swiss's initial
  /// ranking. Refused then once round 1 has been drafted.
  tournament::Checked<tournament::Player> edit(tournament::EventId event, const tournament::Player& player,
                                               const Stamp& stamp,
                                               const std::vector<tournament::PlayerId>& order = {});
  /// Readmits a withdrawn player (audited "player.readmit"): active again and paired from round
  /// `from_round` on, which is kept as the player's first round (late_entry_round).
  tournament::Checked<tournament::Player> readmit(tournament::EventId event, tournament::PlayerId player,
                                                  int from_round, const Stamp& stamp);
  /// Gives the starting numbers 1..n in `order` (the event's players, drawn by lot with
  /// `seed`) as one action ("player.lots", the seed in its detail). Refused once round 1 exists
  /// or unless `order` holds every player of the event once. Returns the players renumbered.
  tournament::Checked<std::vector<tournament::Player>> store_lots(
      tournament::EventId event, const std::vector<tournament::PlayerId>& order, std::uint64_t seed,
      const Stamp& stamp);
  /// Registers the new players of `ranked` (those with id 0) and numbers every player of the
  /// event 1..n in the order of `ranked`, as ONE action ("player.add" for one newcomer, else
  /// "player.import"; the numbers before and after in the audit row): a Swiss's initial ranking
  /// (C.04.2). Refused once round 1 has been drafted, or unless `ranked` holds every stored
  /// player once. Returns the new players as stored; a refusal names the 0-based index of the
  /// first bad newcomer when there are several.
  tournament::Checked<std::vector<tournament::Player>> add_ranked(tournament::EventId event,
                                                                  std::vector<tournament::Player> ranked,
                                                                  const Stamp& stamp);
  /// Numbers the event's players 1..n in `order` ("player.rank", the reason and the numbers
  /// before and after in the audit row): the initial ranking made again or corrected by hand.
  /// Refused once round 1 has been drafted, or unless `order` holds every player once.
  tournament::Checked<std::vector<tournament::Player>> store_ranking(
      tournament::EventId event, const std::vector<tournament::PlayerId>& order, const std::string& reason,
      const Stamp& stamp);
  /// The players of an event in starting-number order.
  [[nodiscard]] std::vector<tournament::Player> list(tournament::EventId event) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
