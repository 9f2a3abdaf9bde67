#pragma once

// Sections as the judge works with them (docs/sections.md): added, listed, removed, and the
// standings and norms of one section.

#include "shashki/app/session.hpp"
#include "shashki/tournament/rank_norms.hpp"
#include "shashki/tournament/sections.hpp"
#include "shashki/tournament/standings.hpp"
#include "shashki/tournament/tournament.hpp"

#include <string>

namespace shashki::app {

/// Adds `section` to event `event` after tournament::check_section accepts it (one action,
/// "section.add"); a refusal changes nothing.
tournament::Section add_section(Session& session, tournament::EventId event, tournament::Section section);

/// Removes the section `name` of event `event` ("section.remove"); its players stay.
tournament::Section remove_section(Session& session, tournament::EventId event, const std::string& name);

/// The section `name` of `tournament`; Error(input) naming the sections there are when it has
/// none of that name.
[[nodiscard]] const tournament::Section& section_named(const tournament::Tournament& tournament,
                                                       const std::string& name);

/// The standings of section `name` after `after_round` (0: the last round): the whole event's
/// order and tie-breaks, ranked among the section's players.
[[nodiscard]] tournament::Standings section_event_standings(const tournament::Tournament& tournament,
                                                            const std::string& name, int after_round);

/// The norms of section `name`'s players after `after_round` (docs/norms.md: the section's
/// participants count for its limit and coefficient).
[[nodiscard]] tournament::NormReport section_norms(const tournament::Tournament& tournament,
                                                   const std::string& name, int after_round);

}  // namespace shashki::app
