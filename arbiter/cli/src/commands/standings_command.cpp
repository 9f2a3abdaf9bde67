// `shashki standings --event E [--section NAME] [--after-round R] [--json]`: the ranking with the event's
// tie-breaks (docs/cli.md). Text for people; --json is the stable shape of cli.md.
#include "command.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/sections.hpp"
#include "shashki/app/session.hpp"
#include "shashki/db/database.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace standings_command {

namespace tn = shashki::tournament;

// Display width of UTF-8 text: one column per code point (names here are Latin or Cyrillic).
std::size_t width(const std::string& text) {
  return static_cast<std::size_t>(std::count_if(
      text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

void print_text(std::ostream& out, const tn::Tournament& t, const tn::Standings& s) {
  std::vector<std::vector<std::string>> lines;
  std::vector<std::string> header{_("Rank"), _("No"), _("Name"), _("Pts")};
  for (const tn::Tiebreak tb : s.tiebreaks) header.emplace_back(tn::code(tb));
  lines.push_back(header);
  const auto scale = t.event.scale;
  for (std::size_t i = 0; i < s.rows.size(); ++i) {
    const auto& row = s.rows[i];
    const auto& player = t.players[row.player];
    std::string rank = std::to_string(row.rank);
    if (row.shared && i > 0 && s.rows[i - 1].rank == row.rank) rank = "";  // shared place: printed once
    std::vector<std::string> line{rank, std::to_string(player.number), player.name,
                                  t.event.scoring().format(row.points)};
    for (const auto& value : row.values) line.push_back(value ? value->format(scale) : "");
    lines.push_back(std::move(line));
  }
  std::vector<std::size_t> widths(header.size(), 0);
  for (const auto& line : lines) {
    for (std::size_t c = 0; c < line.size(); ++c) widths[c] = std::max(widths[c], width(line[c]));
  }
  for (const auto& line : lines) {
    std::string text;
    for (std::size_t c = 0; c < line.size(); ++c) {
      const std::string pad(widths[c] - width(line[c]), ' ');
      text += c == 2 ? line[c] + pad : pad + line[c];  // names left, numbers right
      if (c + 1 < line.size()) text += "  ";
    }
    while (text.ends_with(' ')) text.pop_back();
    out << text << '\n';
  }
  for (const std::size_t p : s.left_out) {
    out << _("Left out (withdrew before half the games; games annulled):") << ' ' << t.players[p].number
        << ' ' << t.players[p].name << '\n';
  }
}

nlohmann::json to_json(const tn::Tournament& t, const tn::Standings& s) {
  nlohmann::json rows = nlohmann::json::array();
  const auto scale = t.event.scale;
  for (const auto& row : s.rows) {
    const auto& player = t.players[row.player];
    nlohmann::json tiebreaks = nlohmann::json::array();
    for (std::size_t k = 0; k < s.tiebreaks.size(); ++k) {
      nlohmann::json value = nullptr;
      if (row.values[k]) value = row.values[k]->as_number(scale);
      tiebreaks.push_back({{"name", std::string(tn::name(s.tiebreaks[k]))},
                           {"code", std::string(tn::code(s.tiebreaks[k]))},
                           {"value", value}});
    }
    rows.push_back({{"rank", row.rank},
                    {"shared", row.shared},
                    {"id", player.id.value},
                    {"number", player.number},
                    {"name", player.name},
                    {"points", t.event.scoring().as_number(row.points)},
                    {"tiebreaks", tiebreaks}});
  }
  return rows;
}

// A team of the event by its pairing number.
const tn::Team& team_of(const tn::TeamEvent& event, int number) {
  return *std::find_if(event.teams.begin(), event.teams.end(),
                       [number](const tn::Team& t) { return t.number == number; });
}

// A team score as a number: match points as they are, game points on the event's scale.
double team_number(tn::TeamScore score, tn::ScoringScale scale) {
  return tn::TiebreakValue::half_points(score.half_points()).as_number(scale);
}

// A team tie-break's value with game points as the event writes them: on 2-1-0 a won game is 2
// (tn::team_value_on_scale).
tn::TiebreakValue team_value(const tn::Tournament& t, tn::TeamTiebreak tiebreak,
                             const tn::TiebreakValue& value) {
  return tn::team_value_on_scale(tiebreak, t.team->scoring.primary, value, t.event.scale);
}

// A team event's rows (docs/cli.md, "Team events" 4): one per team, in standings order.
nlohmann::json team_json(const tn::Tournament& t, const std::vector<tn::TeamStandingsRow>& rows) {
  const auto& team = *t.team;
  const auto tiebreaks = shashki::app::team_event_tiebreaks(team);
  nlohmann::json out = nlohmann::json::array();
  for (const auto& row : rows) {
    nlohmann::json values = nlohmann::json::array();
    for (std::size_t k = 0; k < tiebreaks.size(); ++k) {
      nlohmann::json value = nullptr;
      // Match points and products with them are whole or half numbers on 1-0.5-0's reading of
      // half-units; game points on the event's own scale.
      if (row.tiebreaks[k])
        value = team_value(t, tiebreaks[k], *row.tiebreaks[k]).as_number(tn::ScoringScale::one_half_zero);
      values.push_back({{"name", std::string(tn::name(tiebreaks[k]))},
                        {"code", std::string(tn::code(tiebreaks[k]))},
                        {"value", value}});
    }
    const double match_points = team_number(row.match_points, tn::ScoringScale::one_half_zero);
    const double game_points = team_number(row.game_points, t.event.scale);
    out.push_back(
        {{"rank", row.rank},
         {"shared", row.shared},
         {"id", row.team},
         {"number", row.team},
         {"name", team_of(team, row.team).name},
         {"points", team.scoring.primary == tn::PrimaryScore::match_points ? match_points : game_points},
         {"match_points", match_points},
         {"game_points", game_points},
         {"tiebreaks", values}});
  }
  return out;
}

void print_team_text(std::ostream& out, const tn::Tournament& t,
                     const std::vector<tn::TeamStandingsRow>& rows) {
  const auto& team = *t.team;
  const auto tiebreaks = shashki::app::team_event_tiebreaks(team);
  out << _("Rank") << "  " << _("No") << "  " << _("Team") << "  " << _("MP") << "  " << _("GP");
  for (const auto tb : tiebreaks) out << "  " << tn::code(tb);
  out << '\n';
  for (const auto& row : rows) {
    out << row.rank << "  " << row.team << "  " << team_of(team, row.team).name << "  "
        << tn::TiebreakValue::half_points(row.match_points.half_points())
               .format(tn::ScoringScale::one_half_zero)
        << "  " << tn::TiebreakValue::half_points(row.game_points.half_points()).format(t.event.scale);
    for (std::size_t k = 0; k < tiebreaks.size(); ++k) {
      out << "  "
          << (row.tiebreaks[k]
                  ? team_value(t, tiebreaks[k], *row.tiebreaks[k]).format(tn::ScoringScale::one_half_zero)
                  : std::string("-"));
    }
    out << '\n';
  }
}

const shashki::cli::CommandRegistrar registrar{
    "standings", [](CLI::App& root, shashki::cli::Context& ctx) {
      auto* cmd = root.add_subcommand("standings", _("Show the standings of an event with its tie-breaks"));
      auto event = std::make_shared<std::int64_t>(0);
      auto after_round = std::make_shared<int>(0);
      auto json = std::make_shared<bool>(false);
      auto section = std::make_shared<std::string>();
      cmd->add_option("--event", *event, _("Event id"))->required();
      cmd->add_option("--section", *section, _("Rank this section's players among themselves"));
      cmd->add_option("--after-round", *after_round, _("Standings after this round (default: the last)"));
      cmd->add_flag("--json", *json, _("Print JSON"));
      cmd->callback([&ctx, event, after_round, json, section] {
        shashki::app::Session session(ctx.database_path(), "shashki", shashki::db::Access::read);
        const tn::Tournament t = shashki::app::load_tournament(session, tn::EventId{*event});
        if (t.team && !section->empty()) {
          throw shashki::app::Error(
              shashki::app::ExitCode::usage,
              tn::Message(
                  N_("a team event's standings rank its teams; a section ranks players, in `standings` of "
                     "an individual event"))
                  .about("section"));
        }
        if (t.team) {
          const auto rows = shashki::app::team_event_standings(t, *after_round);
          if (*json) {
            ctx.out << team_json(t, rows).dump() << '\n';
          } else {
            print_team_text(ctx.out, t, rows);
          }
          return;
        }
        const tn::Standings s = section->empty()
                                    ? shashki::app::event_standings(t, *after_round)
                                    : shashki::app::section_event_standings(t, *section, *after_round);
        for (const std::string& warning : s.warnings) ctx.err << _("warning") << ": " << warning << '\n';
        if (*json) {
          ctx.out << to_json(t, s).dump() << '\n';
        } else {
          print_text(ctx.out, t, s);
        }
      });
    }};

}  // namespace standings_command
