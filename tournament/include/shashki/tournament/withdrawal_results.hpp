#pragma once
// The results of a withdrawn player's games: a player who has withdrawn does not play, so the
// games of his boards from the round of the withdrawal on are forfeited, and a played result for
// one is a correction. Whether the forfeits then count or are annulled is the standings' rule
// (C.07; fewer than half the games of a round robin played: annulled).

#include "shashki/tournament/board.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/tournament.hpp"

#include <vector>

namespace shashki::tournament {

/// The players of `board` who have withdrawn by round `round`: White's, Black's (nullptr for a
/// side that plays).
struct WithdrawnSides {
  const Player* white = nullptr;
  const Player* black = nullptr;
  /// The first of them (White first), or nullptr when both play.
  [[nodiscard]] const Player* first() const { return white != nullptr ? white : black; }
};

/// Who of `board` (round `round` of `t`) has withdrawn; a bye has nobody.
[[nodiscard]] WithdrawnSides withdrawn_on_board(const Tournament& t, const Board& board, int round);

/// One game a withdrawal settles.
struct WithdrawalForfeit {
  int game = 0;  ///< 1-based
  GameResult result = GameResult::double_forfeit;
  friend bool operator==(const WithdrawalForfeit&, const WithdrawalForfeit&) = default;
};

/// The forfeits the withdrawals give the games of `board` (round `round` of `t`) that have no
/// result yet: the opponent wins game by game, colours following the game (Board::forfeit_result);
/// two withdrawn players both lose. A result entered stands. Empty when both play.
[[nodiscard]] std::vector<WithdrawalForfeit> withdrawal_forfeits(const Tournament& t, const Board& board,
                                                                 int round);

/// Whether a played result may be entered on `board` (round `round` of `t`) without a
/// correction: not when a player of it has withdrawn by then, since his games follow from the
/// withdrawal and a played result would quietly undo it (and a round robin's annulment of a
/// short withdrawal); only a correction with a reason may. The refusal is about "correct".
[[nodiscard]] Checked<bool> check_played_result(const Tournament& t, const Board& board, int round);

}  // namespace shashki::tournament
