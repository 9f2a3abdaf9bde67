#pragma once

#include "shashki/tournament/event.hpp"
#include "shashki/tournament/official.hpp"
#include "shashki/tournament/pairing_ban.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/prize.hpp"
#include "shashki/tournament/round.hpp"
#include "shashki/tournament/section.hpp"
#include "shashki/tournament/team.hpp"

#include <map>
#include <optional>
#include <vector>

namespace shashki::tournament {

/// A snapshot of a whole event: what pairing, standings and reports work on.
struct Tournament {
  Event event;
  std::vector<Player> players;  ///< in starting-number order
  std::vector<Round> rounds;    ///< in round order
  /// Byes requested and absences announced before a round is paired (C.04.2): round -> player
  /// -> half- or zero-point bye. Pairing leaves those players out and gives them that bye.
  std::map<int, std::map<PlayerId, ByeKind>> bye_requests;
  /// A team event's teams, rosters and matches (docs/teams.md); none for an individual event.
  /// Its players are `players`, named by starting number.
  std::optional<TeamEvent> team;
  /// The sections ranked separately (docs/sections.md), in the order they were added.
  std::vector<Section> sections;
  /// The prizes the organiser listed (docs/prizes.md), in the list's order.
  std::vector<Prize> prizes;
  /// The regulations' rules that keep players apart in the pairings (docs/pairing-bans.md).
  std::vector<PairingBan> bans;
  /// The judges' panel as entered (docs/documents.md); event_officials() is what documents print.
  std::vector<Official> officials;

  /// The player with that id, if any.
  [[nodiscard]] const Player* player(PlayerId id) const;
  /// The round with that number, if any.
  [[nodiscard]] const Round* round(int number) const;
  /// The last round that exists (0 before the first is drafted).
  [[nodiscard]] int current_round() const { return rounds.empty() ? 0 : rounds.back().number; }
};

/// The event as the players and the public may see it: a round still in draft is the arbiter's
/// work (it may be re-paired and edited, round.hpp) and is left out until it is published.
[[nodiscard]] Tournament published_view(Tournament tournament);

}  // namespace shashki::tournament
