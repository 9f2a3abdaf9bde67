#pragma once

#include "shashki/pairing/points.hpp"
#include "shashki/pairing/round_entry.hpp"

#include <string>

namespace shashki::pairing {

/// What each result code is worth in an event (JaVaFo XXS, bbpPairings BBx, TRF-2026 162).
/// Defaults are the FIDE 1 / 1/2 / 0 with a PAB worth a win; Russian draughts events scoring
/// 2-1-0 per game use `PointSystem::draughts()`.
struct PointSystem {
  Points win = Points::of(1);           ///< '1' and 'W'
  Points draw = Points::of(0, 1);       ///< '=' and 'D'
  Points loss = Points::of(0);          ///< '0' and 'L'
  Points forfeit_win = Points::of(1);   ///< '+'
  Points forfeit_loss = Points::of(0);  ///< '-'
  Points pairing_bye = Points::of(1);   ///< 'U' (worth a win unless the event says otherwise)
  Points full_bye = Points::of(1);      ///< 'F'
  Points half_bye = Points::of(0, 1);   ///< 'H'
  Points zero_bye = Points::of(0);      ///< 'Z' and blank

  /// The scoring of Russian draughts events: 2 a win, 1 a draw, 0 a loss.
  static PointSystem draughts();
  /// Value of `code` in this system.
  [[nodiscard]] Points value(ResultCode code) const;

  friend bool operator==(const PointSystem&, const PointSystem&) = default;
};

}  // namespace shashki::pairing
