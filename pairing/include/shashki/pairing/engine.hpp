#pragma once

#include "shashki/pairing/pairing_input.hpp"
#include "shashki/tournament/message.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::pairing {

/// One board of a proposed round, by starting numbers.
struct Board {
  int white = 0;  ///< starting number of the player with White
  int black = 0;  ///< starting number of the player with Black
  friend bool operator==(const Board&, const Board&) = default;
};

/// A proposed round: boards in board order (as they will be published) and the players who
/// are not paired but receive the pairing-allocated bye: at most one in a Swiss or a round
/// robin (its odd player out), several in round 1 of a knockout that is not a power of two.
struct Pairing {
  std::vector<Board> boards;  ///< board 1 first
  std::vector<int> byes;      ///< the PAB receivers, ascending
  friend bool operator==(const Pairing&, const Pairing&) = default;
};

/// An engine's refusal to pair: an absolute criterion that no pairing of the round can meet.
struct Refusal {
  /// e.g. "C1" (no rematch) or "round robin complete": a rule's number or a msgid.
  std::string criterion;
  tournament::Message explanation;  ///< what the judge should know or do
};

/// What an engine answers: a round, or why there is none.
using PairingResult = std::variant<Pairing, Refusal>;

/// A pairing system. Engines are pure: the same input always gives the same round.
class PairingEngine {
 public:
  virtual ~PairingEngine() = default;
  /// The round after the input's completed rounds (PairingInput::next_round()).
  [[nodiscard]] virtual PairingResult pair_next_round(const PairingInput& input) const = 0;
  /// The system's name as on the command line ("round-robin", "dutch", ...).
  [[nodiscard]] virtual std::string_view name() const = 0;
};

}  // namespace shashki::pairing
