// `shashki pair --system S --trf FILE (-p [OUT] | -c) [-l LIST] [--baku]` (docs/cli.md, Pairing):
// pairs the next round of a TRF, or re-pairs every round of it and lists the discrepancies.
// `-l` adds, for the Swiss systems, the engine's own account of every bracket; `--baku` pairs
// the Dutch system with the Baku acceleration (C.04.7).
#include "command.hpp"

#include "shashki/app/errors.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/format/trf.hpp"
#include "shashki/format/trf_team.hpp"
#include "shashki/pairing/checklist.hpp"
#include "shashki/pairing/dutch_engine.hpp"
#include "shashki/pairing/engine_factory.hpp"
#include "shashki/pairing/replay.hpp"
#include "shashki/pairing/team_swiss_engine.hpp"

#include <fstream>
#include <sstream>

namespace pair_command {

using shashki::app::Error;
using shashki::app::ExitCode;
namespace pairing = shashki::pairing;
namespace format = shashki::format;

struct PairOptions {
  std::string system;
  std::string trf;
  std::string out;
  std::string list;
  bool check = false;
  bool baku = false;
};

std::string read_whole(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(ExitCode::input, path + ": " + _("cannot read the file"));
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write_whole(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw Error(ExitCode::input, path + ": " + _("cannot write the file"));
}

std::string system_names() {
  std::string names;
  for (const auto kind : pairing::all_engine_kinds())
    names += (names.empty() ? "" : ", ") + std::string(pairing::code(kind));
  return names;
}

// The engine of --system, with the Baku acceleration when --baku asks for it.
std::unique_ptr<pairing::PairingEngine> engine_for(const PairOptions& o) {
  if (o.baku) {
    if (o.system != "dutch") throw Error(ExitCode::usage, _("--baku applies to --system dutch only"));
    return std::make_unique<pairing::DutchEngine>(pairing::DutchOptions{.baku_acceleration = true});
  }
  const auto kind = pairing::engine_kind_from_code(o.system);
  if (!kind) {
    throw Error(ExitCode::usage, std::string(_("unknown or unavailable pairing system")) + " '" + o.system +
                                     "' (" + _("available") + ": " + system_names() + ")");
  }
  return pairing::make_engine(*kind);
}

// The -l file: the checklist of every player, then how each round was paired (Swiss systems).
void write_list(const PairOptions& o, const pairing::PairingInput& input,
                const std::vector<pairing::SwissExplanation>& explanations) {
  std::string text = pairing::format_checklist(pairing::make_checklist(input));
  const auto translate = shashki::app::translator();
  for (const auto& e : explanations) text += "\n" + pairing::format_explanation(e, translate);
  write_whole(o.list, text);
}

// The lines of a team round: the number of matches, then "WHITE BLACK" per match (the team
// with White on board 1 first) and "TEAM 0" for the pairing-allocated bye (docs/cli.md).
std::string format_team_round(const pairing::TeamRoundPairing& round) {
  std::string text = std::to_string(round.pairs.size() + (round.bye ? 1 : 0)) + "\n";
  for (const auto& pair : round.pairs)
    text += std::to_string(pair.white) + " " + std::to_string(pair.black) + "\n";
  if (round.bye) text += std::to_string(*round.bye) + " 0\n";
  return text;
}

// The event of a team round as the file shows it: its White/Black per match and the bye.
pairing::TeamRoundPairing team_round_of(const shashki::tournament::TeamEvent& event, int round) {
  pairing::TeamRoundPairing played;
  for (const auto& match : event.matches) {
    if (match.round != round) continue;
    if (match.away) {
      played.pairs.push_back({match.home, *match.away});
    } else {
      played.bye = match.home;
    }
  }
  return played;
}

// `pair --system team-swiss`: the next round of a TRF-2026 team file by FIDE C.04.6, or with
// -c every round of it re-paired from the rounds before and compared with the file.
void run_team_pair(shashki::cli::Context& ctx, const PairOptions& o, bool check) {
  auto read = format::read_team_trf(read_whole(o.trf));
  if (const auto* error = std::get_if<format::ReadError>(&read)) {
    throw Error(ExitCode::input, o.trf + ":" + error->describe());
  }
  const shashki::tournament::TeamEvent& event = std::get<format::TrfTeamFile>(read).event;
  int played = 0;
  for (const auto& match : event.matches) played = std::max(played, match.round);
  if (check) {
    int discrepancies = 0;
    for (int round = 1; round <= played; ++round) {
      shashki::tournament::TeamEvent before = event;
      std::erase_if(before.matches, [round](const auto& m) { return m.round >= round; });
      const auto paired = pairing::pair_team_swiss(before, round);
      const auto canonical = [](pairing::TeamRoundPairing r) {
        for (auto& pair : r.pairs) {
          if (pair.white > pair.black) std::swap(pair.white, pair.black);
        }
        std::sort(r.pairs.begin(), r.pairs.end(),
                  [](const auto& a, const auto& b) { return a.white < b.white; });
        return format_team_round(r);
      };
      const std::string in_file = format_team_round(team_round_of(event, round));
      if (!paired.ok()) {
        ++discrepancies;
        ctx.out << _("round") << ' ' << round << ": " << shashki::app::translate(paired.problem()) << '\n';
      } else if (canonical(*paired) != canonical(team_round_of(event, round))) {
        ++discrepancies;
        ctx.out << _("round") << ' ' << round << ": " << _("the file pairs") << '\n'
                << in_file << _("the engine pairs") << '\n'
                << format_team_round(*paired);
      }
    }
    ctx.out << _("rounds checked") << ": " << played << ", " << _("discrepancies") << ": " << discrepancies
            << '\n';
    if (discrepancies != 0) ctx.exit_code = 1;
    return;
  }
  const auto paired = pairing::pair_team_swiss(event, played + 1);
  if (!paired.ok()) {
    ctx.err << _("no pairing") << ": " << shashki::app::translate(paired.problem()) << '\n';
    ctx.exit_code = 1;
    return;
  }
  const std::string text = format_team_round(*paired);
  if (o.out.empty()) {
    ctx.out << text;
  } else {
    write_whole(o.out, text);
  }
}

void run_pair(shashki::cli::Context& ctx, const PairOptions& o, bool pair_next, bool check) {
  if (pair_next == check)
    throw Error(ExitCode::usage,
                _("give exactly one of -p (pair the next round) and -c (check every round)"));
  if (o.system == "team-swiss") {
    if (o.baku) throw Error(ExitCode::usage, _("--baku applies to --system dutch only"));
    run_team_pair(ctx, o, check);
    return;
  }
  const auto engine = engine_for(o);
  auto read = format::read_trf(read_whole(o.trf));
  if (const auto* error = std::get_if<format::TrfError>(&read)) {
    throw Error(ExitCode::input, o.trf + ":" + error->describe());
  }
  const pairing::PairingInput& input = std::get<format::TrfDocument>(read).input;
  if (o.baku && !input.accelerations.empty()) {
    throw Error(
        ExitCode::usage,
        o.trf + ": " + _("the file carries its own acceleration (XXA or 250); pair it without --baku"));
  }
  std::vector<pairing::SwissExplanation> explanations;
  auto* explained = o.list.empty() ? nullptr : &explanations;

  if (check) {
    const pairing::ReplayReport report = pairing::replay_rounds(*engine, input, explained);
    if (explained != nullptr) write_list(o, input, explanations);
    for (const auto& d : report.discrepancies)
      ctx.out << _("round") << ' ' << d.round << ": " << d.description << '\n';
    for (const auto& [round, criterion] : report.first_criterion) {
      ctx.out << _("round") << ' ' << round << ": " << _("first criterion on which they differ") << ": "
              << criterion << '\n';
    }
    ctx.out << _("rounds checked") << ": " << report.rounds_checked << ", " << _("discrepancies") << ": "
            << report.discrepancies.size() << '\n';
    if (!report.discrepancies.empty()) ctx.exit_code = 1;
    return;
  }
  const auto* explaining = dynamic_cast<const pairing::ExplainingEngine*>(engine.get());
  const pairing::PairingResult result = explained != nullptr && explaining != nullptr
                                            ? explaining->pair_explained(input, explanations.emplace_back())
                                            : engine->pair_next_round(input);
  if (explained != nullptr) write_list(o, input, explanations);
  if (const auto* refusal = std::get_if<pairing::Refusal>(&result)) {
    ctx.err << _("no pairing") << " (" << shashki::app::tr(refusal->criterion.c_str())
            << "): " << shashki::app::translate(refusal->explanation) << '\n';
    ctx.exit_code = 1;
    return;
  }
  const std::string text = pairing::format_pairs(std::get<pairing::Pairing>(result));
  if (o.out.empty()) {
    ctx.out << text;
  } else {
    write_whole(o.out, text);
  }
}

const shashki::cli::CommandRegistrar registrar{
    "pair", [](CLI::App& root, shashki::cli::Context& ctx) {
      auto options = std::make_shared<PairOptions>();
      auto* cmd =
          root.add_subcommand("pair", _("Pair the next round of a TRF file, or check every round of it"));
      cmd->add_option("--system", options->system,
                      _("Pairing system: dutch, double-swiss, round-robin, knockout or team-swiss"))
          ->required();
      cmd->add_option("--trf", options->trf, _("Tournament report file (TRF-16 or TRF-2026)"))->required();
      auto* p = cmd->add_option("-p", options->out,
                                _("Pair the next round; write the pairs to OUT or to standard output"))
                    ->expected(0, 1);
      cmd->add_flag("-c", options->check, _("Re-pair every round and print each discrepancy"));
      cmd->add_option(
          "-l", options->list,
          _("Write a checklist of colour preferences, floats and bye eligibility to LIST, and for a Swiss "
            "system how every bracket was paired"));
      cmd->add_flag(
          "--baku", options->baku,
          _("Dutch system with the Baku acceleration (FIDE C.04.7): virtual points for the top half of the "
            "field in the first half of the rounds"));
      cmd->callback([&ctx, options, p] { run_pair(ctx, *options, p->count() > 0, options->check); });
    }};

}  // namespace pair_command
