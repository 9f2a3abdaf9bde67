// `shashki round show --event E [--round R] [--json]`.
#include "command.hpp"
#include "event_cli_support.hpp"
#include "round_cli_support.hpp"

#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"

namespace round_show_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0;
  bool json = false;
};

const cli::CommandRegistrar registrar{
    "round show", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "round", _("Pair, edit, publish, close and show rounds"));
      auto* cmd = group.add_subcommand("show", _("Show a round's boards and results"));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("Round (default: the last)"));
      cmd->add_flag("--json", o->json, _("Print JSON"));
      cmd->callback([&ctx, o] {
        // Read-only, as the other show commands: it works while the console holds the database.
        auto session = cli::open_session(ctx, db::Access::read);
        const tournament::EventId id{o->event};
        const auto round = app::RoundService(session).show(id, o->round);
        if (o->json) {
          cli::print_json(
              ctx, cli::round_json(id, round, app::ResultService(session).proposals(id, round.number)));
        } else {
          cli::print_round(ctx, session, id, round);
        }
      });
    }};

}  // namespace round_show_command
