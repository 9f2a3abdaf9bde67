#pragma once
// Writing whole rounds: used by drafting, the draft edit and the event import, which store boards with
// (import) or without (edit) their results.

#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/round.hpp"

#include <SQLiteCpp/Database.h>

#include <optional>
#include <set>
#include <string>

namespace shashki::db {

/// Inserts the round's row (when `with_row`), its boards and its games, results included.
void write_round(SQLite::Database& sql, tournament::EventId event, const tournament::Round& round,
                 bool with_row);

/// Inserts tie-break game number `seq` (1 = the first after the regular games) of a board.
void insert_tiebreak(SQLite::Database& sql, tournament::EventId event, int round, int board, int seq,
                     const tournament::TieBreakGame& game);

/// Why the boards cannot be stored for an event whose player ids are `players` and that plays
/// `games` games per board, or nothing when they can.
std::optional<std::string> boards_problem(const tournament::Round& round,
                                          const std::set<std::int64_t>& players, int games);

}  // namespace shashki::db
