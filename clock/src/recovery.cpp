#include "shashki/clock/recovery.hpp"

#include <algorithm>

namespace shashki::clock {

using std::chrono::milliseconds;

namespace {

RecoveryQuestion question_of(const GameClock& clock, const std::optional<Checkpoint>& checkpoint) {
  const ClockState& s = clock.state();
  RecoveryQuestion q;
  q.running_side = clock.running();
  q.white = s.sides[index(Side::white)].remaining;
  q.black = s.sides[index(Side::black)].remaining;
  q.white_moves = s.sides[index(Side::white)].moves;
  q.black_moves = s.sides[index(Side::black)].moves;
  if (clock.journal().empty()) return q;
  q.last_event_at = clock.journal().back().at;
  // Only a checkpoint of the running clock taken after its last record, in the same time base.
  const auto last = clock.journal().back().reading;
  if (q.running_side && checkpoint && checkpoint->records == clock.journal().size() &&
      checkpoint->reading >= last) {
    q.checkpoint_charge = checkpoint->reading - last;
    q.checkpoint_at = checkpoint->at;
    q.white = clock.remaining(Side::white, checkpoint->reading);
    q.black = clock.remaining(Side::black, checkpoint->reading);
  }
  return q;
}

}  // namespace

std::optional<Checkpoint> checkpoint_of(const GameClock& clock, TimeReading now) {
  const auto side = clock.running();
  if (!side || clock.flag_due(now.monotonic) || clock.journal().empty() ||
      now.monotonic < clock.journal().back().reading)
    return std::nullopt;
  return Checkpoint{clock.journal().size(), now.monotonic, now.wall,
                    clock.remaining(Side::white, now.monotonic), clock.remaining(Side::black, now.monotonic)};
}

milliseconds RecoveryQuestion::charge_until(date::sys_time<milliseconds> instant) const {
  if (!running_side) return milliseconds::zero();
  return std::max(instant - last_event_at, checkpoint_charge);
}

milliseconds recovery_charge(const RecoveryQuestion& question, const RecoveryChoice& choice) {
  return choice.charge_until ? question.charge_until(*choice.charge_until) : question.checkpoint_charge;
}

std::variant<RecoveryQuestion, ReplayError> recovery_question(const TimeControl& control,
                                                              std::span<const JournalRecord> records,
                                                              const std::optional<Checkpoint>& checkpoint) {
  auto replayed = GameClock::replay(control, records);
  if (auto* error = std::get_if<ReplayError>(&replayed)) return *error;
  return question_of(std::get<GameClock>(replayed), checkpoint);
}

std::variant<GameClock, ReplayError> recover(const TimeControl& control,
                                             std::span<const JournalRecord> records, RecoveryChoice choice,
                                             TimeReading now, const std::optional<Checkpoint>& checkpoint) {
  auto replayed = GameClock::replay(control, records);
  if (auto* error = std::get_if<ReplayError>(&replayed)) return *error;
  GameClock& clock = std::get<GameClock>(replayed);
  const RecoveryQuestion q = question_of(clock, checkpoint);
  const milliseconds charge = recovery_charge(q, choice);
  std::string reason = "crash recovery";
  if (choice.charge_until) {
    reason += ": judge charged the time until " + format_instant(*choice.charge_until);
  } else if (q.checkpoint_at) {
    reason += ": charged until the checkpoint at " + format_instant(*q.checkpoint_at);
  }
  (void)clock.recover(charge, now, std::move(reason));
  return replayed;
}

}  // namespace shashki::clock
