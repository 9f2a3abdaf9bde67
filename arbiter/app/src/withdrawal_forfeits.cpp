#include "withdrawal_forfeits.hpp"

#include "service_support.hpp"
#include "shashki/app/load_tournament.hpp"
#include "shashki/app/stored_message.hpp"
#include "shashki/db/round_repository.hpp"
#include "shashki/tournament/withdrawal_results.hpp"

#include <string>

namespace shashki::app {

int enter_withdrawal_forfeits(Session& session, tournament::EventId event, int round) {
  return enter_withdrawal_forfeits(session, load_tournament(session, event), round);
}

int enter_withdrawal_forfeits(Session& session, const tournament::Tournament& t, int round) {
  const auto event = t.event.id;
  const auto* r = t.round(round);
  if (r == nullptr || !r->takes_results()) return 0;
  db::RoundRepository rounds(session.database());
  int entered = 0;
  for (const auto& board : r->boards) {
    const auto forfeits = tournament::withdrawal_forfeits(t, board, round);
    if (forfeits.empty()) continue;
    const auto sides = tournament::withdrawn_on_board(t, board, round);
    // Stored in no language: the audit row reads in the language of whoever reads it.
    const auto reason = stored_message(
        sides.white != nullptr && sides.black != nullptr
            ? tournament::Message(N_("{white} (No. {white_number}) and {black} (No. {black_number}) withdrew "
                                     "from rounds {white_round} and {black_round}: the game is forfeited"))
                  .with("white", sides.white->name)
                  .with("white_number", sides.white->number)
                  .with("white_round", sides.white->withdrawn_from.value_or(round))
                  .with("black", sides.black->name)
                  .with("black_number", sides.black->number)
                  .with("black_round", sides.black->withdrawn_from.value_or(round))
            : tournament::Message(
                  N_("{name} (No. {number}) withdrew from round {round}: the game is forfeited"))
                  .with("name", sides.first()->name)
                  .with("number", sides.first()->number)
                  .with("round", sides.first()->withdrawn_from.value_or(round)));
    for (const auto& forfeit : forfeits) {
      accepted(rounds.set_result(event, round, board.number, forfeit.game, forfeit.result, session.stamp(),
                                 reason));
      ++entered;
    }
  }
  return entered;
}

}  // namespace shashki::app
