// `shashki player import --event E FILE.csv`: all rows or none.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/player_service.hpp"

namespace player_import_command {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "player import", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "player", _("Register, import, withdraw and list players"));
      auto* cmd = group.add_subcommand(
          "import", _("Import players from a CSV file (columns name, rating, title, club, city, birth)"));
      auto event = std::make_shared<std::int64_t>(0);
      auto file = std::make_shared<std::string>();
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_option("file", *file, _("CSV file with a header row"))->required();
      cmd->callback([&ctx, event, file] {
        auto session = cli::open_session(ctx);
        const auto players = app::PlayerService(session).import_csv(tournament::EventId{*event}, *file);
        ctx.out << app::translate(
            tournament::Message::plural("imported {n} player", "imported {n} players", players.size()));
        if (!players.empty())
          ctx.out << " (" << players.front().number << "-" << players.back().number << ")";
        ctx.out << '\n';
      });
    }};

}  // namespace player_import_command
