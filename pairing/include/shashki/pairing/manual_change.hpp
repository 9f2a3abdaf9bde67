#pragma once

#include "shashki/pairing/checker.hpp"
#include "shashki/pairing/engine.hpp"
#include "shashki/pairing/pairing_input.hpp"

#include <string>
#include <variant>
#include <vector>

namespace shashki::pairing {

/// Why a judge forbids two players to meet.
enum class ForbidGround { same_club, same_family, judge_decision };

/// The stable code of a ground, for storage: "same-club", "same-family", "judge".
[[nodiscard]] std::string_view code(ForbidGround ground);

/// Give White to Black and Black to White on one board.
struct SwapColours {
  int board = 0;  ///< 1-based board number
};
/// Exchange the places of two players in the round (on boards or the bye).
struct ExchangePlayers {
  int first = 0;   ///< starting number
  int second = 0;  ///< starting number
};
/// Replace the whole round by the judge's own pairing.
struct RePair {
  Pairing pairing;  ///< the new round
};
/// Forbid a pair for the rest of the event (the engine must then pair without it).
struct ForbidPair {
  int first = 0;                                       ///< starting number
  int second = 0;                                      ///< starting number
  ForbidGround ground = ForbidGround::judge_decision;  ///< same club, same family, ...
};

/// A judge's manual change to a proposed round.
using ManualChange = std::variant<SwapColours, ExchangePlayers, RePair, ForbidPair>;

/// What the app stores for each change: what was done, why, and what the checker said.
struct ChangeRecord {
  int sequence = 0;               ///< 1 for the first change of the round
  std::string description;        ///< in English, for the record: "swap colours on board 3 (5-1 becomes 1-5)"
  tournament::Message change;     ///< the same as a message, stored in no language (the audit log)
  std::string reason;             ///< the judge's reason, as typed
  Pairing before;                 ///< the round before the change
  Pairing after;                  ///< the round after it
  std::vector<Finding> findings;  ///< rules the round breaks after the change
  bool applied = false;           ///< false when findings were not confirmed by the judge
};

/// A proposed round under the judge's hand: every change passes through the checker and is
/// recorded with the judge's reason. A change that leaves the round breaking a rule is only
/// applied when the judge confirms it (their decision, recorded with the findings).
class PairingEditor {
 public:
  /// Starts from an engine's proposal for the next round of `input`.
  PairingEditor(PairingInput input, Pairing proposal, CheckOptions options = {});

  /// Applies `change` for `reason` (required). Returns the record, or why the change cannot
  /// be made at all (no such board, player not in the round, empty reason), about the field
  /// "swap", "exchange", "forbid" or "reason".
  std::variant<ChangeRecord, tournament::Message> apply(const ManualChange& change, const std::string& reason,
                                                        bool confirm_violations = false);

  /// The round as it stands.
  [[nodiscard]] const Pairing& pairing() const { return m_pairing; }
  /// The position, with any pairs forbidden so far.
  [[nodiscard]] const PairingInput& input() const { return m_input; }
  /// Every change tried, applied or not, in order.
  [[nodiscard]] const std::vector<ChangeRecord>& log() const { return m_log; }
  /// What the checker says about the round as it stands.
  [[nodiscard]] std::vector<Finding> findings() const;

 private:
  PairingInput m_input;
  Pairing m_pairing;
  CheckOptions m_options;
  std::vector<ChangeRecord> m_log;
};

}  // namespace shashki::pairing
