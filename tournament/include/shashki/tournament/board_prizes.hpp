#pragma once

#include "shashki/tournament/team.hpp"

#include <optional>
#include <vector>

namespace shashki::tournament {

/// One player's record on one board of a team event: the games he played at that board and
/// the game points he scored there.
struct BoardPrizeEntry {
  int player = 0;    ///< starting number
  int team = 0;      ///< the team's pairing number (TPN)
  int games = 0;     ///< games played over the board at this board number
  TeamScore points;  ///< game points scored in those games
  /// Whether the player played at least the minimum number of games; only those are ranked.
  bool qualified = false;
  int rank = 0;  ///< 1 for the best percentage among the qualified; shared when equal; 0 if not qualified

  /// Game points per game in percent (100 when every game was won); 0 without games.
  [[nodiscard]] double percentage() const;
};

/// The players of one board number, best first: the qualified ones by percentage, then by
/// more games played, then by starting number; after them those with too few games, likewise.
struct BoardPrizeList {
  int board = 0;  ///< board number, 1 the top board
  std::vector<BoardPrizeEntry> entries;
};

/// The minimum number of games for a board prize when the regulations name none: half the
/// rounds, rounded up (of the planned rounds, else of the rounds there are).
[[nodiscard]] int default_board_prize_min_games(const TeamEvent& event);

/// Individual board prizes: for each board number, the players who sat at that board, with the
/// games they played there (a reserve counts on the board he sat at, whatever his roster place)
/// in the rounds up to `after_round` (all when none). Only games played over the board count:
/// a game won or lost by forfeit, an empty board, a forfeited match and a bye are no game
/// played, so they count neither as a game nor as points; an unfinished game neither.
/// A player is ranked when he played at least `min_games` there.
[[nodiscard]] std::vector<BoardPrizeList> board_prizes(const TeamEvent& event, int min_games,
                                                       std::optional<int> after_round = std::nullopt);

}  // namespace shashki::tournament
