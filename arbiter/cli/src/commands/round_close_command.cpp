// `shashki round complete|lock --event E [--round R]`: closing a round (every result in) and
// locking it (final); each takes a backup. Not in the first contract; added by the rounds work.
#include "command.hpp"
#include "event_cli_support.hpp"
#include "round_cli_support.hpp"

#include "shashki/app/round_service.hpp"

namespace round_close_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0;
};

void add(CLI::App& root, cli::Context& ctx, const char* name, const std::string& help, bool lock) {
  auto& group = cli::command_group(root, "round", _("Pair, edit, publish, close and show rounds"));
  auto* cmd = group.add_subcommand(name, help);
  auto o = std::make_shared<Options>();
  cmd->add_option("--event", o->event, _("Event id"))->required();
  cmd->add_option("--round", o->round, _("Round (default: the last)"));
  cmd->callback([&ctx, o, lock] {
    auto session = cli::open_session(ctx);
    app::RoundService rounds(session);
    const tournament::EventId id{o->event};
    const auto change = lock ? rounds.lock(id, o->round) : rounds.complete(id, o->round);
    cli::print_state_change(ctx, change.round, change.backup);
  });
}

const cli::CommandRegistrar complete_registrar{"round complete", [](CLI::App& root, cli::Context& ctx) {
                                                 add(root, ctx, "complete",
                                                     _("Close a round whose results are all in"), false);
                                               }};
const cli::CommandRegistrar lock_registrar{"round lock", [](CLI::App& root, cli::Context& ctx) {
                                             add(root, ctx, "lock",
                                                 _("Lock a complete round: its results become final"), true);
                                           }};

}  // namespace round_close_command
