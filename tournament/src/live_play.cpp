#include "shashki/tournament/live_play.hpp"

#include "shashki/tournament/codes.hpp"
#include "shashki/tournament/round_rules.hpp"

#include <array>

namespace shashki::tournament {

namespace {

constexpr std::array<CodeEntry<AppealVerdict>, 2> verdict_codes{{
    {AppealVerdict::upheld, "upheld"},
    {AppealVerdict::rejected, "rejected"},
}};
constexpr std::array<CodeEntry<DrawRequest>, 2> request_codes{{
    {DrawRequest::offer, "offer"},
    {DrawRequest::claim, "claim"},
}};
constexpr std::array<CodeEntry<ClaimProposal>, 3> proposal_codes{{
    {ClaimProposal::draw, "draw"},
    {ClaimProposal::no_draw, "no-draw"},
    {ClaimProposal::judge, "judge"},
}};
constexpr std::array<CodeEntry<ClaimOutcome>, 2> outcome_codes{{
    {ClaimOutcome::accepted, "accepted"},
    {ClaimOutcome::declined, "declined"},
}};

}  // namespace

std::string_view code(AppealVerdict verdict) {
  return code_in<AppealVerdict>(verdict_codes, verdict);
}
std::optional<AppealVerdict> appeal_verdict_from_code(std::string_view text) {
  return value_in<AppealVerdict>(verdict_codes, text);
}
std::string_view code(DrawRequest kind) {
  return code_in<DrawRequest>(request_codes, kind);
}
std::optional<DrawRequest> draw_request_from_code(std::string_view text) {
  return value_in<DrawRequest>(request_codes, text);
}
std::string_view code(ClaimProposal proposal) {
  return code_in<ClaimProposal>(proposal_codes, proposal);
}
std::optional<ClaimProposal> claim_proposal_from_code(std::string_view text) {
  return value_in<ClaimProposal>(proposal_codes, text);
}
std::string_view code(ClaimOutcome outcome) {
  return code_in<ClaimOutcome>(outcome_codes, outcome);
}
std::optional<ClaimOutcome> claim_outcome_from_code(std::string_view text) {
  return value_in<ClaimOutcome>(outcome_codes, text);
}

Checked<RoundState> check_live_write(int round, RoundState state, LiveWrite write) {
  if (write == LiveWrite::moves ? takes_moves(state) : takes_live_play(state)) return state;
  return Checked<RoundState>::failure(Message(N_("round {round} is {state}, not being played"))
                                          .with("round", round)
                                          .with_term("state", term(state))
                                          .about("round"));
}

Checked<int> check_control_change(int board, bool clock_has_run) {
  if (!clock_has_run) return board;
  return Checked<int>::failure(
      Message(N_("board {board}: its clock has already run; the control can no longer "
                 "change (adjust the time instead)"))
          .with("board", board)
          .about("control"));
}

Checked<bool> check_undecided_appeal(long long appeal, bool decided) {
  if (!decided) return true;
  return Checked<bool>::failure(
      Message(N_("appeal {appeal} was already decided")).with("appeal", appeal).about("appeal"));
}

Checked<bool> check_undecided_claim(long long claim, std::optional<ClaimOutcome> outcome) {
  if (!outcome) return true;
  const char* id = *outcome == ClaimOutcome::accepted
                       ? N_("draw offer or claim {claim} was already accepted")
                       : N_("draw offer or claim {claim} was already declined");
  return Checked<bool>::failure(Message(id).with("claim", claim).about("claim"));
}

}  // namespace shashki::tournament
