#pragma once

#include "shashki/tournament/board.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/knockout_stages.hpp"
#include "shashki/tournament/scoring.hpp"
#include "shashki/tournament/tournament.hpp"

#include <map>
#include <optional>

namespace shashki::tournament {

/// How a knockout match (one board) stands.
enum class MatchState {
  in_play,    ///< a regular game still lacks its result
  decided,    ///< one player goes through
  undecided,  ///< the regular games ended level and the tie-break games have not decided it yet
};

/// The state of a knockout match. The regular games decide by their points; when they end level,
/// each tie-break stage in the order played decides once both players had White in it equally
/// often and one scored more; a deciding game decides when it is won. A bye is decided.
[[nodiscard]] MatchState knockout_state(const Board& board, const Scoring& scoring);
/// The player who goes through from a decided knockout match, else nothing.
[[nodiscard]] std::optional<PlayerId> knockout_winner(const Board& board, const Scoring& scoring);
/// Whether a tie-break game of `stage` may be added to `board` now: only to an undecided match,
/// and never a stage the match has already moved past (rapid after lightning). The failure
/// message is a message id for the caller to translate.
[[nodiscard]] Checked<bool> may_add_tiebreak(const Board& board, const Scoring& scoring, KnockoutStage stage);

/// Where knockout players stand after round `after_round`: the round in which each went out (1 for
/// round 1); a player still in the event has no entry. The champion is never out; the finalist went
/// out in the final.
[[nodiscard]] std::map<PlayerId, int> knockout_eliminations(const Tournament& tournament, int after_round);

}  // namespace shashki::tournament
