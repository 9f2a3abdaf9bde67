// `shashki venue tokens --event E --round R --base-url URL [--json]`: each board's clock page
// address, issuing the tokens the round lacks; `shashki venue reissue --event E --round R
// --board B --reason TEXT`: a new address for a board whose old one must stop working.
// `shashki venue arbiters --event E`, `venue arbiter-token --event E --name NAME` and `venue
// revoke --event E --token T`: the floor arbiters' tokens (docs/venue.md, "Floor arbiters").
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/load_tournament.hpp"
#include "shashki/app/venue_tokens.hpp"
#include "shashki/web/venue_server.hpp"

#include <map>

namespace venue_command {

using namespace shashki;

struct TokensOptions {
  std::int64_t event = 0;
  int round = 0;
  std::string base_url;
  bool json = false;
};

struct ReissueOptions {
  std::int64_t event = 0;
  int round = 0;
  int board = 0;
  std::string reason;
  std::string base_url;
};

CLI::App& venue_group(CLI::App& root) {
  return cli::command_group(root, "venue", _("Clock page addresses of the boards on the venue network"));
}

CLI::Option* add_base_url(CLI::App& cmd, std::string& target) {
  return cmd.add_option(
      "--base-url", target,
      _("The venue server's address as the phones reach it, e.g. http://192.168.1.10:8080"));
}

// "(3) Name" as the round commands print a player.
std::string who(const tournament::Tournament& t, tournament::PlayerId id) {
  const auto* p = t.player(id);
  return p == nullptr ? std::string("?") : "(" + std::to_string(p->number) + ") " + p->name;
}

const cli::CommandRegistrar tokens_registrar{
    "venue tokens", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = venue_group(root).add_subcommand(
          "tokens", _("Print each board's clock page address, giving the boards without one a new one"));
      auto o = std::make_shared<TokensOptions>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("The round (default: the last)"));
      add_base_url(*cmd, o->base_url)->required();
      cmd->add_flag("--json", o->json, _("Print JSON"));
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        const tournament::EventId id{o->event};
        app::VenueTokens tokens(session, app::system_random_bytes());
        const auto urls = tokens.board_urls(id, o->round, o->base_url);
        const auto t = app::load_tournament(session, id);
        const auto* round = t.round(o->round == 0 ? t.current_round() : o->round);
        nlohmann::json boards = nlohmann::json::array();
        for (const auto& b : round->boards) {
          const auto url = urls.find(b.number);
          if (url == urls.end()) continue;  // a bye: no game, no clock
          if (o->json) {
            boards.push_back({{"board", b.number},
                              {"white", b.white.value},
                              {"black", b.black->value},
                              {"url", url->second}});
          } else {
            ctx.out << b.number << '\t' << who(t, b.white) << '\t' << who(t, *b.black) << '\t' << url->second
                    << '\n';
          }
        }
        if (o->json)
          cli::print_json(ctx, {{"event", id.value}, {"round", round->number}, {"boards", boards}});
      });
    }};

const cli::CommandRegistrar reissue_registrar{
    "venue reissue", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = venue_group(root).add_subcommand(
          "reissue", _("Give a board a new clock page address; the old one stops working"));
      auto o = std::make_shared<ReissueOptions>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("Round"))->required();
      cmd->add_option("--board", o->board, _("Board"))->required();
      cmd->add_option("--reason", o->reason, _("Why (kept in the audit log)"))->required();
      add_base_url(*cmd, o->base_url);
      cmd->callback([&ctx, o] {
        // Checked before anything is written: a refused address must not cost the board its page.
        const auto base =
            o->base_url.empty() ? std::string() : app::checked_base_url(o->base_url, "base_url");
        auto session = cli::open_session(ctx);
        app::VenueTokens tokens(session, app::system_random_bytes());
        const auto token = tokens.reissue(tournament::EventId{o->event}, o->round, o->board, o->reason);
        if (base.empty()) {
          ctx.out << app::translate(tournament::Message(
                                        N_("Board {board} of round {round} has a new clock page address; "
                                           "`shashki venue tokens` prints it"))
                                        .with("board", token.board)
                                        .with("round", token.round))
                  << '\n';
        } else {
          ctx.out << token.board << '\t' << app::board_url(base, token) << '\n';
        }
      });
    }};

struct ArbiterOptions {
  std::int64_t event = 0;
  std::string name;
  std::string token;
  std::string base_url;
  bool json = false;
};

// The base address of the links: the judge's, or this machine's on the venue network.
std::string base_of(const std::string& given) {
  return app::checked_base_url(given.empty() ? web::default_base_url(8080) : given, "base_url");
}

nlohmann::json arbiter_json(const app::ArbiterToken& a, const std::string& base) {
  return {{"id", a.id},
          {"name", a.name},
          {"issued_at", a.issued_at},
          {"revoked", a.revoked},
          {"url", a.token.empty() ? nlohmann::json() : nlohmann::json(app::arbiter_url(base, a))}};
}

const cli::CommandRegistrar arbiters_registrar{
    "venue arbiters", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd =
          venue_group(root).add_subcommand("arbiters", _("List the floor arbiters' tokens of an event"));
      auto o = std::make_shared<ArbiterOptions>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      add_base_url(*cmd, o->base_url);
      cmd->add_flag("--json", o->json, _("Print JSON"));
      cmd->callback([&ctx, o] {
        const auto base = base_of(o->base_url);
        auto session = cli::open_session(ctx);
        app::VenueTokens tokens(session, app::system_random_bytes());
        const auto all = tokens.arbiters(tournament::EventId{o->event});
        if (o->json) {
          nlohmann::json list = nlohmann::json::array();
          for (const auto& a : all) list.push_back(arbiter_json(a, base));
          cli::print_json(ctx, {{"event", o->event}, {"arbiters", list}});
          return;
        }
        for (const auto& a : all) {
          ctx.out << a.id << '\t' << a.name << '\t' << a.issued_at << '\t'
                  << (a.revoked         ? std::string(_("revoked"))
                      : a.token.empty() ? std::string("-")
                                        : app::arbiter_url(base, a))
                  << '\n';
        }
      });
    }};

const cli::CommandRegistrar arbiter_token_registrar{
    "venue arbiter-token", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = venue_group(root).add_subcommand(
          "arbiter-token", _("Issue a floor arbiter's token and print the link of their page"));
      auto o = std::make_shared<ArbiterOptions>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--name", o->name, _("The deputy arbiter, as the audit log names their actions"))
          ->required();
      add_base_url(*cmd, o->base_url);
      cmd->add_flag("--json", o->json, _("Print JSON"));
      cmd->callback([&ctx, o] {
        const auto base = base_of(o->base_url);
        auto session = cli::open_session(ctx);
        app::VenueTokens tokens(session, app::system_random_bytes());
        const auto issued = tokens.issue_arbiter(tournament::EventId{o->event}, o->name);
        if (o->json)
          cli::print_json(ctx, arbiter_json(issued, base));
        else
          ctx.out << issued.id << '\t' << issued.name << '\t' << app::arbiter_url(base, issued) << '\n';
      });
    }};

const cli::CommandRegistrar revoke_registrar{
    "venue revoke", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = venue_group(root).add_subcommand(
          "revoke", _("Revoke a floor arbiter's token: their page stops working at once"));
      auto o = std::make_shared<ArbiterOptions>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--token", o->token, _("The token, or its number as `venue arbiters` lists it"))
          ->required();
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        app::VenueTokens tokens(session, app::system_random_bytes());
        const auto revoked = tokens.revoke_arbiter(tournament::EventId{o->event}, o->token);
        ctx.out << app::translate(
                       tournament::Message(N_("The arbiter token of {name} (number {id}) is revoked."))
                           .with("name", revoked.name)
                           .with("id", static_cast<long long>(revoked.id)))
                << '\n';
      });
    }};

}  // namespace venue_command
