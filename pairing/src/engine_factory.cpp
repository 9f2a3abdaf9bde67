// The pairing engines: their codes, the engine of each pairing system, and making one.
#include "shashki/pairing/engine_factory.hpp"

#include "shashki/pairing/double_swiss_engine.hpp"
#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/knockout_engine.hpp"
#include "shashki/pairing/round_robin_engine.hpp"

#include "shashki/tournament/codes.hpp"

#include <array>

namespace shashki::pairing {

namespace {

// Append only: the command line and its scripts name the engines by these codes.
constexpr std::array<tournament::CodeEntry<EngineKind>, 4> engine_codes{{
    {EngineKind::dutch, "dutch"},
    {EngineKind::double_swiss, "double-swiss"},
    {EngineKind::round_robin, "round-robin"},
    {EngineKind::knockout, "knockout"},
}};

}  // namespace

std::string_view code(EngineKind engine) {
  return tournament::code_in<EngineKind>(engine_codes, engine);
}

std::optional<EngineKind> engine_kind_from_code(std::string_view text) {
  return tournament::value_in<EngineKind>(engine_codes, text);
}

const std::vector<EngineKind>& all_engine_kinds() {
  static const std::vector<EngineKind> kinds{EngineKind::dutch, EngineKind::double_swiss,
                                             EngineKind::round_robin, EngineKind::knockout};
  return kinds;
}

EngineKind engine_for(tournament::PairingSystem system, bool micro_match) {
  switch (system) {
    case tournament::PairingSystem::swiss:
      return micro_match ? EngineKind::double_swiss : EngineKind::dutch;
    case tournament::PairingSystem::round_robin:
    case tournament::PairingSystem::double_round_robin:
      return EngineKind::round_robin;
    case tournament::PairingSystem::knockout:
      return EngineKind::knockout;
  }
  return EngineKind::dutch;
}

std::unique_ptr<PairingEngine> make_engine(EngineKind engine) {
  switch (engine) {
    case EngineKind::dutch:
      return std::make_unique<DutchEngine>();
    case EngineKind::double_swiss:
      return std::make_unique<DoubleSwissEngine>();
    case EngineKind::round_robin:
      return std::make_unique<RoundRobinEngine>();
    case EngineKind::knockout:
      return std::make_unique<KnockoutEngine>();
  }
  return std::make_unique<DutchEngine>();
}

}  // namespace shashki::pairing
