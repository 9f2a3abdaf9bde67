// `shashki claim --event E --round R --board B --by white|black --kind KIND [--game N] [--json]`:
// a draw claim checked by the rules core against the recorded game and stored with the ruling
// it proposes; for 6.1.8.5, 6.1.8.7, 6.1.10.4 and 6.1.10.5 the endgame databases' verdict stands
// beside the proposal. The judge decides it in the console.
#include "command.hpp"
#include "event_cli_support.hpp"

#include "shashki/app/claim_service.hpp"
#include "shashki/app/clock_service.hpp"
#include "shashki/app/endgame_service.hpp"
#include "shashki/clock/boot_time_source.hpp"

#include <map>

namespace claim_command {

using namespace shashki;

struct Options {
  std::int64_t event = 0;
  int round = 0, board = 0, game = 1;
  std::string by, kind;
  bool json = false;
};

const std::map<std::string, clock::Side> sides{{"white", clock::Side::white}, {"black", clock::Side::black}};
const std::map<std::string, tournament::DrawClaimKind> kinds{
    {"count", tournament::DrawClaimKind::count},
    {"repetition", tournament::DrawClaimKind::repetition},
    {"clearly-drawn", tournament::DrawClaimKind::clearly_drawn},
    {"no-increment", tournament::DrawClaimKind::no_increment},
    {"short-of-time", tournament::DrawClaimKind::short_of_time}};

const cli::CommandRegistrar registrar{
    "claim", [](CLI::App& root, cli::Context& ctx) {
      auto* cmd = root.add_subcommand("claim", _("Check a draw claim and store it for the judge"));
      cmd->footer(
          _("Grounds: count (6.1.8.3-6.1.8.6, 6.1.8.8), repetition (6.1.8.2), clearly-drawn (6.1.8.7), "
            "no-increment (6.1.10.4), short-of-time (6.1.10.5). The claim is checked against the "
            "recorded game and the clock's move counts, and stored with the ruling it proposes; where "
            "the judge rules, the endgame databases' verdict is shown beside it."));
      auto o = std::make_shared<Options>();
      cmd->add_option("--event", o->event, _("Event id"))->required();
      cmd->add_option("--round", o->round, _("Round"))->required();
      cmd->add_option("--board", o->board, _("Board"))->required();
      cmd->add_option("--game", o->game, _("Game of a micro-match: 1 or 2"))->check(CLI::Range(1, 2));
      cmd->add_option("--by", o->by, _("The claimant: white or black"))
          ->required()
          ->check(CLI::IsMember(sides));
      cmd->add_option("--kind", o->kind, _("Grounds of the claim"))->required()->check(CLI::IsMember(kinds));
      cmd->add_flag("--json", o->json, _("Print JSON"));
      cmd->callback([&ctx, o] {
        auto session = cli::open_session(ctx);
        const clock::BootTimeSource time;
        app::ClockService clocks(session, time, tournament::EventId{o->event}, o->round, o->game);
        const auto a =
            app::ClaimService(session, clocks).claim_draw(o->board, sides.at(o->by), kinds.at(o->kind));
        if (o->json) {
          cli::print_json(ctx,
                          {{"id", a.id},
                           {"clause", a.clause},
                           {"proposal", tournament::code(a.proposal)},
                           {"message", a.message},
                           {"endgame", a.endgame ? app::endgame_json(*a.endgame) : nlohmann::json(nullptr)}});
          return;
        }
        ctx.out << a.clause << ": " << app::proposal_text(a.proposal) << '\n' << a.message << '\n';
      });
    }};

}  // namespace claim_command
