// `shashki prize add|remove|list --event E ...`: the organiser's prize list; `shashki prizes
// --event E [--after-round R] [--json]`: the prizes given out on the standings (docs/prizes.md).
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/prizes.hpp"

#include <nlohmann/json.hpp>

namespace prize_command {

using namespace shashki;
namespace tn = shashki::tournament;

// Money from hundredths: 500000 -> 5000, 26667 -> 266.67.
nlohmann::json money(std::int64_t hundredths) {
  if (hundredths % 100 == 0) return hundredths / 100;
  return static_cast<double>(hundredths) / 100.0;
}

nlohmann::json section_or_null(const tn::Prize& p) {
  return p.section.empty() ? nlohmann::json(nullptr) : nlohmann::json(p.section);
}

struct AddOptions {
  std::int64_t event = 0;
  std::string name, section;
  int place = 0;
  std::int64_t value = 0;
};

const cli::CommandRegistrar registrar{
    "prize", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "prize", _("The event's prize list"));
      {
        auto* cmd = group.add_subcommand("add", _("Add a prize for a place in the event or in a section"));
        auto o = std::make_shared<AddOptions>();
        cmd->add_option("--event", o->event, _("Event id"))->required();
        cmd->add_option("--name", o->name, _("The prize's name, as the prize list prints it"))->required();
        cmd->add_option("--place", o->place, _("The place it is for, from 1"))->required();
        cmd->add_option("--section", o->section,
                        _("The section whose place it is (default: the whole event)"));
        cmd->add_option("--value", o->value, _("Its money in whole units (default 0: a cup or a diploma)"));
        cmd->callback([&ctx, o] {
          auto session = cli::open_session(ctx);
          (void)app::add_prize(session, tn::EventId{o->event},
                               tn::Prize{o->name, o->place, o->section, o->value});
          ctx.out << app::load_tournament(session, tn::EventId{o->event}).prizes.size() << '\n';
        });
      }
      {
        auto* cmd = group.add_subcommand("remove", _("Remove a prize from the list"));
        auto event = std::make_shared<std::int64_t>(0);
        auto number = std::make_shared<int>(0);
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--number", *number, _("Its number in `prize list`"))->required();
        cmd->callback([&ctx, event, number] {
          auto session = cli::open_session(ctx);
          const auto removed = app::remove_prize(session, tn::EventId{*event}, *number);
          ctx.out << _("Prize removed") << ": " << removed.name << '\n';
        });
      }
      cli::add_list_command(
          group, ctx, _("List the prizes as the organiser gave them"),
          [](const tn::Tournament& t) {
            nlohmann::json list = nlohmann::json::array();
            int number = 0;
            for (const auto& p : t.prizes) {
              list.push_back({{"number", ++number},
                              {"name", p.name},
                              {"section", section_or_null(p)},
                              {"place", p.place},
                              {"value", p.value}});
            }
            return list;
          },
          [](const nlohmann::json& p) {
            return std::to_string(p["number"].get<int>()) + "  " + p["name"].get<std::string>() + "  " +
                   (p["section"].is_null() ? std::string(_("the event")) : p["section"].get<std::string>()) +
                   "  " + std::to_string(p["place"].get<int>()) + "  " +
                   std::to_string(p["value"].get<std::int64_t>());
          });
    }};

const cli::CommandRegistrar prizes_registrar{
    "prizes", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = root.add_subcommand("prizes", _("Give out the prizes on the standings: one per player"));
      auto event = std::make_shared<std::int64_t>(0);
      auto after_round = std::make_shared<int>(0);
      auto json = std::make_shared<bool>(false);
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_option("--after-round", *after_round,
                      _("On the standings after this round (default: the last)"));
      cmd->add_flag("--json", *json, _("Print JSON"));
      cmd->callback([&ctx, event, after_round, json] {
        auto session = cli::open_session(ctx, db::Access::read);
        const auto t = app::load_tournament(session, tn::EventId{*event});
        const auto awards = app::event_prizes(t, *after_round);
        nlohmann::json list = nlohmann::json::array();
        for (const auto& a : awards) {
          const auto& p = t.prizes[a.prize];
          list.push_back(
              {{"name", p.name},
               {"section", section_or_null(p)},
               {"place", p.place},
               {"player", a.player ? nlohmann::json(t.players[*a.player].number) : nlohmann::json(nullptr)},
               {"value", money(a.hundredths)},
               {"shared", a.shared}});
        }
        if (*json) {
          cli::print_json(ctx, list);
          return;
        }
        for (const auto& a : awards) {
          const auto& p = t.prizes[a.prize];
          ctx.out << p.name << "  ";
          if (a.player) {
            ctx.out << t.players[*a.player].number << ' ' << t.players[*a.player].name;
          } else {
            ctx.out << _("not given: nobody is left for it");
          }
          if (a.hundredths > 0) ctx.out << "  " << tn::money_text(a.hundredths);
          if (a.shared) ctx.out << " (" << _("shared") << ')';
          ctx.out << '\n';
        }
      });
    }};

}  // namespace prize_command
