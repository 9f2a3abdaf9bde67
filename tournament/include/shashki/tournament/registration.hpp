#pragma once
// What may be done to an event's players once it has started: entering a player, withdrawing and
// readmitting one, fixing the starting numbers (editing the event: event_edit.hpp). The database
// stores what these allow.

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/player.hpp"

#include <span>

namespace shashki::tournament {

/// `player` checked for entering `event`: check_player (`position` as there), and a late entry
/// in a round the event has.
[[nodiscard]] Checked<Player> check_entry(Player player, const Event& event, int position = 0);

/// `player` withdrawn from round `from_round` (the first round missed) of `event`; refused for a
/// player who has already withdrawn or a round the event does not have.
[[nodiscard]] Checked<Player> withdraw(Player player, int from_round, const Event& event);

/// A withdrawn `player` taken back from round `from_round` of `event`: active again and paired
/// from that round (the rounds missed are told by the boards).
[[nodiscard]] Checked<Player> readmit(Player player, int from_round, const Event& event);

/// Starting numbers are given, drawn or changed only before round 1 is drafted; `last_round` is
/// the event's last round (0 before round 1).
[[nodiscard]] Checked<int> check_numbers_open(int last_round);

/// `order` when it ranks every one of `players` exactly once.
[[nodiscard]] Checked<std::vector<PlayerId>> check_ranking(std::span<const Player> players,
                                                           std::vector<PlayerId> order);

}  // namespace shashki::tournament
