#pragma once

#include "shashki/tournament/standings_record.hpp"
#include "shashki/tournament/tiebreak.hpp"
#include "shashki/tournament/tiebreak_value.hpp"
#include "shashki/tournament/tournament.hpp"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace shashki::tournament {

/// What to rank and how.
struct StandingsOptions {
  int after_round = 0;              ///< standings after this round; 0 = after the last round there is
  std::vector<Tiebreak> tiebreaks;  ///< empty: the event's list, else the system's default
  /// Order of a play-off among players still tied, entered by the judge: lower places first.
  std::map<PlayerId, int> playoff;
  /// Order drawn by lot among players still tied, entered by the judge: lower places first.
  std::map<PlayerId, int> lot;
};

/// One line of the standings.
struct StandingsRow {
  std::size_t player = 0;  ///< index into Tournament::players
  int rank = 0;            ///< 1 for the winner; tied players share the better rank
  bool shared = false;     ///< still tied with a neighbour after every tie-break
  Points points;
  /// One value per tie-break of Standings::tiebreaks; empty where a value does not apply
  /// (direct encounter for a player tied with nobody, a play-off nobody entered).
  std::vector<std::optional<TiebreakValue>> values;
};

/// The ranking of an event after a round.
struct Standings {
  int after_round = 0;
  std::vector<Tiebreak> tiebreaks;  ///< in order of application, as printed in the legend
  /// The C.07 edition the values follow (the event's; its article 16.4 differs).
  TiebreakEdition edition = TiebreakEdition::fide_2026;
  std::vector<StandingsRow> rows;  ///< best first
  /// Round robin: players left out because they withdrew having played fewer than half of their
  /// games; their games are annulled for everyone (C.07, round-robin withdrawals).
  std::vector<std::size_t> left_out;
  RoundRecords records;  ///< the per-round data the values came from
  /// Tie-breaks named by the event that its system does not offer, or unknown codes: dropped.
  std::vector<std::string> warnings;
};

/// The tie-breaks an event uses: its own list (those the system does not offer go to
/// `warnings`), else default_tiebreaks(system).
[[nodiscard]] std::vector<Tiebreak> event_tiebreaks(const Event& event,
                                                    std::vector<std::string>* warnings = nullptr);

/// Ranks the players of `tournament`: points, then each tie-break in order, then shared places.
[[nodiscard]] Standings compute_standings(const Tournament& tournament, const StandingsOptions& options = {});

}  // namespace shashki::tournament
