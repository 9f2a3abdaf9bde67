// `shashki player lots --event E [--seed N]` (an addition to the contract): starting numbers by lot.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/player_service.hpp"

#include <random>

namespace player_lots_command {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "player lots", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "player", _("Register, import, withdraw and list players"));
      auto* cmd = group.add_subcommand("lots", _("Draw the starting numbers by lot (round robin, knockout)"));
      auto event = std::make_shared<std::int64_t>(0);
      auto seed = std::make_shared<std::optional<std::uint64_t>>();
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_option("--seed", *seed, _("Seed of the draw, to repeat one (default: a new one, printed)"));
      cmd->callback([&ctx, event, seed] {
        // The command line is where the randomness of a new draw enters; the app takes a seed.
        const std::uint64_t used =
            seed->value_or((std::uint64_t{std::random_device{}()} << 32) | std::random_device{}());
        auto session = cli::open_session(ctx);
        const auto players = app::PlayerService(session).draw_lots(tournament::EventId{*event}, used);
        ctx.out << _("seed") << ' ' << used << '\n';
        for (const auto& p : players) cli::print_numbered(ctx, p);
      });
    }};

}  // namespace player_lots_command
