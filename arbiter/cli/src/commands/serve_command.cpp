// `shashki serve --event E [--round R] [--listen ADDR:PORT] [--base-url URL] [--start-all]
// [--restore] [--live-only]`: the venue server (docs/venue.md). Every board of the round gets its
// clock page; the round's clocks run in this process, which is their one writer, until SIGINT or
// SIGTERM. The public live pages are served beside them; with --live-only they are all it serves,
// from a read-only session, so that the results can be entered meanwhile by the console or by
// `result set`.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/clock_service.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/random_bytes.hpp"
#include "shashki/app/venue_tokens.hpp"
#include "shashki/clock/boot_time_source.hpp"
#include "shashki/web/app_board_backend.hpp"
#include "shashki/web/live_pages.hpp"
#include "shashki/web/venue_server.hpp"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <charconv>
#include <vector>

#include <fmt/format.h>

namespace serve_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0;
  std::string listen = "0.0.0.0:8080";
  std::string base_url;
  bool start_all = false;
  bool restore = false;
  bool live_only = false;
};

// Blocks SIGINT and SIGTERM on this thread and the threads it starts, to be waited for here.
sigset_t blocked_stop_signals() {
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  return stop_signals;
}

// The live pages alone until SIGINT or SIGTERM: no clocks, no writer's lock.
void serve_live_only(cli::Context& ctx, const Options& o, web::VenueOptions options) {
  const std::string lang = ctx.lang.empty() ? "en" : ctx.lang;
  web::AppLiveSource live(ctx.database_path(), tournament::EventId{o.event}, lang);
  web::NoBoards boards(lang);
  const clock::BootTimeSource time;
  auto stop_signals = blocked_stop_signals();
  web::VenueServer server(
      boards, time, options, [&](const std::string& line) { ctx.err << "serve: " << line << std::endl; },
      &live);
  server.start();
  const auto base = o.base_url.empty() ? web::default_base_url(server.port()) : o.base_url;
  ctx.out << fmt::format(fmt::runtime(_("live pages: {url}/live/")), fmt::arg("url", base)) << '\n'
          << fmt::format(fmt::runtime(_("serving the live pages on {address}; stop with Ctrl+C")),
                         fmt::arg("address", server.status().address))
          << std::endl;
  int signal = 0;
  sigwait(&stop_signals, &signal);
  server.stop();
}

// "ADDR:PORT" or ":PORT" or "PORT".
web::VenueOptions listen_options(const std::string& text) {
  web::VenueOptions o;
  const auto colon = text.rfind(':');
  const std::string address = colon == std::string::npos ? std::string() : text.substr(0, colon);
  const std::string port = colon == std::string::npos ? text : text.substr(colon + 1);
  unsigned value = 0;
  const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), value);
  if (ec != std::errc() || end != port.data() + port.size() || value > 65535) {
    throw app::Error(app::ExitCode::usage,
                     app::Message(N_("expected ADDRESS:PORT such as 0.0.0.0:8080, not '{text}'"))
                         .with("text", text)
                         .about("listen"));
  }
  if (!address.empty()) o.address = address;
  o.port = static_cast<unsigned short>(value);
  return o;
}

// The last published round of the event (a draft has no clocks).
int last_published_round(app::Session& session, tournament::EventId event) {
  const auto t = app::load_tournament(session, event);
  for (auto it = t.rounds.rbegin(); it != t.rounds.rend(); ++it) {
    if (it->state == tournament::RoundState::published) return it->number;
  }
  throw app::Error(
      app::ExitCode::refused,
      app::Message(N_("the event has no published round whose clocks could run")).about("round"));
}

const cli::CommandRegistrar registrar{
    "serve", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = root.add_subcommand("serve", _("Serve every board's clock to the phones at the boards"));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("Round (default: the last published round)"));
      cmd->add_option("--listen", o->listen, _("Address and port to listen on"))->capture_default_str();
      cmd->add_option("--base-url", o->base_url,
                      _("The address the printed links use (default: this machine's network address)"));
      cmd->add_flag("--start-all", o->start_all, _("Start every board's clock once serving"));
      cmd->add_flag(
          "--restore", o->restore,
          _("Restore the clocks waiting after a restart with their last recorded times (left paused)"));
      cmd->add_flag("--live-only", o->live_only,
                    _("Serve only the public live pages (no clocks), from a read-only view of the database"))
          ->excludes("--start-all")
          ->excludes("--restore");
      cmd->callback([&ctx, o] {
        auto options = listen_options(o->listen);
        if (o->live_only) return serve_live_only(ctx, *o, options);
        auto session = cli::open_session(ctx);
        const tournament::EventId event{o->event};
        const int round = o->round > 0 ? o->round : last_published_round(session, event);
        const clock::BootTimeSource time;
        app::ClockService clocks(session, time, event, round);
        const auto waiting = clocks.recovery();
        if (!waiting.empty()) {
          if (o->restore) {
            clocks.recover_all(clock::RecoveryChoice{}, "the venue server restarted");
          } else {
            ctx.out
                << app::translate(app::Message::plural(
                       N_("{n} clock waits after a restart; it stays paused until the judge restores it"),
                       N_("{n} clocks wait after a restart; they stay paused until the judge restores them"),
                       waiting.size()))
                << '\n';
          }
        }
        app::VenueTokens tokens(session, app::system_random_bytes());
        web::AppBoardBackend backend(
            session, clocks,
            [&](std::string_view token) -> std::optional<web::BoardRef> {
              const auto found = tokens.resolve(event, token);
              if (!found) return std::nullopt;
              return web::BoardRef{event, found->round, found->board};
            },
            ctx.lang);
        // docs/venue.md, "Floor arbiters": a deputy's tablet opens with an arbiter token.
        backend.resolve_arbiter = [&](std::string_view token) -> std::optional<web::ArbiterRef> {
          const auto found = tokens.resolve_arbiter(event, token);
          if (!found) return std::nullopt;
          return web::ArbiterRef{event, found->id, found->name};
        };
        backend.on_floor = [&](int board, const std::string& deputy) {
          ctx.out << fmt::format(fmt::runtime(_("board {board}: {name} acted from the floor")),
                                 fmt::arg("board", board), fmt::arg("name", deputy))
                  << std::endl;
        };
        backend.on_call = [&](int board) {
          ctx.out << fmt::format(fmt::runtime(_("board {board} calls the arbiter")), fmt::arg("board", board))
                  << std::endl;
        };
        // SIGINT and SIGTERM are waited for on this thread; the server's thread, started with them
        // blocked, never takes them.
        auto stop_signals = blocked_stop_signals();
        // The live pages read through a session of their own, on the server's live thread.
        web::AppLiveSource live(ctx.database_path(), event, ctx.lang.empty() ? "en" : ctx.lang);
        web::VenueServer server(
            backend, time, options,
            [&](const std::string& line) { ctx.err << "serve: " << line << std::endl; }, &live);
        server.start();
        const auto base = o->base_url.empty() ? web::default_base_url(server.port()) : o->base_url;
        const auto checked_base = app::checked_base_url(base, "base_url");
        std::vector<int> lost;
        // Issued where the server calls its backend: a device already connecting resolves its
        // token through the same session, never at the same time as this.
        std::vector<app::BoardToken> issued;
        server.call([&] { issued = tokens.issue_round(event, round); });
        for (const auto& token : issued) {
          if (!token.reprintable) {
            lost.push_back(token.board);
            continue;
          }
          ctx.out << fmt::format(fmt::runtime(_("board {board}: {url}")), fmt::arg("board", token.board),
                                 fmt::arg("url", app::board_url(checked_base, token)))
                  << '\n';
        }
        // Made with another venue key: they still open their boards, so the server serves on.
        if (!lost.empty()) {
          ctx.err
              << "serve: "
              << app::translate(
                     app::TokensNotReprintable(event, round, lost, app::default_venue_key_path()).message())
              << std::endl;
        }
        std::vector<app::ArbiterToken> deputies;
        server.call([&] { deputies = tokens.arbiters(event); });
        for (const auto& deputy : deputies) {
          if (deputy.revoked || deputy.token.empty()) continue;
          ctx.out << fmt::format(fmt::runtime(_("floor arbiter {name}: {url}")),
                                 fmt::arg("name", deputy.name),
                                 fmt::arg("url", app::arbiter_url(checked_base, deputy)))
                  << '\n';
        }
        if (o->start_all) server.call([&] { clocks.start_all(); });
        ctx.out << fmt::format(fmt::runtime(_("live pages: {url}/live/")), fmt::arg("url", checked_base))
                << '\n';
        ctx.out << fmt::format(fmt::runtime(_("serving round {round} on {address}; stop with Ctrl+C")),
                               fmt::arg("round", round), fmt::arg("address", server.status().address))
                << std::endl;
        int signal = 0;
        sigwait(&stop_signals, &signal);
        server.call([&] { clocks.checkpoint(); });
        server.stop();
      });
    }};

}  // namespace serve_command
