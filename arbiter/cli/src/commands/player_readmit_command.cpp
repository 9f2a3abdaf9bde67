// `shashki player readmit --event E (--player N | --player-id ID) [--from-round R]` (an addition to the
// contract).
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/player_service.hpp"

namespace player_readmit_command {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "player readmit", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "player", _("Register, import, withdraw and list players"));
      auto* cmd = group.add_subcommand("readmit", _("Pair a withdrawn player again from a round on"));
      auto event = std::make_shared<std::int64_t>(0);
      auto player = std::make_shared<cli::PlayerOption>();
      auto from = std::make_shared<std::optional<int>>();
      cmd->add_option("--event", *event, _("Event id"))->required();
      cli::add_player_option(*cmd, *player);
      cmd->add_option("--from-round", *from,
                      _("First round played again (default: the next round to be paired)"));
      cmd->callback([&ctx, event, player, from] {
        auto session = cli::open_session(ctx);
        const tournament::EventId id{*event};
        const auto p =
            app::PlayerService(session).readmit(id, cli::resolve_player(session, id, *player), *from);
        ctx.out << p.name << ": " << _("readmitted from round") << ' ' << *p.late_entry_round << '\n';
      });
    }};

}  // namespace player_readmit_command
