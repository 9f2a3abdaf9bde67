#pragma once

#include "shashki/pairing/points_text.hpp"
#include "shashki/pairing/round_entry.hpp"

#include <optional>
#include <string>
#include <vector>

namespace shashki::pairing {

/// One player as the pairing sees it: the TRF 001 record. Descriptive fields are kept as
/// written (trimmed); the score the pairing uses is recomputed from `rounds` by the PairingInput,
/// while `trf_points` keeps the points column as the file gave it.
struct Player {
  int number = 0;                    ///< starting number (pairing number), 1-based
  char sex = ' ';                    ///< column 10: 'm', 'w' or blank
  std::string title;                 ///< columns 11-13 (GM, IM, ..., MS, KMS in draughts)
  std::string name;                  ///< columns 15-47, "Surname, Given"
  int rating = 0;                    ///< columns 49-52, 0 when unrated
  std::string federation;            ///< columns 54-56
  std::string fide_id;               ///< columns 58-68, as written
  std::string birth_date;            ///< columns 70-79, YYYY/MM/DD or YYYY as written
  std::optional<Points> trf_points;  ///< columns 81-84 as given (nullopt when blank)
  std::optional<int> rank;           ///< columns 86-89 (nullopt when blank)
  std::vector<RoundEntry> rounds;    ///< round 1 first; may be shorter than the event

  /// The line this player was read from, empty for a player built in code. The writer keeps a
  /// field's original spacing when its value is unchanged, so files round-trip byte for byte.
  std::string source_line;

  /// Entry of round `round` (1-based), or a blank entry beyond the recorded rounds.
  [[nodiscard]] RoundEntry entry(int round) const;
};

}  // namespace shashki::pairing
