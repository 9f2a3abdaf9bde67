// `shashki event official --event E --role chief-judge|chief-secretary|deputy --name NAME
// [--category VK|1K|2K|3K|YS] [--remove]`: the event's judges' panel, entered once for every
// document (docs/documents.md, "Officials"; docs/cli.md).
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/officials.hpp"

namespace event_official_command {

using namespace shashki;
namespace tn = shashki::tournament;

struct Options {
  std::int64_t event = 0;
  std::string role, name, category;
  bool remove = false;
};

const cli::CommandRegistrar registrar{
    "event official", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "event", _("Create, list and show events"));
      auto* cmd = group.add_subcommand(
          "official", _("Appoint an official of the event (or --remove one): the documents print the panel"));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--role", o->role, _("chief-judge, chief-secretary or deputy"))
          ->required()
          ->check(CLI::IsMember({"chief-judge", "chief-secretary", "deputy"}));
      cmd->add_option("--name", o->name, _("The official's name as the documents print it"))->required();
      cmd->add_option("--category", o->category, _("The judge's category: VK, 1K, 2K, 3K or YS"));
      cmd->add_flag("--remove", o->remove, _("Remove this official from the panel"));
      cmd->callback([&ctx, o] {
        const tn::OfficialRole role = *tn::official_role_from_code(o->role);
        const auto category = tn::judge_category_from_code(o->category);
        if (!category) {
          throw app::Error(app::ExitCode::input,
                           tn::Message(N_("'{text}' is not a judge's category (VK, 1K, 2K, 3K or YS)"))
                               .with("text", o->category)
                               .about("category"));
        }
        if (o->remove && !o->category.empty()) {
          throw app::Error(app::ExitCode::usage,
                           tn::Message(N_("--remove takes the role and the name only")).about("category"));
        }
        auto session = cli::open_session(ctx);
        const tn::EventId event{o->event};
        const auto panel =
            o->remove ? app::dismiss_official(session, event, role, o->name)
                      : app::appoint_official(session, event, tn::Official{role, o->name, *category});
        ctx.out << panel.officials.size() << '\n';
      });
    }};

}  // namespace event_official_command
