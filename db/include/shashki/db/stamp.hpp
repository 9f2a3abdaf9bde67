#pragma once

#include <chrono>
#include <string>

namespace shashki::db {

/// Who performs an action and when, as written to the audit log. The caller supplies the time:
/// db/ never reads a clock, so tests and replays are deterministic.
struct Stamp {
  std::string arbiter;                                  ///< name of the arbiter acting
  std::chrono::sys_time<std::chrono::milliseconds> at;  ///< UTC time of the action
};

}  // namespace shashki::db
