#pragma once

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/round.hpp"

#include <optional>
#include <string_view>

namespace shashki::tournament {

/// The judge's answer to an appeal (6.1.10.3).
enum class AppealVerdict {
  upheld,    ///< "upheld": the appeal was right
  rejected,  ///< "rejected"
};

/// A draw offered to the opponent (6.1.8.1) or claimed from the judge under a rule (6.1.8.2-8).
enum class DrawRequest {
  offer,  ///< "offer"
  claim,  ///< "claim"
};

/// What the rules core proposes to the judge about a draw claim.
enum class ClaimProposal {
  draw,     ///< "draw": the rule's conditions hold
  no_draw,  ///< "no-draw": they do not
  judge,    ///< "judge": only the judge can tell (e.g. 6.1.8.5 "no possibility of winning")
};

/// How an offer or claim ended: the opponent's answer, or the judge's decision.
enum class ClaimOutcome {
  accepted,  ///< "accepted": the game is drawn
  declined,  ///< "declined": play goes on
};

/// What a game may take while its round is in `state`. Clocks run, appeals and claims are made
/// only while the round is being played (published); a finished game's moves may still be
/// written down once the round is complete, until it is locked.
[[nodiscard]] constexpr bool takes_live_play(RoundState state) {
  return state == RoundState::published;
}
[[nodiscard]] constexpr bool takes_moves(RoundState state) {
  return state == RoundState::published || state == RoundState::complete;
}

/// What is written to a game during play: a clock event, an appeal, a claim, a confirmed result
/// (`play`), or its moves as the score sheet has them (`moves`).
enum class LiveWrite { play, moves };

/// The state of round `round` when a game of it takes `write` now (takes_live_play,
/// takes_moves); else a refusal naming the round and its state.
[[nodiscard]] Checked<RoundState> check_live_write(int round, RoundState state, LiveWrite write);

/// Whether a board's own time control may be set: only before its clock has run (6.1.9); after
/// that the judge adjusts the time instead.
[[nodiscard]] Checked<int> check_control_change(int board, bool clock_has_run);

/// Whether an appeal or a draw claim still waits for its answer: each is decided once.
[[nodiscard]] Checked<bool> check_undecided_appeal(long long appeal, bool decided);
[[nodiscard]] Checked<bool> check_undecided_claim(long long claim, std::optional<ClaimOutcome> outcome);

/// Stable codes, as stored and written to JSON.
[[nodiscard]] std::string_view code(AppealVerdict verdict);
[[nodiscard]] std::optional<AppealVerdict> appeal_verdict_from_code(std::string_view text);
[[nodiscard]] std::string_view code(DrawRequest kind);
[[nodiscard]] std::optional<DrawRequest> draw_request_from_code(std::string_view text);
[[nodiscard]] std::string_view code(ClaimProposal proposal);
[[nodiscard]] std::optional<ClaimProposal> claim_proposal_from_code(std::string_view text);
[[nodiscard]] std::string_view code(ClaimOutcome outcome);
[[nodiscard]] std::optional<ClaimOutcome> claim_outcome_from_code(std::string_view text);

}  // namespace shashki::tournament
