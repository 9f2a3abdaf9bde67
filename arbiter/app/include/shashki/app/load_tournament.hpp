#pragma once

#include "shashki/app/session.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/tournament.hpp"

namespace shashki::app {

/// The whole event `event` of the session's database: what a use case loads before it asks the
/// core. Throws Error(input) naming --event when there is no such event.
[[nodiscard]] tournament::Tournament load_tournament(Session& session, tournament::EventId event);

}  // namespace shashki::app
