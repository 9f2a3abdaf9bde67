#include "shashki/app/floor_arbiter.hpp"

#include "service_support.hpp"
#include "shashki/app/appeal_service.hpp"
#include "shashki/app/clock_reason.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/result_proposals.hpp"
#include "shashki/app/result_service.hpp"

namespace shashki::app {

namespace {

void clock_accepted(const ClockAnswer& answer) {
  if (!answer.accepted) throw Error(ExitCode::refused, Message::verbatim(answer.message).about("board"));
}

}  // namespace

ActingArbiter::ActingArbiter(Session& session, std::string name)
    : m_session(session), m_before(session.arbiter()) {
  m_session.set_arbiter(std::move(name));
}

ActingArbiter::~ActingArbiter() {
  m_session.set_arbiter(std::move(m_before));
}

void FloorArbiter::act(const std::string& deputy, const FloorRequest& request) {
  const auto key = m_clocks.game(request.board);  // Error(input) for a board without a clock
  const ActingArbiter acting(m_session, deputy);
  switch (request.action) {
    case tournament::FloorAction::pause:
      clock_accepted(m_clocks.pause(request.board, std::nullopt, clock_reason::floor_paused));
      return;
    case tournament::FloorAction::resume:
      clock_accepted(m_clocks.resume(request.board));
      return;
    case tournament::FloorAction::appeal: {
      AppealRequest appeal;
      appeal.board = request.board;
      appeal.by = request.side;
      appeal.reason = request.reason;
      (void)AppealService(m_session, m_clocks).open(appeal);
      return;
    }
    case tournament::FloorAction::result: {
      if (!request.result)
        throw Error(ExitCode::input, Message(N_("say which result: 1-0, 0-1 or =")).about("result"));
      auto& rounds = m_clocks.round_clocks();
      const auto t = load_tournament(m_session, key.event);
      const auto* round = t.round(key.round);
      if (round == nullptr) throw Error(ExitCode::input, no_round(key.event, key.round));
      const auto pending = ResultProposals(rounds).pending(request.board);
      const auto result = accepted(tournament::check_floor_result(
          request.board, round->state, rounds.has_result(request.board), pending, *request.result));
      ResultService results(m_session, &rounds);
      if (tournament::confirms_proposal(pending, key.game, false, result))
        (void)results.confirm_proposal(key.event, key.round, key.board, key.game);
      else
        (void)results.set(key.event, key.round, key.board, key.game, result);
      return;
    }
  }
}

}  // namespace shashki::app
