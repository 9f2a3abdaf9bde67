#pragma once

#include "shashki/pairing/pairing_input.hpp"

#include <string>
#include <vector>

namespace shashki::pairing {

/// How much a player wants a colour in the next round (C.04.3 A.6, only played games count).
enum class PreferenceStrength { none, mild, strong, absolute };

/// Why a player will be paired as they are: the `-l` checklist of `shashki pair`.
struct ChecklistLine {
  int number = 0;                         ///< starting number
  Points score;                           ///< pairing score (with acceleration)
  std::string colours;                    ///< played colours, oldest first, e.g. "wbw" ('-' unplayed)
  int colour_difference = 0;              ///< whites minus blacks
  std::optional<clock::Side> preference;  ///< colour wanted next; nullopt: none
  PreferenceStrength strength = PreferenceStrength::none;  ///< how strongly
  std::string floats;        ///< last two rounds, older first: 'D' down, 'U' up, '-' none
  bool bye_eligible = true;  ///< may receive the PAB (C.04.3 C2)
  bool available = true;     ///< to be paired this round
  ScoringScale scale = ScoringScale::one_half_zero;  ///< how `score` is written (the input's)
};

/// One line per player, in starting-number order.
std::vector<ChecklistLine> make_checklist(const PairingInput& input);

/// The checklist as text, one player per line with a header line.
std::string format_checklist(const std::vector<ChecklistLine>& lines);

}  // namespace shashki::pairing
