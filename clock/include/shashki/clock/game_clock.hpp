#pragma once

#include "shashki/clock/clock_state.hpp"
#include "shashki/clock/event_result.hpp"
#include "shashki/clock/journal_record.hpp"
#include "shashki/clock/side.hpp"
#include "shashki/clock/time_control.hpp"
#include "shashki/clock/time_source.hpp"

#include <array>
#include <chrono>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::clock {

/// The tournament clock of one game: a state machine changed only by explicit events, each
/// appended to its journal. Every event carries the time source's reading; queries take a
/// reading too and never change the state, so drawing can never disturb a clock.
///
/// A flag is not an event anyone presses: when the running side's time is up, the next call
/// that looks at the clock (check_flag(), or any event) records the flag at the exact instant
/// the time reached zero, before handling the event.
class GameClock {
 public:
  /// A clock for `control`, both sides showing its initial time.
  explicit GameClock(TimeControl control);

  /// Starts the clock of `first` (White, 6.1.4.1, unless a drawn opening says otherwise).
  EventResult start(TimeReading now, Side first = Side::white);
  /// `side` completed its move: its bonus is applied, its move counter grows, a new period's
  /// time is added when its move count is reached, and the opponent's clock runs.
  EventResult press(Side side, TimeReading now);
  /// Stops the running clock, e.g. while an appeal is considered (6.1.10.3); `by` is who asked.
  EventResult pause(TimeReading now, std::optional<Side> by = std::nullopt, std::string reason = {},
                    PauseCause cause = PauseCause::board);
  /// Runs the clock of the side to move again.
  EventResult resume(TimeReading now);
  /// The judge adds (`delta` > 0) or removes time of `side`; the result must stay above zero.
  /// Giving a flagged side time back withdraws the flag and leaves the clock paused.
  EventResult adjust(Side side, std::chrono::milliseconds delta, std::string reason, TimeReading now);
  /// The judge corrects `side`'s move counter (the period in force stays as it is).
  EventResult set_moves(Side side, int moves, std::string reason, TimeReading now);
  /// The game is over: the clock stops for good.
  EventResult end(TimeReading now, std::string reason = {});
  /// Records the flag if the running side's time is up at `now`; returns it then.
  std::optional<Flag> check_flag(TimeReading now);

  /// Remaining main time of `side` at monotonic reading `now`, never below zero.
  [[nodiscard]] std::chrono::milliseconds remaining(Side side, std::chrono::milliseconds now) const;
  /// Simple delay still to run before the main time of the side to move counts, at `now`.
  [[nodiscard]] std::chrono::milliseconds delay_left(std::chrono::milliseconds now) const;
  /// Whether the running side's time is up at `now` (the flag may not be recorded yet).
  [[nodiscard]] bool flag_due(std::chrono::milliseconds now) const;
  /// Moves `side` has completed.
  [[nodiscard]] int moves(Side side) const { return m_state.sides[index(side)].moves; }
  /// The side whose clock runs, if one does.
  [[nodiscard]] std::optional<Side> running() const;

  /// The state as a value, for comparison and inspection.
  [[nodiscard]] const ClockState& state() const { return m_state; }
  /// The phase.
  [[nodiscard]] ClockPhase phase() const { return m_state.phase; }
  /// The control the clock runs.
  [[nodiscard]] const TimeControl& control() const { return m_control; }
  /// Every record since construction, in order.
  [[nodiscard]] const std::vector<JournalRecord>& journal() const { return m_journal; }

  /// What undo() takes the clock back to: its state and the length of its journal.
  struct Mark {
    ClockState state;
    std::size_t records = 0;
  };
  /// The clock as it is now, for undo().
  [[nodiscard]] Mark mark() const { return Mark{m_state, m_journal.size()}; }
  /// Takes the clock back to `mark`, taken of this clock with no undo() since: the records
  /// after it are dropped. For a use case that applies an event in place and whose write of its
  /// records then fails, without copying a long journal before every event.
  void undo(const Mark& mark);

  /// Rebuilds a clock from its journal by applying every record again as the event it records;
  /// each regenerated record must equal the stored one, so a tampered or torn journal is named.
  [[nodiscard]] static std::variant<GameClock, ReplayError> replay(TimeControl control,
                                                                   std::span<const JournalRecord> records);

  /// After a crash: restores a running clock PAUSED, charging its running side `charge` of the
  /// time that passed after the last event (zero unless the judge so decides). The clock's
  /// time base starts again at `now` (a reboot restarts the monotonic origin), so a paused
  /// clock gets a "recover" record too. Does nothing on a finished clock or one without records.
  EventResult recover(std::chrono::milliseconds charge, TimeReading now, std::string reason);

 private:
  EventResult refuse(Refusal refusal, std::string message, std::size_t records = 0) const;
  // Charges the running side up to `now`, recording a flag if its time ran out; true if so.
  bool settle(TimeReading now);
  void append(EventKind kind, std::optional<Side> side, TimeReading at, std::int64_t value,
              std::string reason, std::optional<PauseCause> cause);
  void append(EventKind kind, std::optional<Side> side, TimeReading at, std::int64_t value,
              std::string reason);
  // Refusals common to every event: time going backwards, a finished game.
  std::optional<EventResult> refuse_common(TimeReading now) const;
  void begin_turn(Side side);
  [[nodiscard]] std::chrono::milliseconds zero_at() const;
  [[nodiscard]] std::chrono::milliseconds last_reading() const;
  // Records the flag if it is due at `now`; returns the number of records (0 or 1).
  std::size_t settle_if_flag_due(TimeReading now);
  // recover() with the running side given: replay applies a stored recover record as is.
  EventResult apply_recover(std::optional<Side> side, std::chrono::milliseconds charge, TimeReading now,
                            std::string reason);

  TimeControl m_control;
  ClockState m_state;
  std::vector<JournalRecord> m_journal;
};

}  // namespace shashki::clock
