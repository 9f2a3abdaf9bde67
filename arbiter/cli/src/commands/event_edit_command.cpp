// `shashki event edit --event E [--tiebreaks LIST] [--tiebreak-edition 2024|2026] [--reason TEXT]`:
// corrects an event's tie-breaks (C.07). Once round 1 is published the players know how ties are
// broken, so a change then needs the judge's reason, kept in the audit log.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/event_service.hpp"

namespace event_edit_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  std::optional<std::string> tiebreaks;
  std::optional<std::string> edition;
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
      cmd->add_option("--reason", options->reason,
                      _("Why the tie-breaks change after round 1 was published (kept in the audit log)"));
      cmd->callback([&ctx, options] {
        if (!options->tiebreaks && !options->edition) {
          throw CLI::ValidationError("--tiebreaks", _("say what changes: --tiebreaks or --tiebreak-edition"));
        }
        auto session = cli::open_session(ctx);
        app::EventService events(session);
        const tournament::EventId id{options->event};
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
