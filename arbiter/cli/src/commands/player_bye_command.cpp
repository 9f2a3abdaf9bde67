// `shashki player bye --event E --player N --round R --kind half|zero [--cancel]`: a bye a player
// requests, or an absence announced, before the round is paired (C.04.2).
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/bye_service.hpp"
#include "shashki/app/errors.hpp"

namespace player_bye_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int player = 0, round = 0;
  std::string kind;
  bool cancel = false;
};

const cli::CommandRegistrar registrar{
    "player bye", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "player", _("Register, import, withdraw and list players"));
      auto* cmd = group.add_subcommand(
          "bye", _("Record a requested bye or an announced absence before a round is paired (Swiss)"));
      cmd->footer(
          _("half: a half-point bye (TRF H), as many as the event's --half-byes allows; zero: a "
            "zero-point bye or announced absence (TRF Z). The player is left out of the round's "
            "pairing and scores the bye."));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--player", o->player, _("Starting number"))->required();
      cmd->add_option("--round", o->round, _("Round"))->required();
      cmd->add_option("--kind", o->kind, _("half or zero"))->check(CLI::IsMember({"half", "zero"}));
      cmd->add_flag("--cancel", o->cancel, _("Take the request back"));
      cmd->callback([&ctx, o] {
        if (!o->cancel && o->kind.empty()) {
          throw app::Error(app::ExitCode::usage, _("--kind: say half or zero (or --cancel)"));
        }
        auto session = cli::open_session(ctx);
        app::ByeService byes(session);
        const tournament::EventId event{o->event};
        const auto kind =
            o->cancel ? byes.cancel(event, o->round, o->player)
                      : byes.request(event, o->round, o->player, *tournament::bye_kind_from_code(o->kind));
        const char* what =
            kind == tournament::ByeKind::requested_half ? _("half-point bye") : _("zero-point bye");
        ctx.out << _("No.") << ' ' << o->player << ", " << _("round") << ' ' << o->round << ": " << what
                << (o->cancel ? std::string(" - ") + _("taken back") : std::string()) << '\n';
      });
    }};

}  // namespace player_bye_command
