#pragma once
// Between the clock engine's journal records and the database's rows (db/ does not know the
// clock module's types).

#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/journal_record.hpp"
#include "shashki/tournament/live_rows.hpp"

#include <cstddef>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace shashki::app {

/// The row of a record: the contract's event code in `kind`, the engine's own in `code`.
clock::ClockRecordRow to_row(const clock::JournalRecord& record);

/// The records of stored rows (db/ refuses a row with a code this build does not know when it
/// reads it, so today every row maps).
std::variant<std::vector<clock::JournalRecord>, std::string> to_records(
    std::span<const clock::ClockRecordRow> rows);

/// Appends to `write` the rows of the records of `clock` after the first `stored` ones (those not
/// yet in the database).
void append_new_rows(tournament::ClockWrite& write, const clock::GameClock& clock, std::size_t stored);

}  // namespace shashki::app
