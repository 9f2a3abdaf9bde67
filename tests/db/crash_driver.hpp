#pragma once
// The crash test: a child process enters results through the public API and is killed with
// SIGKILL at a random moment; then the database must be whole and hold every acknowledged result.

#include <filesystem>
#include <string>
#include <vector>

namespace shashki::db::test {

/// What the crash cycles found.
struct CrashReport {
  int kills = 0;                      ///< children killed
  long acknowledged = 0;              ///< results whose call had returned before the kill, in all
  long committed = 0;                 ///< results found in the database at the end
  std::vector<std::string> problems;  ///< every violation found; empty when all held
};

/// Runs `kills` kill-and-check cycles on a new database in `folder`, with delays drawn from a
/// random engine seeded with `seed` (so that a failing run can be repeated).
CrashReport run_crash_cycles(const std::filesystem::path& folder, int kills, unsigned seed);

}  // namespace shashki::db::test
