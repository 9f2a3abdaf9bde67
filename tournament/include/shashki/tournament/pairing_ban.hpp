#pragma once
// Rules of an event's regulations that keep players apart in the pairings (docs/pairing-bans.md):
// the same club or the same region until a round, a family for the whole event.

#include "shashki/tournament/ids.hpp"

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// Why two players may not meet.
enum class BanGround {
  judge,        ///< a judge's decision for a round (a manual change) or a TRF file's XXP/260
  same_club,    ///< players of the same club, until a round
  same_region,  ///< players of the same region, until a round
  family,       ///< two players the regulations name (brothers, a parent and child)
};

/// Stable codes, as stored and given on the command line: "judge", "same-club", "same-region",
/// "family".
[[nodiscard]] std::string_view code(BanGround ground);
[[nodiscard]] std::optional<BanGround> ban_ground_from_code(std::string_view text);

/// One rule of the event: same_club and same_region apply to every pair of players who share
/// one, in rounds 1 to `until_round`; family to `first` and `second`, until `until_round` or, at
/// 0, for the whole event.
struct PairingBan {
  BanGround ground = BanGround::same_club;
  int until_round = 0;
  PlayerId first{};   ///< family only
  PlayerId second{};  ///< family only

  friend bool operator==(const PairingBan&, const PairingBan&) = default;
};

}  // namespace shashki::tournament
