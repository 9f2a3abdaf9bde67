// `shashki register import|search|show|ranks`: the player register shared by every event of the
// database (docs/register.md); `player add --register ID` registers a player from it.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/register_service.hpp"
#include "shashki/tournament/calendar.hpp"

#include <nlohmann/json.hpp>

namespace register_command {

using namespace shashki;
namespace tn = shashki::tournament;

nlohmann::json text_or_null(const std::string& text) {
  return text.empty() ? nlohmann::json(nullptr) : nlohmann::json(text);
}

// `register search --json` element and the head of `register show --json`.
nlohmann::json entry_json(const tn::RegisterEntry& e) {
  return {{"id", e.id.value},
          {"name", e.name},
          {"birth", e.birth ? nlohmann::json(tn::format_iso_date(*e.birth)) : nlohmann::json(nullptr)},
          {"birth_year", e.birth_year ? nlohmann::json(*e.birth_year) : nlohmann::json(nullptr)},
          {"sex", e.sex == tn::Sex::unknown ? nlohmann::json(nullptr) : nlohmann::json(tn::code(e.sex))},
          {"title", tn::code(e.title)},
          {"club", e.club},
          {"city", e.city},
          {"region", e.region},
          {"coach", e.coach},
          {"federation", e.federation},
          {"federation_id", text_or_null(e.federation_id)}};
}

// One line of a search: the id first (what --register takes), then what tells two namesakes apart.
std::string entry_line(const tn::RegisterEntry& e) {
  std::string line = std::to_string(e.id.value) + '\t' + e.name;
  line += '\t' + (e.birth_year ? std::to_string(*e.birth_year) : std::string("-"));
  line += '\t' + (e.title == tn::Title::none ? std::string("-") : std::string(tn::code(e.title)));
  for (const auto* text : {&e.club, &e.city}) line += '\t' + (text->empty() ? std::string("-") : *text);
  return line;
}

// Half-points as the standings print them: 6.5.
nlohmann::json points_json(tn::Points points) {
  if (points.half_points() % 2 == 0) return points.half_points() / 2;
  return static_cast<double>(points.half_points()) / 2.0;
}

nlohmann::json title_or_null(const std::optional<tn::Title>& title) {
  return title ? nlohmann::json(tn::code(*title)) : nlohmann::json(nullptr);
}

nlohmann::json rank_json(const app::RegisterRankRow& r) {
  return {{"number", r.number},
          {"name", r.name},
          {"entry", r.change.entry.value},
          {"held", tn::code(r.change.held)},
          {"earned", tn::code(r.change.earned)},
          {"outcome", tn::code(r.change.outcome)}};
}

std::string outcome_text(tn::RankWriteBack outcome) {
  switch (outcome) {
    case tn::RankWriteBack::raise:
      return _("raise");
    case tn::RankWriteBack::confirmed:
      return _("confirmed, no change");
    case tn::RankWriteBack::keep:
      break;
  }
  return _("the register holds a higher rank, no change");
}

std::string title_text(tn::Title title) {
  return title == tn::Title::none ? std::string("-") : std::string(tn::code(title));
}

struct ImportOptions {
  std::string file, columns;
};

struct SearchOptions {
  std::string text;
  int limit = 20;
  bool json = false;
};

struct RanksOptions {
  std::int64_t event = 0;
  std::string section;
  bool apply = false;
  bool json = false;
};

const cli::CommandRegistrar registrar{
    "register", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "register",
                                       _("The player register shared by every event of the database"));
      {
        auto* cmd = group.add_subcommand("import", _("Import the federation's list of players (CSV)"));
        auto o = std::make_shared<ImportOptions>();
        cmd->add_option("file", o->file, _("The CSV file, with a header row"))->required();
        cmd->add_option("--columns", o->columns,
                        _("Columns mapped by hand, FIELD=HEADER separated by commas (name=ФИО,birth=Год)"));
        cmd->callback([&ctx, o] {
          auto session = cli::open_session(ctx);
          const auto report = app::RegisterService(session).import_csv(o->file, o->columns);
          ctx.out << app::translate(tn::Message(N_("{entries} entries imported: {added} new, {updated} "
                                                   "updated, {unchanged} unchanged"))
                                        .with("entries", report.entries)
                                        .with("added", report.added)
                                        .with("updated", report.updated)
                                        .with("unchanged", report.unchanged))
                  << '\n';
          for (const auto& [field, header] : report.used)
            ctx.out << "  " << field << " <- " << header << '\n';
          if (!report.ignored.empty()) {
            ctx.out << _("Columns left out:");
            for (const auto& header : report.ignored) ctx.out << ' ' << header;
            ctx.out << '\n';
          }
        });
      }
      {
        auto* cmd =
            group.add_subcommand("search", _("Find players of the register by name, year of birth, club"));
        auto o = std::make_shared<SearchOptions>();
        cmd->add_option("text", o->text, _("The start of a word of the name, club or city; a year of birth"))
            ->required();
        cmd->add_option("--limit", o->limit, _("At most this many entries (default 20)"));
        cmd->add_flag("--json", o->json, _("Print JSON"));
        cmd->callback([&ctx, o] {
          auto session = cli::open_session(ctx, db::Access::read);
          const auto found = app::RegisterService(session).search(o->text, o->limit);
          if (o->json) {
            nlohmann::json list = nlohmann::json::array();
            for (const auto& e : found) list.push_back(entry_json(e));
            cli::print_json(ctx, list);
            return;
          }
          for (const auto& e : found) ctx.out << entry_line(e) << '\n';
        });
      }
      {
        auto* cmd = group.add_subcommand("show", _("Show an entry of the register and its events"));
        auto id = std::make_shared<std::int64_t>(0);
        auto json = std::make_shared<bool>(false);
        cmd->add_option("id", *id, _("The entry's id, as the search shows it first"))->required();
        cmd->add_flag("--json", *json, _("Print JSON"));
        cmd->callback([&ctx, id, json] {
          auto session = cli::open_session(ctx, db::Access::read);
          app::RegisterService service(session);
          const auto e = service.entry(tn::RegisterId{*id});
          const auto history = service.history(tn::RegisterId{*id});
          if (*json) {
            auto doc = entry_json(e);
            doc["events"] = nlohmann::json::array();
            for (const auto& h : history) {
              doc["events"].push_back(
                  {{"event", h.event.value},
                   {"name", h.event_name},
                   {"start_date", h.start_date ? nlohmann::json(tn::format_iso_date(*h.start_date))
                                               : nlohmann::json(nullptr)},
                   {"number", h.number},
                   {"rounds", h.rounds},
                   {"points", points_json(h.points)},
                   {"place", h.place == 0 ? nlohmann::json(nullptr) : nlohmann::json(h.place)},
                   {"shared", h.shared},
                   {"earned", title_or_null(h.earned)}});
            }
            cli::print_json(ctx, doc);
            return;
          }
          ctx.out << entry_line(e) << '\n';
          for (const auto& h : history) {
            ctx.out << "  " << h.event.value << '\t' << h.event_name << '\t'
                    << (h.start_date ? tn::format_iso_date(*h.start_date) : std::string("-")) << '\t'
                    << points_json(h.points).dump() << '\t'
                    << (h.place == 0 ? std::string("-") : std::to_string(h.place) + (h.shared ? "=" : ""))
                    << '\t' << (h.earned ? title_text(*h.earned) : std::string("-")) << '\n';
          }
        });
      }
      {
        auto* cmd = group.add_subcommand(
            "ranks", _("List the ranks an event's players earned for the register; --apply writes them"));
        auto o = std::make_shared<RanksOptions>();
        cmd->add_option("--event", o->event, _("Event id"))->required();
        cmd->add_option("--section", o->section,
                        _("The ranks of this section, where ranks are counted per section"));
        cmd->add_flag("--apply", o->apply,
                      _("Write the raised ranks into the register (the judge confirms the list)"));
        cmd->add_flag("--json", o->json, _("Print JSON"));
        cmd->callback([&ctx, o] {
          auto session = cli::open_session(ctx, o->apply ? db::Access::write : db::Access::read);
          app::RegisterService service(session);
          const tn::EventId event{o->event};
          const auto rows =
              o->apply ? service.apply_ranks(event, o->section) : service.ranks(event, o->section);
          if (o->json) {
            nlohmann::json list = nlohmann::json::array();
            for (const auto& r : rows) list.push_back(rank_json(r));
            cli::print_json(ctx, {{"applied", o->apply}, {"players", list}});
            return;
          }
          for (const auto& r : rows) {
            ctx.out << r.number << '\t' << r.name << '\t' << title_text(r.change.held) << " -> "
                    << title_text(r.change.earned) << '\t' << outcome_text(r.change.outcome) << '\n';
          }
          const auto raised = std::count_if(rows.begin(), rows.end(), [](const app::RegisterRankRow& r) {
            return r.change.outcome == tn::RankWriteBack::raise;
          });
          if (o->apply) {
            ctx.out << app::translate(tn::Message::plural(N_("{n} rank written into the register"),
                                                          N_("{n} ranks written into the register"),
                                                          static_cast<unsigned long>(raised)))
                    << '\n';
          } else if (raised > 0) {
            ctx.out << _("Nothing written; run again with --apply to write these ranks into the register")
                    << '\n';
          }
        });
      }
    }};

}  // namespace register_command
