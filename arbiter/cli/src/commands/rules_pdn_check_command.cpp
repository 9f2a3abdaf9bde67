// `shashki pdn check FILE ...`: replays every game and names the first illegal move of each.
#include "command.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/rulings.hpp"

#include <fmt/format.h>

namespace rules_pdn_check_command {

using namespace shashki;

void run(cli::Context& ctx, const std::vector<std::string>& files) {
  bool all_legal = true;
  int k = 0;
  for (const std::string& file : files) {
    for (const rules::PdnGame& game : app::read_pdn_file(file)) {
      ++k;
      const auto replayed = rules::replay(game);
      if (!replayed)
        throw app::Error(app::ExitCode::input, app::parse_message(replayed.error(), file, "file"));
      if (!replayed->error) {
        ctx.out << fmt::format(
            "{} {}: {} ({})\n", _("game"), k, _("ok"),
            app::translate(tournament::Message::plural(
                "{n} ply", "{n} plies", static_cast<unsigned long>(replayed->record.plies()))));
        continue;
      }
      all_legal = false;
      const rules::ReplayError& e = *replayed->error;
      ctx.out << fmt::format("{} {}: {}:{}: {} '{}' {} {}: {} ({})\n", _("game"), k, file, e.token.line,
                             _("illegal move"), e.written, _("at ply"), e.ply, app::reason(e.violation),
                             rules::clause_of(e.violation));
    }
  }
  if (!all_legal) ctx.exit_code = 1;
}

const cli::CommandRegistrar registrar{
    "pdn check", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "pdn", _("Work with PDN game files"));
      auto* cmd = group.add_subcommand("check", _("Replay every game of PDN files and report illegal moves"));
      auto files = std::make_shared<std::vector<std::string>>();
      cmd->add_option("files", *files, _("PDN files"))->required();
      cmd->callback([&ctx, files] { run(ctx, *files); });
    }};

}  // namespace rules_pdn_check_command
