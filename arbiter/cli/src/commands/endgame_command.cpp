// `shashki endgame --fen FEN [--json]`: the endgame databases' verdict, distance and best moves,
// with what the counting rules of 6.1.8.x make of it; `shashki endgame build [--pieces N]`
// builds and verifies the databases with a progress bar.
#include "command.hpp"

#include "shashki/app/endgame_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/paths.hpp"
#include "shashki/app/rulings.hpp"
#include "shashki/app/terms.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <ctime>

namespace endgame_command {

using namespace shashki;

struct Options {
  std::string fen;
  std::string dir;
  std::string discipline = "classical";
  std::string increment = "yes";
  bool json = false;
  int pieces = endgame::database_pieces;
  int threads = 2;
};

std::filesystem::path directory(const Options& o) {
  return o.dir.empty() ? app::default_endgame_directory() : std::filesystem::path(o.dir);
}

nlohmann::json plies_json(endgame::Value v) {
  const auto p = v.plies_to_end();
  return p ? nlohmann::json(*p) : nlohmann::json(nullptr);
}

rules::GameConditions conditions_of(const Options& o) {
  rules::GameConditions c;
  c.discipline = o.discipline == "rapid"       ? rules::Discipline::rapid
                 : o.discipline == "lightning" ? rules::Discipline::lightning
                                               : rules::Discipline::classical;
  c.increment = o.increment == "yes";
  return c;
}

void query(cli::Context& ctx, const Options& o) {
  if (o.fen.empty()) throw app::Error(app::ExitCode::usage, _("--fen is required (or use `endgame build`)"));
  const rules::Position p = app::read_fen(o.fen, "fen");
  const endgame::Tablebase tb(directory(o));
  const app::EndgameReport r = app::endgame_report(tb, rules::GameRecord(p), conditions_of(o));
  if (o.json) {
    nlohmann::json best = nlohmann::json::array();
    for (const auto& m : r.best) {
      best.push_back({{"move", m.notation},
                      {"verdict", endgame::code(m.value.result)},
                      {"plies_to_end", plies_json(m.value)}});
    }
    nlohmann::json counts = nlohmann::json::array();
    nlohmann::json j{{"pieces", r.pieces}, {"in_databases", r.in_databases}};
    if (r.counting) {
      for (const auto& c : r.counting->counts) {
        counts.push_back(
            {{"clause", c.count.clause},
             {"side", c.count.side ? nlohmann::json(*c.count.side == rules::Color::white ? "white" : "black")
                                   : nlohmann::json(nullptr)},
             {"limit", c.count.limit},
             {"start_ply", c.count.start_ply},
             {"moves", c.count.moves},
             {"ends_the_game", c.ends_the_game}});
      }
      j["verdict_with_counts"] = endgame::code(r.counting->with_counts);
      j["ended_by"] = r.counting->verdict ? nlohmann::json(std::string(r.counting->verdict->clause))
                                          : nlohmann::json(nullptr);
      j["end_ply"] = r.counting->end_ply;
    }
    j["verdict"] = r.value ? nlohmann::json(endgame::code(r.value->result)) : nlohmann::json(nullptr);
    j["plies_to_end"] = r.value ? plies_json(*r.value) : nlohmann::json(nullptr);
    j["best"] = best;
    j["line"] = r.line;
    j["counts"] = counts;
    ctx.out << j.dump() << '\n';
  } else if (!r.in_databases && !r.summary.empty()) {
    ctx.out << r.summary << '\n';
  } else if (!r.in_databases) {
    ctx.out << fmt::format(
        "{} ({})\n",
        r.databases_missing ? _("not in the databases: they are not built here; run `shashki endgame build`")
                            : _("outside the databases: they hold positions of up to 5 pieces"),
        app::translate(
            tournament::Message::plural("{n} piece", "{n} pieces", static_cast<unsigned long>(r.pieces))));
  } else {
    ctx.out << r.summary << '\n';
    if (!r.counting_summary.empty()) ctx.out << r.counting_summary << '\n';
    if (!r.line.empty()) {
      ctx.out << _("best line") << ':';
      for (const auto& m : r.line) ctx.out << ' ' << m;
      ctx.out << '\n';
    }
    for (const auto& m : r.best) {
      const auto pl = m.value.plies_to_end();
      ctx.out << fmt::format("  {:<10} {}", m.notation, _(app::verdict_term(m.value.result)));
      if (pl) {
        ctx.out << ' '
                << app::translate(
                       tournament::Message::plural("{n} ply", "{n} plies", static_cast<unsigned long>(*pl)));
      }
      ctx.out << '\n';
    }
  }
  if (!r.in_databases) ctx.exit_code = 1;
}

// A one-line progress bar on stderr; the figures of each class on stdout.
class Bar : public endgame::BuildProgress {
 public:
  explicit Bar(cli::Context& ctx) : m_ctx(ctx) {}
  void class_started(const endgame::Material& m, std::uint64_t, int index, int count) override {
    m_name = m.name();
    m_index = index;
    m_count = count;
    m_wall = std::chrono::steady_clock::now();
    m_cpu = std::clock();
    advance("build", 0);
  }
  void advance(const char* stage, double fraction) override {
    // Redrawn only when the figure changes: the build reports every few thousand positions.
    const int percent = static_cast<int>(fraction * 100);
    if (percent == m_percent && stage == m_stage) return;
    m_percent = percent;
    m_stage = stage;
    const int width = 30;
    const int filled = static_cast<int>(fraction * width);
    m_ctx.err << fmt::format("\r[{:>2}/{}] {} {:<6} [{}{}] {:3.0f}%", m_index, m_count, m_name, _(stage),
                             std::string(static_cast<std::size_t>(filled), '#'),
                             std::string(static_cast<std::size_t>(width - filled), '.'), fraction * 100)
              << std::flush;
  }
  void class_finished(const endgame::ClassReport& r) override {
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_wall).count();
    const double cpu = static_cast<double>(std::clock() - m_cpu) / CLOCKS_PER_SEC;
    m_ctx.err << '\r' << std::string(60, ' ') << '\r';
    m_ctx.out << fmt::format("{} {:<16} {:>21} {:7.1f} s ({:.1f} s {}) {:>16}  {} {}\n", r.material.name(),
                             r.material.describe(),
                             app::translate(tournament::Message::plural(
                                 "{n} position", "{n} positions", static_cast<unsigned long>(r.positions))),
                             wall, cpu, _("CPU"),
                             app::translate(tournament::Message::plural("{n} byte", "{n} bytes",
                                                                        static_cast<unsigned long>(r.bytes))),
                             _("longest win, plies:"), r.longest_win)
              << std::flush;
    m_wall = std::chrono::steady_clock::now();
    m_cpu = std::clock();
  }

 private:
  cli::Context& m_ctx;
  std::string m_name;
  int m_index = 0;
  int m_count = 0;
  std::chrono::steady_clock::time_point m_wall;
  std::clock_t m_cpu = 0;
  int m_percent = -1;
  const char* m_stage = "";
};

void build(cli::Context& ctx, const Options& o) {
  const auto dir = directory(o);
  endgame::BuildOptions options;
  options.max_pieces = o.pieces;
  options.threads = o.threads;
  Bar bar(ctx);
  const auto start = std::chrono::steady_clock::now();
  std::vector<endgame::ClassReport> reports;
  try {
    reports = endgame::build(dir, options, &bar);
  } catch (const endgame::DatabaseError& e) {
    ctx.err << '\n';
    throw app::Error(app::ExitCode::input, app::endgame_error_message(e));
  } catch (const std::exception& e) {
    // The file system's own words (a directory that cannot be made).
    ctx.err << '\n';
    throw app::Error(app::ExitCode::input, e.what());
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::uint64_t bytes = 0;
  int built = 0;
  for (const auto& r : reports) {
    bytes += r.bytes;
    built += r.built ? 1 : 0;
  }
  ctx.out << fmt::format(
      "{}: {} ({}), {:.1f} s, {} ({:.1f} MB), {}\n", dir.string(),
      app::translate(tournament::Message::plural("{n} class", "{n} classes", reports.size())),
      app::translate(tournament::Message::plural("{n} built now and verified", "{n} built now and verified",
                                                 static_cast<unsigned long>(built))),
      seconds,
      app::translate(tournament::Message::plural("{n} byte", "{n} bytes", static_cast<unsigned long>(bytes))),
      static_cast<double>(bytes) / 1e6, _("consistency pass passed"));
}

const cli::CommandRegistrar registrar{
    "endgame", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd =
          root.add_subcommand("endgame", _("The endgame databases' verdict on a position of up to 5 pieces"));
      auto o = std::make_shared<Options>();
      cmd->add_option("--fen", o->fen, _("The position (FEN)"));
      cmd->add_option("--dir", o->dir, _("The databases' directory (default: the user's data directory)"));
      cmd->add_option("--discipline", o->discipline, _("classical, rapid or lightning"))
          ->check(CLI::IsMember({"classical", "rapid", "lightning"}));
      cmd->add_option("--increment", o->increment, _("Does the time control add time per move: yes or no"))
          ->check(CLI::IsMember({"yes", "no"}));
      cmd->add_flag("--json", o->json, _("Answer as one JSON object"));
      auto* b = cmd->add_subcommand("build", _("Build and verify the endgame databases"));
      b->add_option("--pieces", o->pieces, _("Every class of up to N pieces (2-5)"))->check(CLI::Range(2, 5));
      b->add_option("--dir", o->dir, _("The databases' directory (default: the user's data directory)"));
      b->add_option("--threads", o->threads, _("Threads to build with"))->check(CLI::Range(1, 64));
      b->callback([&ctx, o] { build(ctx, *o); });
      cmd->callback([&ctx, o, b] {
        if (!b->parsed()) query(ctx, *o);
      });
    }};

}  // namespace endgame_command
