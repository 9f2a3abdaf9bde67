// `shashki round publish --event E [--keep REASON]`: the draft becomes the published round (with a
// backup); a draft that a correction made stale needs a re-pair or the judge's reason.
#include "command.hpp"
#include "event_cli_support.hpp"
#include "round_cli_support.hpp"

#include "shashki/app/round_service.hpp"

namespace round_publish_command {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "round publish", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "round", _("Pair, edit, publish, close and show rounds"));
      auto* cmd = group.add_subcommand("publish", _("Publish the draft round"));
      auto event = std::make_shared<std::int64_t>(0);
      auto keep = std::make_shared<std::string>();
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_option("--keep", *keep,
                      _("Publish a draft paired before a correction as it stands; the reason is kept in the "
                        "audit log"));
      cmd->callback([&ctx, event, keep] {
        auto session = cli::open_session(ctx);
        const auto change = app::RoundService(session).publish(tournament::EventId{*event}, *keep);
        cli::print_state_change(ctx, change.round, change.backup);
      });
    }};

}  // namespace round_publish_command
