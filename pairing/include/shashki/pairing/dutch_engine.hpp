#pragma once

#include "shashki/pairing/engine.hpp"
#include "shashki/pairing/swiss_explanation.hpp"

#include <string>
#include <string_view>

namespace shashki::pairing {

/// Options of the FIDE Dutch system.
struct DutchOptions {
  bool baku_acceleration = false;  ///< C.04.7 virtual points when the file carries no XXA
};

/// The FIDE (Dutch) Swiss system, C.04.3 as in force from 1 February 2026, with the general
/// handling of C.04.1/C.04.2. Absent and withdrawn players are not paired; forfeits do not
/// count for colours or meetings; the PAB goes to the lowest-scored eligible player (C2, C5).
class DutchEngine final : public PairingEngine, public ExplainingEngine {
 public:
  /// An engine with the given options.
  explicit DutchEngine(DutchOptions options = {}) : m_options(options) {}
  [[nodiscard]] PairingResult pair_next_round(const PairingInput& input) const override;
  [[nodiscard]] std::string_view name() const override { return "dutch"; }
  [[nodiscard]] PairingResult pair_explained(const PairingInput& input,
                                             SwissExplanation& explanation) const override;
  /// Pairs the next round and writes the judge's checklist into `checklist` (English): per
  /// player the score, colour difference and preference, floats and bye eligibility; then the
  /// explanation of every bracket (format_explanation).
  [[nodiscard]] PairingResult pair_with_checklist(const PairingInput& input, std::string& checklist) const;
  /// The first criterion of C.04.3 ("C1"-"C21", "E.1"-"E.5", "D") on which `engine` and `file`,
  /// two pairings of the input's next round, differ, counted over the whole round.
  [[nodiscard]] std::string first_difference(const PairingInput& input, const Pairing& engine,
                                             const Pairing& file) const;

 private:
  DutchOptions m_options;
};

}  // namespace shashki::pairing
