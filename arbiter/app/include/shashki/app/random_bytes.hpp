#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>

namespace shashki::app {

/// Fills its buffer with random bytes. Randomness comes into a use case through this, never
/// from a source the use case picks itself, so tests run on a seeded one.
using RandomBytes = std::function<void(std::span<std::byte>)>;

/// The operating system's cryptographic random source (getrandom(2)), for secrets such as
/// board tokens. Throws std::system_error when the kernel cannot give random bytes.
[[nodiscard]] RandomBytes system_random_bytes();

/// A deterministic source for tests and demonstrations: the same seed gives the same bytes.
/// Never for secrets.
[[nodiscard]] RandomBytes seeded_random_bytes(std::uint64_t seed);

}  // namespace shashki::app
