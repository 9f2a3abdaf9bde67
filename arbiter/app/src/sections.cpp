#include "shashki/app/sections.hpp"

#include "service_support.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/norms.hpp"
#include "shashki/db/section_repository.hpp"
#include "shashki/tournament/prizes.hpp"

namespace shashki::app {

tournament::Section add_section(Session& session, tournament::EventId event, tournament::Section section) {
  const auto tournament = load_tournament(session, event);
  auto checked = accepted(tournament::check_section(std::move(section), tournament), ExitCode::input);
  return accepted(db::SectionRepository(session.database()).add(event, std::move(checked), session.stamp()),
                  ExitCode::input);
}

tournament::Section remove_section(Session& session, tournament::EventId event, const std::string& name) {
  if (const auto in_use = tournament::section_in_use(load_tournament(session, event), name))
    throw Error(ExitCode::input, *in_use);
  return accepted(db::SectionRepository(session.database()).remove(event, name, session.stamp()),
                  ExitCode::input);
}

const tournament::Section& section_named(const tournament::Tournament& tournament, const std::string& name) {
  if (const auto* section = tournament::find_section(tournament, name)) return *section;
  std::string names;
  for (const auto& s : tournament.sections) names += (names.empty() ? "" : ", ") + s.name;
  if (names.empty()) {
    throw Error(ExitCode::input, Message(N_("the event has no section {section}; it has no sections at all"))
                                     .with("section", name)
                                     .about("section"));
  }
  throw Error(ExitCode::input, Message(N_("the event has no section {section}; its sections are {sections}"))
                                   .with("section", name)
                                   .with("sections", names)
                                   .about("section"));
}

tournament::Standings section_event_standings(const tournament::Tournament& tournament,
                                              const std::string& name, int after_round) {
  const auto& section = section_named(tournament, name);
  return tournament::section_standings(event_standings(tournament, after_round), tournament, section);
}

tournament::NormReport section_norms(const tournament::Tournament& tournament, const std::string& name,
                                     int after_round) {
  const auto& section = section_named(tournament, name);
  const auto table = event_norm_table(tournament.event);
  auto members = tournament::section_members(section, tournament);
  // A section nobody fits any more (a player's sex or birth corrected) has no norms; an empty
  // list would mean the whole event to compute_norms.
  if (members.empty()) {
    tournament::NormReport none;
    none.edition = table.edition;
    return none;
  }
  return tournament::compute_norms(tournament, table,
                                   tournament::NormOptions{after_round, std::move(members)});
}

}  // namespace shashki::app
