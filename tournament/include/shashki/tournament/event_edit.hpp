#pragma once
// What an edit of an event's settings may change once it has started: the one answer the use
// case refuses by and the front ends grey out by, so that no front end keeps a copy of the rules.

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/tournament.hpp"

#include <string_view>

namespace shashki::tournament {

/// What an edit of an event lets change now (docs/workflows.md, "Editing the event").
struct EventEditLimits {
  /// The last round is locked: every setting is the event's record.
  bool over = false;
  /// Round 1 has been paired (a draft is enough: it was made with these settings): system,
  /// micro-matches, scoring, match scoring and the opening table are fixed.
  bool paired = false;
  /// A round has gone out to the players: the tie-breaks change only with the judge's reason.
  bool published = false;
  /// The number of rounds can no longer change: the event is over, or a round robin or knockout
  /// has been paired and has the rounds of its table. A Swiss may still change it.
  bool rounds_fixed = false;
  /// The fewest rounds the event may have: those already paired (at least 1).
  int min_rounds = 1;
};

/// The limits of editing `event` now.
[[nodiscard]] EventEditLimits edit_limits(const Tournament& event);

/// Whether `changed` alters the tie-breaks of `stored` after a round was published: the players
/// know how ties are broken, so the change needs the judge's reason (C.07).
[[nodiscard]] bool tiebreaks_need_reason(const Tournament& stored, const Event& changed);

/// The settings `changed` of the event `stored` when the edit_limits allow them: nothing once
/// the event is over; once round 1 is paired, not the settings pairings and scores rest on
/// (system, micro-matches, scoring, match scoring, opening table, and the rounds of a round robin
/// or knockout); no fewer rounds than exist or than a late entry needs; once a round is
/// published, new tie-breaks only with the judge's `reason` (tiebreaks_need_reason). One message per case.
[[nodiscard]] Checked<Event> check_event_edit(const Tournament& stored, Event changed,
                                              std::string_view reason = {});

}  // namespace shashki::tournament
