// `shashki event edit --event E [--tiebreaks LIST] [--tiebreak-edition 2024|2026] [--reason TEXT]`:
// corrects an event's tie-breaks (C.07). Once round 1 is published the players know how ties are
// broken, so a change then needs the judge's reason, kept in the audit log.
// `--board-results confirm|direct` (docs/venue.md, "Results from the board"): whether the
// players' agreed results from the board wait for the arbiter or enter at once.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/load_tournament.hpp"

namespace event_edit_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  std::optional<std::string> tiebreaks;
  std::optional<std::string> edition;
  std::optional<std::string> match_scoring;
  std::optional<std::string> board_results;
  std::optional<std::string> prize_money;
  std::string reason;
};

const cli::CommandRegistrar registrar{
    "event edit", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "event", _("Create, list and show events"));
      auto* cmd = group.add_subcommand("edit", _("Correct an event's tie-breaks"));
      auto options = std::make_shared<Options>();
      cmd->add_option("--event", options->event, _("Event id"))->required();
      cmd->add_option("--tiebreaks", options->tiebreaks, _("Tie-breaks in order, separated by commas"));
      cmd->add_option("--tiebreak-edition", options->edition,
                      _("Edition of FIDE C.07 the tie-breaks follow: 2024 or 2026"))
          ->check(CLI::IsMember({"2024", "2026"}));
      cmd->add_option("--match-scoring", options->match_scoring,
                      _("A team event's primary score: match (match points) or game (game points)"))
          ->check(CLI::IsMember({"match", "game"}));
      cmd->add_option("--board-results", options->board_results,
                      _("The players' agreed results from the board: confirm (they wait for the arbiter) "
                        "or direct (they enter at once)"))
          ->check(CLI::IsMember({"confirm", "direct"}));
      cmd->add_option("--prize-money", options->prize_money,
                      _("Money prizes of players who share a place: apart (the event's order gives each "
                        "his own) or shared (they share it equally)"))
          ->check(CLI::IsMember({"apart", "shared"}));
      cmd->add_option("--reason", options->reason,
                      _("Why the tie-breaks change after round 1 was published (kept in the audit log)"));
      cmd->callback([&ctx, options] {
        const bool ranking = options->tiebreaks || options->edition || options->match_scoring;
        if (!ranking && !options->board_results && !options->prize_money) {
          throw CLI::ValidationError("--tiebreaks", _("say what changes: --tiebreaks, --tiebreak-edition, "
                                                      "--match-scoring, --board-results or --prize-money"));
        }
        // The ranking is changed apart: a refusal of one edit must not leave the other written.
        if (ranking && (options->board_results || options->prize_money)) {
          throw CLI::ValidationError("--tiebreaks", _("change the ranking (--tiebreaks, --tiebreak-edition, "
                                                      "--match-scoring) in a command of its own"));
        }
        auto session = cli::open_session(ctx);
        app::EventService events(session);
        const tournament::EventId id{options->event};
        if (options->board_results || options->prize_money) {
          // Both settings in one edit, written together or not at all.
          auto changed = events.show(id).event;
          if (options->board_results)
            changed.board_results = *tournament::board_results_from_code(*options->board_results);
          if (options->prize_money)
            changed.prize_money = *tournament::prize_money_from_code(*options->prize_money);
          const auto stored =
              events.edit(id, changed, clock::RegulationException::not_confirmed, options->reason);
          if (options->board_results)
            ctx.out << _("results from the board") << ": " << tournament::code(stored.board_results) << '\n';
          if (options->prize_money) {
            ctx.out << _("money prizes of shared places") << ": " << tournament::code(stored.prize_money)
                    << '\n';
          }
          return;
        }
        // A team event ranks teams by its own tie-breaks and primary score (docs/cli.md, "Team events").
        if (const auto t = app::load_tournament(session, id); t.team) {
          std::optional<std::vector<tournament::TeamTiebreak>> tiebreaks;
          if (options->tiebreaks) {
            auto parsed = tournament::team_tiebreaks_from_codes(cli::comma_list(*options->tiebreaks));
            if (!parsed) throw app::Error(app::ExitCode::input, parsed.problem());
            tiebreaks = *parsed;
          }
          std::optional<tournament::PrimaryScore> primary;
          if (options->match_scoring) primary = tournament::primary_score_from_code(*options->match_scoring);
          if (options->edition) {
            auto changed = events.show(id).event;
            changed.tiebreak_edition = *tournament::tiebreak_edition_from_code(*options->edition);
            events.edit(id, changed, clock::RegulationException::not_confirmed, options->reason);
          }
          const auto stored = events.edit_team_ranking(id, tiebreaks, primary, options->reason);
          std::string codes;
          for (const auto tb : app::team_event_tiebreaks(stored))
            codes += (codes.empty() ? "" : ", ") + std::string(tournament::code(tb));
          ctx.out << _("tie-breaks") << ": " << codes << "; " << _("primary score") << ": "
                  << tournament::code(stored.scoring.primary) << '\n';
          return;
        }
        if (options->match_scoring) {
          throw app::Error(app::ExitCode::usage,
                           tournament::Message(N_("--match-scoring applies to team events; "
                                                  "event {event} is an individual event"))
                               .with("event", static_cast<long long>(id.value)));
        }
        auto changed = events.show(id).event;
        if (options->tiebreaks) changed.tiebreaks = cli::tiebreak_list(*options->tiebreaks);
        if (options->edition)
          changed.tiebreak_edition = *tournament::tiebreak_edition_from_code(*options->edition);
        const auto stored =
            events.edit(id, changed, clock::RegulationException::not_confirmed, options->reason);
        ctx.out << _("tie-breaks") << ": " << cli::tiebreak_text(stored.tiebreaks) << " ("
                << _("FIDE C.07, edition") << ' ' << tournament::code(stored.tiebreak_edition) << ")\n";
      });
    }};

}  // namespace event_edit_command
