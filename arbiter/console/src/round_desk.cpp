#include "round_desk.hpp"

#include "result_keys.hpp"
#include "shashki/app/errors.hpp"
#include "shashki/app/event_reports.hpp"
#include "shashki/app/i18n.hpp"
#include "shashki/app/result_service.hpp"
#include "shashki/pairing/berger.hpp"
// Stopgap until the rounds engineer's app use case lands: the console stores drafts and state
// changes through the repository the app's session exposes. It is the only db include of the
// console, and it goes when app grows `round pair|publish|lock`.
#include "shashki/db/round_repository.hpp"

#include <map>

namespace shashki::console {
namespace {

using app::Error;
using app::ExitCode;

template <class T>
const T& checked_or_throw(const tournament::Checked<T>& checked) {
  if (!checked) throw Error(ExitCode::refused, checked.error());
  return checked.value();
}

}  // namespace

tournament::Tournament RoundDesk::snapshot() const {
  return app::load_tournament(m_session, m_event);
}

tournament::Round RoundDesk::pair_next() {
  const auto event = snapshot();
  const bool double_cycle = event.event.system == tournament::PairingSystem::double_round_robin;
  if (event.event.system != tournament::PairingSystem::round_robin && !double_cycle) {
    throw Error(ExitCode::refused,
                app::tr("The console pairs round-robin events only; pair a Swiss round with "
                        "`shashki round pair` for now."));
  }
  if (!event.rounds.empty() && event.rounds.back().state != tournament::RoundState::locked &&
      event.rounds.back().state != tournament::RoundState::complete) {
    throw Error(ExitCode::refused, app::tr("Finish and lock the current round before pairing the next."));
  }
  const int players = static_cast<int>(event.players.size());
  if (players < 3) throw Error(ExitCode::refused, app::tr("A round robin needs at least three players."));
  const int number = event.current_round() + 1;
  pairing::BergerOptions options;
  options.double_cycle = double_cycle;
  const auto table = pairing::berger_table(players, options);
  if (number > static_cast<int>(table.size())) {
    throw Error(ExitCode::refused, app::tr("Every round of the Berger table has been played."));
  }
  std::map<int, tournament::PlayerId> by_number;
  for (const auto& p : event.players) by_number[p.number] = p.id;
  const int games = event.event.micro_match ? 2 : 1;
  tournament::Round round;
  round.number = number;
  int board_number = 0;
  std::optional<tournament::PlayerId> bye;
  for (const auto& b : table[static_cast<std::size_t>(number - 1)]) {
    // The phantom player N+1 appears as 0: whoever faces it has the bye.
    if (b.white == 0 || b.black == 0) {
      bye = by_number.at(b.white == 0 ? b.black : b.white);
      continue;
    }
    round.boards.push_back(
        tournament::Board::pairing(++board_number, by_number.at(b.white), by_number.at(b.black), games));
  }
  if (bye)
    round.boards.push_back(
        tournament::Board::bye_for(++board_number, *bye, tournament::ByeKind::pairing_allocated));
  db::RoundRepository rounds(m_session.database());
  return checked_or_throw(rounds.store_draft(m_event, round, m_session.stamp()));
}

tournament::Round RoundDesk::publish(int round) {
  db::RoundRepository rounds(m_session.database());
  return checked_or_throw(rounds.publish(m_event, round, m_session.stamp())).round;
}

tournament::Round RoundDesk::lock(int round) {
  db::RoundRepository rounds(m_session.database());
  const auto current = rounds.find(m_event, round);
  if (!current) throw Error(ExitCode::refused, app::tr("There is no such round."));
  if (current->state == tournament::RoundState::published) {
    checked_or_throw(rounds.complete(m_event, round, m_session.stamp()));
  }
  return checked_or_throw(rounds.lock(m_event, round, m_session.stamp())).round;
}

std::optional<EnteredResult> RoundDesk::enter_key(int round, int board, int key, int game) {
  const auto event = snapshot();
  const auto text = result_for_key(key, event.event.scale);
  if (!text) return std::nullopt;
  EnteredResult entry{round, board, game, std::nullopt, *text};
  if (const auto* r = event.round(round)) {
    if (const auto* b = r->board(board);
        b && game >= 1 && static_cast<std::size_t>(game) <= b->games.size()) {
      if (const auto& old = b->games[static_cast<std::size_t>(game - 1)])
        entry.before = std::string(tournament::code(*old));
    }
  }
  app::ResultService(m_session).set(m_event, round, board, game, *text);
  m_history.push_back(entry);
  return entry;
}

bool RoundDesk::undo_last(std::string& why) {
  if (m_history.empty()) {
    why = app::tr("Nothing to undo.");
    return false;
  }
  const auto last = m_history.back();
  if (!last.before) {
    why =
        app::tr("The board had no result before; the app cannot clear a result yet, so enter the right one.");
    return false;
  }
  app::ResultService(m_session).set(m_event, last.round, last.board, last.game, *last.before);
  m_history.pop_back();
  return true;
}

}  // namespace shashki::console
