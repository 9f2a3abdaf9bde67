#pragma once

#include "shashki/app/i18n.hpp"

#include <CLI/CLI.hpp>

#include <filesystem>
#include <functional>
#include <iostream>
#include <string>
#include <string_view>

// User-visible text of the command line goes through gettext (po/ru/*.po). The macro is the
// gettext convention; a header that uses `_` as a name (date/date.h does) must be included
// before this one.
#define _(text) ::shashki::app::tr(text)

namespace shashki::cli {

/// What every command sees: the global options and the streams to write to. A command's
/// callback writes its answer to `out`, sets `exit_code` for a "no" (1), and throws
/// app::Error for anything else (the message becomes the one `error: ` line).
struct Context {
  std::string db_option;  ///< --db as given, empty for the default
  std::string lang;       ///< "ru" or "en", after init_translations
  std::ostream& out = std::cout;
  std::ostream& err = std::cerr;
  int exit_code = 0;

  /// The event database to use: --db, else the default of shared docs/cli.md.
  [[nodiscard]] std::filesystem::path database_path() const;
};

/// Adds a command (or a group member) to the root application.
using CommandSetup = std::function<void(CLI::App& root, Context& context)>;

/// Registers a command at static-initialisation time. Usage, in the command's own file:
///   const shashki::cli::CommandRegistrar registrar{"moves", [](CLI::App& root, Context& ctx) {...}};
struct CommandRegistrar {
  CommandRegistrar(std::string_view name, CommandSetup setup);
};

/// Returns the subcommand `name` of `root`, creating it (with `description`) on first use, so
/// that several files can add members to one group such as `event` or `player`.
CLI::App& command_group(CLI::App& root, const std::string& name, const std::string& description);

/// Runs every registered setup in name order (used by main).
void install_commands(CLI::App& root, Context& context);

}  // namespace shashki::cli
