#pragma once

#include "shashki/pairing/ballot.hpp"
#include "shashki/tournament/event.hpp"

#include <filesystem>
#include <string>

namespace shashki::app {

/// The opening ballot table an event names (6.1.4.1): one of the built-in tables "IDF Basic",
/// "IDF", "FMJD" (data/openings, embedded in the binary; names compared without case, spaces or
/// dashes), or a CSV file's path. Error(input) naming --opening-table when it cannot be found or
/// read, with the file's line and column when it is malformed.
[[nodiscard]] pairing::OpeningTable load_opening_table(const std::string& name);

/// The table an event draws its openings from: the CSV kept with the event when a judge loaded
/// a file, else the table its name gives (load_opening_table).
[[nodiscard]] pairing::OpeningTable opening_table_of(const tournament::Event& event);

/// A federation's own opening table read from `file`: its name (the file's name) and its CSV
/// text, checked. Error(input) naming the file, line and column when it is unreadable or malformed.
struct OpeningTableFile {
  std::string name;
  std::string csv;
};
[[nodiscard]] OpeningTableFile read_opening_table_file(const std::filesystem::path& file);

/// Makes the event's opening table ready to store, before anything is written: a built-in name
/// stays (no CSV), a CSV already in the event is checked, and a path is read and its CSV kept
/// with the event (read_opening_table_file). Error(input) naming --opening-table for an unknown
/// table or a malformed CSV.
void settle_opening_table(tournament::Event& event);

}  // namespace shashki::app
