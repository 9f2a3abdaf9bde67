// `shashki result set --event E --round R --board B [--game 1|2] RESULT`.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/result_service.hpp"

namespace result_set_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0, board = 0, game = 1;
  std::string result;
  std::string correction;  // the reason, when a result already entered is corrected
};

const cli::CommandRegistrar registrar{
    "result set", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "result", _("Enter results"));
      auto* cmd = group.add_subcommand("set", _("Enter or correct the result of a game"));
      cmd->footer(
          _("A game's result is written from that game's White. In a micro-match the first-named "
            "player has White in game 1 and Black in game 2: `--game 2 1-0` means the second-named "
            "player won game 2. `round show` reads each match from the first-named player."));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("Round"))->required();
      cmd->add_option("--board", o->board, _("Board"))->required();
      cmd->add_option("--game", o->game, _("Game of a micro-match: 1 or 2"));
      cmd->add_option("--correct", o->correction,
                      _("Correct a result already entered; the reason is kept in the audit log"));
      cmd->add_option("result", o->result,
                      _("From the game's White: 1-0, 0-1, =, 1/2-1/2, 2-0, 1-1, 0-2, +/-, -/+ or -/-"))
          ->required();
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        const auto board = app::ResultService(session).set(tournament::EventId{o->event}, o->round, o->board,
                                                           o->game, o->result, o->correction);
        const auto& entered = board.games[static_cast<std::size_t>(o->game - 1)];
        ctx.out << _("round") << ' ' << o->round << ", " << _("board") << ' ' << o->board << ", " << _("game")
                << ' ' << o->game << ": " << tournament::code(*entered) << '\n';
        // A correction of an earlier round: what it does to the rounds paired after it.
        if (!o->correction.empty()) {
          const auto effect =
              app::ResultService(session).correction_effect(tournament::EventId{o->event}, o->round);
          if (!effect.empty()) ctx.out << effect << '\n';
        }
      });
    }};

}  // namespace result_set_command
