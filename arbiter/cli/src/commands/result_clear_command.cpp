// `shashki result clear --event E --round R --board B [--game 1|2] --reason TEXT` (an addition to
// the contract): the game goes back to no result.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/result_service.hpp"

namespace result_clear_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0, board = 0, game = 1;
  std::string reason;
};

const cli::CommandRegistrar registrar{
    "result clear", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "result", _("Enter results"));
      auto* cmd = group.add_subcommand("clear", _("Take the result of a game back to none"));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("Round"))->required();
      cmd->add_option("--board", o->board, _("Board"))->required();
      cmd->add_option("--game", o->game, _("Game of a micro-match: 1 or 2"));
      cmd->add_option("--reason", o->reason, _("Why the result is cleared (kept in the audit log)"))
          ->required();
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        const auto cleared = app::ResultService(session).clear(tournament::EventId{o->event}, o->round,
                                                               o->board, o->game, o->reason);
        ctx.out << _("round") << ' ' << o->round << ", " << _("board") << ' ' << o->board << ", " << _("game")
                << ' ' << o->game << ": " << _("no result") << '\n';
        if (cleared.backup) {
          ctx.out << _("round") << ' ' << o->round << ": " << _("published again; backup") << ' '
                  << cleared.backup->string() << '\n';
        }
      });
    }};

}  // namespace result_clear_command
