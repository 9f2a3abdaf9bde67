// `shashki player list --event E [--json]`: players in starting-number order.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/player_service.hpp"

namespace player_list_command {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "player list", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "player", _("Register, import, withdraw and list players"));
      auto* cmd = group.add_subcommand("list", _("List the players of an event"));
      auto event = std::make_shared<std::int64_t>(0);
      auto json = std::make_shared<bool>(false);
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_flag("--json", *json, _("Print JSON"));
      cmd->callback([&ctx, event, json] {
        auto session = cli::open_session(ctx, db::Access::read);
        const auto players = app::PlayerService(session).list(tournament::EventId{*event});
        if (*json) {
          nlohmann::json list = nlohmann::json::array();
          for (const auto& p : players) list.push_back(cli::player_json(p));
          cli::print_json(ctx, list);
          return;
        }
        for (const auto& p : players) {
          ctx.out << p.number << '\t' << p.name << '\t' << (p.rating ? std::to_string(*p.rating) : "-")
                  << '\t' << tournament::code(p.title) << '\t' << p.club << '\t' << p.city << '\t'
                  << _("database id") << ' ' << p.id.value;
          if (p.withdrawn_from) ctx.out << '\t' << _("withdrawn from round") << ' ' << *p.withdrawn_from;
          ctx.out << '\n';
        }
      });
    }};

}  // namespace player_list_command
