#pragma once

#include "shashki/pairing/berger.hpp"
#include "shashki/pairing/engine.hpp"

#include <optional>

namespace shashki::pairing {

/// Round robin by the Berger tables: starting number k plays as Berger number k. A double
/// cycle is assumed when the input's number of rounds (XXR) is that of a double round
/// robin, unless the options force it. The odd player out of a round gets the bye. Absent
/// players are still paired (their game is forfeited), as the table is fixed in advance.
class RoundRobinEngine final : public PairingEngine {
 public:
  /// An engine with FIDE's defaults (double cycle read from the input).
  RoundRobinEngine() = default;
  /// An engine with fixed options (e.g. from the event's settings).
  explicit RoundRobinEngine(BergerOptions options) : m_options(options) {}

  [[nodiscard]] PairingResult pair_next_round(const PairingInput& input) const override;
  [[nodiscard]] std::string_view name() const override { return "round-robin"; }

 private:
  std::optional<BergerOptions> m_options;
};

}  // namespace shashki::pairing
