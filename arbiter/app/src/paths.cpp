#include "shashki/app/paths.hpp"

#include <cstdlib>

namespace shashki::app {

namespace {

// The user's data directory of the program (XDG base directories).
std::filesystem::path data_directory() {
  std::filesystem::path base;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && *xdg != '\0') {
    base = xdg;
  } else if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
    base = std::filesystem::path(home) / ".local" / "share";
  } else {
    base = ".";
  }
  return base / "shashki-arbiter";
}

// The user's configuration directory of the program (XDG base directories).
std::filesystem::path config_directory() {
  std::filesystem::path base;
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg != nullptr && *xdg != '\0') {
    base = xdg;
  } else if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
    base = std::filesystem::path(home) / ".config";
  } else {
    base = ".";
  }
  return base / "shashki-arbiter";
}

}  // namespace

std::filesystem::path default_database_path() {
  return data_directory() / "arbiter.db";
}

std::filesystem::path default_endgame_directory() {
  if (const char* dir = std::getenv("SHASHKI_ENDGAME_DIR"); dir != nullptr && *dir != '\0') return dir;
  return data_directory() / "endgame";
}

std::filesystem::path default_venue_key_path() {
  return config_directory() / "venue.key";
}

}  // namespace shashki::app
