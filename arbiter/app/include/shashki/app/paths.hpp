#pragma once

#include <filesystem>

namespace shashki::app {

/// The default event database: $XDG_DATA_HOME/shashki-arbiter/arbiter.db, else
/// ~/.local/share/shashki-arbiter/arbiter.db (shared docs/cli.md, "Global").
std::filesystem::path default_database_path();

}  // namespace shashki::app
