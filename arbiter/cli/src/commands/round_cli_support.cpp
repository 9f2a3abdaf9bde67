#include "round_cli_support.hpp"

#include "shashki/app/event_service.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/player_service.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_service.hpp"
#include "shashki/app/terms.hpp"
#include "shashki/reports/micro_match_text.hpp"

#include <map>

namespace shashki::cli {

nlohmann::json round_json(tournament::EventId event, const tournament::Round& round,
                          const std::vector<tournament::ResultProposal>& proposals) {
  nlohmann::json boards = nlohmann::json::array();
  for (const auto& b : round.boards) {
    nlohmann::json proposed = nullptr;
    for (const auto& p : proposals) {
      if (p.key.board == b.number && p.agreed) proposed = std::string(tournament::code(p.result));
    }
    nlohmann::json results = nlohmann::json::array();
    for (const auto& g : b.games)
      results.push_back(g ? nlohmann::json(tournament::code(*g)) : nlohmann::json(nullptr));
    boards.push_back({{"board", b.number},
                      {"white", b.white.value},
                      {"black", b.black ? nlohmann::json(b.black->value) : nlohmann::json(nullptr)},
                      {"bye", b.bye ? nlohmann::json(tournament::code(*b.bye)) : nlohmann::json(nullptr)},
                      {"opening", b.opening ? nlohmann::json(*b.opening) : nlohmann::json(nullptr)},
                      {"results", results},
                      {"proposed", proposed}});
  }
  return {{"event", event.value},
          {"round", round.number},
          {"state", tournament::code(round.state)},
          {"boards", boards}};
}

void print_state_change(Context& ctx, const tournament::Round& round, const std::filesystem::path& backup) {
  ctx.out << app::translate(tournament::Message(N_("Round {round}: {state} (backup {file})"))
                                .with("round", round.number)
                                .with_term("state", app::state_term(round.state))
                                .with("file", backup.string()))
          << '\n';
}

void print_round(Context& ctx, app::Session& session, tournament::EventId event,
                 const tournament::Round& round) {
  std::map<tournament::PlayerId, tournament::Player> players;
  for (auto& p : app::PlayerService(session).list(event)) players[p.id] = p;
  const auto who = [&](tournament::PlayerId id) {
    const auto& p = players.at(id);
    return "(" + std::to_string(p.number) + ") " + p.name;
  };
  const auto settings = app::EventService(session).show(event).event;
  const auto scale = settings.scale;
  const auto proposals = app::ResultService(session).proposals(event, round.number);
  ctx.out << app::translate(tournament::Message(N_("Round {round} ({state})"))
                                .with("round", round.number)
                                .with_term("state", app::state_term(round.state)))
          << '\n';
  for (const auto& b : round.boards) {
    ctx.out << b.number << '\t' << who(b.white) << '\t';
    if (settings.scoring().is_rest(b)) {
      ctx.out << _("rests");  // a round robin's odd player out (FIDE C.05): no game, no points
    } else if (b.bye) {
      ctx.out << _("bye") << ' ' << tournament::code(*b.bye);
    } else {
      ctx.out << who(*b.black);
      if (b.opening) ctx.out << '\t' << _("opening") << ' ' << *b.opening;
      if (b.games.size() > 1) {
        // A micro-match from the first-named player, as the judge reads the line.
        ctx.out << '\t' << reports::micro_match_text(b, scale, app::translator());
      } else {
        for (const auto& g : b.games)
          ctx.out << '\t' << (g ? std::string(tournament::code(*g)) : std::string("*"));
      }
      // A level knockout match: its tie-break games in the order played, each from its own White.
      for (std::size_t k = 0; k < b.tiebreaks.size(); ++k) {
        ctx.out << (k == 0 ? std::string("\t") + _("tie-break:") + " " : std::string(", "))
                << tournament::code(b.tiebreaks[k].stage) << ' ' << tournament::code(b.tiebreaks[k].result);
      }
      // docs/venue.md, "Results from the board": what the players proposed, not yet entered.
      for (const auto& p : proposals) {
        if (p.key.board != b.number) continue;
        auto m = p.source == tournament::ProposalSource::clock
                     ? tournament::Message(N_("proposed by the clock, {side}'s flag fell: {result}"))
                 : p.agreed ? tournament::Message(N_("proposed by the players: {result}"))
                            : tournament::Message(N_("proposed by {side}, not yet confirmed: {result}"));
        m.with("result", std::string(tournament::code(p.result)))
            .with_term("side", tournament::side_term(p.by_side));
        ctx.out << '\t' << app::translate(m);
      }
    }
    ctx.out << '\n';
  }
}

void print_findings(Context& ctx, const std::vector<pairing::Finding>& findings) {
  for (const auto& f : findings) ctx.err << _("warning") << ": " << app::finding_text(f) << '\n';
}

}  // namespace shashki::cli
