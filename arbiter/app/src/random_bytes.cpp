#include "shashki/app/random_bytes.hpp"

#include <sys/random.h>

#include <cerrno>
#include <memory>
#include <random>
#include <system_error>

namespace shashki::app {

RandomBytes system_random_bytes() {
  return [](std::span<std::byte> out) {
    std::size_t filled = 0;
    while (filled < out.size()) {
      // getrandom() blocks only until the kernel's pool is first initialised, and may return
      // fewer bytes than asked or be interrupted by a signal: both mean "ask again".
      const auto got = getrandom(out.data() + filled, out.size() - filled, 0);
      if (got < 0) {
        if (errno == EINTR) continue;
        throw std::system_error(errno, std::generic_category(), "getrandom");
      }
      filled += static_cast<std::size_t>(got);
    }
  };
}

RandomBytes seeded_random_bytes(std::uint64_t seed) {
  // Shared, so that copies of the function continue one sequence rather than repeat it.
  auto engine = std::make_shared<std::mt19937_64>(seed);
  return [engine](std::span<std::byte> out) {
    for (auto& b : out) b = static_cast<std::byte>((*engine)() & 0xFFU);
  };
}

}  // namespace shashki::app
