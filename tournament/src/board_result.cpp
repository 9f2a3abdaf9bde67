#include "shashki/tournament/board_result.hpp"

#include "shashki/tournament/codes.hpp"
#include "shashki/tournament/live_play.hpp"
#include "shashki/tournament/round_rules.hpp"

#include <array>

namespace shashki::tournament {

namespace {

constexpr std::array<CodeEntry<BoardResults>, 2> setting_codes{{
    {BoardResults::confirm, "confirm"},
    {BoardResults::direct, "direct"},
}};
constexpr std::array<CodeEntry<ProposalSource>, 2> source_codes{{
    {ProposalSource::players, "players"},
    {ProposalSource::clock, "clock"},
}};
constexpr std::array<CodeEntry<FloorAction>, 4> floor_action_codes{{
    {FloorAction::pause, "pause"},
    {FloorAction::resume, "resume"},
    {FloorAction::appeal, "appeal"},
    {FloorAction::result, "result"},
}};

// Why a result of board `board` cannot come from the floor of the venue (its players or a deputy)
// now: its round is not being played, or `result` is a forfeit (6.1.7: a played game ends in a
// win, a loss or a draw; a forfeit is the chief arbiter's ruling). None when it may.
std::optional<Message> live_result_refusal(int board, RoundState state, GameResult result) {
  if (!takes_live_play(state)) {
    return Message(N_("board {board}: its round is {state}, not being played"))
        .with("board", board)
        .with_term("state", term(state))
        .about("round");
  }
  if (is_forfeit(result)) {
    return Message(N_("'{result}' is not 1-0, 0-1 or ="))
        .with("result", std::string(code(result)))
        .about("result");
  }
  return std::nullopt;
}

}  // namespace

const char* side_term(clock::Side side) {
  return side == clock::Side::white ? N_("White") : N_("Black");
}

Checked<GameResult> check_result_proposal(int board, RoundState state, bool has_result,
                                          const std::optional<ResultProposal>& pending, GameResult result) {
  using Result = Checked<GameResult>;
  if (has_result && takes_live_play(state)) {
    return Result::failure(Message(N_("board {board} already has its result; only the arbiter changes it"))
                               .with("board", board)
                               .about("result"));
  }
  if (auto refusal = live_result_refusal(board, state, result)) return Result::failure(std::move(*refusal));
  if (pending && pending->source == ProposalSource::clock) {
    return Result::failure(Message(N_("board {board}: a flag fell and the clock proposed {result}; the "
                                      "arbiter answers it"))
                               .with("board", board)
                               .with("result", std::string(code(pending->result)))
                               .about("result"));
  }
  if (pending && pending->agreed) {
    return Result::failure(Message(N_("board {board}: the players already agreed on {result}; the arbiter "
                                      "answers it"))
                               .with("board", board)
                               .with("result", std::string(code(pending->result)))
                               .about("result"));
  }
  return result;
}

bool confirms_proposal(const std::optional<ResultProposal>& pending, int game, bool has_result,
                       GameResult typed) {
  return pending && pending->agreed && pending->key.game == game && !has_result && pending->result == typed;
}

std::string_view code(FloorAction action) {
  return code_in<FloorAction>(floor_action_codes, action);
}

std::optional<FloorAction> floor_action_from_code(std::string_view text) {
  return value_in<FloorAction>(floor_action_codes, text);
}

Checked<GameResult> check_floor_result(int board, RoundState state, bool has_result,
                                       const std::optional<ResultProposal>& pending, GameResult result) {
  using Result = Checked<GameResult>;
  if (has_result && takes_live_play(state)) {
    return Result::failure(
        Message(N_("board {board} already has its result; only the chief arbiter corrects it at the console"))
            .with("board", board)
            .about("result"));
  }
  if (auto refusal = live_result_refusal(board, state, result)) return Result::failure(std::move(*refusal));
  if (pending && pending->agreed && pending->result != result) {
    return Result::failure(
        Message(N_("board {board}: {result} waits for confirmation; only the chief arbiter enters another "
                   "result over it"))
            .with("board", board)
            .with("result", std::string(code(pending->result)))
            .about("result"));
  }
  return result;
}

Checked<ResultProposal> check_proposal_answer(int board, const std::optional<ResultProposal>& pending,
                                              clock::Side answering) {
  using Result = Checked<ResultProposal>;
  if (!pending || pending->agreed) {
    return Result::failure(Message(N_("board {board}: no result waits for the opponent's answer"))
                               .with("board", board)
                               .about("result"));
  }
  if (pending->by_side == answering) {
    return Result::failure(Message(N_("board {board}: {side} proposed this result; the opponent answers it"))
                               .with("board", board)
                               .with_term("side", side_term(answering))
                               .about("side"));
  }
  return *pending;
}

Checked<GameResult> check_proposal_confirmation(int board, const std::optional<ResultProposal>& pending) {
  using Result = Checked<GameResult>;
  if (!pending) {
    return Result::failure(Message(N_("board {board}: no result was proposed at the board"))
                               .with("board", board)
                               .about("board"));
  }
  if (!pending->agreed) {
    return Result::failure(Message(N_("board {board}: the opponent has not confirmed {result} yet; enter the "
                                      "result instead"))
                               .with("board", board)
                               .with("result", std::string(code(pending->result)))
                               .about("board"));
  }
  return pending->result;
}

std::string_view code(ProposalSource source) {
  return code_in<ProposalSource>(source_codes, source);
}
std::optional<ProposalSource> proposal_source_from_code(std::string_view text) {
  return value_in<ProposalSource>(source_codes, text);
}

std::string_view code(BoardResults setting) {
  return code_in<BoardResults>(setting_codes, setting);
}
std::optional<BoardResults> board_results_from_code(std::string_view text) {
  return value_in<BoardResults>(setting_codes, text);
}

}  // namespace shashki::tournament
