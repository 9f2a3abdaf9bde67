// `shashki round pair --event E`: drafts the next round with the event's pairing system.
#include "command.hpp"
#include "event_cli_support.hpp"
#include "round_cli_support.hpp"

#include "shashki/app/round_service.hpp"

namespace round_pair_command {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "round pair", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "round", _("Pair, edit, publish, close and show rounds"));
      auto* cmd = group.add_subcommand("pair", _("Draft the next round (or pair the draft again)"));
      auto event = std::make_shared<std::int64_t>(0);
      auto json = std::make_shared<bool>(false);
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_flag("--json", *json, _("Print JSON"));
      cmd->callback([&ctx, event, json] {
        auto session = cli::open_session(ctx);
        const tournament::EventId id{*event};
        const auto draft = app::RoundService(session).pair(id);
        cli::print_findings(ctx, draft.findings);
        if (*json) {
          cli::print_json(ctx, cli::round_json(id, draft.round));
        } else {
          cli::print_round(ctx, session, id, draft.round);
        }
      });
    }};

}  // namespace round_pair_command
