// `shashki round publish --event E`: the draft becomes the published round (with a backup).
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/round_service.hpp"

namespace {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "round publish", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "round", _("Pair, edit, publish, close and show rounds"));
      auto* cmd = group.add_subcommand("publish", _("Publish the draft round"));
      auto event = std::make_shared<std::int64_t>(0);
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->callback([&ctx, event] {
        auto session = cli::open_session(ctx);
        const auto change = app::RoundService(session).publish(tournament::EventId{*event});
        ctx.out << _("Round") << ' ' << change.round.number << ": " << tournament::code(change.round.state) << " ("
                << _("backup") << ' ' << change.backup.string() << ")\n";
      });
    }};

}  // namespace
