#include "shashki/app/paths.hpp"

#include <cstdlib>

namespace shashki::app {

std::filesystem::path default_database_path() {
  std::filesystem::path base;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && *xdg != '\0') {
    base = xdg;
  } else if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
    base = std::filesystem::path(home) / ".local" / "share";
  } else {
    base = ".";
  }
  return base / "shashki-arbiter" / "arbiter.db";
}

}  // namespace shashki::app
