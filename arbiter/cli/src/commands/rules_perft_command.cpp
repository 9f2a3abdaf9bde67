// `shashki perft [--fen FEN] --depth N [--divide] [--paths]`: leaf counts of the move tree.
#include "command.hpp"

#include "shashki/app/rulings.hpp"
#include "shashki/rules/notation.hpp"
#include "shashki/rules/perft.hpp"

#include <fmt/format.h>

#include <chrono>

namespace rules_perft_command {

using namespace shashki;

struct Options {
  std::string fen;
  int depth = 0;
  bool divide = false;
  bool paths = false;
};

void run(cli::Context& ctx, const Options& o) {
  const rules::Position start = o.fen.empty() ? rules::Position::initial() : app::read_fen(o.fen, "fen");
  const auto counting = o.paths ? rules::PerftCounting::paths : rules::PerftCounting::unique;
  // The command line is where the time is read: the rules core never looks at a clock.
  const auto t0 = std::chrono::steady_clock::now();
  std::uint64_t leaves = 0;
  if (o.divide) {
    const auto parts = rules::perft_divide(start, o.depth, counting);
    std::vector<rules::Move> moves;
    for (const auto& part : parts) moves.push_back(part.first);
    const auto texts = rules::format_moves(start, moves);
    for (std::size_t i = 0; i < parts.size(); ++i) {
      ctx.out << texts[i] << ' ' << parts[i].second << '\n';
      leaves += parts[i].second;
    }
    ctx.out << "total " << leaves << '\n';
  } else {
    for (int d = 1; d <= o.depth; ++d) {
      const std::uint64_t n = rules::perft(start, d, counting);
      ctx.out << d << ' ' << n << '\n' << std::flush;
      leaves += n;
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  ctx.err << fmt::format("{:.3f} s, {:.1f} {}\n", seconds,
                         seconds > 0 ? static_cast<double>(leaves) / seconds / 1e6 : 0.0,
                         _("million leaves per second"));
}

const cli::CommandRegistrar registrar{
    "perft", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = root.add_subcommand("perft", _("Count the leaves of the move tree (perft)"));
      auto o = std::make_shared<Options>();
      cmd->add_option("--fen", o->fen, _("Start position (default: the initial position)"));
      cmd->add_option("--depth", o->depth, _("Depth in plies"))->required()->check(CLI::Range(1, 30));
      cmd->add_flag("--divide", o->divide, _("Count below each root move at the given depth"));
      cmd->add_flag("--paths", o->paths, _("Count every distinct capture route instead of unique moves"));
      cmd->callback([&ctx, o] { run(ctx, *o); });
    }};

}  // namespace rules_perft_command
