#pragma once
// Writing whole rounds: used by drafting, the draft edit and the event import, which store boards with
// (import) or without (edit) their results.

#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/round.hpp"

#include <SQLiteCpp/Database.h>

namespace shashki::db {

/// Inserts the round's row (when `with_row`), its boards and its games, results included.
void write_round(SQLite::Database& sql, tournament::EventId event, const tournament::Round& round,
                 bool with_row);

/// Replaces the stored boards of the round (its row stays) with those of `round`: a re-pair or an
/// edit of a draft.
void replace_boards(SQLite::Database& sql, tournament::EventId event, const tournament::Round& round);

/// Inserts tie-break game number `seq` (1 = the first after the regular games) of a board.
void insert_tiebreak(SQLite::Database& sql, tournament::EventId event, int round, int board, int seq,
                     const tournament::KnockoutTiebreakGame& game);

}  // namespace shashki::db
