// `shashki norms --event E [--section NAME] [--after-round R] [--json]`: each player's sports-rank norm by
// the event's table (docs/norms.md); `shashki norms table [--event E] --out FILE.csv` writes the table in
// force, `norms table --event E --in FILE.csv` loads one into the event (docs/cli.md).
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/norms.hpp"
#include "shashki/app/sections.hpp"
#include "shashki/tournament/tiebreak_value.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace norms_command {

using namespace shashki;
namespace tn = shashki::tournament;

// Hundredths as a number with two decimals at most: 305 -> 3.05.
double hundredths(int value) {
  return static_cast<double>(value) / 100.0;
}

// The shape of docs/cli.md, and each player's counted games for the calculation by hand.
nlohmann::json to_json(const tn::Tournament& t, const tn::NormReport& report) {
  nlohmann::json open = nlohmann::json::array();
  for (const auto target : report.open) open.push_back(tn::norm_code(target));
  nlohmann::json players = nlohmann::json::array();
  for (const auto& p : report.players) {
    const auto& player = t.players[p.player];
    nlohmann::json required = nlohmann::json::object();
    for (std::size_t k = 0; k < report.open.size(); ++k)
      required[tn::norm_code(report.open[k])] = hundredths(p.required_hundredths[k]);
    nlohmann::json games = nlohmann::json::array();
    for (const auto& g : p.games) {
      nlohmann::json percent = nlohmann::json::object();
      for (std::size_t k = 0; k < report.open.size(); ++k)
        percent[tn::norm_code(report.open[k])] = g.percent[k];
      games.push_back({{"round", g.round},
                       {"opponent", t.players[g.opponent].number},
                       {"coefficient", g.coefficient},
                       {"score", g.half_points / 2.0},
                       {"percent", percent}});
    }
    const auto reason = tn::code(p.shortfall);
    players.push_back(
        {{"number", player.number},
         {"name", player.name},
         {"title", std::string(tn::code(player.title))},
         {"coefficient", p.coefficient},
         {"games", p.games.size()},
         {"points", p.half_points / 2.0},
         {"required", required},
         {"earned", p.earned ? nlohmann::json(tn::norm_code(*p.earned)) : nlohmann::json(nullptr)},
         {"confirmed", p.confirmed},
         {"reason", reason.empty() ? nlohmann::json(nullptr) : nlohmann::json(std::string(reason))},
         {"calculation", games}});
  }
  return {{"edition", report.edition},
          {"participants", report.participants},
          {"tournament_coefficient", hundredths(report.tournament_coefficient_hundredths)},
          {"open", open},
          {"players", players}};
}

// Hundredths as text with two decimals: 305 -> "3.05", -150 -> "-1.50".
std::string two_places(int value) {
  const int magnitude = value < 0 ? -value : value;
  const int part = magnitude % 100;
  return std::string(value < 0 ? "-" : "") + std::to_string(magnitude / 100) + "." + (part < 10 ? "0" : "") +
         std::to_string(part);
}

// Points from half points as the 1-0.5-0 scale writes them: a norm counts games at 1, 0.5, 0.
std::string half_points(int half) {
  return tn::TiebreakValue::half_points(half).format(tn::ScoringScale::one_half_zero);
}

void print_text(std::ostream& out, const tn::Tournament& t, const tn::NormReport& report) {
  out << _("Norm table") << ": " << report.edition << "; " << _("participants") << ": " << report.participants
      << "; " << _("tournament coefficient") << ": " << two_places(report.tournament_coefficient_hundredths)
      << '\n';
  if (report.open.empty()) out << _("No rank is open to this field.") << '\n';
  out << _("No") << "  " << _("Name") << "  " << _("Rank held") << "  " << _("Games") << "  " << _("Pts");
  for (const auto target : report.open) out << "  " << tn::norm_code(target);
  out << "  " << _("Rank earned") << '\n';
  for (const auto& p : report.players) {
    const auto& player = t.players[p.player];
    out << player.number << "  " << player.name << "  " << tn::code(player.title) << "  " << p.games.size()
        << "  " << half_points(p.half_points);
    for (const int required : p.required_hundredths) out << "  " << two_places(required);
    out << "  ";
    if (p.shortfall == tn::NormShortfall::participants) {
      out << _("none: too few participants");
    } else if (p.shortfall == tn::NormShortfall::games) {
      out << _("none: too few counted games");
    } else if (p.earned) {
      out << tn::norm_code(*p.earned)
          << (p.confirmed ? " (" + std::string(_("confirmed")) + ")" : std::string());
    } else {
      out << "-";
    }
    out << '\n';
  }
}

// One player's calculation, game by game, for the judge to check by hand: each counted game's
// opponent, coefficient, result and percentage per open target, then the sums.
void print_calculation(std::ostream& out, const tn::Tournament& t, const tn::NormReport& report,
                       const tn::NormPlayer& p) {
  const auto& player = t.players[p.player];
  out << player.number << "  " << player.name << "  " << _("Rank held") << ": "
      << (player.title == tn::Title::none ? std::string("-") : std::string(tn::code(player.title))) << " ("
      << p.coefficient << ")\n";
  out << _("Round") << "  " << _("Opponent") << "  " << _("Coefficient") << "  " << _("Result");
  for (const auto target : report.open) out << "  " << tn::norm_code(target) << " %";
  out << '\n';
  for (const auto& g : p.games) {
    out << g.round << "  " << t.players[g.opponent].number << " " << t.players[g.opponent].name << "  "
        << g.coefficient << "  " << half_points(g.half_points);
    for (const int percent : g.percent) out << "  " << percent;
    out << '\n';
  }
  out << _("Counted games") << ": " << p.games.size() << "; " << _("points") << ": "
      << half_points(p.half_points) << '\n';
  for (std::size_t k = 0; k < report.open.size(); ++k) {
    out << _("Required for") << ' ' << tn::norm_code(report.open[k]) << ": "
        << two_places(p.required_hundredths[k]) << '\n';
  }
}

// Writes `text` to `path` whole or not at all: a temporary file beside it, then renamed.
void write_whole(const std::filesystem::path& path, const std::string& text) {
  const auto temporary = std::filesystem::path(path.string() + ".part");
  {
    std::ofstream out(temporary, std::ios::binary);
    out << text;
    if (!out) {
      std::error_code ignored;
      std::filesystem::remove(temporary, ignored);
      throw app::Error(app::ExitCode::input, path.string() + ": " + _("cannot write the file"));
    }
  }
  std::filesystem::rename(temporary, path);
}

struct NormsOptions {
  std::int64_t event = 0;
  int after_round = 0;
  int player = 0;  // a starting number: that player's calculation
  std::string section;
  bool json = false;
  std::int64_t table_event = 0;
  std::string out;
  std::string in;
};

// A team event's norms, board by board (docs/norms.md, "Team events"): JSON `{"edition",
// "boards": [{"board", and the fields of an individual event's norms}]}`, or each board's table
// under its number; `--player` the calculation of that player on his board.
void print_team_norms(cli::Context& ctx, const tn::Tournament& t, const std::vector<tn::BoardNorms>& boards,
                      const NormsOptions& o) {
  if (!o.section.empty()) {
    throw app::Error(
        app::ExitCode::usage,
        tn::Message(N_("a team event's norms are counted per board, not per section")).about("section"));
  }
  if (o.json) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& b : boards) {
      auto one = to_json(t, b.report);
      one["board"] = b.board;
      list.push_back(std::move(one));
    }
    ctx.out << nlohmann::json{{"edition", app::event_norm_table(t.event).edition}, {"boards", list}}.dump()
            << '\n';
    return;
  }
  for (const auto& b : boards) {
    if (o.player != 0) {
      for (const auto& p : b.report.players) {
        if (t.players[p.player].number != o.player) continue;
        ctx.out << _("Board") << ' ' << b.board << '\n';
        print_calculation(ctx.out, t, b.report, p);
        return;
      }
      continue;
    }
    ctx.out << _("Board") << ' ' << b.board << '\n';
    print_text(ctx.out, t, b.report);
  }
  if (o.player != 0) {
    throw app::Error(app::ExitCode::input, tn::Message(N_("No. {player} played no counted game in the event"))
                                               .with("player", o.player)
                                               .about("player"));
  }
}

const cli::CommandRegistrar registrar{
    "norms", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = root.add_subcommand("norms", _("Show the players' sports-rank norms by the event's table"));
      auto o = std::make_shared<NormsOptions>();
      auto* event = cmd->add_option("--event", o->event, _("Event id"));
      cmd->add_option("--after-round", o->after_round, _("Norms after this round (default: the last)"));
      cmd->add_flag("--json", o->json, _("Print JSON"));
      cmd->add_option("--section", o->section,
                      _("The norms of this section, whose participants count for its limit"));
      cmd->add_option("--player", o->player,
                      _("Show this player's calculation game by game (starting number)"));
      auto* table = cmd->add_subcommand(
          "table", _("Write the norm table in force to a CSV file, or load one into an event"));
      auto* table_event = table->add_option("--event", o->table_event, _("Event id"));
      auto* out = table->add_option("--out", o->out, _("Write the table in force to this CSV file"));
      auto* in = table->add_option("--in", o->in, _("Load the table of this CSV file into the event"));
      out->excludes(in);
      in->needs(table_event);
      table->callback([&ctx, o, out, in] {
        if (in->count() > 0) {
          auto session = cli::open_session(ctx);
          const auto loaded = app::load_norm_table(session, tn::EventId{o->table_event}, o->in);
          ctx.out << _("Norm table loaded into the event") << ": " << loaded.edition << '\n';
          return;
        }
        if (out->count() == 0) throw CLI::RequiredError("--out or --in");
        auto t = tn::shipped_norm_table();
        if (o->table_event != 0) {
          auto session = cli::open_session(ctx, db::Access::read);
          t = app::event_norm_table(app::load_tournament(session, tn::EventId{o->table_event}).event);
        }
        write_whole(o->out, app::norm_table_csv(t));
      });
      cmd->callback([&ctx, o, cmd, table, event] {
        if (cmd->got_subcommand(table)) return;
        if (event->count() == 0) throw CLI::RequiredError("--event");
        auto session = cli::open_session(ctx, db::Access::read);
        const auto t = app::load_tournament(session, tn::EventId{o->event});
        if (t.team) {
          print_team_norms(ctx, t, app::team_event_norms(t, o->after_round), *o);
          return;
        }
        const auto report = o->section.empty() ? app::event_norms(t, o->after_round)
                                               : app::section_norms(t, o->section, o->after_round);
        if (o->json) {
          ctx.out << to_json(t, report).dump() << '\n';
        } else if (o->player != 0) {
          const auto found =
              std::find_if(report.players.begin(), report.players.end(),
                           [&](const tn::NormPlayer& p) { return t.players[p.player].number == o->player; });
          const bool in_event = std::any_of(t.players.begin(), t.players.end(),
                                            [&](const tn::Player& p) { return p.number == o->player; });
          if (found == report.players.end() && in_event && !o->section.empty()) {
            throw app::Error(app::ExitCode::input,
                             tn::Message(N_("No. {player} is not in the section {section}"))
                                 .with("player", o->player)
                                 .with("section", o->section)
                                 .about("player"));
          }
          if (found == report.players.end()) {
            throw app::Error(app::ExitCode::input, tn::Message(N_("event {event} has no player {player}"))
                                                       .with("event", static_cast<long long>(o->event))
                                                       .with("player", o->player)
                                                       .about("player"));
          }
          print_calculation(ctx.out, t, report, *found);
        } else {
          print_text(ctx.out, t, report);
        }
      });
    }};

}  // namespace norms_command
