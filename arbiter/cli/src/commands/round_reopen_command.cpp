// `shashki round reopen --event E --round R --reason TEXT`: the chief arbiter reopens a locked
// round to correct a result found wrong after the lock (audited, with a backup).
#include "command.hpp"
#include "event_cli_support.hpp"
#include "round_cli_support.hpp"

#include "shashki/app/round_service.hpp"

namespace round_reopen_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0;
  std::string reason;
};

const cli::CommandRegistrar registrar{
    "round reopen", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "round", _("Pair, edit, publish, close and show rounds"));
      auto* cmd =
          group.add_subcommand("reopen", _("Reopen a locked round to correct a result (chief arbiter)"));
      cmd->footer(
          _("The round becomes complete again: correct the result with `result set --correct`, then "
            "lock it again. A published later round stands; a draft paired before the correction must "
            "be paired again or published with a reason."));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("Round"))->required();
      cmd->add_option("--reason", o->reason, _("Why the round is reopened; kept in the audit log"))
          ->required();
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        const auto reopened =
            app::RoundService(session).reopen(tournament::EventId{o->event}, o->round, o->reason);
        cli::print_state_change(ctx, reopened.change.round, reopened.change.backup);
        if (!reopened.effect.empty()) ctx.out << reopened.effect << '\n';
      });
    }};

}  // namespace round_reopen_command
