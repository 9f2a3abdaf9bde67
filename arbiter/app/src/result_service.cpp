#include "shashki/app/result_service.hpp"

#include "service_support.hpp"
#include "shashki/db/round_repository.hpp"

#include <string>

namespace shashki::app {

tournament::Board ResultService::set(tournament::EventId event, int round, int board, int game,
                                     std::string_view result, std::string_view correction) {
  const auto settings = require_event(m_session, event);
  const auto scoring = settings.scoring();
  const auto parsed = scoring.parse_entry(result);
  if (!parsed) throw Error(ExitCode::input, "RESULT: " + parsed.error());
  if (game < 1 || game > scoring.games_per_board()) {
    throw Error(ExitCode::input,
                "--game: " + std::to_string(game) + " is not a game of this event, which plays " +
                    (scoring.micro_match() ? "micro-matches of games 1 and 2" : "single games (game 1)"));
  }
  db::RoundRepository rounds(m_session.database());
  if (correction.empty()) {
    const auto r = rounds.find(event, round);
    // A draft or locked round is refused below with its own reason.
    const auto* b = r && r->takes_results() ? r->board(board) : nullptr;
    if (b != nullptr && game <= static_cast<int>(b->games.size())) {
      if (const auto& old = b->games[static_cast<std::size_t>(game - 1)]) {
        throw Error(ExitCode::refused, "round " + std::to_string(round) + ", board " + std::to_string(board) +
                                           ", game " + std::to_string(game) + " already has the result " +
                                           std::string(tournament::code(*old)) +
                                           "; to correct it, give the reason (--correct REASON); nothing was changed");
      }
    }
  }
  return accepted(rounds.set_result(event, round, board, game, *parsed, m_session.stamp(), correction));
}

std::vector<GameClockLog> ResultService::clock_log(tournament::EventId event, int round, int board) {
  require_event(m_session, event);
  const auto r = db::RoundRepository(m_session.database()).find(event, round);
  if (!r)
    throw Error(ExitCode::input,
                "--round: event " + std::to_string(event.value) + " has no round " + std::to_string(round));
  const auto* b = r->board(board);
  if (b == nullptr) {
    throw Error(ExitCode::input,
                "--board: round " + std::to_string(round) + " has no board " + std::to_string(board));
  }
  std::vector<GameClockLog> logs;
  const db::ClockJournal journal(m_session.database());
  for (int game = 1; game <= static_cast<int>(b->games.size()); ++game) {
    logs.push_back(GameClockLog{game, journal.load(db::GameKey{event, round, board, game})});
  }
  return logs;
}

}  // namespace shashki::app
