#pragma once

#include "shashki/tournament/board.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace shashki::tournament {

/// Life of a round. A draft may be re-paired and edited; a published round is what the players
/// see and takes results; a complete round has all results in but may still be corrected; a
/// locked round is final (standings after it are official).
enum class RoundState { draft, published, complete, locked };

/// Stable code: "draft", "published", "complete", "locked".
[[nodiscard]] std::string_view code(RoundState state);
[[nodiscard]] std::optional<RoundState> round_state_from_code(std::string_view text);
/// The allowed changes: draft->published, published->complete, complete->published (to correct
/// a result before locking), complete->locked. Nothing leaves `locked`.
[[nodiscard]] bool can_change(RoundState from, RoundState to);

/// One round of an event with its boards in board order.
struct Round {
  int number = 0;  ///< round number, from 1
  RoundState state = RoundState::draft;
  std::vector<Board> boards;

  /// The board with that number, if any.
  [[nodiscard]] const Board* board(int board_number) const;
  /// True when every board has all its results.
  [[nodiscard]] bool is_complete() const;
  /// True when results may be entered or changed (published or complete).
  [[nodiscard]] bool takes_results() const {
    return state == RoundState::published || state == RoundState::complete;
  }

  friend bool operator==(const Round&, const Round&) = default;
};

}  // namespace shashki::tournament
