// `shashki demo [--players N] [--rounds R]`: a finished sample event for a first look.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/demo_service.hpp"

namespace demo_command {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "demo", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = root.add_subcommand("demo", _("Create a finished sample event"));
      auto o = std::make_shared<app::DemoOptions>();
      cmd->add_option("--players", o->players, _("Number of players"));
      cmd->add_option("--rounds", o->rounds, _("Number of rounds"));
      cmd->add_option("--seed", o->seed, _("Seed of the generated names, ratings and results"));
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        ctx.out << app::DemoService(session).create(*o).value << '\n';
      });
    }};

}  // namespace demo_command
