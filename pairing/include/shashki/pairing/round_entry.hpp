#pragma once

#include "shashki/clock/side.hpp"
#include "shashki/pairing/points_text.hpp"

#include <optional>

namespace shashki::pairing {

struct PointSystem;

/// One round's result code of a TRF player line (TRF-16 and TRF-2026, columns 99, 109, ...).
enum class ResultCode {
  win,           ///< '1' played and won
  loss,          ///< '0' played and lost
  draw,          ///< '=' played, drawn
  forfeit_win,   ///< '+' won by forfeit: not a game (not a meeting, no colour)
  forfeit_loss,  ///< '-' lost by forfeit
  unrated_win,   ///< 'W' won, fewer than two moves: counts as played for pairing
  unrated_draw,  ///< 'D' drawn, fewer than two moves
  unrated_loss,  ///< 'L' lost, fewer than two moves
  half_bye,      ///< 'H' half-point bye the player asked for
  full_bye,      ///< 'F' full-point bye (deprecated in TRF-2026 but still read)
  pairing_bye,   ///< 'U' pairing-allocated bye (PAB)
  zero_bye,      ///< 'Z' zero-point bye: an announced absence
  not_paired,    ///< ' ' blank: not paired, nothing scored
};

/// The TRF character of a result code.
char to_trf_char(ResultCode code);
/// The result code of a TRF character, nullopt for any other character.
std::optional<ResultCode> result_from_trf_char(char c);

/// What one player did in one round, as in the eight TRF columns `NNNN c r`.
struct RoundEntry {
  std::optional<int> opponent;  ///< opponent's starting number; nullopt is 0000 or blank
  /// The colour played, w or b; nullopt is TRF's '-' or blank: no game over the board, or none recorded.
  std::optional<clock::Side> colour;
  ResultCode result = ResultCode::not_paired;  ///< the result code
  /// The points the event gave for the round when it scores more finely than one code per round
  /// (a micro-match scored per game: 3 for a match won 3:1); nullopt: the code's value in the
  /// point system. No TRF column holds it: a file's rounds are worth their codes.
  std::optional<Points> scored;

  /// A game over the board that counts as a meeting and for colours (C.04.2: only played games
  /// count for colours; C.04.3 C1: forfeited games are not meetings).
  [[nodiscard]] bool played() const;
  /// Won or lost by forfeit against a named opponent.
  [[nodiscard]] bool forfeited() const;
  /// The pairing-allocated bye ('U'), the one a player may receive only once (C.04.3 C2).
  [[nodiscard]] bool is_pairing_bye() const { return result == ResultCode::pairing_bye; }
  /// The round was decided by the pairing (a game, a forfeit, or the PAB), as opposed to an
  /// absence the player announced.
  [[nodiscard]] bool is_pairing_decision() const;
  /// Points this entry is worth under `system` (`scored` when the event gave them).
  [[nodiscard]] Points points(const PointSystem& system) const;
  /// Counts as a downfloat (C.04.3, 2026): the PAB, and any round scoring more than a loss
  /// without a game played.
  [[nodiscard]] bool counts_as_downfloat(const PointSystem& system) const;
  /// Won a round without playing: the PAB, a full bye, or a forfeit win (a player with such a
  /// round may not get the PAB, C.04.3 C2 of 2026).
  [[nodiscard]] bool unplayed_win_valued(const PointSystem& system) const;

  friend bool operator==(const RoundEntry&, const RoundEntry&) = default;
};

}  // namespace shashki::pairing
