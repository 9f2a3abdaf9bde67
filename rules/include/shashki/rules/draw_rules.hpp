#pragma once

#include "shashki/rules/game_record.hpp"
#include "shashki/rules/position.hpp"

#include <optional>
#include <string_view>
#include <vector>

namespace shashki::rules {

/// The sports discipline of the game (6.1.9): it decides which draw-offer rule applies.
enum class Discipline { classical, rapid, lightning };

/// The facts about a game that the result rules need besides its moves.
struct GameConditions {
  Discipline discipline = Discipline::classical;
  bool increment = true;  ///< the time control adds time per move (6.1.10.4 applies without)
  bool recorded = true;   ///< the moves are written down (6.1.10.2 applies when not)
};

/// An endgame count in progress (6.1.8.3-6.1.8.6, 6.1.8.8).
struct DrawCount {
  std::string_view clause;    ///< "6.1.8.4"
  int start_ply = 0;          ///< the count runs over the plies after this one
  std::optional<Color> side;  ///< whose moves are counted; none: the moves of both sides
  int moves = 0;              ///< moves counted so far (of `side`, or completed by both sides)
  int limit = 0;              ///< the game is drawn when `moves` reaches it

  friend bool operator==(const DrawCount&, const DrawCount&) = default;
};

/// How a game ends by rule.
enum class Outcome { white_wins, black_wins, draw };

/// A result the rules impose at some ply.
struct Verdict {
  Outcome outcome = Outcome::draw;
  std::string_view clause;  ///< "6.1.7", "6.1.8.6", "6.1.10.4", "6.1.8.2" (threefold repetition)
  bool repetition = false;  ///< the draw is by threefold repetition
};

/// What the rules say after one ply (ply 0: the start position).
struct PlyStatus {
  int ply = 0;
  bool offer_allowed = false;      ///< a draw may be offered now (6.1.8.1, 6.1.10.2)
  std::vector<DrawCount> counts;   ///< counts running after this ply
  std::optional<Verdict> verdict;  ///< the game ends here by rule (the most decisive if several)
};

/// Walks a game and says at each ply what the draw and result rules say; element i is ply i.
/// For a live game call it with the moves so far: the last element is the state now.
[[nodiscard]] std::vector<PlyStatus> review_game(const GameRecord& record, const GameConditions& conditions);

/// 6.1.7: the side to move has lost when it has no piece or no legal move.
[[nodiscard]] std::optional<Outcome> win_by_rules(const Position& position);

}  // namespace shashki::rules
