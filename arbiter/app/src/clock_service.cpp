#include "shashki/app/clock_service.hpp"

#include "shashki/app/paths.hpp"

namespace shashki::app {

ClockService::ClockService(Session& session, const clock::TimeSource& source, tournament::EventId event,
                           int round, std::optional<int> game)
    : m_clocks(session, source, event, round, game),
      m_flags(m_clocks, default_endgame_directory()),
      m_presses(m_clocks, m_flags) {}

ClockAnswer ClockService::start(int board) {
  auto answer = m_clocks.start(board);
  // A game whose result is in is refused before its clock sees the event.
  if (answer.accepted || !m_clocks.has_result(board)) answer.flag = m_flags.proposal(board);
  return answer;
}

ClockAnswer ClockService::with_flag(int board, ClockAnswer answer) const {
  answer.flag = m_flags.proposal(board);
  return answer;
}

}  // namespace shashki::app
