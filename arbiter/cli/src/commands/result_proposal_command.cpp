// `shashki result confirm --event E --round R --board B [--game 1|2]` and `shashki result dismiss
// ...` (additions to the contract; docs/venue.md, "Results from the board"): the arbiter's answer
// to a result the players agreed on at the board, as the console's round grid gives it.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/result_service.hpp"

namespace result_proposal_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0, board = 0, game = 1;
};

void add_board_options(CLI::App& cmd, Options& o) {
  cmd.add_option("--event", o.event, _("Event id"))->required();
  cmd.add_option("--round", o.round, _("Round"))->required();
  cmd.add_option("--board", o.board, _("Board"))->required();
  cmd.add_option("--game", o.game, _("Game of a micro-match: 1 or 2"));
}

const cli::CommandRegistrar confirm_registrar{
    "result confirm", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "result", _("Enter results"));
      auto* cmd = group.add_subcommand("confirm", _("Confirm the result the players agreed on at the board"));
      auto o = std::make_shared<Options>();
      add_board_options(*cmd, *o);
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        const auto board = app::ResultService(session).confirm_proposal(tournament::EventId{o->event},
                                                                        o->round, o->board, o->game);
        // Confirmed, the result is the game's: as `result set` prints it.
        const auto& entered = board.games.at(static_cast<std::size_t>(o->game - 1));
        ctx.out << _("round") << ' ' << o->round << ", " << _("board") << ' ' << o->board << ", " << _("game")
                << ' ' << o->game << ": " << tournament::code(*entered) << '\n';
      });
    }};

const cli::CommandRegistrar dismiss_registrar{
    "result dismiss", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "result", _("Enter results"));
      auto* cmd =
          group.add_subcommand("dismiss", _("Turn down the result the players agreed on at the board"));
      auto o = std::make_shared<Options>();
      add_board_options(*cmd, *o);
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        app::ResultService(session).dismiss_proposal(tournament::EventId{o->event}, o->round, o->board,
                                                     o->game);
        ctx.out << _("round") << ' ' << o->round << ", " << _("board") << ' ' << o->board << ": "
                << _("the proposed result was dismissed; resume the clock to play on") << '\n';
      });
    }};

}  // namespace result_proposal_command
