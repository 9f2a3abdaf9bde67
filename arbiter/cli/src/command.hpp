#pragma once

#include "shashki/app/i18n.hpp"

#include <CLI/CLI.hpp>
// date.h uses `_` as a name: it is read before the macro below, whatever includes it later.
#include <date/date.h>

#include <filesystem>
#include <functional>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

// User-visible text of the command line goes through gettext (po/ru/*.po). The macro is the
// gettext convention; a header that uses `_` as a name (date/date.h does) must be included
// before this one, as date.h is above.
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

  /// The event database to use: --db, else the default of docs/cli.md.
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

/// The arguments after the program name, in order, as CLI11 should read them. CLI11 takes any
/// word led by '-' for an option, so the forfeit results `-/+` and `-/-` that `result set`
/// lists would be refused as unknown options; such a word is moved behind a `--` mark at the
/// end, where it reaches the command as the positional value the judge meant. Arguments that
/// already contain `--` are left as written.
[[nodiscard]] std::vector<std::string> shielded_arguments(int argc, char** argv);

}  // namespace shashki::cli
