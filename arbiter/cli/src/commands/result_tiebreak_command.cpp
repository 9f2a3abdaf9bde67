// `shashki result tiebreak --event E --round R --board B --stage rapid|lightning|deciding RESULT`.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/event_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/tournament/knockout_match.hpp"

namespace result_tiebreak_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0, board = 0, number = 0;
  std::string stage, result;
  std::string correction;  // the reason, when a tie-break game already entered is corrected
};

const cli::CommandRegistrar registrar{
    "result tiebreak", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "result", _("Enter results"));
      auto* cmd = group.add_subcommand("tiebreak", _("Record a tie-break game of a level knockout match"));
      cmd->footer(
          _("A knockout match whose regular games end level is decided by tie-break games as the "
            "regulations set them: a rapid match, lightning matches, a deciding game. Each is entered "
            "in the order played; colours keep alternating after the regular games, and the result "
            "is written from that game's White. A stage decides once both players had White in it "
            "equally often and one scored more; a deciding game decides when it is won."));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("Round"))->required();
      cmd->add_option("--board", o->board, _("Board"))->required();
      cmd->add_option("--stage", o->stage, _("Tie-break stage: rapid, lightning or deciding"))->required();
      cmd->add_option(
          "--number", o->number,
          _("Tie-break game to correct (1 = the first after the regular games); default: the next"));
      cmd->add_option("--correct", o->correction,
                      _("Correct a tie-break game already entered; the reason is kept in the audit log"));
      cmd->add_option("result", o->result,
                      _("From the game's White: 1-0, 0-1, =, 1/2-1/2, 2-0, 1-1, 0-2, +/-, -/+ or -/-"))
          ->required();
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        const tournament::EventId event{o->event};
        const auto board = app::ResultService(session).set_tiebreak(event, o->round, o->board, o->stage,
                                                                    o->result, o->number, o->correction);
        const auto number = o->number == 0 ? board.tiebreaks.size() : static_cast<std::size_t>(o->number);
        const auto& game = board.tiebreaks[number - 1];
        const auto state =
            tournament::knockout_state(board, app::EventService(session).show(event).event.scoring());
        ctx.out << _("round") << ' ' << o->round << ", " << _("board") << ' ' << o->board << ", "
                << _("tie-break game") << ' ' << number << " (" << tournament::code(game.stage)
                << "): " << tournament::code(game.result) << "; "
                << (state == tournament::MatchState::decided ? _("the match is decided")
                                                             : _("the match is still level"))
                << '\n';
      });
    }};

}  // namespace result_tiebreak_command
