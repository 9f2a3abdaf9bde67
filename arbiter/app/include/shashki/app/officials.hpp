#pragma once

// The event's judges' panel, entered once for every document (docs/documents.md, "Officials").

#include "shashki/app/session.hpp"
#include "shashki/tournament/official.hpp"

#include <string>

namespace shashki::app {

/// Appoints `official` to event `event`'s panel (tournament::appoint_official; one action,
/// "official.appoint"). A chief judge becomes the event's chief arbiter. A refusal changes nothing.
tournament::Panel appoint_official(Session& session, tournament::EventId event,
                                   tournament::Official official);

/// Removes the official of `role` named `name` from the panel ("official.dismiss"); dismissing
/// the chief judge leaves the event without a chief arbiter.
tournament::Panel dismiss_official(Session& session, tournament::EventId event, tournament::OfficialRole role,
                                   const std::string& name);

}  // namespace shashki::app
