#pragma once

#include <filesystem>

namespace shashki::app {

/// The default event database: $XDG_DATA_HOME/shashki-arbiter/arbiter.db, else
/// ~/.local/share/shashki-arbiter/arbiter.db (docs/cli.md, "Global").
std::filesystem::path default_database_path();

}  // namespace shashki::app

namespace shashki::app {

/// The endgame databases: $SHASHKI_ENDGAME_DIR, else $XDG_DATA_HOME/shashki-arbiter/endgame,
/// else ~/.local/share/shashki-arbiter/endgame (docs/endgame.md).
std::filesystem::path default_endgame_directory();

}  // namespace shashki::app

namespace shashki::app {

/// The venue key the board tokens are made with (docs/venue-tokens.md):
/// $XDG_CONFIG_HOME/shashki-arbiter/venue.key, else ~/.config/shashki-arbiter/venue.key. It is
/// kept apart from the event database so that a copy of the database opens no clock.
std::filesystem::path default_venue_key_path();

}  // namespace shashki::app
