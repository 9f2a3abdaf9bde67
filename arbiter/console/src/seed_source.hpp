#pragma once

#include <cstdint>
#include <functional>

namespace shashki::console {

/// Where a new draw by lot gets its seed. The app takes the seed as a value and records it
/// (app::PlayerService::draw_lots), so randomness enters here, injected like the clocks' time
/// source: the program draws from the system, a test hands in a fixed seed.
using SeedSource = std::function<std::uint64_t()>;

/// 64 bits from the operating system's random device: the seed of a real draw.
std::uint64_t system_seed();

}  // namespace shashki::console
