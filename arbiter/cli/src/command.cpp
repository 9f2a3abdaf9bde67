#include "command.hpp"

#include "shashki/app/paths.hpp"

#include <algorithm>
#include <iterator>
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

std::vector<std::string> shielded_arguments(int argc, char** argv) {
  std::vector<std::string> words(argv + std::min(argc, 1), argv + argc);
  if (std::find(words.begin(), words.end(), "--") != words.end()) return words;
  // The results of docs/cli.md (`result set`) that begin with '-': forfeits.
  const auto dash_led = [](const std::string& word) { return word == "-/+" || word == "-/-"; };
  std::vector<std::string> values;
  std::copy_if(words.begin(), words.end(), std::back_inserter(values), dash_led);
  if (values.empty()) return words;
  std::erase_if(words, dash_led);
  words.emplace_back("--");
  words.insert(words.end(), values.begin(), values.end());
  return words;
}

}  // namespace shashki::cli
