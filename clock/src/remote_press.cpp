#include "shashki/clock/remote_press.hpp"

#include <algorithm>

namespace shashki::clock {

using std::chrono::milliseconds;

std::string_view code(RemoteOutcome outcome) {
  switch (outcome) {
    case RemoteOutcome::applied:
      return "applied";
    case RemoteOutcome::clamped_high:
      return "clamped-high";
    case RemoteOutcome::clamped_low:
      return "clamped-low";
    case RemoteOutcome::discarded:
      return "discarded";
  }
  return "discarded";
}

std::optional<RemoteOutcome> remote_outcome_from_code(std::string_view text) {
  for (const auto o : {RemoteOutcome::applied, RemoteOutcome::clamped_high, RemoteOutcome::clamped_low,
                       RemoteOutcome::discarded}) {
    if (code(o) == text) return o;
  }
  return std::nullopt;
}

std::string_view code(DiscardReason reason) {
  return reason == DiscardReason::arbiter ? "arbiter" : "flag-fell";
}

std::optional<DiscardReason> discard_reason_from_code(std::string_view text) {
  for (const auto r : {DiscardReason::arbiter, DiscardReason::flag_fell}) {
    if (code(r) == text) return r;
  }
  return std::nullopt;
}

std::string_view code(RemoteRefusal refusal) {
  switch (refusal) {
    case RemoteRefusal::sequence_gap:
      return "sequence-gap";
    case RemoteRefusal::sequence_behind:
      return "sequence-behind";
    case RemoteRefusal::out_of_order:
      return "out-of-order";
    case RemoteRefusal::negative_think:
      return "negative-think";
    case RemoteRefusal::unknown_acknowledgement:
      return "unknown-acknowledgement";
  }
  return "out-of-order";
}

Reconciled reconcile(milliseconds device, milliseconds server, milliseconds rtt) {
  // The server saw the press arrive `server` after the turn began; the device cannot have taken
  // longer, and took at most one round trip less (the press's way to the server is part of it).
  const milliseconds low = std::max(server - rtt, milliseconds::zero());
  if (device > server) return {server, RemoteOutcome::clamped_high};
  if (device < low) return {low, RemoteOutcome::clamped_low};
  return {device, RemoteOutcome::applied};
}

std::optional<milliseconds> turn_start(const GameClock& clock) {
  const auto& journal = clock.journal();
  for (auto r = journal.rbegin(); r != journal.rend(); ++r) {
    // An adjustment or a move counter correction does not restart the turn: the device's clock
    // kept running through it.
    if (r->kind == EventKind::start || r->kind == EventKind::press || r->kind == EventKind::resume)
      return r->reading;
  }
  return std::nullopt;
}

PlannedPress plan_press(const RemotePress& press, milliseconds turn_began, milliseconds last_event,
                        milliseconds now, milliseconds rtt) {
  const milliseconds server = std::max(now - turn_began, milliseconds::zero());
  auto [accepted, outcome] = reconcile(press.device_think, server, rtt);
  milliseconds at = turn_began + accepted;
  if (at < last_event) {
    // The clock cannot take an event before its last one: the press is placed there, a low clamp.
    at = last_event;
    accepted = at - turn_began;
    outcome = RemoteOutcome::clamped_low;
  }
  return PlannedPress{press, at, server, accepted, outcome};
}

std::variant<ReplayPlan, RemoteRefused> plan_replay(milliseconds last_event, milliseconds now,
                                                    std::uint64_t acknowledged, bool arbiter_after,
                                                    std::span<const RemotePress> presses) {
  // The whole list is checked before anything is planned, so that a bad press refuses them all.
  for (std::size_t i = 0; i < presses.size(); ++i) {
    const RemotePress& p = presses[i];
    if (i > 0 && p.sequence <= presses[i - 1].sequence) {
      return RemoteRefused{RemoteRefusal::out_of_order, p.sequence,
                           "press " + std::to_string(p.sequence) + " does not follow press " +
                               std::to_string(presses[i - 1].sequence)};
    }
    if (p.device_think < milliseconds::zero()) {
      return RemoteRefused{RemoteRefusal::negative_think, p.sequence,
                           "press " + std::to_string(p.sequence) + " has a negative think time"};
    }
  }
  ReplayPlan plan;
  std::uint64_t expected = acknowledged + 1;
  for (const RemotePress& p : presses) {
    if (p.sequence <= acknowledged) {
      ++plan.duplicates;
      continue;
    }
    if (p.sequence != expected) {
      return RemoteRefused{
          RemoteRefusal::sequence_gap, p.sequence,
          "press " + std::to_string(p.sequence) + " skips ahead of press " + std::to_string(expected)};
    }
    ++expected;
    plan.presses.push_back(PlannedPress{p, milliseconds::zero(), milliseconds::zero(), milliseconds::zero(),
                                        RemoteOutcome::discarded});
  }
  plan.discarded = arbiter_after;
  if (plan.discarded) return plan;
  // Each press follows the one before by its own think time; the total never passes now.
  milliseconds previous = std::min(last_event, now);
  for (auto& planned : plan.presses) {
    planned.server = now - previous;
    planned.accepted = std::min(planned.press.device_think, planned.server);
    planned.outcome =
        planned.press.device_think > planned.server ? RemoteOutcome::clamped_high : RemoteOutcome::applied;
    planned.at = previous + planned.accepted;
    previous = planned.at;
  }
  return plan;
}

RoundTripEstimator::RoundTripEstimator(std::size_t window, milliseconds floor, milliseconds cap)
    : m_window(std::max<std::size_t>(window, 1)), m_floor(floor), m_cap(std::max(cap, floor)) {}

void RoundTripEstimator::add(milliseconds sample) {
  if (sample < milliseconds::zero()) return;
  m_samples.push_back(sample);
  if (m_samples.size() > m_window) m_samples.pop_front();
}

milliseconds RoundTripEstimator::bound() const {
  // The largest recent sample: a press took at most that long on its way in.
  milliseconds largest = m_floor;
  for (const auto s : m_samples) largest = std::max(largest, s);
  return std::min(largest, m_cap);
}

}  // namespace shashki::clock
