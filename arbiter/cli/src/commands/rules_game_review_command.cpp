// `shashki game review FILE.pdn [--game K] [--discipline ...] [--increment yes|no] [--json]`:
// what the draw and result rules say along a recorded game.
#include "command.hpp"

#include "shashki/app/endgame_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/paths.hpp"
#include "shashki/app/rulings.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace rules_game_review_command {

using namespace shashki;

struct Options {
  std::string file;
  int game = 0;
  std::string discipline = "classical";
  std::string increment = "yes";
  std::string recorded = "yes";
  bool json = false;
};

nlohmann::json value_json(endgame::Value v) {
  const auto p = v.plies_to_end();
  return {{"verdict", endgame::code(v.result)},
          {"plies_to_end", p ? nlohmann::json(*p) : nlohmann::json(nullptr)}};
}

// The endgame databases along the game: their verdict and best line where the game enters
// them, and every ply that let a win slip to a draw or a loss, or a draw to a loss.
nlohmann::json endgame_part(cli::Context& ctx, const Options& o, const rules::GameRecord& record,
                            const rules::GameConditions& conditions) {
  app::EndgameReview eg;
  try {
    eg = app::endgame_review(endgame::Tablebase(app::default_endgame_directory()), record, conditions);
  } catch (const std::runtime_error&) {
    return nullptr;  // a damaged database file: the review stands without the oracle
  }
  if (!eg.first_ply) return nullptr;
  nlohmann::json j = value_json(*eg.first->value);
  j["first_ply"] = *eg.first_ply;
  j["line"] = eg.first->line;
  j["slips"] = nlohmann::json::array();
  if (!o.json) {
    ctx.out << fmt::format("  {} {}: {}: {}", _("ply"), *eg.first_ply, _("endgame databases"),
                           eg.first->summary);
    if (!eg.first->counting_summary.empty()) ctx.out << "; " << eg.first->counting_summary;
    ctx.out << '\n';
    if (!eg.first->line.empty()) {
      ctx.out << "    " << _("best line") << ':';
      for (const auto& m : eg.first->line) ctx.out << ' ' << m;
      ctx.out << '\n';
    }
  }
  for (const auto& s : eg.slips) {
    j["slips"].push_back({{"ply", s.ply},
                          {"before", value_json(s.before)},
                          {"after", value_json(s.after)},
                          {"best", s.best},
                          {"detail", s.detail}});
    if (!o.json) ctx.out << fmt::format("  {} {}: {}\n", _("ply"), s.ply, s.detail);
  }
  return j;
}

void run(cli::Context& ctx, const Options& o) {
  rules::GameConditions conditions;
  conditions.discipline = o.discipline == "rapid"       ? rules::Discipline::rapid
                          : o.discipline == "lightning" ? rules::Discipline::lightning
                                                        : rules::Discipline::classical;
  conditions.increment = o.increment == "yes";
  conditions.recorded = o.recorded == "yes";
  const auto games = app::read_pdn_file(o.file);
  if (o.game > static_cast<int>(games.size())) {
    throw app::Error(
        app::ExitCode::usage,
        tournament::Message::plural("there is no game {game}: the file holds only {n} game",
                                    "there is no game {game}: the file holds only {n} games", games.size())
            .with("game", o.game)
            .about("game"));
  }
  nlohmann::json out{{"games", nlohmann::json::array()}};
  for (int k = 1; k <= static_cast<int>(games.size()); ++k) {
    if (o.game != 0 && k != o.game) continue;
    const auto replayed = rules::replay(games[static_cast<std::size_t>(k - 1)]);
    if (!replayed)
      throw app::Error(app::ExitCode::input, app::parse_message(replayed.error(), o.file, "file"));
    // The review covers the legal part; an illegal move is reported as by `pdn check`.
    const app::GameReview review = app::review(replayed->record, conditions);
    nlohmann::json events = nlohmann::json::array();
    if (!o.json) ctx.out << fmt::format("{} {}:\n", _("game"), k);
    for (const auto& e : review.events) {
      events.push_back({{"ply", e.ply}, {"clause", e.clause}, {"kind", e.kind}, {"detail", e.detail}});
      if (!o.json)
        ctx.out << fmt::format("  {} {}: {} {}: {}\n", _("ply"), e.ply, e.clause, e.kind, e.detail);
    }
    nlohmann::json game{{"game", k}, {"events", events}, {"result_by_rules", review.result_by_rules}};
    if (replayed->error) {
      const auto& e = *replayed->error;
      game["illegal"] = {{"ply", e.ply},
                         {"move", e.written},
                         {"clause", rules::clause_of(e.violation)},
                         {"reason", app::reason(e.violation)}};
      if (!o.json) {
        ctx.out << fmt::format("  {} {}: {} '{}': {} ({})\n", _("ply"), e.ply, _("illegal move"), e.written,
                               app::reason(e.violation), rules::clause_of(e.violation));
      }
      ctx.exit_code = 1;
    }
    game["endgame"] = endgame_part(ctx, o, replayed->record, conditions);
    if (!o.json) ctx.out << fmt::format("  {}: {}\n", _("result by the rules"), review.result_by_rules);
    out["games"].push_back(game);
  }
  if (o.json) ctx.out << out.dump() << '\n';
}

const cli::CommandRegistrar registrar{
    "game review", [](CLI::App& root, cli::Context& ctx) {
      auto& group = cli::command_group(root, "game", _("Work with recorded games"));
      auto* cmd =
          group.add_subcommand("review", _("Walk a game and report the draw and result rules at each point"));
      auto o = std::make_shared<Options>();
      cmd->add_option("file", o->file, _("PDN file"))->required();
      cmd->add_option("--game", o->game, _("Only game K of the file (1-based)"))->check(CLI::PositiveNumber);
      cmd->add_option("--discipline", o->discipline, _("classical, rapid or lightning"))
          ->check(CLI::IsMember({"classical", "rapid", "lightning"}));
      cmd->add_option("--increment", o->increment, _("Does the time control add time per move: yes or no"))
          ->check(CLI::IsMember({"yes", "no"}));
      cmd->add_option("--recorded", o->recorded, _("Are the moves recorded: yes or no (6.1.10.2)"))
          ->check(CLI::IsMember({"yes", "no"}));
      cmd->add_flag("--json", o->json, _("Answer as one JSON object"));
      cmd->callback([&ctx, o] { run(ctx, *o); });
    }};

}  // namespace rules_game_review_command
