// `shashki event create`: a new event from the options of docs/cli.md; prints its id.
// Every setting is checked before anything is written: a control outside the discipline's
// bounds (6.1.9.1-6.1.9.3) needs --regulations-differ (6.1.9.4), as the console asks.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/event_service.hpp"
#include "shashki/app/team_service.hpp"
#include "shashki/tournament/calendar.hpp"

#include <optional>
#include <sstream>

namespace event_create_command {

using namespace shashki;

struct Options {
  std::string name, system, discipline, control, scoring = "2-1-0", match_scoring, tiebreaks, opening_table;
  std::string venue, chief_arbiter, arbiters, start, end, rule_edition, tiebreak_edition;
  int rounds = 0;
  int half_byes = 0;
  std::optional<int> team_boards;  ///< boards per match; none for an individual event
  std::string board_colours = "WB";
  std::string colour_preferences = "type-a";
  std::string match_points = "2-1-0";
  bool micro_match = false;
  bool regulations_differ = false;
};

std::optional<std::chrono::year_month_day> date_option(const std::string& text, const char* field) {
  if (text.empty()) return std::nullopt;
  const auto date = tournament::parse_iso_date(text);
  if (!date)
    throw app::Error(
        app::ExitCode::input,
        tournament::Message("'{text}' is not a date YYYY-MM-DD").with("text", text).about(field));
  return date;
}

tournament::Event event_of(const Options& o) {
  tournament::Event e;
  e.name = o.name;
  // CLI11 has checked the codes against the lists below, so the look-ups succeed.
  e.system = *tournament::pairing_system_from_code(o.system);
  e.discipline = *tournament::discipline_from_code(o.discipline);
  e.scale = *tournament::scoring_scale_from_code(o.scoring);
  // For a team event --match-scoring names the primary score (team_of); the event row keeps
  // the individual setting, per game.
  e.match_scoring = *tournament::match_scoring_from_code(
      o.team_boards || o.match_scoring.empty() ? std::string("game") : o.match_scoring);
  e.rounds = o.rounds;
  e.time_control = o.control;
  e.micro_match = o.micro_match;
  if (!o.team_boards) e.tiebreaks = cli::tiebreak_list(o.tiebreaks);
  e.opening_table = o.opening_table;
  e.venue = o.venue;
  e.chief_arbiter = o.chief_arbiter;
  e.arbiters = cli::comma_list(o.arbiters);
  e.start_date = date_option(o.start, "start");
  e.end_date = date_option(o.end, "end");
  e.rule_edition = o.rule_edition;
  e.half_byes = o.half_byes;
  // C.07 changed on 1 March 2026 (16.4): an event follows the edition in force when it started
  // unless its regulations name one.
  e.tiebreak_edition = o.tiebreak_edition.empty()
                           ? tournament::default_tiebreak_edition(e.start_date)
                           : *tournament::tiebreak_edition_from_code(o.tiebreak_edition);
  return e;
}

// A team event's own settings (docs/teams.md): boards per match, the primary score (match
// points unless --match-scoring game), the board colours and the team tie-breaks.
tournament::TeamEvent team_of(const Options& o) {
  tournament::TeamEvent team;
  team.boards_per_match = *o.team_boards;
  team.board_colours = o.board_colours;
  team.scoring.primary = o.match_scoring == "game" ? tournament::PrimaryScore::game_points
                                                   : tournament::PrimaryScore::match_points;
  team.colour_preferences = *tournament::colour_preference_type_from_code(o.colour_preferences);
  auto scale = tournament::match_point_scale_from_text(o.match_points);
  if (!scale) throw app::Error(app::ExitCode::input, scale.problem());
  tournament::set_match_points(team.scoring, *scale);
  if (!o.tiebreaks.empty()) {
    auto parsed = tournament::team_tiebreaks_from_codes(cli::comma_list(o.tiebreaks));
    if (!parsed) throw app::Error(app::ExitCode::input, parsed.problem());
    team.tiebreaks = *parsed;
  }
  return team;
}

const cli::CommandRegistrar registrar{
    "event create", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "event", _("Create, list and show events"));
      auto* cmd = group.add_subcommand("create", _("Create an event and print its id"));
      auto options = std::make_shared<Options>();
      cmd->add_option("--name", options->name, _("Name of the event"))->required();
      cmd->add_option("--system", options->system, _("Pairing system"))
          ->required()
          ->check(CLI::IsMember({"swiss", "round-robin", "double-round-robin", "knockout"}));
      cmd->add_option("--rounds", options->rounds, _("Number of rounds"))
          ->required()
          ->check(CLI::Range(1, 99));
      cmd->add_option("--discipline", options->discipline,
                      _("Discipline: classical, rapid or lightning (6.1.9)"))
          ->required()
          ->check(CLI::IsMember({"classical", "rapid", "lightning"}));
      cmd->add_option("--control", options->control, _("Time control, minutes+seconds per move, e.g. 30+30"));
      cmd->add_flag("--regulations-differ", options->regulations_differ,
                    _("The regulations set a control outside the discipline's bounds (6.1.9.4); recorded "
                      "in the audit log"));
      cmd->add_flag("--micro-match", options->micro_match, _("Two games per pairing with colours swapped"));
      cmd->add_option("--scoring", options->scoring, _("Scoring: 2-1-0 or 1-0.5-0"))
          ->check(CLI::IsMember({"2-1-0", "1-0.5-0"}));
      cmd->add_option("--match-scoring", options->match_scoring,
                      _("Micro-matches score per game or per match; a team event ranks by match or game "
                        "points first"))
          ->check(CLI::IsMember({"game", "match"}));
      cmd->add_option("--tiebreaks", options->tiebreaks, _("Tie-breaks in order, separated by commas"));
      cmd->add_option("--tiebreak-edition", options->tiebreak_edition,
                      _("Edition of FIDE C.07 the tie-breaks follow: 2024 or 2026 (default: the one in force "
                        "on the first day)"))
          ->check(CLI::IsMember({"2024", "2026"}));
      cmd->add_option(
          "--opening-table", options->opening_table,
          _("Opening ballot table: IDF Basic, IDF, FMJD, or a CSV file (its text is kept with the event)"));
      cmd->add_option("--venue", options->venue, _("Venue"));
      cmd->add_option("--chief-arbiter", options->chief_arbiter, _("Chief arbiter"));
      cmd->add_option("--arbiters", options->arbiters, _("Arbiters, separated by commas"));
      cmd->add_option("--start", options->start, _("First day, YYYY-MM-DD"));
      cmd->add_option("--end", options->end, _("Last day, YYYY-MM-DD"));
      cmd->add_option("--rule-edition", options->rule_edition, _("Edition of the rules in force"));
      cmd->add_option("--half-byes", options->half_byes,
                      _("Half-point byes a player may request (C.04.2); 0: the regulations allow none"))
          ->check(CLI::Range(0, 99));
      cmd->add_option(
          "--team-boards", options->team_boards,
          _("A team event with this many boards per match (6.1.8.1); its teams come with team import"));
      cmd->add_option("--board-colours", options->board_colours,
                      _("A team event's colours of the match's White on boards 1, 2, ... (default WB: "
                        "alternating)"));
      cmd->add_option(
             "--colour-preferences", options->colour_preferences,
             _("A team Swiss's colour preferences (C.04.6 1.7): type-a (the default), type-b or none"))
          ->check(CLI::IsMember({"type-a", "type-b", "none"}));
      cmd->add_option("--match-points", options->match_points,
                      _("A team event's match points for a won, drawn and lost match (default 2-1-0)"));
      cmd->callback([&ctx, options] {
        auto session = cli::open_session(ctx);
        if (options->team_boards) {
          const auto id = app::TeamService(session).create(event_of(*options), team_of(*options),
                                                           options->regulations_differ
                                                               ? clock::RegulationException::confirmed
                                                               : clock::RegulationException::not_confirmed);
          ctx.out << id.value << '\n';
          return;
        }
        const auto event = app::EventService(session).create(
            event_of(*options), options->regulations_differ ? clock::RegulationException::confirmed
                                                            : clock::RegulationException::not_confirmed);
        ctx.out << event.id.value << '\n';
      });
    }};

}  // namespace event_create_command
