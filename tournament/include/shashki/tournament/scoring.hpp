#pragma once

#include "shashki/tournament/bye.hpp"
#include "shashki/tournament/checked.hpp"
#include "shashki/tournament/game_result.hpp"
#include "shashki/tournament/points.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace shashki::tournament {

struct Board;

/// How points are written: 2 for a win (Russian practice) or 1. Points are the same integers
/// either way (see Points); the scale changes only how they are shown and which result
/// notations make sense.
enum class ScoringScale {
  two_one_zero,   ///< "2-1-0": win 2, draw 1, loss 0
  one_half_zero,  ///< "1-0.5-0": win 1, draw 1/2, loss 0
};

/// In a micro-match (two games, colours swapped), what a board scores: the sum of its games, or
/// the match as a whole (won, drawn or lost on the sum of the games).
enum class MicroMatchScoring {
  per_game,   ///< "game": each game's points count
  per_match,  ///< "match": the match scores as one win, draw or loss
};

/// Stable code: "2-1-0", "1-0.5-0".
[[nodiscard]] std::string_view code(ScoringScale scale);
[[nodiscard]] std::optional<ScoringScale> scoring_scale_from_code(std::string_view text);
/// Stable code: "game", "match".
[[nodiscard]] std::string_view code(MicroMatchScoring scoring);
[[nodiscard]] std::optional<MicroMatchScoring> match_scoring_from_code(std::string_view text);
/// Its name for people, a msgid to translate ("per game", "per match").
[[nodiscard]] const char* name(MicroMatchScoring scoring);

/// Points of a game's White and Black, in that order.
using PointsPair = std::pair<Points, Points>;

/// The scoring rules of one event: scale, single games or micro-matches, and how a match counts.
class Scoring {
 public:
  /// Single games scored 2-1-0.
  constexpr Scoring() = default;
  /// `round_robin`: the event is a round robin, where the player the Berger table leaves
  /// without an opponent rests (FIDE C.05): no game, no points, not a pairing-allocated bye.
  constexpr Scoring(ScoringScale scale, bool micro_match, MicroMatchScoring match_scoring,
                    bool round_robin = false)
      : m_scale(scale),
        m_micro_match(micro_match),
        m_match_scoring(match_scoring),
        m_round_robin(round_robin) {}

  [[nodiscard]] constexpr ScoringScale scale() const { return m_scale; }
  [[nodiscard]] constexpr bool micro_match() const { return m_micro_match; }
  [[nodiscard]] constexpr MicroMatchScoring match_scoring() const { return m_match_scoring; }
  /// True for a round robin (single or double), where the odd player out rests.
  [[nodiscard]] constexpr bool round_robin() const { return m_round_robin; }
  /// Games played on one board: 2 in a micro-match, else 1.
  [[nodiscard]] constexpr int games_per_board() const { return m_micro_match ? 2 : 1; }

  /// What one game gives its White and Black. A double forfeit gives both nothing.
  [[nodiscard]] static PointsPair game_points(GameResult result);
  /// What a board gives its White and Black (the board's colours, game 1's), or nothing while
  /// a game still lacks its result. A bye board gives its player bye_points().
  [[nodiscard]] std::optional<PointsPair> board_points(const Board& board) const;
  /// The sum of the points of a board's games, the board's White (game 1's) first, or nothing
  /// while a game lacks its result: a micro-match's score in games ("3:1" as 2-1-0 points).
  [[nodiscard]] static std::optional<PointsPair> games_score(const Board& board);
  /// What a bye is worth: a pairing-allocated bye as a won board, a half bye as a drawn one;
  /// in a round robin the table's odd player out rests and scores nothing (is_rest()).
  [[nodiscard]] Points bye_points(ByeKind kind) const;
  /// True for the board of a round robin's resting player: the Berger table's odd player out,
  /// stored as the pairing's bye but no game and no points (FIDE C.05; Russian practice).
  [[nodiscard]] bool is_rest(const Board& board) const;

  /// The points as the event writes them: "1.5" on the 1-0.5-0 scale, "3" on 2-1-0.
  [[nodiscard]] std::string format(Points points) const;
  /// The points as a number for JSON: 1.5 or 3.
  [[nodiscard]] double as_number(Points points) const;

  /// Reads a result as an arbiter types it (docs/cli.md: 1-0, 0-1, =, 1/2-1/2, 2-0, 1-1, 0-2,
  /// +/-, -/+, -/-). The 2-0 forms exist only on the 2-1-0 scale and 1/2-1/2 only on 1-0.5-0:
  /// anything else is refused with a message saying which forms the event accepts.
  [[nodiscard]] Checked<GameResult> parse_entry(std::string_view text) const;

  friend constexpr bool operator==(const Scoring&, const Scoring&) = default;

 private:
  ScoringScale m_scale = ScoringScale::two_one_zero;
  bool m_micro_match = false;
  MicroMatchScoring m_match_scoring = MicroMatchScoring::per_game;
  bool m_round_robin = false;
};

}  // namespace shashki::tournament
