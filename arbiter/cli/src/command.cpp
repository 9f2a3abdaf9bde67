#include "command.hpp"

#include "shashki/app/paths.hpp"

#include <map>

namespace shashki::cli {

namespace {

std::multimap<std::string, CommandSetup>& registry() {
  static std::multimap<std::string, CommandSetup> commands;
  return commands;
}

}  // namespace

std::filesystem::path Context::database_path() const {
  return db_option.empty() ? app::default_database_path() : std::filesystem::path(db_option);
}

CommandRegistrar::CommandRegistrar(std::string_view name, CommandSetup setup) {
  registry().emplace(std::string(name), std::move(setup));
}

CLI::App& command_group(CLI::App& root, const std::string& name, const std::string& description) {
  for (CLI::App* sub : root.get_subcommands({})) {
    if (sub->get_name() == name) return *sub;
  }
  CLI::App* group = root.add_subcommand(name, description);
  group->require_subcommand(1);
  return *group;
}

void install_commands(CLI::App& root, Context& context) {
  for (auto& [name, setup] : registry()) setup(root, context);
}

}  // namespace shashki::cli
