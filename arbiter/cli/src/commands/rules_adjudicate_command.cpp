// `shashki adjudicate --fen FEN --move MOVE [--json]`: is a move legal, and which clause does it
// break if not.
#include "command.hpp"

#include "shashki/app/endgame_service.hpp"
#include "shashki/app/paths.hpp"
#include "shashki/app/rulings.hpp"
#include "shashki/app/terms.hpp"
#include "shashki/rules/notation.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace rules_adjudicate_command {

using namespace shashki;

struct Options {
  std::string fen;
  std::string move;
  bool json = false;
};

nlohmann::json plies_json(endgame::Value v) {
  const auto p = v.plies_to_end();
  return p ? nlohmann::json(*p) : nlohmann::json(nullptr);
}

// The endgame databases' verdict on the position and on the move, when they hold it.
std::optional<app::EndgameReport> oracle(const rules::Position& p) {
  if (rules::count(p.occupied()) > endgame::database_pieces) return std::nullopt;
  try {
    const endgame::Tablebase tb(app::default_endgame_directory());
    auto r = app::endgame_report(tb, rules::GameRecord(p), rules::GameConditions{});
    if (r.in_databases) return r;
  } catch (const std::runtime_error&) {
    // A damaged database file: the ruling on the move stands without the oracle.
  }
  return std::nullopt;
}

void run(cli::Context& ctx, const Options& o) {
  const rules::Position p = app::read_fen(o.fen, "fen");
  const rules::Ruling r = rules::adjudicate(p, o.move);
  const auto legal = rules::format_moves(p, r.legal_moves);
  const std::string clause(rules::clause_of(r.violation));
  const auto eg = oracle(p);
  const std::string played = r.move ? rules::format_move(p, *r.move) : std::string();
  const app::EndgameMove* chosen = nullptr;
  if (eg) {
    for (const auto& m : eg->best) chosen = m.notation == played ? &m : chosen;
  }
  if (o.json) {
    nlohmann::json j{
        {"legal", r.legal()},
        {"move", r.move ? nlohmann::json(rules::format_move(p, *r.move)) : nlohmann::json(nullptr)},
        {"clause", r.legal() ? nlohmann::json(nullptr) : nlohmann::json(clause)},
        {"reason", app::reason(r.violation)},
        {"legal_moves", legal}};
    j["endgame"] = nullptr;
    if (eg) {
      j["endgame"] = {{"verdict", endgame::code(eg->value->result)},
                      {"plies_to_end", plies_json(*eg->value)},
                      {"line", eg->line},
                      {"move_verdict", chosen ? nlohmann::json(endgame::code(chosen->value.result))
                                              : nlohmann::json(nullptr)},
                      {"move_plies_to_end", chosen ? plies_json(chosen->value) : nlohmann::json(nullptr)}};
    }
    ctx.out << j.dump() << '\n';
  } else if (r.legal()) {
    ctx.out << _("legal") << ": " << rules::format_move(p, *r.move) << '\n';
  } else {
    ctx.out << _("illegal") << ": " << app::reason(r.violation) << " (" << clause << ")\n";
    ctx.out << _("legal moves") << ':';
    for (const auto& m : legal) ctx.out << ' ' << m;
    ctx.out << '\n';
  }
  if (eg && !o.json) {
    ctx.out << _("endgame databases") << ": " << eg->summary << '\n';
    if (!eg->line.empty()) {
      ctx.out << _("best line") << ':';
      for (const auto& m : eg->line) ctx.out << ' ' << m;
      ctx.out << '\n';
    }
    if (chosen) {
      ctx.out << fmt::format("{} {}: {}", _("this move"), chosen->notation,
                             _(app::verdict_term(chosen->value.result)));
      if (const auto pl = chosen->value.plies_to_end()) {
        ctx.out << ' '
                << app::translate(
                       tournament::Message::plural("{n} ply", "{n} plies", static_cast<unsigned long>(*pl)));
      }
      ctx.out << '\n';
    }
  }
  if (!r.legal()) ctx.exit_code = 1;
}

const cli::CommandRegistrar registrar{
    "adjudicate", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = root.add_subcommand("adjudicate", _("Rule on one move: legal, or which clause it breaks"));
      auto o = std::make_shared<Options>();
      cmd->add_option("--fen", o->fen, _("The position (FEN)"))->required();
      cmd->add_option("--move", o->move, _("The move as written (c3-d4, c3:e5:g3, cd4, 22-18)"))->required();
      cmd->add_flag("--json", o->json, _("Answer as one JSON object"));
      cmd->callback([&ctx, o] { run(ctx, *o); });
    }};

}  // namespace rules_adjudicate_command
