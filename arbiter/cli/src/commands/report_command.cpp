// `shashki report start-list|pairings|results|standings|crosstable|board-prizes|prizes|protocol|
//  round-protocol|judges-report|certificates|place-cards|badges --event E
//  --format html|pdf|csv [--round R] [--alphabetical] --out FILE` (docs/cli.md);
//  `report pairings` also takes `--qr-base-url URL` (docs/venue-tokens.md), `report
//  board-prizes` (team events) `--min-games N`. A team event gets the team documents.
#include "command.hpp"

#include "shashki/app/event_reports.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/session.hpp"
#include "shashki/app/venue_tokens.hpp"
#include "shashki/db/database.hpp"

namespace report_command {

namespace app = shashki::app;

struct Options {
  std::int64_t event = 0;
  std::string format;
  int round = 0;
  bool alphabetical = false;
  std::string out;
  std::string qr_base_url;
  std::optional<int> min_games;
  std::string section;
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
          {app::ReportKind::board_prizes,
           _("Individual board prizes of a team event after a round, by percentage on each board")},
          {app::ReportKind::prizes, _("The prize list: each prize and who receives it (docs/prizes.md)")},
          {app::ReportKind::protocol, _("The final protocol, signed by the judges (or of a --section)")},
          {app::ReportKind::round_protocol, _("The protocol of a round: its boards and results, signed")},
          {app::ReportKind::judges_report,
           _("The chief judge's report: participants, ranks earned, withdrawals, appeals and rulings")},
          {app::ReportKind::certificates, _("A certificate for each player who earned or confirmed a rank")},
          {app::ReportKind::place_cards,
           _("Place cards for the tables of a round, two to a sheet, with cut marks")},
          {app::ReportKind::badges, _("Name badges for the players and officials, eight to a sheet")},
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
        if (kind == app::ReportKind::pairings) {
          cmd->add_option("--qr-base-url", options->qr_base_url,
                          _("Print each board's clock page address as a QR code under this venue server "
                            "address, e.g. http://192.168.1.10:8080; boards without one get it"));
        }
        if (kind == app::ReportKind::standings || kind == app::ReportKind::protocol ||
            kind == app::ReportKind::certificates) {
          cmd->add_option("--section", options->section, _("Rank this section's players among themselves"));
        }
        if (kind == app::ReportKind::board_prizes) {
          cmd->add_option(
              "--min-games", options->min_games,
              _("The fewest games on a board to be ranked (default: half the rounds, rounded up)"));
        }
        cmd->callback([&ctx, options, kind = kind] {
          // QR codes may issue the tokens a round lacks, which writes; a plain report only reads,
          // so it works while the console holds the database.
          const bool qr = !options->qr_base_url.empty();
          app::Session session(ctx.database_path(), "shashki",
                               qr ? shashki::db::Access::write : shashki::db::Access::read);
          const shashki::tournament::EventId event{options->event};
          app::ReportRequest request;
          if (qr) {
            request.board_qr = app::VenueTokens(session, app::system_random_bytes())
                                   .board_urls(event, options->round, options->qr_base_url, "qr_base_url");
          }
          const auto tournament = app::load_tournament(session, event);
          request.kind = kind;
          if (kind == app::ReportKind::judges_report)
            request.record = app::arbiter_record(session, tournament);
          request.format = *app::report_format_from_code(options->format);
          request.round = options->round;
          request.section = options->section;
          request.alphabetical = options->alphabetical;
          request.min_games = options->min_games;
          request.out = options->out;
          request.language = ctx.lang.empty() ? "en" : ctx.lang;
          app::write_event_report(tournament, request);
        });
      }
    }};

}  // namespace report_command
