#pragma once
// Shared by the round, result and player use cases: the games a withdrawal leaves unplayed.

#include "shashki/app/session.hpp"
#include "shashki/db/transaction.hpp"
#include "shashki/tournament/tournament.hpp"

#include <optional>

namespace shashki::app {

/// Enters a forfeit in every game without a result of round `round` of `event` (published or
/// complete) where a player sits who has withdrawn by that round, as
/// tournament::withdrawal_forfeits rules. A round robin
/// keeps a withdrawn player on the Berger table, so his games are settled here without the
/// judge typing them; whether they then count or are annulled is the standings' rule (fewer
/// than half the games played: annulled, C.07 and docs/rules-interpretation.md). Each game is
/// its own audited "result.set" with the withdrawal as its reason, stored as a message id with
/// its arguments (stored_message). The caller holds the db::Transaction that makes them one with
/// the withdrawal or the publish that causes them. Returns how many were entered.
int enter_withdrawal_forfeits(Session& session, tournament::EventId event, int round);
/// The same on the tournament `t` as loaded (after the withdrawal), for several rounds in a row.
int enter_withdrawal_forfeits(Session& session, const tournament::Tournament& t, int round);

}  // namespace shashki::app
