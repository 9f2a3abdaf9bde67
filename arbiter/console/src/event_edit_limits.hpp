#pragma once

#include "shashki/tournament/tournament.hpp"

namespace shashki::console {

/// What the event form may still change, read from the event as stored. It mirrors the rules
/// of app::EventService::edit (docs/workflows.md, "Editing the event") so that the form can
/// disable a field before the judge types into it; the app stays the judge of every edit.
struct EventEditLimits {
  /// The last round is locked: every setting is the event's record.
  bool over = false;
  /// Round 1 has been paired: system, micro-matches, scoring, match scoring and the opening
  /// table are fixed, and so are the rounds of a round robin or knockout.
  bool paired = false;
  /// The fewest rounds the event may have: those already paired (at least 1).
  int min_rounds = 1;

  /// Whether the number of rounds may still change.
  [[nodiscard]] bool rounds_fixed(tournament::PairingSystem system) const {
    return over || (paired && system != tournament::PairingSystem::swiss);
  }
};

/// The limits of editing `event` now.
[[nodiscard]] EventEditLimits event_edit_limits(const tournament::Tournament& event);

}  // namespace shashki::console
