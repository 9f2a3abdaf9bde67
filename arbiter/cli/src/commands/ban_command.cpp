// `shashki ban add|list|remove --event E ...`: the regulations' pairing bans of a Swiss
// (docs/pairing-bans.md): the same club or region until a round, a family for the event.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/pairing_bans.hpp"
#include "shashki/app/player_service.hpp"

#include <nlohmann/json.hpp>

namespace ban_command {

using namespace shashki;
namespace tn = shashki::tournament;

struct AddOptions {
  std::int64_t event = 0;
  std::string ground;
  int until = 0;
  std::vector<int> players;  // starting numbers, a family's two
};

nlohmann::json ban_json(const tn::Tournament& t, const tn::PairingBan& b, int number) {
  nlohmann::json players = nlohmann::json::array();
  if (b.ground == tn::BanGround::family) {
    for (const auto id : {b.first, b.second}) {
      const auto* p = t.player(id);
      players.push_back(p ? nlohmann::json(p->number) : nlohmann::json(nullptr));
    }
  }
  return {{"number", number},
          {"ground", std::string(tn::code(b.ground))},
          {"until_round", b.until_round == 0 ? nlohmann::json(nullptr) : nlohmann::json(b.until_round)},
          {"players", players}};
}

const cli::CommandRegistrar registrar{
    "ban", [](CLI::App& root, cli::Context& ctx) {
      auto& group =
          cli::command_group(root, "ban", _("Players a Swiss keeps apart: same club, region, family"));
      {
        auto* cmd = group.add_subcommand("add", _("Keep players apart in the pairings"));
        auto o = std::make_shared<AddOptions>();
        cmd->add_option("--event", o->event, _("Event id"))->required();
        cmd->add_option("--ground", o->ground, _("same-club, same-region or family"))
            ->required()
            ->check(CLI::IsMember({"same-club", "same-region", "family"}));
        cmd->add_option("--until", o->until,
                        _("The last round they are kept apart (a family: default the whole event)"));
        cmd->add_option("--players", o->players, _("A family's two players (starting numbers)"))
            ->delimiter(',');
        cmd->callback([&ctx, o] {
          auto session = cli::open_session(ctx);
          const tn::EventId event{o->event};
          tn::PairingBan ban;
          ban.ground = *tn::ban_ground_from_code(o->ground);
          ban.until_round = o->until;
          if (ban.ground == tn::BanGround::family) {
            if (o->players.size() != 2)
              throw app::Error(
                  app::ExitCode::usage,
                  tn::Message(N_("a family ban names two players: --players 3,5")).about("players"));
            app::PlayerService players(session);
            ban.first = players.by_number(event, o->players[0]).id;
            ban.second = players.by_number(event, o->players[1]).id;
          } else if (!o->players.empty()) {
            throw app::Error(
                app::ExitCode::usage,
                tn::Message(N_("a club or region ban takes its players from their club or region; "
                               "--players is for a family"))
                    .about("players"));
          }
          (void)app::add_ban(session, event, ban);
          const auto t = app::load_tournament(session, event);
          ctx.out << t.bans.size() << '\n';
        });
      }
      cli::add_list_command(
          group, ctx, _("List the event's bans"),
          [](const tn::Tournament& t) {
            nlohmann::json list = nlohmann::json::array();
            int number = 0;
            for (const auto& b : t.bans) list.push_back(ban_json(t, b, ++number));
            return list;
          },
          [](const nlohmann::json& b) { return b.dump(); });
      {
        auto* cmd = group.add_subcommand("remove", _("Remove a ban"));
        auto event = std::make_shared<std::int64_t>(0);
        auto number = std::make_shared<int>(0);
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--number", *number, _("Its number in `ban list`"))->required();
        cmd->callback([&ctx, event, number] {
          auto session = cli::open_session(ctx);
          const auto removed = app::remove_ban(session, tn::EventId{*event}, *number);
          ctx.out << _("Ban removed") << ": " << tn::code(removed.ground) << '\n';
        });
      }
    }};

}  // namespace ban_command
