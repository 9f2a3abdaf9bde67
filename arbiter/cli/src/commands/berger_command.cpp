// `shashki berger N [--double] [--json]` (docs/cli.md, Pairing): the Berger table of
// FIDE C.05 Annex 1, one line per board `ROUND BOARD WHITE BLACK`, the bye of an odd field as 0.
#include "command.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/pairing/berger.hpp"

#include <nlohmann/json.hpp>

namespace berger_command {

using shashki::app::Error;
using shashki::app::ExitCode;

struct BergerArgs {
  int players = 0;
  bool double_cycle = false;
  bool no_swap = false;
  bool json = false;
};

void run_berger(shashki::cli::Context& ctx, const BergerArgs& a) {
  if (a.players < 2 || a.players > 1000)
    throw Error(ExitCode::usage, _("the number of players must be between 2 and 1000"));
  shashki::pairing::BergerOptions options;
  options.double_cycle = a.double_cycle;
  options.swap_last_two_rounds = !a.no_swap;
  const auto table = shashki::pairing::berger_table(a.players, options);
  if (a.json) {
    nlohmann::json rounds = nlohmann::json::array();
    for (std::size_t r = 0; r < table.size(); ++r) {
      nlohmann::json boards = nlohmann::json::array();
      for (std::size_t b = 0; b < table[r].size(); ++b) {
        boards.push_back({{"board", b + 1}, {"white", table[r][b].white}, {"black", table[r][b].black}});
      }
      rounds.push_back({{"round", r + 1}, {"boards", boards}});
    }
    ctx.out << nlohmann::json{{"players", a.players}, {"double", a.double_cycle}, {"rounds", rounds}}.dump()
            << '\n';
    return;
  }
  for (std::size_t r = 0; r < table.size(); ++r) {
    for (std::size_t b = 0; b < table[r].size(); ++b) {
      ctx.out << r + 1 << ' ' << b + 1 << ' ' << table[r][b].white << ' ' << table[r][b].black << '\n';
    }
  }
}

const shashki::cli::CommandRegistrar registrar{
    "berger", [](CLI::App& root, shashki::cli::Context& ctx) {
      auto args = std::make_shared<BergerArgs>();
      auto* cmd = root.add_subcommand(
          "berger", _("Print the Berger round-robin table for N players (FIDE C.05 Annex 1)"));
      cmd->add_option("N", args->players, _("Number of players"))->required();
      cmd->add_flag("--double", args->double_cycle,
                    _("Double round robin: a second cycle with colours reversed"));
      cmd->add_flag("--no-swap", args->no_swap,
                    _("In a double round robin, keep the last two rounds of the first cycle in table order"));
      cmd->add_flag("--json", args->json, _("Write JSON"));
      cmd->callback([&ctx, args] { run_berger(ctx, *args); });
    }};

}  // namespace berger_command
