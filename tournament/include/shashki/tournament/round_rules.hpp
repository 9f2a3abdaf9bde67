#pragma once
// What may be done to a round and its boards: the order of the rounds, the boards of a draft, result
// entry, state changes. The database stores what these allow; the use cases ask them first. Each
// refusal is a Message naming the field it concerns.

#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/event.hpp"
#include "shashki/tournament/player.hpp"
#include "shashki/tournament/round.hpp"

#include <set>
#include <span>

namespace shashki::tournament {

/// The msgid of a round state for messages ("draft", "published", ...), translated with them.
[[nodiscard]] const char* term(RoundState state);

/// The number of the round the next pairing makes: the last round again while it is a draft (a
/// re-pair), else the round after it once the last is complete or locked; round 1 before any.
/// Refused while the last round is still being played (published) and once the event's rounds
/// are all played. `last` is the event's last round, nullptr before round 1.
[[nodiscard]] Checked<int> round_to_pair(const Event& event, const Round* last);

/// Checks the boards of `round` for an event whose players are `players` and that plays `games`
/// games per board: board numbers distinct from 1, an opponent or a bye on each board, every
/// player of the event and seated once, a bye without games and every other board with `games`.
[[nodiscard]] Checked<Round> check_boards(Round round, const std::set<PlayerId>& players, int games);

/// The draft `draft` of the event checked for storing: it must be the round to pair now
/// (round_to_pair, `last` as there) and its boards sound (check_boards, the event's players
/// `players`). The draft comes back with state draft and no results.
[[nodiscard]] Checked<Round> check_draft(const Event& event, const Round* last,
                                         std::span<const Player> players, Round draft);

/// The judge's edit `edited` of the stored round `stored`, checked for storing: only a draft is
/// edited, and the boards must be sound (check_boards, the event's `players`, `games` per
/// board). The edit comes back with state draft and no results.
[[nodiscard]] Checked<Round> check_draft_edit(const Round& stored, Round edited,
                                              std::span<const Player> players, int games);

/// The board `board` of `round` when the result of its game `game` (1-based) may be entered or
/// cleared: the round is published or complete, the board exists, is no bye and has that game.
[[nodiscard]] Checked<Board> check_result_entry(const Round& round, int board, int game);

/// The board `board` of `round` when its tie-break game `seq` (1 = the first after the regular
/// games) may be recorded: as for check_result_entry, and `seq` replaces a tie-break game
/// recorded or is the next one.
[[nodiscard]] Checked<Board> check_tiebreak_entry(const Round& round, int board, int seq);

/// `round` in state `to` when it may change to it (can_change); a round is completed only with
/// every result in.
[[nodiscard]] Checked<Round> change_state(Round round, RoundState to);

/// A locked `round` reopened for a correction: it becomes complete again. Only a locked round is.
[[nodiscard]] Checked<Round> reopen_locked(Round round);

/// A game's result taken back: the board without it and the state of its round after.
struct ClearedGame {
  Board board;
  RoundState state;
};

/// Takes back the result of game `game` of board `board` of `round` when the event's last round
/// is `last_round`: the game must take results (check_result_entry) and have one, and no later
/// round may be paired on it (a correction is the way then). A complete round becomes published
/// again, as it lacks a result now.
[[nodiscard]] Checked<ClearedGame> clear_result(const Round& round, int board, int game, int last_round);

}  // namespace shashki::tournament
