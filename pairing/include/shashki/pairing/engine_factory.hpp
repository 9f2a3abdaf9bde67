#pragma once

#include "shashki/pairing/engine.hpp"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace shashki::pairing {

/// The engine of a pairing system by its command-line name, or nullptr when unknown.
std::unique_ptr<PairingEngine> make_engine(std::string_view system);

/// Names of every system make_engine knows, in the order of its table.
std::vector<std::string> engine_names();

}  // namespace shashki::pairing
