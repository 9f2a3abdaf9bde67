// `shashki team import|pair|lineup|clocks|result|show` (docs/teams.md): a team event run from the
// command line: teams and rosters from a CSV, a round paired, each team's line-up, each board's
// result, and the round's matches board by board; `clocks` puts a round's games on the clocks.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/team_service.hpp"

#include <algorithm>

namespace team_command {

using namespace shashki;

void show_round(cli::Context& ctx, const tournament::Tournament& t, int round) {
  const auto& team = *t.team;
  const auto name_of = [&](int number) -> std::string {
    for (const auto& x : team.teams) {
      if (x.number == number) return x.name;
    }
    return "?";
  };
  const auto player = [&](const std::optional<int>& number) -> std::string {
    if (!number) return "-";
    for (const auto& p : t.players) {
      if (p.number == *number) return std::to_string(p.number) + " " + p.name;
    }
    return std::to_string(*number);
  };
  ctx.out << _("round") << ' ' << round << '\n';
  for (const auto& match : team.matches) {
    if (match.round != round) continue;
    if (!match.away) {
      ctx.out << match.home << ' ' << name_of(match.home) << ": "
              << (match.bye == tournament::ByeKind::requested_half   ? _("requested bye, a drawn match")
                  : match.bye == tournament::ByeKind::requested_zero ? _("requested bye, no points")
                                                                     : _("bye"))
              << '\n';
      continue;
    }
    const auto home = tournament::match_score(match, true, team.scoring, team.boards_per_match);
    const auto away = tournament::match_score(match, false, team.scoring, team.boards_per_match);
    ctx.out << match.home << ' ' << name_of(match.home) << " - " << *match.away << ' ' << name_of(*match.away)
            << "  " << t.event.scoring().format(home.game_points) << ':'
            << t.event.scoring().format(away.game_points) << '\n';
    for (std::size_t b = 0; b < match.boards.size(); ++b) {
      const auto& board = match.boards[b];
      ctx.out << "  " << b + 1 << ". " << player(board.home_player) << (board.home_white ? " (w)" : " (b)")
              << " - " << player(board.away_player) << "  "
              << (board.result ? std::string(tournament::code(*board.result)) : std::string("..."));
      // A micro-match's game 2, from its own White (the colours changed).
      if (team.scoring.games_per_board == 2)
        ctx.out << ' '
                << (board.second_result ? std::string(tournament::code(*board.second_result))
                                        : std::string("..."));
      if (board.round_board) ctx.out << "  [" << _("board") << ' ' << *board.round_board << ']';
      ctx.out << '\n';
    }
  }
}

const cli::CommandRegistrar registrar{
    "team", [](CLI::App& root, cli::Context& ctx) {
      auto& group =
          cli::command_group(root, "team", _("Run a team event: teams, pairings, line-ups, results"));
      {
        auto* cmd = group.add_subcommand(
            "import",
            _("Register teams from a CSV file (columns team, short, team_city, captain and the players' "
              "columns; one row per player in roster order)"));
        auto event = std::make_shared<std::int64_t>(0);
        auto file = std::make_shared<std::string>();
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("file", *file, _("CSV file with a header row"))->required();
        cmd->callback([&ctx, event, file] {
          auto session = cli::open_session(ctx);
          const int teams = app::TeamService(session).import_teams(tournament::EventId{*event}, *file);
          ctx.out << app::translate(tournament::Message::plural("imported {n} team", "imported {n} teams",
                                                                static_cast<unsigned long>(teams)))
                  << '\n';
        });
      }
      {
        auto* cmd =
            group.add_subcommand("pair", _("Pair the next round of a team event and print its matches"));
        auto event = std::make_shared<std::int64_t>(0);
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->callback([&ctx, event] {
          auto session = cli::open_session(ctx);
          int round = 0;
          const auto paired = app::TeamService(session).pair_next_round(tournament::EventId{*event}, round);
          ctx.out << _("round") << ' ' << round << '\n';
          for (const auto& pair : paired.pairs) ctx.out << pair.white << ' ' << pair.black << '\n';
          if (paired.bye) ctx.out << *paired.bye << " 0\n";
        });
      }
      {
        auto* cmd = group.add_subcommand("lineup", _("Enter a team's line-up for its match of a round"));
        auto event = std::make_shared<std::int64_t>(0);
        auto round = std::make_shared<int>(0);
        auto team = std::make_shared<int>(0);
        auto players = std::make_shared<std::string>();
        auto reason = std::make_shared<std::string>();
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--round", *round, _("Round number"))->required();
        cmd->add_option("--team", *team, _("Team pairing number"))->required();
        cmd->add_option("--players", *players,
                        _("Starting numbers in board order, separated by commas; '-' leaves a board empty"))
            ->required();
        cmd->add_option("--reason", *reason, _("Why the line-up changes (kept in the audit log)"));
        cmd->callback([&ctx, event, round, team, players, reason] {
          auto session = cli::open_session(ctx);
          auto line_up = app::line_up_from_text(*players);
          if (!line_up) throw app::Error(app::ExitCode::input, line_up.problem());
          app::TeamService(session).line_up(tournament::EventId{*event}, *round, *team, *line_up, *reason);
        });
      }
      {
        auto* cmd = group.add_subcommand(
            "forfeit",
            _("A team did not come to its match: the match is forfeited as a whole (TRF record 330)"));
        auto event = std::make_shared<std::int64_t>(0);
        auto round = std::make_shared<int>(0);
        auto team = std::make_shared<int>(0);
        auto both = std::make_shared<bool>(false);
        auto clear = std::make_shared<bool>(false);
        auto reason = std::make_shared<std::string>();
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--round", *round, _("Round number"))->required();
        cmd->add_option("--team", *team, _("Pairing number of the team that did not come"))->required();
        cmd->add_flag("--both", *both, _("Neither team of the match came: both lose every board"));
        cmd->add_flag("--clear", *clear, _("Take the forfeit back: the match is played after all"));
        cmd->add_option("--reason", *reason, _("Why (kept in the audit log)"));
        cmd->callback([&ctx, event, round, team, both, clear, reason] {
          auto session = cli::open_session(ctx);
          app::TeamService(session).forfeit_match(tournament::EventId{*event}, *round, *team, *both, *clear,
                                                  *reason);
        });
      }
      {
        auto* cmd = group.add_subcommand(
            "clocks",
            _("Put a round on the clocks once every line-up is in: its games become the round's boards, "
              "numbered match by match, for the clocks, board links, appeals and claims"));
        auto event = std::make_shared<std::int64_t>(0);
        auto round = std::make_shared<int>(0);
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--round", *round, _("Round number"))->required();
        cmd->callback([&ctx, event, round] {
          auto session = cli::open_session(ctx);
          const auto boards =
              app::TeamService(session).put_round_on_clocks(tournament::EventId{*event}, *round);
          // One line per game: the round's board, then the match (its first team) and its board.
          for (const auto& b : boards)
            ctx.out << b.number << ' ' << b.home << ' ' << b.board << ' ' << b.white << ' ' << b.black
                    << '\n';
        });
      }
      {
        auto* cmd = group.add_subcommand("result", _("Enter the result of one board of a team's match"));
        auto event = std::make_shared<std::int64_t>(0);
        auto round = std::make_shared<int>(0);
        auto team = std::make_shared<int>(0);
        auto board = std::make_shared<int>(0);
        auto result = std::make_shared<std::string>();
        auto game = std::make_shared<int>(1);
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--round", *round, _("Round number"))->required();
        cmd->add_option("--team", *team, _("Team pairing number (either team of the match)"))->required();
        cmd->add_option("--board", *board, _("Board of the match, from 1"))->required();
        cmd->add_option("--game", *game,
                        _("Game of the board: 1, or 2 in an event of micro-matches (colours changed)"))
            ->capture_default_str();
        cmd->add_option(
               "--result", *result,
               _("Result from the game's White: 1-0, =, 0-1, +/-, -/+, -/-, or 'clear'; a result that "
                 "begins with '-' is written with '=': --result=-/+"))
            ->required();
        cmd->callback([&ctx, event, round, team, board, result, game] {
          std::optional<tournament::GameResult> value;
          if (*result != "clear") {
            value = tournament::game_result_from_code(*result);
            if (!value)
              throw CLI::ValidationError("--result", _("expected 1-0, =, 0-1, +/-, -/+, -/- or clear"));
          }
          auto session = cli::open_session(ctx);
          app::TeamService(session).board_result(tournament::EventId{*event}, *round, *team, *board, value,
                                                 *game);
        });
      }
      {
        auto* cmd = group.add_subcommand(
            "edit", _("Change the last round's matches by hand, before its line-ups, with a reason"));
        auto event = std::make_shared<std::int64_t>(0);
        auto round = std::make_shared<int>(0);
        auto pairs = std::make_shared<std::string>();
        auto bye = std::make_shared<int>(0);
        auto reason = std::make_shared<std::string>();
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--round", *round, _("Round number"))->required();
        cmd->add_option("--pairs", *pairs,
                        _("The matches as WHITE-BLACK team pairing numbers, separated by commas: 1-4,3-2"))
            ->required();
        cmd->add_option("--bye", *bye, _("The team with the pairing-allocated bye"));
        cmd->add_option("--reason", *reason, _("Why the pairing changes (kept in the audit log)"))
            ->required();
        cmd->callback([&ctx, event, round, pairs, bye, reason] {
          auto proposed = app::team_pairs_from_text(*pairs, *bye > 0 ? std::to_string(*bye) : std::string());
          if (!proposed) throw app::Error(app::ExitCode::input, proposed.problem());
          auto session = cli::open_session(ctx);
          app::TeamService(session).edit_round(tournament::EventId{*event}, *round, *proposed, *reason);
        });
      }
      {
        auto* cmd = group.add_subcommand("withdraw", _("Withdraw a team from the next round on"));
        auto event = std::make_shared<std::int64_t>(0);
        auto team = std::make_shared<int>(0);
        auto from = std::make_shared<int>(0);
        auto reason = std::make_shared<std::string>();
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--team", *team, _("Team pairing number"))->required();
        cmd->add_option("--from-round", *from, _("First round it does not play (default: the next to pair)"));
        cmd->add_option("--reason", *reason, _("Why the team withdraws (kept in the audit log)"));
        cmd->callback([&ctx, event, team, from, reason] {
          auto session = cli::open_session(ctx);
          const int round =
              app::TeamService(session).withdraw(tournament::EventId{*event}, *team, *from, *reason);
          ctx.out << app::translate(tournament::Message(N_("team {team} withdraws from round {round} on"))
                                        .with("team", *team)
                                        .with("round", round))
                  << '\n';
        });
      }
      {
        auto* cmd = group.add_subcommand(
            "bye", _("A team asks for a bye in a round of a Swiss not yet paired (TRF-2026 record 240)"));
        auto event = std::make_shared<std::int64_t>(0);
        auto team = std::make_shared<int>(0);
        auto round = std::make_shared<int>(0);
        auto kind = std::make_shared<std::string>("half");
        auto clear = std::make_shared<bool>(false);
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--team", *team, _("Team pairing number"))->required();
        cmd->add_option("--round", *round, _("Round the team sits out"))->required();
        cmd->add_option("--kind", *kind, _("half: a drawn match (the default); zero: nothing"))
            ->check(CLI::IsMember({"half", "zero"}));
        cmd->add_flag("--clear", *clear, _("Take the request back"));
        cmd->callback([&ctx, event, team, round, kind, clear] {
          auto session = cli::open_session(ctx);
          const auto value = *clear
                                 ? std::nullopt
                                 : std::optional<tournament::ByeKind>(tournament::bye_kind_from_code(*kind));
          app::TeamService(session).request_bye(tournament::EventId{*event}, *team, *round, value);
        });
      }
      {
        auto* cmd = group.add_subcommand("show", _("Show a round's matches board by board"));
        auto event = std::make_shared<std::int64_t>(0);
        auto round = std::make_shared<int>(0);
        cmd->add_option("--event", *event, _("Event id"))->required();
        cmd->add_option("--round", *round, _("Round number (default: the last)"));
        cmd->callback([&ctx, event, round] {
          app::Session session(ctx.database_path(), "shashki", db::Access::read);
          const auto t = app::load_tournament(session, tournament::EventId{*event});
          if (!t.team)
            throw app::Error(app::ExitCode::input,
                             tournament::Message(N_("event {event} is not a team event"))
                                 .with("event", static_cast<long long>(*event)));
          show_round(ctx, t, *round == 0 ? tournament::last_team_round(*t.team) : *round);
        });
      }
    }};

}  // namespace team_command
