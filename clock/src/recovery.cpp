#include "shashki/clock/recovery.hpp"

#include <algorithm>

namespace shashki::clock {

using std::chrono::milliseconds;

namespace {

RecoveryQuestion question_of(const GameClock& clock) {
  const ClockState& s = clock.state();
  RecoveryQuestion q;
  q.running_side = clock.running();
  q.white = s.sides[index(Side::white)].remaining;
  q.black = s.sides[index(Side::black)].remaining;
  q.white_moves = s.sides[index(Side::white)].moves;
  q.black_moves = s.sides[index(Side::black)].moves;
  if (!clock.journal().empty()) q.last_event_at = clock.journal().back().at;
  return q;
}

}  // namespace

milliseconds RecoveryQuestion::charge_until(date::sys_time<milliseconds> instant) const {
  if (!running_side) return milliseconds::zero();
  return std::max(instant - last_event_at, milliseconds::zero());
}

std::variant<RecoveryQuestion, ReplayError> recovery_question(const TimeControl& control,
                                                              std::span<const JournalRecord> records) {
  auto replayed = GameClock::replay(control, records);
  if (auto* error = std::get_if<ReplayError>(&replayed)) return *error;
  return question_of(std::get<GameClock>(replayed));
}

std::variant<GameClock, ReplayError> recover(const TimeControl& control,
                                             std::span<const JournalRecord> records, RecoveryChoice choice,
                                             TimeReading now) {
  auto replayed = GameClock::replay(control, records);
  if (auto* error = std::get_if<ReplayError>(&replayed)) return *error;
  GameClock& clock = std::get<GameClock>(replayed);
  const RecoveryQuestion q = question_of(clock);
  const milliseconds charge =
      choice.charge_until ? q.charge_until(*choice.charge_until) : milliseconds::zero();
  std::string reason = "crash recovery";
  if (choice.charge_until) reason += ": judge charged the time until " + format_instant(*choice.charge_until);
  (void)clock.recover(charge, now, std::move(reason));
  return replayed;
}

}  // namespace shashki::clock
