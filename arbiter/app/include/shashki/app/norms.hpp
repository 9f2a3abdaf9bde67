#pragma once

// Sports-rank norms as the judge asks for them: the event's table, the calculation after a
// round, and a federation's table loaded into the event (docs/norms.md).

#include "shashki/app/session.hpp"
#include "shashki/tournament/rank_norms.hpp"
#include "shashki/tournament/tournament.hpp"

#include <filesystem>
#include <string>

namespace shashki::app {

/// The norm table in force for `event`: the one loaded into it, else the shipped one.
[[nodiscard]] tournament::NormTable event_norm_table(const tournament::Event& event);

/// The norms of the event's players after `after_round` (0: its last round), by its table.
[[nodiscard]] tournament::NormReport event_norms(const tournament::Tournament& tournament, int after_round);
/// A team event's norms per board by its table (tournament::compute_team_norms, docs/norms.md,
/// "Team events"), after `after_round` (0: the last round played).
[[nodiscard]] std::vector<tournament::BoardNorms> team_event_norms(const tournament::Tournament& tournament,
                                                                   int after_round);

/// Reads the norm table of `file`; Error(input) naming the file, line and column when it cannot
/// be read or is not a table that can be used (format::read_norm_table).
[[nodiscard]] tournament::NormTable read_norm_table_file(const std::filesystem::path& file);

/// Loads the table of `file` into event `event`, one action ("event.norms"); returns it. A file
/// that is refused changes nothing.
tournament::NormTable load_norm_table(Session& session, tournament::EventId event,
                                      const std::filesystem::path& file);

/// The table as its CSV (format::write_norm_table).
[[nodiscard]] std::string norm_table_csv(const tournament::NormTable& table);

}  // namespace shashki::app
