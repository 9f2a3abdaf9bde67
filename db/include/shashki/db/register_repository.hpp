#pragma once

#include "shashki/db/database.hpp"
#include "shashki/db/stamp.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/register_entry.hpp"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace shashki::db {

/// What an import of the federation's list did.
struct RegisterImport {
  int added = 0;      ///< entries new to the register
  int updated = 0;    ///< entries already there (by federation id, else by name and year of birth), changed
  int unchanged = 0;  ///< entries already there that the list gives as the register holds them
  friend bool operator==(const RegisterImport&, const RegisterImport&) = default;
};

/// An event's player registered from the register.
struct RegisterLink {
  tournament::EventId event;
  tournament::PlayerId player;
  tournament::RegisterId entry;
};

/// The player register shared by every event of the database (docs/register.md). The use cases
/// check the entries (tournament::check_register_entry) and decide the ranks
/// (tournament::rank_write_back); this stores and searches them.
class RegisterRepository {
 public:
  explicit RegisterRepository(Database& database) : m_db(database) {}

  /// Stores the entries of a federation's list as ONE action ("register.import", `source`
  /// and the counts in the audit row): all of them or none. An entry with a federation id
  /// that the register holds replaces that entry's details, as does one without a federation
  /// id whose name and year of birth an entry without one has; the others are added. The
  /// entries keep their ids, so the events' links stay. An entry replaced takes only the
  /// `fields` the list gives ("name", "birth", "sex", "title", "club", "city", "region", "coach",
  /// "federation", "federation_id"; empty: all of them), so a list without a club column keeps
  /// the clubs the register has.
  tournament::Checked<RegisterImport> import(const std::vector<tournament::RegisterEntry>& entries,
                                             const std::string& source, const Stamp& stamp,
                                             const std::set<std::string>& fields = {});

  /// At most `limit` entries matching `query` (every word the start of a word of the name, club
  /// or city; the year of birth when it has one), by name. An empty query finds nothing.
  [[nodiscard]] std::vector<tournament::RegisterEntry> search(const tournament::RegisterQuery& query,
                                                              int limit) const;

  /// The entry `id`, if the register has it.
  [[nodiscard]] std::optional<tournament::RegisterEntry> find(tournament::RegisterId id) const;

  /// How many entries the register holds.
  [[nodiscard]] int count() const;

  /// Links player `player` of event `event` to entry `entry` ("register.link"). Refused when
  /// the event has no such player or the register no such entry; a player is linked once.
  tournament::Checked<RegisterLink> link(tournament::EventId event, tournament::PlayerId player,
                                         tournament::RegisterId entry, const Stamp& stamp);

  /// The entries the players of `event` were registered from, by player.
  [[nodiscard]] std::map<tournament::PlayerId, tournament::RegisterId> links(tournament::EventId event) const;

  /// The events' players registered from entry `entry`, by event.
  [[nodiscard]] std::vector<RegisterLink> players_of(tournament::RegisterId entry) const;

  /// Writes the ranks of `changes` whose outcome is RankWriteBack::raise into the register as
  /// one action of event `event` ("register.ranks", every change with its outcome in the audit
  /// row). Refused, writing nothing, when an entry's rank is no longer the `held` of its change
  /// (the register changed since the judge saw the list).
  tournament::Checked<std::vector<tournament::RankChange>> write_ranks(
      tournament::EventId event, const std::vector<tournament::RankChange>& changes, const Stamp& stamp);

 private:
  Database& m_db;
};

}  // namespace shashki::db
