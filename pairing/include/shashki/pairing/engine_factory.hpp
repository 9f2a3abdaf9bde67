#pragma once

#include "shashki/pairing/engine.hpp"
#include "shashki/tournament/pairing_system.hpp"

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace shashki::pairing {

/// The pairing engines of the program.
enum class EngineKind {
  dutch,         ///< FIDE Dutch system (C.04.3): a Swiss of single games
  double_swiss,  ///< the micro-match Swiss (C.04.5): a Swiss of two-game matches
  round_robin,   ///< the Berger tables (C.05), single or double cycle
  knockout,      ///< the knockout bracket by seeds
};

/// Stable code, also the name on the command line: "dutch", "double-swiss", "round-robin",
/// "knockout".
[[nodiscard]] std::string_view code(EngineKind engine);
/// The engine with that code, if any.
[[nodiscard]] std::optional<EngineKind> engine_kind_from_code(std::string_view text);
/// Every engine, in the order of the table.
[[nodiscard]] const std::vector<EngineKind>& all_engine_kinds();

/// The engine that pairs an event of `system`: a Swiss of micro-matches by the double Swiss,
/// of single games by the Dutch system; both round robins by the Berger tables.
[[nodiscard]] EngineKind engine_for(tournament::PairingSystem system, bool micro_match);

/// A new engine of that kind.
[[nodiscard]] std::unique_ptr<PairingEngine> make_engine(EngineKind engine);

}  // namespace shashki::pairing
