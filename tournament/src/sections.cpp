#include "shashki/tournament/sections.hpp"

#include "shashki/tournament/tournament.hpp"

#include <algorithm>

namespace shashki::tournament {

std::size_t utf8_length(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(
      text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool in_section(const Section& section, const Player& player) {
  if (!section.players.empty()) {
    return std::find(section.players.begin(), section.players.end(), player.id) != section.players.end();
  }
  if (section.sex != Sex::unknown && player.sex != section.sex) return false;
  if (section.born_from || section.born_to) {
    const auto known = year_of_birth(player);
    if (!known) return false;
    const int year = *known;
    if (section.born_from && year < *section.born_from) return false;
    if (section.born_to && year > *section.born_to) return false;
  }
  return true;
}

std::vector<std::size_t> section_members(const Section& section, const Tournament& tournament) {
  std::vector<std::size_t> members;
  for (std::size_t i = 0; i < tournament.players.size(); ++i) {
    if (in_section(section, tournament.players[i])) members.push_back(i);
  }
  return members;
}

Checked<Section> check_section(Section section, const Tournament& tournament) {
  const auto refuse = [&](const char* id, const char* field) {
    return Checked<Section>::failure(Message(id).with("section", section.name).about(field));
  };
  if (section.name.find_first_not_of(" \t") == std::string::npos)
    return Checked<Section>::failure(Message(N_("a section needs a name")).about("name"));
  if (section.name.find_first_of("\r\n") != std::string::npos)
    return refuse(N_("{section}: a section's name is one line"), "name");
  if (utf8_length(section.name) > 200)
    return refuse(N_("{section}: a name is at most 200 characters"), "name");
  if (find_section(tournament, section.name) != nullptr)
    return refuse(N_("the event already has a section {section}"), "name");
  if (section.born_from && section.born_to && *section.born_from > *section.born_to) {
    return Checked<Section>::failure(Message(N_("{section}: the years of birth run from {from} to {to}, "
                                                "which is no year at all"))
                                         .with("section", section.name)
                                         .with("from", *section.born_from)
                                         .with("to", *section.born_to)
                                         .about("born_from"));
  }
  if (!section.players.empty() && (section.sex != Sex::unknown || section.born_from || section.born_to))
    return refuse(N_("{section}: a section names its players or filters by sex and year, not both"),
                  "players");
  std::sort(section.players.begin(), section.players.end());
  if (std::adjacent_find(section.players.begin(), section.players.end()) != section.players.end())
    return refuse(N_("{section}: a player is named twice"), "players");
  for (const PlayerId id : section.players) {
    if (tournament.player(id) == nullptr)
      return refuse(N_("{section}: a named player is not in the event"), "players");
  }
  if (section_members(section, tournament).empty()) {
    // Years of birth filter only players whose date of birth is known: say how many have none,
    // since a list that gave years alone leaves them out (docs/register.md).
    const auto undated =
        static_cast<unsigned long>(std::count_if(tournament.players.begin(), tournament.players.end(),
                                                 [](const Player& p) { return !year_of_birth(p); }));
    if ((section.born_from || section.born_to) && section.players.empty() && undated > 0) {
      return Checked<Section>::failure(
          Message::plural("{section}: no player of the event fits this section; {n} player has no date of "
                          "birth; nothing was changed",
                          "{section}: no player of the event fits this section; {n} players have no date of "
                          "birth; nothing was changed",
                          undated)
              .with("section", section.name)
              .about("name"));
    }
    return refuse(N_("{section}: no player of the event fits this section; nothing was changed"), "name");
  }
  return section;
}

const Section* find_section(const Tournament& tournament, const std::string& name) {
  const auto it = std::find_if(tournament.sections.begin(), tournament.sections.end(),
                               [&](const Section& s) { return s.name == name; });
  return it == tournament.sections.end() ? nullptr : &*it;
}

Standings section_standings(const Standings& standings, const Tournament& tournament,
                            const Section& section) {
  Standings out = standings;
  out.rows.clear();
  for (const StandingsRow& row : standings.rows) {
    if (in_section(section, tournament.players.at(row.player))) out.rows.push_back(row);
  }
  // A place is one more than the members above it; players sharing a place in the whole event
  // (the same rank there) share it here.
  std::vector<int> whole_rank;
  for (const StandingsRow& row : out.rows) whole_rank.push_back(row.rank);
  for (std::size_t i = 0; i < out.rows.size(); ++i) {
    const bool tied_above = i > 0 && whole_rank[i - 1] == whole_rank[i];
    out.rows[i].rank = tied_above ? out.rows[i - 1].rank : static_cast<int>(i + 1);
  }
  for (std::size_t i = 0; i < out.rows.size(); ++i) {
    const bool above = i > 0 && out.rows[i - 1].rank == out.rows[i].rank;
    const bool below = i + 1 < out.rows.size() && out.rows[i + 1].rank == out.rows[i].rank;
    out.rows[i].shared = above || below;
  }
  return out;
}

}  // namespace shashki::tournament
