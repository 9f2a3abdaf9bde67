#include "shashki/clock/boot_time_source.hpp"

#include <time.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

namespace shashki::clock {

namespace {

std::chrono::milliseconds read(clockid_t id, const char* name) {
  timespec ts{};
  if (clock_gettime(id, &ts) != 0) {
    // Without a trustworthy clock no game clock may run: this is a system failure, not a value.
    throw std::runtime_error(std::string("cannot read ") + name + ": " + std::strerror(errno));
  }
  // Truncation to milliseconds: successive readings are floored alike, so differences sum
  // exactly and no time is lost or invented over a game.
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::seconds{ts.tv_sec} +
                                                               std::chrono::nanoseconds{ts.tv_nsec});
}

}  // namespace

TimeReading BootTimeSource::now() const {
  return TimeReading{read(CLOCK_BOOTTIME, "CLOCK_BOOTTIME"),
                     date::sys_time<std::chrono::milliseconds>{read(CLOCK_REALTIME, "CLOCK_REALTIME")}};
}

}  // namespace shashki::clock
