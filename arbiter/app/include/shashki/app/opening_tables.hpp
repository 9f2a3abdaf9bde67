#pragma once

#include "shashki/pairing/ballot.hpp"

#include <string>

namespace shashki::app {

/// The opening ballot table an event names (6.1.4.1): one of the built-in tables "IDF Basic",
/// "IDF", "FMJD" (data/openings, embedded in the binary; names compared without case, spaces or
/// dashes), or a CSV file's path. Error(input) naming --opening-table when it cannot be found or
/// read, with the file's line and column when it is malformed.
[[nodiscard]] pairing::OpeningTable load_opening_table(const std::string& name);

}  // namespace shashki::app
