#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/section.hpp"

#include <string>
#include <vector>

namespace shashki::db {

/// The sections of an event (docs/sections.md). The use case checks a section against the event
/// (tournament::check_section); this stores it in one audited action.
class SectionRepository {
 public:
  explicit SectionRepository(Database& database) : m_db(database) {}
  /// Adds `section` after the event's others ("section.add"). Refused when there is no such
  /// event or it already has a section of that name.
  tournament::Checked<tournament::Section> add(tournament::EventId event, tournament::Section section,
                                               const Stamp& stamp);
  /// Removes the section named `name` ("section.remove"); its players stay in the event.
  /// Refused when there is none.
  tournament::Checked<tournament::Section> remove(tournament::EventId event, const std::string& name,
                                                  const Stamp& stamp);
  /// The event's sections in the order they were added.
  [[nodiscard]] std::vector<tournament::Section> list(tournament::EventId event) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
