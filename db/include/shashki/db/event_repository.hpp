#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/tournament.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace shashki::db {

/// Events of a database: create, list, find, and load a whole event as a snapshot.
class EventRepository {
 public:
  explicit EventRepository(Database& database) : m_db(database) {}

  /// Stores a new event (one action, audited "event.create"); returns it with its id. An event
  /// that fails tournament::check_event is refused with that message and nothing is written.
  /// `regulations_differ`: the judge confirmed a time control outside the discipline's bounds
  /// as the regulations' own (6.1.9.4); the audit row records it.
  tournament::Checked<tournament::Event> create(tournament::Event event, const Stamp& stamp,
                                                bool regulations_differ = false);
  /// Replaces the settings of event `id` with `changed` (one action, audited "event.edit" with
  /// the settings before and after). Refused, nothing written, when check_event refuses them.
  /// Which settings a judge may still change is the core's decision
  /// (tournament::check_event_edit), asked by the app; an unchanged event writes nothing.
  /// `regulations_differ` as for create(); a non-empty `reason` (the judge's, for a change the
  /// app allows only with one) is kept in the audit row.
  tournament::Checked<tournament::Event> edit(tournament::EventId id, tournament::Event changed,
                                              const Stamp& stamp, bool regulations_differ = false,
                                              std::string_view reason = {});
  /// Keeps `csv` as the event's sports-rank norm table (one action, audited "event.norms" with the
  /// text before and after); empty goes back to the shipped table. The app reads and checks the
  /// table first (format::read_norm_table). A norm is read from the games, not a setting they rest
  /// on, so the table may change after the event is over, when its protocol is made.
  tournament::Checked<tournament::Event> set_norm_table(tournament::EventId id, std::string csv,
                                                        const Stamp& stamp);
  /// Replaces a team event's ranking settings (its tie-breaks and primary score) with those of
  /// `changed` (one action, audited "event.edit" with both before and after, and `reason` when
  /// given). Which changes need a reason is the core's (tournament::check_team_ranking_edit).
  tournament::Checked<tournament::TeamEvent> edit_team_ranking(tournament::EventId id,
                                                               tournament::TeamEvent changed,
                                                               const Stamp& stamp,
                                                               std::string_view reason = {});
  /// Every event, oldest first.
  [[nodiscard]] std::vector<tournament::Event> list() const;
  /// The event with that id, if any.
  [[nodiscard]] std::optional<tournament::Event> find(tournament::EventId id) const;
  /// The whole event: settings, players in starting-number order, rounds with boards and results.
  [[nodiscard]] std::optional<tournament::Tournament> load(tournament::EventId id) const;

 private:
  Database& m_db;
};

}  // namespace shashki::db
