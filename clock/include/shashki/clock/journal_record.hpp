#pragma once

#include "shashki/clock/side.hpp"

#include <date/date.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace shashki::clock {

/// What happened to a clock. Stored by its string code, never by its ordinal.
enum class EventKind : std::uint8_t {
  start,      ///< "start": the first side's clock starts (6.1.4.1)
  press,      ///< "press": `side` completed a move; its bonus is applied, the other clock runs
  pause,      ///< "pause": the clock is stopped, e.g. for an appeal (6.1.10.3); `side` who stopped it
  resume,     ///< "resume": the clock of the side to move runs again
  adjust,     ///< "adjust": the judge adds (value > 0) or removes (value < 0) milliseconds of `side`
  set_moves,  ///< "moves": the judge corrects `side`'s move counter to `value`
  flag,       ///< "flag": `side`'s time reached zero, at its move `value`
  end,        ///< "end": the game is over; the clock is stopped for good
  recover,    ///< "recover": restored paused after a crash; `value` ms were charged to `side`
};

/// Why a clock was paused. Stored by its code in a column of its own, never read out of the
/// reason's text.
enum class PauseCause : std::uint8_t {
  board,   ///< "board": the judge paused this board (or a player stopped it to call the judge)
  all,     ///< "all": every running clock of the round paused at once (an announcement, the
           ///< console closing); resume all restarts exactly these
  appeal,  ///< "appeal": the clock stopped for an appeal (6.1.10.3), until the judge decides
};

[[nodiscard]] std::string_view code(PauseCause cause);
/// Reads a storage code; anything else is std::nullopt.
[[nodiscard]] std::optional<PauseCause> pause_cause_from_code(std::string_view text);

/// Stable storage code of a kind (see the comments of EventKind).
[[nodiscard]] std::string_view code(EventKind kind);

/// Reads a storage code; anything else is std::nullopt.
[[nodiscard]] std::optional<EventKind> event_kind_from_code(std::string_view text);

/// One event of a clock's journal, as stored: a plain struct whose durations are whole
/// milliseconds (`.count()` gives the INTEGER column). Replaying the records of a clock through
/// GameClock::replay reproduces its state exactly.
/// The kind, the cause and the side share the record's first eight bytes: the journal is the
/// clocks' hottest data (bench_clocks), so a record is no larger than before the cause had a
/// field of its own.
struct JournalRecord {
  EventKind kind = EventKind::start;
  std::optional<PauseCause> cause;                 ///< a pause's cause; none for other kinds
  std::optional<Side> side;                        ///< see EventKind; none where the kind has no side
  std::chrono::milliseconds reading{0};            ///< the time source's monotonic reading
  date::sys_time<std::chrono::milliseconds> at{};  ///< wall time, for the log only
  std::chrono::milliseconds white{0};              ///< White's remaining time after the event
  std::chrono::milliseconds black{0};              ///< Black's remaining time after the event
  int white_moves = 0;                             ///< White's move counter after the event
  int black_moves = 0;                             ///< Black's move counter after the event
  std::int64_t value = 0;                          ///< see EventKind; 0 when it has none
  std::string reason;                              ///< why (required for adjust and moves)

  bool operator==(const JournalRecord&) const = default;
};

/// Why a journal could not be replayed: the record (0-based) and what did not match.
struct ReplayError {
  std::size_t record = 0;
  std::string message;
};

/// The `event` of `clock log --json` (docs/cli.md), whose list is start, press, pause,
/// resume, adjust, flag, end: a move counter correction is an "adjust", a crash recovery a
/// "pause" (its reason says which); every other kind is its own code.
[[nodiscard]] std::string_view log_event(EventKind kind);

/// Wall time in the form of the clock log: "2026-05-01T10:00:00.000Z".
[[nodiscard]] std::string format_instant(date::sys_time<std::chrono::milliseconds> at);

}  // namespace shashki::clock
