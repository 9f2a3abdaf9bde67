#include "shashki/clock/game_clock.hpp"

#include <algorithm>
#include <cassert>
#include <limits>

namespace shashki::clock {

using std::chrono::milliseconds;

GameClock::GameClock(TimeControl control) : m_control(std::move(control)) {
  for (SideState& side : m_state.sides) side.remaining = m_control.initial();
}

EventResult GameClock::refuse(Refusal refusal, std::string message, std::size_t records) const {
  return EventResult{refusal, std::move(message), records};
}

milliseconds GameClock::last_reading() const {
  return m_journal.empty() ? milliseconds::min() : m_journal.back().reading;
}

std::optional<EventResult> GameClock::refuse_common(TimeReading now) const {
  if (m_state.phase == ClockPhase::finished) return refuse(Refusal::finished, "the game is over");
  // Replay depends on readings in order; a source that goes back is refused, not trusted.
  if (now.monotonic < last_reading()) {
    return refuse(Refusal::time_went_backwards, "the time reading is earlier than the last event's");
  }
  return std::nullopt;
}

milliseconds GameClock::zero_at() const {
  // Simple delay runs before the main time (it is not part of the remaining time).
  return m_state.settled_at + m_state.delay_left + m_state.sides[index(m_state.to_move)].remaining;
}

void GameClock::begin_turn(Side side) {
  m_state.to_move = side;
  m_state.turn_spent = milliseconds::zero();
  const Bonus& bonus = m_control.periods()[m_state.sides[index(side)].period].bonus;
  m_state.delay_left = bonus.kind == BonusKind::simple_delay ? bonus.amount : milliseconds::zero();
}

void GameClock::undo(const Mark& mark) {
  assert(mark.records <= m_journal.size());
  m_journal.erase(m_journal.begin() + static_cast<std::ptrdiff_t>(mark.records), m_journal.end());
  m_state = mark.state;
}

void GameClock::append(EventKind kind, std::optional<Side> side, TimeReading at, std::int64_t value,
                       std::string reason, std::optional<PauseCause> cause) {
  m_journal.push_back(JournalRecord{kind, cause, side, at.monotonic, at.wall, m_state.sides[0].remaining,
                                    m_state.sides[1].remaining, m_state.sides[0].moves,
                                    m_state.sides[1].moves, value, std::move(reason)});
}

void GameClock::append(EventKind kind, std::optional<Side> side, TimeReading at, std::int64_t value,
                       std::string reason) {
  append(kind, side, at, value, std::move(reason), std::nullopt);
}

bool GameClock::settle(TimeReading now) {
  if (m_state.phase != ClockPhase::running) return false;
  SideState& side = m_state.sides[index(m_state.to_move)];
  const milliseconds zero = zero_at();
  if (now.monotonic >= zero) {
    // The flag falls at the exact instant the time reached zero, whenever it is noticed.
    m_state.turn_spent += zero - m_state.settled_at;
    side.remaining = milliseconds::zero();
    m_state.delay_left = milliseconds::zero();
    m_state.settled_at = zero;
    m_state.phase = ClockPhase::flagged;
    m_state.flag = Flag{m_state.to_move, side.moves + 1, zero};
    append(EventKind::flag, m_state.to_move, TimeReading{zero, now.wall - (now.monotonic - zero)},
           side.moves + 1, {});
    return true;
  }
  const milliseconds elapsed = std::max(now.monotonic - m_state.settled_at, milliseconds::zero());
  const milliseconds from_delay = std::min(elapsed, m_state.delay_left);
  m_state.delay_left -= from_delay;
  side.remaining -= elapsed - from_delay;
  m_state.turn_spent += elapsed;
  m_state.settled_at = now.monotonic;
  return false;
}

EventResult GameClock::start(TimeReading now, Side first) {
  if (auto refused = refuse_common(now)) return *refused;
  if (m_state.phase != ClockPhase::not_started)
    return refuse(Refusal::already_started, "the clock has started");
  m_state.phase = ClockPhase::running;
  m_state.settled_at = now.monotonic;
  begin_turn(first);
  append(EventKind::start, first, now, 0, {});
  return EventResult{std::nullopt, {}, 1};
}

EventResult GameClock::press(Side side, TimeReading now) {
  if (auto refused = refuse_common(now)) return *refused;
  switch (m_state.phase) {
    case ClockPhase::not_started:
      return refuse(Refusal::not_started, "the clock has not been started");
    case ClockPhase::paused:
      return refuse(Refusal::not_running, "the clock is paused; resume it first");
    case ClockPhase::flagged:
      return refuse(Refusal::flag_fell, "a flag has fallen");
    default:
      break;
  }
  // A press at or after zero comes too late: the flag fell first (6.1.9: time to the end of the game).
  if (flag_due(now.monotonic)) {
    settle(now);
    return refuse(Refusal::flag_fell, std::string(code(m_state.to_move)) + "'s flag fell before the press",
                  1);
  }
  if (side != m_state.to_move) {
    return refuse(Refusal::wrong_side, std::string(code(side)) + "'s clock is not running");
  }
  settle(now);
  SideState& s = m_state.sides[index(side)];
  // The bonus of the period in which the move was made, and only after the press.
  const Bonus& bonus = m_control.periods()[s.period].bonus;
  if (bonus.kind == BonusKind::fischer) s.remaining += bonus.amount;
  if (bonus.kind == BonusKind::bronstein) s.remaining += std::min(m_state.turn_spent, bonus.amount);
  ++s.moves;
  // `>=` so that a judge's correction past the boundary still opens the next period once.
  const int period_end = m_control.moves_at_end_of(s.period);
  if (period_end > 0 && s.moves >= period_end) {
    ++s.period;
    s.remaining += m_control.periods()[s.period].base;
  }
  begin_turn(opposite(side));
  append(EventKind::press, side, now, 0, {});
  return EventResult{std::nullopt, {}, 1};
}

EventResult GameClock::pause(TimeReading now, std::optional<Side> by, std::string reason, PauseCause cause) {
  if (auto refused = refuse_common(now)) return *refused;
  if (m_state.phase == ClockPhase::not_started)
    return refuse(Refusal::not_started, "the clock has not been started");
  if (m_state.phase != ClockPhase::running) return refuse(Refusal::not_running, "the clock is not running");
  if (settle(now)) return refuse(Refusal::flag_fell, "the flag fell before the pause", 1);
  m_state.phase = ClockPhase::paused;
  append(EventKind::pause, by, now, 0, std::move(reason), cause);
  return EventResult{std::nullopt, {}, 1};
}

EventResult GameClock::resume(TimeReading now) {
  if (auto refused = refuse_common(now)) return *refused;
  if (m_state.phase != ClockPhase::paused) return refuse(Refusal::not_paused, "the clock is not paused");
  m_state.phase = ClockPhase::running;
  m_state.settled_at = now.monotonic;
  append(EventKind::resume, m_state.to_move, now, 0, {});
  return EventResult{std::nullopt, {}, 1};
}

EventResult GameClock::adjust(Side side, milliseconds delta, std::string reason, TimeReading now) {
  if (auto refused = refuse_common(now)) return *refused;
  if (reason.empty()) return refuse(Refusal::no_reason, "an adjustment needs a reason");
  if (delta == milliseconds::zero()) return refuse(Refusal::bad_adjustment, "the adjustment changes nothing");
  const std::size_t flagged = settle_if_flag_due(now);
  if (remaining(side, now.monotonic) + delta <= milliseconds::zero()) {
    // Time reaches zero only by running out; the judge cannot make a flag fall.
    return refuse(Refusal::bad_adjustment,
                  "the adjustment would leave " + std::string(code(side)) + " no time", flagged);
  }
  settle(now);
  m_state.sides[index(side)].remaining += delta;
  if (m_state.phase == ClockPhase::flagged && m_state.flag && m_state.flag->side == side) {
    // The judge gave the flagged side time back: the flag is withdrawn and play waits for resume.
    m_state.phase = ClockPhase::paused;
    m_state.flag.reset();
  }
  append(EventKind::adjust, side, now, delta.count(), std::move(reason));
  return EventResult{std::nullopt, {}, flagged + 1};
}

EventResult GameClock::set_moves(Side side, int moves, std::string reason, TimeReading now) {
  if (auto refused = refuse_common(now)) return *refused;
  if (reason.empty()) return refuse(Refusal::no_reason, "a move counter correction needs a reason");
  if (moves < 0) return refuse(Refusal::bad_move_count, "a move counter cannot be negative");
  const std::size_t flagged = settle_if_flag_due(now);
  settle(now);
  m_state.sides[index(side)].moves = moves;
  append(EventKind::set_moves, side, now, moves, std::move(reason));
  return EventResult{std::nullopt, {}, flagged + 1};
}

EventResult GameClock::end(TimeReading now, std::string reason) {
  if (auto refused = refuse_common(now)) return *refused;
  const std::size_t flagged = settle(now) ? 1 : 0;
  m_state.phase = ClockPhase::finished;
  append(EventKind::end, std::nullopt, now, 0, std::move(reason));
  return EventResult{std::nullopt, {}, flagged + 1};
}

std::optional<Flag> GameClock::check_flag(TimeReading now) {
  if (!flag_due(now.monotonic)) return std::nullopt;
  settle(now);
  return m_state.flag;
}

std::size_t GameClock::settle_if_flag_due(TimeReading now) {
  if (!flag_due(now.monotonic)) return 0;
  settle(now);
  return 1;
}

EventResult GameClock::recover(milliseconds charge, TimeReading now, std::string reason) {
  // A finished game needs nothing; an unstarted clock without records has no time base yet.
  if (m_state.phase == ClockPhase::finished || m_journal.empty()) return EventResult{};
  const std::optional<Side> side = running();
  return apply_recover(side, side ? charge : milliseconds::zero(), now, std::move(reason));
}

EventResult GameClock::apply_recover(std::optional<Side> side, milliseconds charge, TimeReading now,
                                     std::string reason) {
  assert(charge >= milliseconds::zero());
  std::size_t records = 0;
  // On replay a charge that made the flag fall finds the flag record already applied.
  if (m_state.phase == ClockPhase::running) {
    // Charge in the old time base, from the last event on; the flag falls if the charge uses
    // up the time, at the instant it would have fallen.
    const JournalRecord& last = m_journal.back();
    const milliseconds until = m_state.settled_at + charge;
    if (settle(TimeReading{until, last.at + (until - last.reading)})) records = 1;
    if (m_state.phase == ClockPhase::running) m_state.phase = ClockPhase::paused;
  }
  // The monotonic origin may have restarted (a reboot): the journal's time base starts again
  // here, also for a paused clock, so that its resume is not taken for time going backwards.
  m_state.settled_at = now.monotonic;
  append(EventKind::recover, side, now, charge.count(), std::move(reason));
  return EventResult{std::nullopt, {}, records + 1};
}

milliseconds GameClock::remaining(Side side, milliseconds now) const {
  const SideState& s = m_state.sides[index(side)];
  if (m_state.phase != ClockPhase::running || side != m_state.to_move) return s.remaining;
  const milliseconds elapsed = std::max(now - m_state.settled_at, milliseconds::zero());
  const milliseconds from_main = std::max(elapsed - m_state.delay_left, milliseconds::zero());
  return std::max(s.remaining - from_main, milliseconds::zero());
}

milliseconds GameClock::delay_left(milliseconds now) const {
  if (m_state.phase != ClockPhase::running) return m_state.delay_left;
  const milliseconds elapsed = std::max(now - m_state.settled_at, milliseconds::zero());
  return std::max(m_state.delay_left - elapsed, milliseconds::zero());
}

bool GameClock::flag_due(milliseconds now) const {
  return m_state.phase == ClockPhase::running && now >= zero_at();
}

std::optional<Side> GameClock::running() const {
  if (m_state.phase != ClockPhase::running) return std::nullopt;
  return m_state.to_move;
}

namespace {

// The first field in which two records differ, for a replay error that says where.
std::string first_difference(const JournalRecord& got, const JournalRecord& stored) {
  auto ms = [](milliseconds d) { return std::to_string(d.count()); };
  if (got.kind != stored.kind) return "kind";
  if (got.side != stored.side) return "side";
  if (got.reading != stored.reading) return "reading (replay " + ms(got.reading) + ")";
  if (got.at != stored.at) return "at";
  if (got.white != stored.white)
    return "white_ms (replay " + ms(got.white) + ", stored " + ms(stored.white) + ")";
  if (got.black != stored.black)
    return "black_ms (replay " + ms(got.black) + ", stored " + ms(stored.black) + ")";
  if (got.white_moves != stored.white_moves) return "white_moves";
  if (got.black_moves != stored.black_moves) return "black_moves";
  if (got.value != stored.value) return "value";
  return "reason";
}

}  // namespace

std::variant<GameClock, ReplayError> GameClock::replay(TimeControl control,
                                                       std::span<const JournalRecord> records) {
  GameClock clock(std::move(control));
  clock.m_journal.reserve(records.size());
  for (std::size_t i = 0; i < records.size(); ++i) {
    const JournalRecord& r = records[i];
    const std::string where = "record " + std::to_string(i + 1) + " (" + std::string(code(r.kind)) + "): ";
    const TimeReading now{r.reading, r.at};
    const std::size_t before = clock.m_journal.size();
    const bool needs_side = r.kind == EventKind::start || r.kind == EventKind::press ||
                            r.kind == EventKind::adjust || r.kind == EventKind::set_moves;
    if (needs_side && !r.side) return ReplayError{i, where + "the side is missing"};
    EventResult result;
    switch (r.kind) {
      case EventKind::start:
        result = clock.start(now, *r.side);
        break;
      case EventKind::press:
        result = clock.press(*r.side, now);
        break;
      case EventKind::pause:
        result = clock.pause(now, r.side, r.reason, r.cause.value_or(PauseCause::board));
        break;
      case EventKind::resume:
        result = clock.resume(now);
        break;
      case EventKind::adjust:
        result = clock.adjust(*r.side, milliseconds{r.value}, r.reason, now);
        break;
      case EventKind::set_moves:
        if (r.value < 0 || r.value > std::numeric_limits<int>::max()) {
          return ReplayError{i, where + "the move counter is out of range"};
        }
        result = clock.set_moves(*r.side, static_cast<int>(r.value), r.reason, now);
        break;
      case EventKind::flag:
        clock.check_flag(now);
        break;
      case EventKind::end:
        result = clock.end(now, r.reason);
        break;
      case EventKind::recover:
        if (r.value < 0) return ReplayError{i, where + "a negative charge"};
        result = clock.apply_recover(r.side, milliseconds{r.value}, now, r.reason);
        break;
    }
    if (!result.accepted()) return ReplayError{i, where + "refused on replay: " + result.message};
    // One stored record is one regenerated record: a flag due earlier shows up as an extra.
    if (clock.m_journal.size() != before + 1) {
      return ReplayError{i, where + "replay gives " + std::to_string(clock.m_journal.size() - before) +
                                " records where the journal has one"};
    }
    if (clock.m_journal.back() != r) {
      return ReplayError{i, where + "the stored " + first_difference(clock.m_journal.back(), r) +
                                " differs from the replay"};
    }
  }
  return clock;
}

}  // namespace shashki::clock
