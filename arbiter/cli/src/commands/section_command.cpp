// `shashki section add|list|remove --event E ...`: the sections of an event, ranked separately
// (docs/sections.md); `standings --section` and `norms --section` rank one of them.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/sections.hpp"
#include "shashki/tournament/calendar.hpp"

#include <nlohmann/json.hpp>

namespace section_command {

using namespace shashki;
namespace tn = shashki::tournament;

struct AddOptions {
  std::int64_t event = 0;
  std::string name, sex;
  std::optional<int> born_from, born_to, under;
  std::vector<int> players;  // starting numbers
};

// The year the event is held in, for "under N": its start date's, else its end date's.
int event_year(const tn::Event& event) {
  const auto date = event.start_date ? event.start_date : event.end_date;
  if (!date) {
    throw app::Error(
        app::ExitCode::input,
        tn::Message(N_("an age group counts the age on 31 December of the event's year; give the "
                       "event a start date first, or the years of birth instead"))
            .about("under"));
  }
  return static_cast<int>(date->year());
}

tn::Section section_of(app::Session& session, const AddOptions& o) {
  tn::Section s;
  s.name = o.name;
  s.sex = cli::sex_option(o.sex);
  s.born_from = o.born_from;
  s.born_to = o.born_to;
  if (o.under) {
    const auto t = app::load_tournament(session, tn::EventId{o.event});
    s.born_from = tn::born_from_for_under(event_year(t.event), *o.under);
  }
  app::PlayerService players(session);
  for (const int number : o.players) s.players.push_back(players.by_number(tn::EventId{o.event}, number).id);
  return s;
}

nlohmann::json section_json(const tn::Tournament& t, const tn::Section& s) {
  nlohmann::json players = nlohmann::json::array();
  for (const std::size_t p : tn::section_members(s, t)) players.push_back(t.players[p].number);
  return {{"name", s.name},
          {"sex", s.sex == tn::Sex::unknown ? nlohmann::json(nullptr) : nlohmann::json(tn::code(s.sex))},
          {"born_from", s.born_from ? nlohmann::json(*s.born_from) : nlohmann::json(nullptr)},
          {"born_to", s.born_to ? nlohmann::json(*s.born_to) : nlohmann::json(nullptr)},
          {"listed", !s.players.empty()},
          {"players", players}};
}

const cli::CommandRegistrar registrar{
    "section", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "section", _("Sections of an event, ranked separately"));
      {
        auto* cmd =
            group.add_subcommand("add", _("Add a section: by sex and years of birth, or a list of players"));
        auto o = std::make_shared<AddOptions>();
        cmd->add_option("--event", o->event, _("Event id"))->required();
        cmd->add_option("--name", o->name, _("The section's name, as the documents print it"))->required();
        auto* sex = cmd->add_option("--sex", o->sex, _("Only boys (m) or only girls (f)"));
        auto* from = cmd->add_option("--born-from", o->born_from, _("Earliest year of birth"));
        auto* to = cmd->add_option("--born-to", o->born_to, _("Latest year of birth"));
        auto* under = cmd->add_option("--under", o->under,
                                      _("An age group: under this age on 31 December of the event's year"));
        auto* players =
            cmd->add_option("--players", o->players, _("The section's players instead (starting numbers)"))
                ->delimiter(',');
        under->excludes(from);
        players->excludes(sex)->excludes(from)->excludes(to)->excludes(under);
        cmd->callback([&ctx, o] {
          auto session = cli::open_session(ctx);
          const auto added = app::add_section(session, tn::EventId{o->event}, section_of(session, *o));
          const auto t = app::load_tournament(session, tn::EventId{o->event});
          const auto members = tn::section_members(added, t);
          ctx.out << added.name << ": "
                  << app::translate(tn::Message::plural("{n} player", "{n} players",
                                                        static_cast<unsigned long>(members.size())))
                  << '\n';
        });
      }
      cli::add_list_command(
          group, ctx, _("List the sections and their players"),
          [](const tn::Tournament& t) {
            nlohmann::json list = nlohmann::json::array();
            for (const auto& s : t.sections) list.push_back(section_json(t, s));
            return list;
          },
          [](const nlohmann::json& s) {
            std::string line = s["name"].get<std::string>() + ':';
            for (const auto& number : s["players"]) line += ' ' + std::to_string(number.get<int>());
            return line;
          });
      {
        auto* cmd = group.add_subcommand("remove", _("Remove a section; its players stay in the event"));
        auto event = std::make_shared<std::int64_t>(0);
        auto name = std::make_shared<std::string>();
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--name", *name, _("The section's name"))->required();
        cmd->callback([&ctx, event, name] {
          auto session = cli::open_session(ctx);
          (void)app::remove_section(session, tn::EventId{*event}, *name);
          ctx.out << _("Section removed") << ": " << *name << '\n';
        });
      }
    }};

}  // namespace section_command
