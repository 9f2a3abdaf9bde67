// `shashki event list`: one line per event, id first.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/event_service.hpp"

namespace event_list_command {

using namespace shashki;

const cli::CommandRegistrar registrar{
    "event list", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "event", _("Create, list and show events"));
      auto* cmd = group.add_subcommand("list", _("List the events of the database"));
      auto json = std::make_shared<bool>(false);
      cmd->add_flag("--json", *json, _("Print JSON"));
      cmd->callback([&ctx, json] {
        auto session = cli::open_session(ctx, db::Access::read);
        const auto events = app::EventService(session).list();
        if (*json) {
          nlohmann::json list = nlohmann::json::array();
          for (const auto& e : events) {
            list.push_back({{"id", e.id.value},
                            {"name", e.name},
                            {"system", tournament::code(e.system)},
                            {"rounds", e.rounds}});
          }
          cli::print_json(ctx, list);
          return;
        }
        for (const auto& e : events) {
          ctx.out << e.id.value << '\t' << e.name << '\t' << tournament::code(e.system) << ", "
                  << app::translate(tournament::Message::plural("{n} round", "{n} rounds",
                                                                static_cast<unsigned long>(e.rounds)))
                  << ", " << tournament::code(e.discipline) << '\n';
        }
      });
    }};

}  // namespace event_list_command
