#pragma once

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

/// Where a clock is in its life.
enum class ClockPhase {
  not_started,  ///< both clocks still
  running,      ///< the clock of the side to move runs
  paused,       ///< stopped by a pause (appeal, announcement) or by crash recovery
  flagged,      ///< a side's time reached zero; both clocks stopped, the flag shows
  finished,     ///< the game is over (a flag, if any, still shows)
};

/// Stable code of a phase: "not-started", "running", "paused", "flagged", "finished".
[[nodiscard]] std::string_view to_string(ClockPhase phase);

/// Why an event was refused. The app translates by code; message() is the English text.
enum class Refusal {
  not_started,          ///< the clock has not been started
  already_started,      ///< start on a clock that has started
  not_running,          ///< press or pause on a clock that is not running
  not_paused,           ///< resume on a clock that is not paused
  finished,             ///< any event after the end of the game
  flag_fell,            ///< the side's time is up: its flag fell (recorded) before this event
  wrong_side,           ///< press by the side whose clock is not running
  time_went_backwards,  ///< a reading earlier than the last event's
  no_reason,            ///< an arbiter event without a reason
  bad_adjustment,       ///< zero change, or one that leaves no time
  bad_move_count,       ///< a negative move counter
};

/// Stable code of a refusal, e.g. "wrong-side".
[[nodiscard]] std::string_view to_string(Refusal refusal);

/// A flag that fell: whose, during which of its moves, and at which monotonic reading.
struct Flag {
  Side side = Side::white;
  int move = 0;                          ///< the move the side was thinking about (moves made + 1)
  std::chrono::milliseconds reading{0};  ///< the exact instant the time reached zero
  bool operator==(const Flag&) const = default;
};

/// One side's part of the state.
struct SideState {
  std::chrono::milliseconds remaining{0};  ///< main time, as of ClockState::settled_at
  int moves = 0;                           ///< moves completed: what 6.1.8.1 and periods read
  std::size_t period = 0;                  ///< the period in force (index into the control)
  bool operator==(const SideState&) const = default;
};

/// The whole state of a clock, as a comparable value.
struct ClockState {
  ClockPhase phase = ClockPhase::not_started;
  Side to_move = Side::white;                   ///< whose clock runs (or will run on resume)
  std::array<SideState, 2> sides{};             ///< by index(Side)
  std::chrono::milliseconds delay_left{0};      ///< simple delay still to run in this turn
  std::chrono::milliseconds turn_spent{0};      ///< thinking time of this turn so far (Bronstein)
  std::chrono::milliseconds settled_at{0};      ///< reading up to which time has been charged
  std::optional<Flag> flag;
  bool operator==(const ClockState&) const = default;
};

/// The answer to an event: accepted, or refused with a reason (and then nothing changed,
/// except that a flag already due is recorded first: see GameClock).
struct EventResult {
  std::optional<Refusal> refusal;
  std::string message;      ///< English explanation of a refusal; empty when accepted
  std::size_t records = 0;  ///< journal records this call appended (persist them all)
  [[nodiscard]] bool accepted() const { return !refusal; }
};

/// Why a journal could not be replayed: the record (0-based) and what did not match.
struct ReplayError {
  std::size_t record = 0;
  std::string message;
};

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
  EventResult pause(TimeReading now, std::optional<Side> by = std::nullopt, std::string reason = {});
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
  void append(EventKind kind, std::optional<Side> side, TimeReading at, std::int64_t value, std::string reason);
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
