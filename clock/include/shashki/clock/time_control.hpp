#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace shashki::clock {

/// What a period gives a player on each move besides its base time.
enum class BonusKind {
  none,          ///< sudden death
  fischer,       ///< the amount is added after every press
  bronstein,     ///< after the press, the time used on the move is given back, up to the amount
  simple_delay,  ///< (US delay) the main time starts only after the amount has run on each move
};

/// Bonus per move of one period.
struct Bonus {
  BonusKind kind = BonusKind::none;
  std::chrono::milliseconds amount{0};
  bool operator==(const Bonus&) const = default;
};

/// One period of a control: `moves` moves in `base` (0 moves = until the end of the game).
struct Period {
  int moves = 0;
  std::chrono::milliseconds base{0};
  Bonus bonus;
  bool operator==(const Period&) const = default;
};

/// Why a control was not accepted: the text names the field (and column when parsed). The same
/// in parts for a front end that translates: `reason` is a msgid, `column` (parsing) or `period`
/// (checking) says where, 0 when it does not apply.
struct ControlError {
  std::string message;      ///< English: "time control, column 3: ..."
  const char* reason = "";  ///< what is wrong, a msgid
  std::size_t column = 0;   ///< 1-based column of the notation, or 0
  std::size_t period = 0;   ///< 1-based period, or 0
};

/// A time control as a value: one or more periods; only the last may run to the end of the game.
/// A period's base is added when the previous period's move count is reached.
class TimeControl {
 public:
  /// Sudden death: `base` for the whole game.
  [[nodiscard]] static TimeControl sudden_death(std::chrono::milliseconds base);
  /// Fischer: `base`, plus `increment` after every press.
  [[nodiscard]] static TimeControl fischer(std::chrono::milliseconds base,
                                           std::chrono::milliseconds increment);
  /// Bronstein delay: the time used on a move is given back after the press, up to `delay`.
  [[nodiscard]] static TimeControl bronstein(std::chrono::milliseconds base, std::chrono::milliseconds delay);
  /// Simple (US) delay: each move's first `delay` does not count against the base.
  [[nodiscard]] static TimeControl simple_delay(std::chrono::milliseconds base,
                                                std::chrono::milliseconds delay);
  /// Any periods, checked: a positive base each, a positive move count on every period but the
  /// last, a last period running to the end of the game, no negative bonus.
  [[nodiscard]] static std::variant<TimeControl, ControlError> make(std::vector<Period> periods);

  /// Reads the compact notation of to_string(): periods separated by ',', each
  /// `[MOVES/]MINUTES[+SECONDS[d|b]]` ("30+30", "5", "40/120+30,30+30", "10+5d" for a simple
  /// delay, "10+5b" for Bronstein). Errors name the column.
  [[nodiscard]] static std::variant<TimeControl, ControlError> parse(std::string_view text);

  /// The compact notation; parse(to_string()) gives the same control back. Stored as TEXT.
  [[nodiscard]] std::string to_string() const;

  /// The periods, first to last.
  [[nodiscard]] const std::vector<Period>& periods() const { return m_periods; }
  /// The base time of the first period, what each clock shows at the start.
  [[nodiscard]] std::chrono::milliseconds initial() const { return m_periods.front().base; }
  /// All base time of the game for one player; 6.1.9 bounds this per discipline.
  [[nodiscard]] std::chrono::milliseconds total_base() const;
  /// Whether any period adds time per move; without it 6.1.10.4 shortens certain endings.
  [[nodiscard]] bool adds_time_per_move() const;
  /// Moves a player must have made when period `period` ends (0 for the last period).
  [[nodiscard]] int moves_at_end_of(std::size_t period) const;

  bool operator==(const TimeControl&) const = default;

 private:
  explicit TimeControl(std::vector<Period> periods) : m_periods(std::move(periods)) {}
  std::vector<Period> m_periods;
};

}  // namespace shashki::clock
