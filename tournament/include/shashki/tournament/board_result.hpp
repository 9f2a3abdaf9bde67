#pragma once
// Results from the board (docs/venue.md, "Results from the board"): when a game ends, one player
// proposes its result on the board's device and the other confirms it there; the arbiter then
// confirms it, unless the event lets the players' agreed results enter by themselves. The rules of
// each step live here, once; the venue server, the console and the command line only ask.

#include "shashki/clock/side.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/live_rows.hpp"
#include "shashki/tournament/round.hpp"

#include <chrono>
#include <optional>
#include <string_view>

namespace shashki::tournament {

/// Who proposed a result that waits.
enum class ProposalSource {
  players,  ///< "players": proposed on the board's device
  clock,    ///< "clock": a flag fell (flag_fall_ruling); it waits for the arbiter as agreed ones do
};

/// A result proposed at the board and not yet entered.
struct ResultProposal {
  GameKey key;
  GameResult result = GameResult::draw;
  clock::Side by_side = clock::Side::white;  ///< the player who proposed it; the flagged side (clock)
  bool agreed = false;                       ///< the opponent confirmed it on the device (clock: always)
  std::chrono::sys_time<std::chrono::milliseconds> at{};
  ProposalSource source = ProposalSource::players;
  friend bool operator==(const ResultProposal&, const ResultProposal&) = default;
};

/// What a step leaves to do.
enum class ProposalStep {
  awaits_opponent,  ///< proposed: the other player confirms or rejects it
  awaits_arbiter,   ///< agreed: the arbiter confirms it (one key on the console)
  enters,           ///< agreed, and the event lets it enter: the result is the game's now
};

/// Whether a player at board `board` may propose `result` for its game now: only while the round
/// is played (the clocks run), only for a game without a result, and only a result a game that
/// was played can end in (6.1.7: a win, a loss or a draw; a forfeit is the arbiter's ruling). A
/// new proposal replaces one not yet agreed; an agreed one stands until the arbiter answers it.
[[nodiscard]] Checked<GameResult> check_result_proposal(int board, RoundState state, bool has_result,
                                                        const std::optional<ResultProposal>& pending,
                                                        GameResult result);

/// Whether the arbiter's `typed` result for game `game` confirms the proposal `pending` (6.1.7;
/// docs/venue.md, "Results from the board"): one the opponent agreed on (or the clock proposed)
/// for that game, which has no result yet, and the same result. Another result is the arbiter's
/// own ruling over it.
[[nodiscard]] bool confirms_proposal(const std::optional<ResultProposal>& pending, int game, bool has_result,
                                     GameResult typed);

/// What a floor arbiter may do at a board from the tablet (docs/venue.md, "Floor arbiters").
enum class FloorAction {
  pause,   ///< "pause": stop the board's clock
  resume,  ///< "resume": run it again
  appeal,  ///< "appeal": open a player's appeal (6.1.10.3), which stops the clock
  result,  ///< "result": enter the game's result, or confirm the one proposed at the board
};

/// The action's name on the wire and in the docs; std::nullopt for an unknown one.
[[nodiscard]] std::string_view code(FloorAction action);
[[nodiscard]] std::optional<FloorAction> floor_action_from_code(std::string_view text);

/// Whether a floor arbiter may enter `result` for board `board` now: a result a played game ends
/// in (6.1.7), for a game of the round being played that has none yet. Forfeits, corrections and
/// results of a finished round stay with the chief arbiter at the console. A result the players
/// agreed on, or the clock proposed, is confirmed by entering that same result; entering another
/// one over it is refused (the chief arbiter decides between them).
[[nodiscard]] Checked<GameResult> check_floor_result(int board, RoundState state, bool has_result,
                                                     const std::optional<ResultProposal>& pending,
                                                     GameResult result);

/// Whether `answering` may confirm or reject the proposal `pending` of board `board`: there is
/// one, the opponent has not answered it yet, and the answer comes from the other player, not
/// from the one who proposed it.
[[nodiscard]] Checked<ResultProposal> check_proposal_answer(int board,
                                                            const std::optional<ResultProposal>& pending,
                                                            clock::Side answering);

/// The msgid naming a side in messages ("White", "Black"), for Message::with_term.
[[nodiscard]] const char* side_term(clock::Side side);

/// Whether proposing `result` by `by` repeats the proposal `pending` waiting: then nothing changes.
[[nodiscard]] constexpr bool repeats_proposal(const std::optional<ResultProposal>& pending, GameResult result,
                                              clock::Side by) {
  return pending && pending->source == ProposalSource::players && !pending->agreed &&
         pending->result == result && pending->by_side == by;
}

/// Whether the clock's proposal `p` of a fallen flag still stands: only while the flag does (the
/// arbiter who gives the flagged side time back withdraws the flag, and with it the proposal).
/// A players' proposal stands whatever the clock does.
[[nodiscard]] constexpr bool proposal_stands(const ResultProposal& p, bool flag_on_clock) {
  return p.source != ProposalSource::clock || flag_on_clock;
}

/// Whether the clock may propose a fallen flag's result over `pending`: not over one the players
/// agreed on (their clock was stopped when they did), and not once the game has its result.
[[nodiscard]] constexpr bool clock_may_propose(bool has_result,
                                               const std::optional<ResultProposal>& pending) {
  return !has_result && !(pending && pending->agreed && pending->source == ProposalSource::players);
}

/// What follows once the opponent confirmed a proposal, by the event's setting.
[[nodiscard]] constexpr ProposalStep after_agreement(BoardResults setting) {
  return setting == BoardResults::direct ? ProposalStep::enters : ProposalStep::awaits_arbiter;
}

/// Whether the arbiter may confirm the proposal `pending` of board `board`: the players agreed on
/// it. One they have not agreed on is the arbiter's to rule on by entering a result.
[[nodiscard]] Checked<GameResult> check_proposal_confirmation(int board,
                                                              const std::optional<ResultProposal>& pending);

/// Stable codes, as stored and written to JSON.
[[nodiscard]] std::string_view code(ProposalSource source);
[[nodiscard]] std::optional<ProposalSource> proposal_source_from_code(std::string_view text);

}  // namespace shashki::tournament
