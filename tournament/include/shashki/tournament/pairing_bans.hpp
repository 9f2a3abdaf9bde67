#pragma once
// What an event's pairing bans mean (docs/pairing-bans.md): the pairs of players they keep apart,
// and the bans a judge may set.

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/pairing_ban.hpp"
#include "shashki/tournament/tournament.hpp"

#include <vector>

namespace shashki::tournament {

/// Two players an event's ban keeps apart, in rounds 1 to `until_round` (0: every round).
struct ForbiddenMeeting {
  PlayerId first;
  PlayerId second;
  int until_round = 0;
  BanGround ground = BanGround::judge;

  friend bool operator==(const ForbiddenMeeting&, const ForbiddenMeeting&) = default;
};

/// Whether bans apply to `tournament` at all: an individual Swiss, the only system that chooses
/// opponents round by round (a round robin's table and a knockout's bracket are fixed by the
/// draw; a team event pairs teams).
[[nodiscard]] bool bans_apply(const Tournament& tournament);

/// The meetings `tournament`'s bans forbid, none where bans do not apply (a ban left from before
/// the system changed): every two players with the same club (or region),
/// as typed but for the spaces around it and letter case, an empty one sharing nothing; and
/// each family pair. A pair kept apart by several bans appears once per ban.
[[nodiscard]] std::vector<ForbiddenMeeting> forbidden_meetings(const Tournament& tournament);

/// Checks a ban before it is added to `tournament`: an individual Swiss (the only system that
/// chooses opponents round by round), a club or region ban until a round of the
/// event (1 or later; a Swiss could not be paired with one for the whole event), a family of two
/// different players of the event until a round or for the whole event, not already there.
/// A club or region ban replaces the event's earlier one of the same ground.
[[nodiscard]] Checked<PairingBan> check_ban(PairingBan ban, const Tournament& tournament);

}  // namespace shashki::tournament
