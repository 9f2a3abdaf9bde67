#pragma once

#include "shashki/pairing/ballot.hpp"

#include <string>

namespace shashki::app {

/// The opening ballot table an event names (6.1.4.1): a CSV file's path, or one of the tables
/// "IDF Basic", "IDF", "FMJD" found in $SHASHKI_OPENINGS_DIR, $SHASHKI_SHARED_DIR/data/openings
/// or /usr/share/shashki-arbiter/openings. Error(input) naming --opening-table when it cannot
/// be found or read, with the file's line and column when it is malformed.
[[nodiscard]] pairing::OpeningTable load_opening_table(const std::string& name);

}  // namespace shashki::app
