#pragma once

#include "shashki/pairing/points_text.hpp"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace shashki::pairing {

/// Seed numbers in bracket order for `slots` places (a power of two): seeds 1 and 2 can meet
/// only in the final, 1-4 only from the semi-finals, and so on (8 slots: 1 8 4 5 2 7 3 6).
std::vector<int> bracket_seed_order(int slots);

/// A player and rating, for seeding by rating.
struct SeedEntry {
  int player = 0;  ///< caller's id
  int rating = 0;  ///< rating used for seeding
};
/// Seeding by rating: highest first; equal ratings keep the given order.
std::vector<int> seed_by_rating(std::vector<SeedEntry> entries);

/// Part of a knockout tie: the main (micro-)match, then tie-break matches.
enum class TieStage { match, rapid, lightning };

/// Result of one game of a tie.
enum class GameOutcome { white_wins, draw, black_wins };

/// One game of a tie.
struct TieGame {
  TieStage stage = TieStage::match;    ///< the match this game belongs to
  int white = 0;                       ///< player with White
  int black = 0;                       ///< player with Black
  std::optional<GameOutcome> outcome;  ///< nullopt until played
};

/// One knockout pairing with everything played to decide it: the tie-break matches are part
/// of the tie, as the record of the event must show them.
struct Tie {
  int high = 0;                 ///< the better-seeded player
  int low = 0;                  ///< the other, 0 when `high` has a bye
  std::vector<TieGame> games;   ///< match games, then rapid, then lightning games
  std::optional<int> winner;    ///< set once decided
  bool decided_by_lot = false;  ///< every tie-break match was level: drawn by lot

  /// Half-points `player` scored in the games of `stage` (win 2, draw 1).
  [[nodiscard]] Points score(int player, TieStage stage) const;
};

/// The shape of each tie.
struct KnockoutOptions {
  int match_games = 2;         ///< games of the main micro-match (colours alternate)
  int rapid_games = 2;         ///< games of the rapid tie-break match (0: none)
  int lightning_games = 2;     ///< games of each lightning tie-break match (0: none)
  int lightning_matches = 2;   ///< lightning matches before a drawing of lots
  std::uint64_t lot_seed = 0;  ///< seed of any drawing of lots, recorded with the event
};

/// A knockout (Olympic system) event: a bracket of seeded players with byes in round 1 when
/// the field is not a power of two (the top seeds get them), micro-match ties, and tie-break
/// matches (rapid, then lightning, then lots) added to a tie when its match ends level.
class Knockout {
 public:
  /// `seeded` lists the players, best seed first (see seed_by_rating, draw_lots).
  Knockout(std::vector<int> seeded, KnockoutOptions options);

  /// Current round, 1-based.
  [[nodiscard]] int round() const { return static_cast<int>(m_rounds.size()); }
  /// Rounds needed to reach a champion.
  [[nodiscard]] int round_count() const { return m_round_count; }
  /// Ties of the current round, in bracket order.
  [[nodiscard]] const std::vector<Tie>& ties() const { return m_rounds.back(); }
  /// Ties of every round so far, round 1 first.
  [[nodiscard]] const std::vector<std::vector<Tie>>& rounds() const { return m_rounds; }
  /// Games of the current round still to be played, as (tie, game) indices.
  [[nodiscard]] std::vector<std::pair<std::size_t, std::size_t>> pending_games() const;
  /// Records a game; when the games of a stage are all played and level, the next tie-break
  /// match is added to the tie, or the tie is decided.
  void record(std::size_t tie, std::size_t game, GameOutcome outcome);
  /// Every tie of the current round is decided.
  [[nodiscard]] bool round_complete() const;
  /// Starts the next round from the winners; false if the round is open or the event is over.
  bool advance();
  /// The winner of the final, once played.
  [[nodiscard]] std::optional<int> champion() const;

 private:
  void add_stage(Tie& tie, TieStage stage, int games) const;
  void settle(Tie& tie);
  int seed_of(int player) const;

  KnockoutOptions m_options;
  std::vector<int> m_seeded;
  int m_round_count = 0;
  int m_lots_drawn = 0;
  std::vector<std::vector<Tie>> m_rounds;
};

}  // namespace shashki::pairing
