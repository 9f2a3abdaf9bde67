#pragma once

#include "shashki/pairing/pairing_input.hpp"
#include "shashki/pairing/round_entry.hpp"
#include "shashki/pairing/swiss_explanation.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace shashki::pairing::swiss {

/// Strength of a colour preference (C.04.3 A.6): absolute beats strong beats mild.
enum class Strength { none, mild, strong, absolute };

/// The float a player received in an earlier round (C.04.3 A.4).
enum class FloatKind { none, down, up };

/// What the Dutch system needs to know about one player to be paired: everything derived
/// from the input once, so that the bracket search only reads small values.
struct DutchPlayer {
  int number = 0;                         ///< starting number (TPN, C.04.2)
  int score = 0;                          ///< pairing score in half-points (with any acceleration)
  int rank = 0;                           ///< index in the pairing order: score, then TPN (A.2)
  int pairing_number = 0;                 ///< place in TPN order among the players present (E.5)
  std::vector<clock::Side> colours;       ///< colours of the games played over the board, oldest first
  int colour_difference = 0;              ///< whites minus blacks (A.6)
  std::optional<clock::Side> preference;  ///< the colour this player expects (A.6), if any
  Strength strength = Strength::none;     ///< how strongly (A.6 a-d)
  FloatKind float1 = FloatKind::none;     ///< float of the previous round
  FloatKind float2 = FloatKind::none;     ///< float two rounds before
  bool bye_eligible = true;               ///< may get the PAB (C2: none before, no unplayed win)
  int unplayed_rounds = 0;                ///< rounds without a game over the board (C9)
  bool topscorer = false;                 ///< over half the maximum score before the last round (A.7)
};

/// The players to pair in one round, in pairing order, with who may meet whom.
struct DutchField {
  std::vector<DutchPlayer> players;                 ///< present players, best pairing score first
  std::vector<std::uint8_t> met;                    ///< n*n: met over the board or forbidden (C1)
  int round = 1;                                    ///< round being paired
  clock::Side initial_colour = clock::Side::white;  ///< colour of an odd TPN in E.5
  int win_value = 2;                                ///< half-points of a win
  bool colour_criteria = true;                      ///< C3, C10-C13; off when a two-game match is the unit

  /// Whether players at ranks a and b may meet: C1 and C3 (absolute criteria).
  [[nodiscard]] bool compatible(int a, int b) const;
  /// Whether players at ranks a and b met before or are kept apart by the judge (C1).
  [[nodiscard]] bool have_met(int a, int b) const {
    return met[static_cast<std::size_t>(a) * players.size() + static_cast<std::size_t>(b)] != 0;
  }
};

/// Builds the field for the input's next round; `baku` adds the virtual points of the
/// Baku acceleration (C.04.7) when the file does not carry its own (XXA).
DutchField build_field(const PairingInput& input, bool baku, bool colour_criteria = true);

/// The colour the higher-ranked player of (a, b) receives, by E.1-E.5 (C.04.3 E).
clock::Side allocate_colour(const DutchField& field, int higher, int lower);

/// That colour and the rule of E.1-E.5 that gave it (for the judge's explanation).
struct ColourChoice {
  clock::Side colour = clock::Side::white;  ///< the higher-ranked player's colour
  ColourRule rule = ColourRule::e1_both_preferences;
};
ColourChoice choose_colour(const DutchField& field, int higher, int lower);

}  // namespace shashki::pairing::swiss
