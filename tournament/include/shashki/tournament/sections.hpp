#pragma once
// Sections of an event (docs/sections.md): groups of players who play together but are ranked
// separately, by sex and year of birth (a children's event's age groups) or by a list.

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/section.hpp"
#include "shashki/tournament/standings.hpp"
#include "shashki/tournament/tournament.hpp"

#include <string>
#include <vector>

namespace shashki::tournament {

/// The characters of UTF-8 `text` (code points), as the database counts a name's length.
[[nodiscard]] std::size_t utf8_length(std::string_view text);

/// The earliest year of birth of the age group "under `age`" ("до 11 лет") of an event held in
/// `event_year`: a player belongs while still under `age` on 31 December of that year, as the
/// Russian and IDF youth regulations count it (docs/sections.md).
[[nodiscard]] constexpr int born_from_for_under(int event_year, int age) {
  return event_year - age + 1;
}

/// Whether `player` belongs to `section`. A filter on sex leaves out a player whose sex is not
/// given; a filter on years leaves out a player whose birth is not given.
[[nodiscard]] bool in_section(const Section& section, const Player& player);

/// The members of `section` in `tournament`, as indices into Tournament::players.
[[nodiscard]] std::vector<std::size_t> section_members(const Section& section, const Tournament& tournament);

/// Checks a section before it is added to `tournament`: a name of one line not used by another
/// section, years in order, named players of the event, and at least one player who fits.
[[nodiscard]] Checked<Section> check_section(Section section, const Tournament& tournament);

/// The section named `name` (exactly as stored), if any.
[[nodiscard]] const Section* find_section(const Tournament& tournament, const std::string& name);

/// The standings of a section: the rows of the whole event's `standings` (whose tie-breaks are
/// computed over all the event's games) for its members, in the same order, ranked among
/// themselves. Players still tied in the whole event share their place in the section too.
[[nodiscard]] Standings section_standings(const Standings& standings, const Tournament& tournament,
                                          const Section& section);

}  // namespace shashki::tournament
