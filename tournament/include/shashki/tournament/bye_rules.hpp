#pragma once
// Requested byes and announced absences (C.04.2): who may ask for one, for which round, and how
// many half-point byes the event's regulations allow.

#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/tournament.hpp"

namespace shashki::tournament {

/// `round` when a bye may still be requested or cancelled for it: a round of the event (1 to
/// its rounds; the refusal is about "round") that is not published yet, since a bye is
/// requested before the round is paired (a draft may be paired again).
[[nodiscard]] Checked<int> check_bye_round(const Tournament& t, int round);

/// The bye `kind` that `player` of `t` asks for in round `round`, when it may be recorded:
/// a half- or zero-point bye (the pairing-allocated bye is the pairing's to give; about
/// "kind"); only in a Swiss (C.04.2: in a round robin or a knockout an absent player's game is
/// lost by forfeit); for an open round (check_bye_round); for a player who plays that round; and
/// a half-point bye only within the event's allowance (half_byes), counting those already taken
/// in other rounds and those requested for other rounds not yet paired. One message per case.
[[nodiscard]] Checked<ByeKind> check_bye_request(const Tournament& t, int round, const Player& player,
                                                 ByeKind kind);

}  // namespace shashki::tournament
