#pragma once

// The regulations' pairing bans as the judge sets them (docs/pairing-bans.md).

#include "shashki/app/session.hpp"
#include "shashki/tournament/pairing_bans.hpp"

namespace shashki::app {

/// Adds `ban` to event `event` after tournament::check_ban accepts it (one action, "ban.add");
/// a refusal changes nothing.
tournament::PairingBan add_ban(Session& session, tournament::EventId event, tournament::PairingBan ban);

/// Removes ban `number` (from 1) of the event ("ban.remove").
tournament::PairingBan remove_ban(Session& session, tournament::EventId event, int number);

}  // namespace shashki::app
