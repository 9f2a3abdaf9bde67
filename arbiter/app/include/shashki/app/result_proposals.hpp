#pragma once
// Results from the board (docs/venue.md, "Results from the board"): what the players do on the
// board's device when a game ends. The rules of each step are the rules core's
// (tournament/board_result.hpp); each step is one audited action.

#include "shashki/clock/side.hpp"
#include "shashki/tournament/board_result.hpp"

#include <optional>

namespace shashki::app {

class RoundClocks;

/// The result proposals of the boards of the round `clocks` run, made on the boards' devices.
class ResultProposals {
 public:
  explicit ResultProposals(RoundClocks& clocks) : m_clocks(clocks) {}

  /// A player proposes the result of the board's game in play ("result.propose"); Error(refused)
  /// as tournament::check_result_proposal refuses it, and nothing is written then.
  tournament::ResultProposal propose(int board, clock::Side by, tournament::GameResult result);
  /// The opponent's answer. A rejection drops the proposal ("result.reject"). A confirmation
  /// ("result.agree") either enters the result with the end of the clock, where the event lets
  /// agreed results enter (tournament::BoardResults::direct), or stops the clock and leaves the
  /// result to the arbiter, so that no flag falls while the arbiter comes. Returns what follows.
  tournament::ProposalStep answer(int board, clock::Side by, bool agree);
  /// The proposal waiting for the board's game in play, if any.
  [[nodiscard]] std::optional<tournament::ResultProposal> pending(int board) const;

 private:
  RoundClocks& m_clocks;
};

}  // namespace shashki::app
