// `shashki clock flag --event E --round R --board B [--game N] [--json]`: the result proposed
// for a board whose flag fell (6.1.10.5), with the endgame databases' verdict on the position
// where it fell; the judge confirms or changes it (`result set`).
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/clock_service.hpp"
#include "shashki/app/endgame_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/clock/boot_time_source.hpp"

namespace clock_flag_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0, board = 0, game = 1;
  bool json = false;
};

const cli::CommandRegistrar registrar{
    "clock flag", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "clock", _("Game clocks"));
      auto* cmd = group.add_subcommand("flag", _("Show the result proposed for a fallen flag"));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("Round"))->required();
      cmd->add_option("--board", o->board, _("Board"))->required();
      cmd->add_option("--game", o->game, _("Game of a micro-match: 1 or 2"))->check(CLI::Range(1, 2));
      cmd->add_flag("--json", o->json, _("Print JSON"));
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx, db::Access::read);
        const clock::BootTimeSource time;
        const app::ClockService clocks(session, time, tournament::EventId{o->event}, o->round, o->game);
        const auto p = clocks.flag_proposal(o->board);
        if (!p) {
          throw app::Error(app::ExitCode::refused,
                           app::Message(N_("the flag of board {board} has not fallen"))
                               .with("board", o->board)
                               .about("board"));
        }
        if (o->json) {
          cli::print_json(
              ctx, {{"board", p->board},
                    {"flagged", p->flagged == clock::Side::white ? "white" : "black"},
                    {"move", p->move},
                    {"result", tournament::code(p->result)},
                    {"judge_must_decide", p->judge_must_decide},
                    {"explanation", p->explanation},
                    {"endgame", p->endgame ? app::endgame_json(*p->endgame) : nlohmann::json(nullptr)}});
          return;
        }
        ctx.out << p->explanation << '\n';
      });
    }};

}  // namespace clock_flag_command
