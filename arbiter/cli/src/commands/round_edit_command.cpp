// `shashki round edit --event E (--swap B | --exchange P,Q | --forbid P,Q) --reason TEXT
// [--confirm]`: a judge's change to the draft, by starting numbers, checked by the pairing
// checker; a change that breaks a rule needs --confirm. Not in the first contract; added.
#include "command.hpp"
#include "event_cli_support.hpp"
#include "round_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/round_service.hpp"

namespace round_edit_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int swap = 0;
  std::vector<int> exchange, forbid;
  std::string reason;
  bool confirm = false;
};

const cli::CommandRegistrar registrar{
    "round edit", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "round", _("Pair, edit, publish, close and show rounds"));
      auto* cmd = group.add_subcommand("edit", _("Change the draft round, with a reason"));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      auto* swap = cmd->add_option("--swap", o->swap, _("Swap the colours of a board"));
      auto* exchange =
          cmd->add_option("--exchange", o->exchange, _("Exchange two players (starting numbers)"))
              ->expected(2)
              ->delimiter(',');
      auto* forbid =
          cmd->add_option("--forbid", o->forbid, _("Forbid two players to meet (starting numbers)"))
              ->expected(2)
              ->delimiter(',');
      swap->excludes(exchange)->excludes(forbid);
      exchange->excludes(forbid);
      cmd->add_option("--reason", o->reason, _("Why (kept in the audit log)"))->required();
      cmd->add_flag("--confirm", o->confirm, _("Make the change even though it breaks a rule"));
      cmd->callback([&ctx, o] {
        pairing::ManualChange change;
        if (o->swap > 0) {
          change = pairing::SwapColours{o->swap};
        } else if (o->exchange.size() == 2) {
          change = pairing::ExchangePlayers{o->exchange[0], o->exchange[1]};
        } else if (o->forbid.size() == 2) {
          change = pairing::ForbidPair{o->forbid[0], o->forbid[1], pairing::ForbidGround::judge_decision};
        } else {
          throw app::Error(app::ExitCode::usage, _("give one of --swap, --exchange or --forbid"));
        }
        auto session = cli::open_session(ctx);
        const tournament::EventId id{o->event};
        const auto draft = app::RoundService(session).edit(id, change, o->reason, o->confirm);
        cli::print_findings(ctx, draft.findings);
        cli::print_round(ctx, session, id, draft.round);
      });
    }};

}  // namespace round_edit_command
