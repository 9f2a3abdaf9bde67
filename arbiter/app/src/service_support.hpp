#pragma once
// Shared by the event, player and result use cases: turning refusals into app::Error.

#include "shashki/app/errors.hpp"
#include "shashki/app/session.hpp"
#include "shashki/db/event_repository.hpp"
#include "shashki/tournament/checked.hpp"

#include <string>

namespace shashki::app {

/// The event, or Error(input) naming --event when it does not exist.
tournament::Event require_event(Session& session, tournament::EventId id);

/// The value of `checked`, or Error(code) with its message.
template <class T>
T accepted(tournament::Checked<T> checked, ExitCode code = ExitCode::refused) {
  if (!checked) throw Error(code, checked.error());
  return *checked;
}

}  // namespace shashki::app
