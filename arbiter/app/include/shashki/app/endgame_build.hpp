#pragma once
// Building the endgame databases from a front end that shows a progress bar and a Stop button
// (the console's Rulings page): what a position needs, or every class of up to 5 pieces as
// `make tablebases` builds them. The build runs on the caller's thread (a worker thread of the
// front end); progress is handed to a callback and a flag raised from any thread stops it.

#include "shashki/endgame/material.hpp"
#include "shashki/rules/position.hpp"

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace shashki::app {

/// Where a build stands, for a progress bar.
struct EndgameBuildStatus {
  double fraction = 0;   ///< of the whole build (positions solved and checked), 0..1
  std::string material;  ///< the classes under way: "0103 (1k v 3k) + 0301 (3k v 1k)"
  int classes_done = 0;  ///< classes written so far
  int classes_total = 0;
};

/// What a build did.
struct EndgameBuildOutcome {
  bool cancelled = false;   ///< stopped: the classes written stay, the one under way has no file
  int classes_built = 0;    ///< class files written
  std::uint64_t bytes = 0;  ///< their size
};

/// The classes `position` needs that `directory` lacks: its own, its colour-swapped twin and every
/// class its captures and promotions lead to. Empty when none is missing, and when the position
/// is outside the databases (more than 5 pieces) or not one to play from (a side has no piece).
[[nodiscard]] std::vector<endgame::Material> endgame_classes_missing(const std::filesystem::path& directory,
                                                                     const rules::Position& position);

/// Every class of up to 5 pieces that `directory` lacks (what `make tablebases` would build).
[[nodiscard]] std::vector<endgame::Material> endgame_classes_missing(const std::filesystem::path& directory);

/// Builds and checks `classes` (and any class they lead to that is missing) into `directory`,
/// reporting to `report` (called on this thread). Raising `cancel` stops it within a fraction of
/// a second: the classes finished stay, the one under way leaves no file, and the outcome says
/// `cancelled`. Throws Error(input) on a file error or a failed consistency pass.
EndgameBuildOutcome build_endgame_classes(const std::filesystem::path& directory,
                                          const std::vector<endgame::Material>& classes,
                                          const std::function<void(const EndgameBuildStatus&)>& report,
                                          const std::atomic<bool>& cancel);

}  // namespace shashki::app
