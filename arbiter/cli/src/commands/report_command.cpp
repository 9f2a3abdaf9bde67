// `shashki report start-list|pairings|results|standings|crosstable --event E
//  --format html|pdf|csv [--round R] [--alphabetical] --out FILE` (shared docs/cli.md).
#include "command.hpp"

#include "shashki/app/event_reports.hpp"
#include "shashki/app/session.hpp"

namespace {

namespace app = shashki::app;

struct Options {
  std::int64_t event = 0;
  std::string format;
  int round = 0;
  bool alphabetical = false;
  std::string out;
};

const shashki::cli::CommandRegistrar registrar{
    "report", [](CLI::App& root, shashki::cli::Context& ctx) {
      CLI::App& group =
          shashki::cli::command_group(root, "report", _("Write a report of an event as HTML, PDF or CSV"));
      const std::pair<app::ReportKind, const char*> kinds[] = {
          {app::ReportKind::start_list, _("Start list, by starting number (or --alphabetical)")},
          {app::ReportKind::pairings, _("Pairing list of a round, by board (or --alphabetical)")},
          {app::ReportKind::results, _("Results of a round")},
          {app::ReportKind::standings, _("Standings after a round with the tie-breaks")},
          {app::ReportKind::crosstable, _("Crosstable after a round")},
      };
      for (const auto& [kind, description] : kinds) {
        auto* cmd = group.add_subcommand(std::string(app::code(kind)), description);
        auto options = std::make_shared<Options>();
        cmd->add_option("--event", options->event, _("Event id"))->required();
        cmd->add_option("--format", options->format, _("Output format: html, pdf or csv"))
            ->required()
            ->check(CLI::IsMember({"html", "pdf", "csv"}));
        cmd->add_option("--round", options->round, _("The round (default: the last)"));
        cmd->add_flag("--alphabetical", options->alphabetical, _("Sort by name (start list, pairings)"));
        cmd->add_option("--out", options->out, _("Output file"))->required();
        cmd->callback([&ctx, options, kind = kind] {
          app::Session session(ctx.database_path(), "shashki");
          const auto tournament = app::load_tournament(session, shashki::tournament::EventId{options->event});
          app::ReportRequest request;
          request.kind = kind;
          request.format = *app::report_format_from_code(options->format);
          request.round = options->round;
          request.alphabetical = options->alphabetical;
          request.out = options->out;
          request.language = ctx.lang.empty() ? "en" : ctx.lang;
          app::write_event_report(tournament, request);
        });
      }
    }};

}  // namespace
