// `shashki moves [FEN ...] [--json]`: the legal moves of positions (docs/cli.md, Rules).
#include "command.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/rulings.hpp"
#include "shashki/rules/fen.hpp"
#include "shashki/rules/movegen.hpp"
#include "shashki/rules/notation.hpp"

#include <nlohmann/json.hpp>

namespace rules_moves_command {

using namespace shashki;

nlohmann::json moves_json(const rules::Position& p) {
  const auto moves = rules::legal_moves(p);
  const auto texts = rules::format_moves(p, moves);
  nlohmann::json list = nlohmann::json::array();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    nlohmann::json captures = nlohmann::json::array();
    std::vector<std::string> names;
    for (rules::Bitboard b = moves[i].captured; b; b &= b - 1) names.push_back(rules::lowest(b).name());
    std::sort(names.begin(), names.end());
    for (const auto& n : names) captures.push_back(n);
    list.push_back({{"from", moves[i].from.name()},
                    {"to", moves[i].to.name()},
                    {"captures", captures},
                    {"promotes", moves[i].promotes},
                    {"notation", texts[i]}});
  }
  return {{"fen", rules::to_fen(p)}, {"moves", list}};
}

void run(cli::Context& ctx, std::vector<std::string> fens, bool json) {
  if (fens.empty()) {
    for (std::string line; std::getline(std::cin, line);) {
      if (line.find_first_not_of(" \t\r") != std::string::npos) fens.push_back(line);
    }
  }
  for (const std::string& fen : fens) {
    const auto parsed = rules::parse_fen(fen);
    if (!parsed) {
      if (!json) throw app::Error(app::ExitCode::input, app::parse_message(parsed.error(), "FEN", "fen"));
      ctx.out << nlohmann::json{{"fen", fen}, {"error", app::explain(parsed.error(), "FEN")}}.dump() << '\n';
      continue;
    }
    if (json) {
      ctx.out << moves_json(*parsed).dump() << '\n';
    } else {
      for (const auto& text : rules::format_moves(*parsed, rules::legal_moves(*parsed)))
        ctx.out << text << '\n';
    }
  }
}

const cli::CommandRegistrar registrar{
    "moves", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = root.add_subcommand("moves", _("List the legal moves of positions given as FEN"));
      auto fens = std::make_shared<std::vector<std::string>>();
      auto json = std::make_shared<bool>(false);
      cmd->add_option("fen", *fens, _("Positions (FEN); standard input, one per line, when none"));
      cmd->add_flag("--json", *json, _("One JSON object per position"));
      cmd->callback([&ctx, fens, json] { run(ctx, *fens, *json); });
    }};

}  // namespace rules_moves_command
