#include "shashki/clock/manual_time_source.hpp"

#include <cassert>

namespace shashki::clock {

void ManualTimeSource::advance(std::chrono::milliseconds step) {
  assert(step >= std::chrono::milliseconds::zero());
  const std::lock_guard lock(m_mutex);
  m_now.monotonic += step;
  m_now.wall += step;
}

}  // namespace shashki::clock
