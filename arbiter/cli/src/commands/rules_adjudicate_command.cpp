// `shashki adjudicate --fen FEN --move MOVE [--json]`: is a move legal, and which clause does it
// break if not.
#include "command.hpp"

#include "shashki/app/rulings.hpp"
#include "shashki/rules/notation.hpp"

#include <nlohmann/json.hpp>

namespace {

using namespace shashki;

struct Options {
  std::string fen;
  std::string move;
  bool json = false;
};

void run(cli::Context& ctx, const Options& o) {
  const rules::Position p = app::read_fen(o.fen, "--fen");
  const rules::Ruling r = rules::adjudicate(p, o.move);
  const auto legal = rules::format_moves(p, r.legal_moves);
  const std::string clause(rules::clause_of(r.violation));
  if (o.json) {
    nlohmann::json j{{"legal", r.legal()},
                     {"move", r.move ? nlohmann::json(rules::format_move(p, *r.move)) : nlohmann::json(nullptr)},
                     {"clause", r.legal() ? nlohmann::json(nullptr) : nlohmann::json(clause)},
                     {"reason", app::reason(r.violation)},
                     {"legal_moves", legal}};
    ctx.out << j.dump() << '\n';
  } else if (r.legal()) {
    ctx.out << _("legal") << ": " << rules::format_move(p, *r.move) << '\n';
  } else {
    ctx.out << _("illegal") << ": " << app::reason(r.violation) << " (" << clause << ")\n";
    ctx.out << _("legal moves") << ':';
    for (const auto& m : legal) ctx.out << ' ' << m;
    ctx.out << '\n';
  }
  if (!r.legal()) ctx.exit_code = 1;
}

const cli::CommandRegistrar registrar{"adjudicate", [](CLI::App& root, cli::Context& ctx) {
  auto* cmd = root.add_subcommand("adjudicate", _("Rule on one move: legal, or which clause it breaks"));
  auto o = std::make_shared<Options>();
  cmd->add_option("--fen", o->fen, _("The position (FEN)"))->required();
  cmd->add_option("--move", o->move, _("The move as written (c3-d4, c3:e5:g3, cd4, 22-18)"))->required();
  cmd->add_flag("--json", o->json, _("Answer as one JSON object"));
  cmd->callback([&ctx, o] { run(ctx, *o); });
}};

}  // namespace
