// The table of pairing systems. Adding a system is one line here: its name and a function
// returning its engine.
#include "shashki/pairing/engine_factory.hpp"

#include "shashki/pairing/double_swiss_engine.hpp"
#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/knockout_engine.hpp"
#include "shashki/pairing/round_robin_engine.hpp"

#include <array>
#include <utility>

namespace shashki::pairing {

namespace {

using Maker = std::unique_ptr<PairingEngine> (*)();

template <typename Engine>
std::unique_ptr<PairingEngine> make() {
  return std::make_unique<Engine>();
}

constexpr std::array<std::pair<std::string_view, Maker>, 4> systems{{
    {"dutch", &make<DutchEngine>},
    {"double-swiss", &make<DoubleSwissEngine>},
    {"round-robin", &make<RoundRobinEngine>},
    {"knockout", &make<KnockoutEngine>},
}};

}  // namespace

std::unique_ptr<PairingEngine> make_engine(std::string_view system) {
  for (const auto& [name, maker] : systems) {
    if (name == system) return maker();
  }
  return nullptr;
}

std::vector<std::string> engine_names() {
  std::vector<std::string> names;
  for (const auto& [name, maker] : systems) names.emplace_back(name);
  return names;
}

}  // namespace shashki::pairing
