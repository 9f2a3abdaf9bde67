#pragma once
// The player register shared by every event of the database (docs/register.md): the
// federation's list imported, searched as the judge types, players registered from it, a
// player's history across events, and the ranks earned written back with the judge's consent.

#include "shashki/app/session.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/points.hpp"
#include "shashki/tournament/register_entry.hpp"

#include <chrono>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

/// What an import did.
struct RegisterImportReport {
  int entries = 0;  ///< rows of the file
  int added = 0;
  int updated = 0;
  int unchanged = 0;
  std::map<std::string, std::string> used;  ///< field -> the file's header that filled it
  std::vector<std::string> ignored;         ///< the file's headers left out
};

/// One event a register entry played in.
struct RegisterHistoryRow {
  tournament::EventId event;
  std::string event_name;
  std::optional<std::chrono::year_month_day> start_date;
  int number = 0;  ///< the starting number there
  tournament::Points points;
  int place = 0;                            ///< 0 when the event has no standings yet (or is a team event)
  bool shared = false;                      ///< the place is shared
  int rounds = 0;                           ///< rounds played in the event so far
  std::optional<tournament::Title> earned;  ///< the rank the norms give after its last round
};

/// One line of the rank write-back of an event.
struct RegisterRankRow {
  tournament::RankChange change;
  int number = 0;  ///< the player's starting number in the event
  std::string name;
};

/// The maximum of entries a search answers with.
inline constexpr int register_search_limit = 200;

class RegisterService {
 public:
  explicit RegisterService(Session& session) : m_session(session) {}

  /// Imports the federation's list in `file` with the judge's mapping `columns`
  /// ("name=ФИО,birth=Год"; empty: headers recognised alone) as one action ("register.import").
  /// A bad mapping is Error(usage) about "columns"; a file that cannot be read or has a missing
  /// column or a bad cell is Error(input) naming the file, line and column, and nothing is
  /// imported.
  RegisterImportReport import_csv(const std::filesystem::path& file, std::string_view columns = {});

  /// The entries matching what the judge typed (tournament::parse_register_query), at most
  /// `limit` (1..register_search_limit, else Error(usage) about "limit"), by name.
  [[nodiscard]] std::vector<tournament::RegisterEntry> search(std::string_view text, int limit = 20);

  /// The entry `id`; Error(input) about "register" when there is none.
  [[nodiscard]] tournament::RegisterEntry entry(tournament::RegisterId id);

  /// The events the entry's player was registered in from the register, oldest first, with
  /// points, place and the rank earned there.
  [[nodiscard]] std::vector<RegisterHistoryRow> history(tournament::RegisterId id);

  /// Registers the player of entry `id` into event `event` (PlayerService::add with the
  /// entry's details, tournament::player_of) and links him to the entry, as one transaction
  /// ("player.add" and "register.link"). `late_entry_round` as for a late entry.
  tournament::Player add_player(tournament::EventId event, tournament::RegisterId id,
                                std::optional<int> late_entry_round = std::nullopt);

  /// Registers `player` into event `event` and links him to entry `id` as add_player() does:
  /// the details are the judge's (a form filled from the entry and corrected), the link the
  /// entry's. Error(input) about "register" when the register has no such entry.
  tournament::Player add_linked(tournament::EventId event, tournament::Player player,
                                tournament::RegisterId id);

  /// The rank write-back of event `event` after its last round (tournament::rank_write_back
  /// over the event's norms, or those of section `section`): what applying it would do.
  /// Writes nothing.
  [[nodiscard]] std::vector<RegisterRankRow> ranks(tournament::EventId event,
                                                   const std::string& section = {});

  /// Computes ranks() again and writes the raised ranks into the register as one action
  /// ("register.ranks"): the judge's confirmation of the list he was shown. Returns the rows
  /// as computed.
  std::vector<RegisterRankRow> apply_ranks(tournament::EventId event, const std::string& section = {});

 private:
  Session& m_session;
};

}  // namespace shashki::app
