// `shashki trf export --event E --out FILE` and `shashki trf import FILE`.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/trf_service.hpp"

namespace trf_command {

using namespace shashki;

const cli::CommandRegistrar export_registrar{
    "trf export", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "trf", _("Export and import FIDE TRF files"));
      auto* cmd = group.add_subcommand("export", _("Write an event as a TRF file"));
      auto event = std::make_shared<std::int64_t>(0);
      auto out = std::make_shared<std::string>();
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_option("--out", *out, _("Output file"))->required();
      cmd->callback([&ctx, event, out] {
        auto session = cli::open_session(ctx);
        app::TrfService(session).export_event(tournament::EventId{*event}, *out);
      });
    }};

const cli::CommandRegistrar import_registrar{
    "trf import", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "trf", _("Export and import FIDE TRF files"));
      auto* cmd = group.add_subcommand("import", _("Create an event from a TRF file"));
      auto file = std::make_shared<std::string>();
      cmd->add_option("file", *file, _("TRF file"))->required();
      cmd->callback([&ctx, file] {
        auto session = cli::open_session(ctx);
        ctx.out << app::TrfService(session).import_file(*file).value << '\n';
      });
    }};

}  // namespace trf_command
