#pragma once

#include "shashki/app/position_facts.hpp"
#include "shashki/rules/draw_rules.hpp"
#include "shashki/rules/game_record.hpp"

#include <optional>
#include <string>
#include <vector>

namespace shashki::app {

/// An endgame count as the judge reads it.
struct CountView {
  std::string clause;                ///< "6.1.8.4"
  std::optional<rules::Color> side;  ///< whose moves count; none: both sides'
  int moves = 0;
  int limit = 0;
};

/// What the rules core says about a game now: the position's facts, the move counts, the
/// counts running, whether a draw may be offered, and a verdict if the rules end the game.
struct GameSituation {
  rules::GameRecord record;
  rules::GameConditions conditions;
  PositionFacts facts;
  int white_moves = 0;  ///< moves White has made (6.1.8.1)
  int black_moves = 0;
  bool offer_allowed = false;             ///< review_game's answer for the last ply
  std::vector<CountView> counts;          ///< counts running after the last ply
  std::optional<rules::Verdict> verdict;  ///< the game ends here by rule
  int occurrences = 1;                    ///< how often the current position has occurred
};

/// The situation of `record` under `conditions` (rules::review_game on the moves so far).
[[nodiscard]] GameSituation situation_of(rules::GameRecord record, const rules::GameConditions& conditions);

}  // namespace shashki::app
