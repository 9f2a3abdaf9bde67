#pragma once

#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/ids.hpp"
#include "shashki/tournament/knockout_stages.hpp"

#include <optional>
#include <string>
#include <vector>

namespace shashki::tournament {

/// One board of a round: two players and their game(s), or one player with a bye.
/// Invariant: exactly one of `black` and `bye` is set; a bye board has no games.
struct Board {
  int number = 0;                      ///< board number, from 1
  PlayerId white;                      ///< White of game 1 (the bye's player on a bye board)
  std::optional<PlayerId> black;       ///< Black of game 1; empty on a bye board
  std::optional<ByeKind> bye;          ///< set only on a bye board
  std::optional<std::string> opening;  ///< ballot code from the event's opening table (6.1.4.1)
  /// One entry per game, empty until entered. In a micro-match game 2 is played with colours
  /// swapped and its result is written from that game's White, i.e. the board's Black.
  std::vector<std::optional<GameResult>> games;
  /// Knockout only: the tie-break games played after level regular games, in the order played
  /// (knockout_match.hpp). They decide who goes through and never count in the event's score.
  std::vector<KnockoutTiebreakGame> tiebreaks;

  /// A board where `white` meets `black` over `games` games (1, or 2 for a micro-match).
  [[nodiscard]] static Board pairing(int number, PlayerId white, PlayerId black, int games = 1);
  /// A bye board for `player`.
  [[nodiscard]] static Board bye_for(int number, PlayerId player, ByeKind kind);

  /// True for a bye board.
  [[nodiscard]] bool is_bye() const { return bye.has_value(); }
  /// True when every game has its result (always for a bye).
  [[nodiscard]] bool is_complete() const;
  /// White of game `game` (1-based): the board's White in odd games, its Black in even ones.
  [[nodiscard]] PlayerId white_of_game(int game) const;
  /// The result of game `game` (1-based) read from the board's first-named player, game 1's
  /// White: white_wins means that player won it, whichever colour he had (game 2 of a
  /// micro-match is stored from its own White and is turned round). Empty while not entered.
  [[nodiscard]] std::optional<GameResult> result_for_first(int game) const;
  /// The result of game `game` (1-based), from that game's White, when the board's White
  /// (`white_out`), its Black (`black_out`) or both do not play because they withdrew: the other
  /// wins by forfeit, or both lose (-/-). Colours follow the game (game 2 of a micro-match is
  /// played with colours swapped), so a micro-match reads "-/+", "+/-" for a withdrawn White.
  [[nodiscard]] GameResult forfeit_result(int game, bool white_out, bool black_out) const;
  /// True when `player` sits at this board.
  [[nodiscard]] bool has_player(PlayerId player) const { return white == player || black == player; }

  friend bool operator==(const Board&, const Board&) = default;
};

}  // namespace shashki::tournament
