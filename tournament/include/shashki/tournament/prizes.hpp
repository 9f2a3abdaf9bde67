#pragma once
// Prizes (docs/prizes.md): the organiser lists them, each for a place in the whole event or in a
// section (a section doubles as a prize category: "best girl" is place 1 of a section of girls);
// the program gives them out, one prize per player, the most valuable first.

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/standings.hpp"
#include "shashki/tournament/tournament.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shashki::tournament {

/// The largest value a prize may have: money in hundredths and a pool's sum stay far from
/// overflow.
inline constexpr std::int64_t max_prize_value = 1'000'000'000'000;

/// Checks a prize before it is added to `tournament`: a name of one line, a place from 1, a
/// value not below 0, a section the event has, and a place somebody in that ranking can hold
/// (not beyond its number of players).
[[nodiscard]] Checked<Prize> check_prize(Prize prize, const Tournament& tournament);

/// Why section `name` cannot be removed from `tournament` now: a prize is for it. None when it
/// can.
[[nodiscard]] std::optional<Message> section_in_use(const Tournament& tournament, const std::string& name);

/// How prizes are given (the event's regulations).
struct PrizeOptions {
  /// Players who share a place after every tie-break share the money of the prizes their place
  /// brings (docs/prizes.md, "Shared places"); else the event's order gives each his own.
  bool share_money = false;
};

/// An amount in hundredths as the prize list writes it, kopecks only when there are some: "5000",
/// "266.67".
[[nodiscard]] std::string money_text(std::int64_t hundredths);

/// One prize given, or one share of shared prizes.
struct PrizeAward {
  std::size_t prize = 0;  ///< index into the prize list
  /// Index into Tournament::players; none when nobody is left to take it.
  std::optional<std::size_t> player;
  /// The money the player receives, in hundredths of a unit: value x 100, or his share.
  std::int64_t hundredths = 0;
  bool shared = false;  ///< part of a pool of shared places
};

/// Gives out `prizes` on the ranking `standings` of `tournament` (the whole event's; a section's
/// ranking is cut from it). Each player takes at most one prize. Prizes are given most valuable
/// first (equal values: the whole event's before a section's, then by place, then in the
/// list's order); a prize for place K goes to the best-ranked player of its ranking, from
/// place K down, who has no prize yet. A prize nobody is left for stays ungiven (no player).
/// With options.share_money, see PrizeOptions. Awards come in the list's order of prizes, shares
/// of a pool after its prizes.
[[nodiscard]] std::vector<PrizeAward> allocate_prizes(const Tournament& tournament,
                                                      const Standings& standings,
                                                      const std::vector<Prize>& prizes,
                                                      const PrizeOptions& options = {});

}  // namespace shashki::tournament
