// `shashki player rank --event E` and `shashki player move --event E (--player N | --player-id ID) --to M
// [--reason TEXT]` (additions to the contract): a Swiss's initial ranking (C.04.2), made again or
// corrected by hand before round 1 is paired.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/player_service.hpp"

namespace player_rank_command {

using namespace shashki;

struct MoveOptions {
  std::int64_t event = 0;
  cli::PlayerOption player;
  int to = 0;
  std::string reason;
};

void print_order(cli::Context& ctx, const std::vector<tournament::Player>& players) {
  for (const auto& p : players) cli::print_numbered(ctx, p);
}

const cli::CommandRegistrar rank_registrar{
    "player rank", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "player", _("Register, import, withdraw and list players"));
      auto* cmd = group.add_subcommand(
          "rank", _("Number a Swiss's players by rating, title, then name (C.04.2), before round 1"));
      auto event = std::make_shared<std::int64_t>(0);
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->callback([&ctx, event] {
        auto session = cli::open_session(ctx);
        print_order(ctx, app::PlayerService(session).rank(tournament::EventId{*event}));
      });
    }};

const cli::CommandRegistrar move_registrar{
    "player move", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "player", _("Register, import, withdraw and list players"));
      auto* cmd = group.add_subcommand(
          "move",
          _("Correct a Swiss's initial ranking by hand before round 1: give a player another number"));
      auto o = std::make_shared<MoveOptions>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cli::add_player_option(*cmd, o->player);
      cmd->add_option("--to", o->to, _("The player's new starting number"))->required();
      cmd->add_option("--reason", o->reason, _("Why, for the audit log"));
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        const tournament::EventId id{o->event};
        print_order(ctx, app::PlayerService(session).move(id, cli::resolve_player(session, id, o->player),
                                                          o->to, o->reason));
      });
    }};

}  // namespace player_rank_command
