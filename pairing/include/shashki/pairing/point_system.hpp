#pragma once

#include "shashki/pairing/points_text.hpp"
#include "shashki/pairing/round_entry.hpp"

#include <string>

namespace shashki::pairing {

/// What each result code is worth in an event (JaVaFo XXS, bbpPairings BBx, TRF-2026 162), in
/// tournament Points. The defaults are a won game, a draw and a lost game with a PAB worth a win:
/// the FIDE 1 - 1/2 - 0 and the draughts 2-1-0 are the same values (Points 2, 1, 0), the scale
/// only changes how they are written (PairingInput::scale).
struct PointSystem {
  Points win = Points::win();            ///< '1' and 'W'
  Points draw = Points::draw();          ///< '=' and 'D'
  Points loss = Points::loss();          ///< '0' and 'L'
  Points forfeit_win = Points::win();    ///< '+'
  Points forfeit_loss = Points::loss();  ///< '-'
  Points pairing_bye = Points::win();    ///< 'U' (worth a win unless the event says otherwise)
  Points full_bye = Points::win();       ///< 'F'
  Points half_bye = Points::draw();      ///< 'H'
  Points zero_bye = Points::loss();      ///< 'Z' and blank

  /// Value of `code` in this system.
  [[nodiscard]] Points value(ResultCode code) const;

  friend bool operator==(const PointSystem&, const PointSystem&) = default;
};

}  // namespace shashki::pairing
