// `shashki event show --event E [--json]`: the event's settings and progress. The text names the
// system and discipline in the reader's language; --json keeps the codes of docs/cli.md.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/event_service.hpp"
#include "shashki/tournament/calendar.hpp"

namespace event_show_command {

using namespace shashki;

// The panel as `event show --json` gives it: role and category codes, a category not stated as null.
nlohmann::json officials_json(const std::vector<tournament::Official>& officials) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& o : officials) {
    list.push_back({{"role", tournament::code(o.role)},
                    {"name", o.name},
                    {"category", o.category == tournament::JudgeCategory::none
                                     ? nlohmann::json(nullptr)
                                     : nlohmann::json(tournament::code(o.category))}});
  }
  return list;
}

const cli::CommandRegistrar registrar{
    "event show", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "event", _("Create, list and show events"));
      auto* cmd = group.add_subcommand("show", _("Show an event"));
      auto event = std::make_shared<std::int64_t>(0);
      auto json = std::make_shared<bool>(false);
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_flag("--json", *json, _("Print JSON"));
      cmd->callback([&ctx, event, json] {
        auto session = cli::open_session(ctx, db::Access::read);
        const auto overview = app::EventService(session).show(tournament::EventId{*event});
        const auto& e = overview.event;
        const auto date = [](const auto& d) {
          return d ? nlohmann::json(tournament::format_iso_date(*d)) : nlohmann::json(nullptr);
        };
        if (*json) {
          cli::print_json(ctx, {{"id", e.id.value},
                                {"name", e.name},
                                {"system", tournament::code(e.system)},
                                {"rounds", e.rounds},
                                {"discipline", tournament::code(e.discipline)},
                                {"control", e.time_control},
                                {"regulations_differ", overview.regulations_differ},
                                {"micro_match", e.micro_match},
                                {"match_scoring", tournament::code(e.match_scoring)},
                                {"scoring", tournament::code(e.scale)},
                                {"tiebreaks", tournament::tiebreak_codes(e.tiebreaks)},
                                {"tiebreak_edition", tournament::code(e.tiebreak_edition)},
                                {"opening_table", e.opening_table},
                                {"current_round", overview.current_round},
                                {"players", overview.players},
                                {"venue", e.venue},
                                {"chief_arbiter", e.chief_arbiter},
                                {"arbiters", e.arbiters},
                                {"start_date", date(e.start_date)},
                                {"end_date", date(e.end_date)},
                                {"rule_edition", e.rule_edition},
                                {"half_byes", e.half_byes},
                                {"officials", officials_json(overview.officials)}});
          return;
        }
        ctx.out << e.name << '\n'
                << _("system") << ": " << _(tournament::name(e.system)) << ", "
                << app::translate(tournament::Message::plural("{n} round", "{n} rounds",
                                                              static_cast<unsigned long>(e.rounds)))
                << '\n'
                << _("discipline") << ": " << _(tournament::name(e.discipline))
                << (e.time_control.empty() ? "" : " " + e.time_control)
                << (overview.regulations_differ
                        ? std::string(" (") + _("set by the regulations, 6.1.9.4") + ")"
                        : std::string())
                << '\n'
                << _("scoring") << ": " << tournament::code(e.scale)
                << (e.micro_match ? std::string(", ") + _("micro-matches") + " (" +
                                        _(tournament::name(e.match_scoring)) + ")"
                                  : "")
                << '\n'
                << _("tie-breaks") << ": " << cli::tiebreak_text(e.tiebreaks) << " ("
                << _("FIDE C.07, edition") << ' ' << tournament::code(e.tiebreak_edition) << ")\n"
                << _("players") << ": " << overview.players << '\n'
                << _("current round") << ": " << overview.current_round << '\n';
        for (const auto& o : overview.officials) {
          ctx.out << _(tournament::name(o.role)) << ": " << o.name;
          if (o.category != tournament::JudgeCategory::none)
            ctx.out << " (" << _(tournament::abbreviation(o.category)) << ')';
          ctx.out << '\n';
        }
      });
    }};

}  // namespace event_show_command
