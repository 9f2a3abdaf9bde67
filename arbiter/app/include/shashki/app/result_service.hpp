#pragma once

#include "shashki/app/session.hpp"
#include "shashki/clock/journal_rows.hpp"
#include "shashki/tournament/board.hpp"
#include "shashki/tournament/board_result.hpp"
#include "shashki/tournament/round_change.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace shashki::app {

class RoundClocks;

/// The clock journal of one game of a board.
struct GameClockLog {
  int game = 1;
  std::vector<clock::ClockJournalRow> rows;
};

/// Use cases on games: entering or clearing a result, reading a game's clock journal.
class ResultService {
 public:
  /// `live`: the round's clocks the caller runs, if any; a result entered or cleared there tells
  /// them at once (a result elsewhere ends the stored clock only).
  explicit ResultService(Session& session, RoundClocks* live = nullptr) : m_session(session), m_live(live) {}

  /// Enters the result of game `game` as typed (1-0, 0-1, =, 2-0, +/-, ...). A result the
  /// event's scoring cannot have, or a second game outside a micro-match, is Error(input); a
  /// round that takes no results (draft, locked) or an unknown board is Error(refused). Nothing
  /// is written in either case. A game that already has a result is corrected only with a
  /// `correction` reason (recorded in the audit log); without one it is Error(refused), so a
  /// slip on the wrong board never overwrites a result silently. What a correction does to the
  /// rounds paired after it (correction_effect) is kept in the audit row.
  tournament::Board set(tournament::EventId event, int round, int board, int game, std::string_view result,
                        std::string_view correction = {});
  /// The same with the result already known (a key the console read): no text to parse.
  tournament::Board set(tournament::EventId event, int round, int board, int game,
                        tournament::GameResult result, std::string_view correction = {});
  /// Records a tie-break game of the knockout match on `board` (rulebook 6.1.10 for rapid and
  /// lightning; the regulations set the stages): `stage` "rapid", "lightning" or "deciding",
  /// the result as typed from that game's White (colours keep alternating after the regular
  /// games). `seq` 0 adds the next game, which only an undecided match takes; an existing `seq`
  /// is corrected only with a `correction` reason. Outside a knockout, a bad stage or result is
  /// Error(input); a match already decided or still in play, a stage the match has moved past, a
  /// draft or locked round is Error(refused). Nothing is written in either case.
  tournament::Board set_tiebreak(tournament::EventId event, int round, int board, std::string_view stage,
                                 std::string_view result, int seq = 0, std::string_view correction = {});
  /// The same with the stage and the result already known.
  tournament::Board set_tiebreak(tournament::EventId event, int round, int board,
                                 tournament::KnockoutStage stage, tournament::GameResult result, int seq = 0,
                                 std::string_view correction = {});
  /// Takes the result of game `game` back to none, with the `reason` in the audit row
  /// ("result.clear"). A blank reason is Error(input); a game with no result, a draft or
  /// locked round, or a complete round after which the next one has been paired (correct the
  /// result there instead) is Error(refused), and nothing is written. A complete round is
  /// published again in the same action, with a backup; the result says so.
  tournament::ClearedResult clear(tournament::EventId event, int round, int board, int game,
                                  std::string_view reason);
  /// What correcting a result of round `round` does to the rounds paired after it, in the
  /// judge's language: a published pairing stands and the correction counts from the next round
  /// on; a draft becomes stale. "" when no round follows it.
  [[nodiscard]] std::string correction_effect(tournament::EventId event, int round);
  /// The clock journals of every game of a board, in game order.
  [[nodiscard]] std::vector<GameClockLog> clock_log(tournament::EventId event, int round, int board);

  /// The results proposed at the boards of a round and not yet entered (docs/venue.md, "Results
  /// from the board").
  [[nodiscard]] std::vector<tournament::ResultProposal> proposals(tournament::EventId event, int round);
  /// The arbiter confirms the result the players agreed on ("result.confirm"): it enters as set()
  /// enters it, ending the clock. Error(refused) when no agreed proposal waits
  /// (tournament::check_proposal_confirmation); nothing is written then.
  tournament::Board confirm_proposal(tournament::EventId event, int round, int board, int game = 1);
  /// The arbiter turns the players' agreed result down ("result.dismiss"): it is dropped and the
  /// board plays on (the arbiter resumes its clock).
  void dismiss_proposal(tournament::EventId event, int round, int board, int game = 1);
  /// The players' agreed result entering by itself, where the event lets it ("result.agree";
  /// tournament::after_agreement): as set() without a correction.
  tournament::Board enter_agreed(tournament::EventId event, int round, int board, int game,
                                 tournament::GameResult result);

 private:
  // set() with the audit row named `action`.
  tournament::Board enter(tournament::EventId event, int round, int board, int game,
                          tournament::GameResult result, std::string_view correction,
                          std::string_view action);

  Session& m_session;
  RoundClocks* m_live = nullptr;
};

}  // namespace shashki::app
