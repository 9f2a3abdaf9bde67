#pragma once

#include "shashki/tournament/board.hpp"
#include "shashki/tournament/round.hpp"

#include <filesystem>
#include <optional>

namespace shashki::tournament {

/// What a round state change left behind: the backup taken after its commit.
struct StateChange {
  Round round;                   ///< the round after the change
  std::filesystem::path backup;  ///< the backup file written, in backups/ beside the database
};

/// What clearing a result left behind.
struct ClearedResult {
  Board board;       ///< the board after the change
  RoundState state;  ///< the round's state after it: a complete round is published again
  std::optional<std::filesystem::path> backup;  ///< the backup taken when the round's state changed
};

}  // namespace shashki::tournament
