#pragma once

#include "shashki/pairing/engine.hpp"
#include "shashki/pairing/pairing_input.hpp"
#include "shashki/pairing/point_system.hpp"

#include <cstdint>
#include <string>

namespace shashki::pairing {

/// What a generated tournament looks like. Percentages are chances per game or per player
/// and round; everything is drawn from `seed`, so a seed names a tournament for good.
struct GeneratorOptions {
  std::uint64_t seed = 1;    ///< the whole tournament follows from it
  int players = 20;          ///< field size, late entries included
  int rounds = 7;            ///< rounds played
  int draw_percent = 30;     ///< chance that a game between equals is drawn
  int forfeit_percent = 3;   ///< chance that a game is forfeited
  int half_bye_percent = 2;  ///< chance that a player announces a half-point bye
  int zero_bye_percent = 1;  ///< chance that a player announces a zero-point absence
  int withdraw_percent = 1;  ///< chance that a player withdraws before a round (from round 2)
  int late_entries = 1;      ///< players who join in round 2 or 3 (scoring 0 before)
  int rating_min = 1200;     ///< lowest rating drawn
  int rating_max = 2600;     ///< highest rating drawn
  PointSystem point_system;  ///< the event's scoring
  ScoringScale scale = ScoringScale::one_half_zero;  ///< how the event writes its points
  std::string name = "Generated tournament";         ///< 012 record
};

/// A random tournament, round by round: absences and withdrawals are announced, `engine` pairs
/// the round (a simple score-group pairing without rematches when nullptr), and results are
/// drawn from the rating difference. The starting numbers follow the ratings (C.04.2), late
/// entries at the end. The result has every round played; PairingInput::before_round gives the
/// position before any of them.
PairingInput generate_tournament(const GeneratorOptions& options, const PairingEngine* engine = nullptr);

}  // namespace shashki::pairing
