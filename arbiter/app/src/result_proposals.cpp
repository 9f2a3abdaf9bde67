#include "shashki/app/result_proposals.hpp"

#include "service_support.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/app/round_clocks.hpp"
#include "shashki/db/live_repository.hpp"

#include <vector>

namespace shashki::app {

namespace {

/// Why a clock stopped once the players agreed on a result, as its journal keeps it.
constexpr const char* result_agreed = N_("result agreed at the board");

}  // namespace

tournament::ResultProposal ResultProposals::propose(int board, clock::Side by,
                                                    tournament::GameResult result) {
  Session& session = m_clocks.session();
  return accepted(db::LiveRepository(session.database())
                      .propose_result(m_clocks.game(board), result, by, session.stamp()));
}

tournament::ProposalStep ResultProposals::answer(int board, clock::Side by, bool agree) {
  Session& session = m_clocks.session();
  db::LiveRepository repository(session.database());
  const auto key = m_clocks.game(board);
  if (!agree) {
    accepted(repository.reject_proposal(key, by, session.stamp()));
    return tournament::ProposalStep::awaits_opponent;
  }
  const auto pending = accepted(tournament::check_proposal_answer(board, repository.find_proposal(key), by));
  const auto step = tournament::after_agreement(require_event(session, key.event).board_results);
  if (step == tournament::ProposalStep::enters) {
    ResultService(session, &m_clocks).enter_agreed(key.event, key.round, key.board, key.game, pending.result);
    return step;
  }
  // The game is over; the clock stops until the arbiter confirms the result or, turning it down,
  // resumes it.
  std::optional<StagedClock> staged;
  if (m_clocks.clock(board).state().phase == clock::ClockPhase::running) {
    staged = m_clocks.stage(
        board, [by](clock::GameClock& c, clock::TimeReading now) { return c.pause(now, by, result_agreed); });
  }
  std::vector<tournament::ClockWrite> writes;
  if (staged) writes.push_back(staged->write);
  accepted(repository.agree_proposal(key, by, writes, session.stamp()));
  if (staged) m_clocks.adopt(std::move(*staged));
  return step;
}

std::optional<tournament::ResultProposal> ResultProposals::pending(int board) const {
  return db::LiveRepository(m_clocks.session().database()).find_proposal(m_clocks.game(board));
}

}  // namespace shashki::app
