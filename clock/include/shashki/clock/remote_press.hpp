#pragma once
// Presses sent by a board's device over the venue network: how much think time a press is
// charged when the device's measure and the server's differ, and how a device's presses made
// during an outage are replayed. Pure: every reading comes in from the caller.

#include "shashki/clock/game_clock.hpp"
#include "shashki/clock/side.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::clock {

/// One press as a board's device sends it.
struct RemotePress {
  Side side = Side::white;
  std::uint64_t sequence = 0;                 ///< per board's clock: 1, 2, 3 ... without gaps
  std::chrono::milliseconds device_think{0};  ///< from the device showing `side`'s clock running to the press
};

/// What became of a remote press. Stored by its code, never by its ordinal.
enum class RemoteOutcome {
  applied,       ///< "applied": charged the device's think time
  clamped_high,  ///< "clamped-high": the device claimed more than the server saw; charged the server's
  clamped_low,   ///< "clamped-low": the device claimed less than the server saw minus the round trip
  discarded,     ///< "discarded": recorded, not applied (the arbiter or a flag came first)
};

/// Stable code of an outcome, e.g. "clamped-high".
[[nodiscard]] std::string_view code(RemoteOutcome outcome);
/// Reads an outcome code; anything else is std::nullopt.
[[nodiscard]] std::optional<RemoteOutcome> remote_outcome_from_code(std::string_view text);

/// Why replayed presses were recorded but not applied. Stored by its code.
enum class DiscardReason {
  arbiter,    ///< "arbiter": a journal event not of this device followed its last acknowledged press
  flag_fell,  ///< "flag-fell": the side's time ran out before the press, by the device's own times
};

/// Stable code of a discard reason, e.g. "flag-fell".
[[nodiscard]] std::string_view code(DiscardReason reason);
/// Reads a discard reason code; anything else is std::nullopt.
[[nodiscard]] std::optional<DiscardReason> discard_reason_from_code(std::string_view text);

/// Why a remote press or a replay was refused as a whole. The app translates by code.
enum class RemoteRefusal {
  sequence_gap,             ///< "sequence-gap": a sequence beyond the next one expected
  sequence_behind,          ///< "sequence-behind": an acknowledged sequence sent again with other contents
  out_of_order,             ///< "out-of-order": replayed sequences that do not increase one by one
  negative_think,           ///< "negative-think": a device think time below zero
  unknown_acknowledgement,  ///< "unknown-acknowledgement": the device counts more presses acknowledged than
                            ///< the server did
};

/// Stable code of a remote refusal, e.g. "sequence-gap".
[[nodiscard]] std::string_view code(RemoteRefusal refusal);

/// A refusal with the sequence it is about and its English text (the app translates the code).
struct RemoteRefused {
  RemoteRefusal code = RemoteRefusal::sequence_gap;
  std::uint64_t sequence = 0;  ///< the offending press's sequence
  std::string message;
};

/// The think time a press is charged and the bound that decided it.
struct Reconciled {
  std::chrono::milliseconds accepted{0};
  RemoteOutcome outcome = RemoteOutcome::applied;
};

/// clamp(device, max(0, server - rtt), server): never more than the server saw (`server`: from
/// the turn's start to the press's arrival), never less by more than the round-trip bound.
[[nodiscard]] Reconciled reconcile(std::chrono::milliseconds device, std::chrono::milliseconds server,
                                   std::chrono::milliseconds rtt);

/// A press placed on the clock's time line: where to apply it and what was measured.
struct PlannedPress {
  RemotePress press;
  std::chrono::milliseconds at{0};        ///< monotonic reading to apply it at (0 when discarded)
  std::chrono::milliseconds server{0};    ///< the most the server could charge: up to its now
  std::chrono::milliseconds accepted{0};  ///< think time charged
  RemoteOutcome outcome = RemoteOutcome::applied;
};

/// The reading at which the running side's turn began (its clock's last start, press or resume),
/// from which both the device and the server measure a press; none if the clock never ran.
[[nodiscard]] std::optional<std::chrono::milliseconds> turn_start(const GameClock& clock);

/// One live press: charged reconcile(device, now - turn_began, rtt) from `turn_began`, but never
/// applied before `last_event` (the clock's last record: an adjustment may follow the turn's start).
[[nodiscard]] PlannedPress plan_press(const RemotePress& press, std::chrono::milliseconds turn_began,
                                      std::chrono::milliseconds last_event, std::chrono::milliseconds now,
                                      std::chrono::milliseconds rtt);

/// The presses of a replay in the order to apply or record them.
struct ReplayPlan {
  std::size_t duplicates = 0;         ///< leading presses already acknowledged: answered again, not written
  std::vector<PlannedPress> presses;  ///< the new ones: each applied at its `at`, or all discarded
  bool discarded = false;  ///< the arbiter came first: record them as discarded (DiscardReason::arbiter)
};

/// After an outage: the presses a device made meanwhile, in order, each applied at the previous
/// applied instant (first: `last_event`, the reading of the device's last acknowledged press)
/// plus its device think time, never past `now` (a clamp is `clamped_high`). Refused as a whole
/// when the sequences do not follow `acknowledged` one by one (leading duplicates aside) or a think
/// time is negative; discarded when `arbiter_after` (a journal event not of this device followed
/// its last acknowledged press: the arbiter wins).
[[nodiscard]] std::variant<ReplayPlan, RemoteRefused> plan_replay(std::chrono::milliseconds last_event,
                                                                  std::chrono::milliseconds now,
                                                                  std::uint64_t acknowledged,
                                                                  bool arbiter_after,
                                                                  std::span<const RemotePress> presses);

/// The round-trip bound of one connection from its ping/pong samples: the largest of the last
/// `window` samples, no less than `floor` (also with no sample yet: a device's claim may then
/// undercut the server by the floor only) and no more than `cap` (a slow link cannot make the
/// opponent pay more than that).
class RoundTripEstimator {
 public:
  /// The defaults suit a venue's Wi-Fi: 8 samples, 50 ms to 2 s.
  explicit RoundTripEstimator(std::size_t window = 8,
                              std::chrono::milliseconds floor = std::chrono::milliseconds{50},
                              std::chrono::milliseconds cap = std::chrono::milliseconds{2000});
  /// One measured round trip; a negative one (a clock fault) is ignored.
  void add(std::chrono::milliseconds sample);
  /// The bound to pass with a press.
  [[nodiscard]] std::chrono::milliseconds bound() const;

 private:
  std::size_t m_window;
  std::chrono::milliseconds m_floor;
  std::chrono::milliseconds m_cap;
  std::deque<std::chrono::milliseconds> m_samples;
};

}  // namespace shashki::clock
