#include "shashki/clock/time_control.hpp"

#include <cassert>
#include <charconv>
#include <optional>

// Marks a msgid for xgettext; the front ends translate ControlError::reason.
#ifndef N_
#define N_(text) text
#endif

namespace shashki::clock {

using std::chrono::milliseconds;
using std::chrono::minutes;
using std::chrono::seconds;

namespace {

TimeControl single(milliseconds base, BonusKind kind, milliseconds amount) {
  auto made = TimeControl::make({Period{0, base, Bonus{kind, amount}}});
  // The factories are for constants written in code: a bad one is a programming error.
  assert(std::holds_alternative<TimeControl>(made));
  return std::get<TimeControl>(std::move(made));
}

bool whole_seconds(milliseconds d) {
  return d % seconds{1} == milliseconds::zero();
}

// A small cursor over the notation that knows its column for error messages.
class Reader {
 public:
  explicit Reader(std::string_view text) : m_text(text) {}
  [[nodiscard]] bool done() const { return m_pos == m_text.size(); }
  [[nodiscard]] char peek() const { return done() ? '\0' : m_text[m_pos]; }
  bool accept(char c) {
    if (peek() != c) return false;
    ++m_pos;
    return true;
  }
  [[nodiscard]] std::size_t column() const { return m_pos + 1; }
  // A non-negative integer, or nullopt when there are no digits.
  std::optional<long long> number() {
    long long value = 0;
    const char* begin = m_text.data() + m_pos;
    const auto [end, ec] = std::from_chars(begin, m_text.data() + m_text.size(), value);
    if (ec != std::errc{} || value < 0) return std::nullopt;
    m_pos += static_cast<std::size_t>(end - begin);
    return value;
  }
  // `english` replaces `what` in the English text when it says more (the character itself).
  [[nodiscard]] ControlError error(const char* what, std::string_view english = {}) const {
    return ControlError{"time control, column " + std::to_string(column()) + ": " +
                            std::string(english.empty() ? std::string_view(what) : english),
                        what, column(), 0};
  }

 private:
  std::string_view m_text;
  std::size_t m_pos = 0;
};

std::variant<Period, ControlError> read_period(Reader& in) {
  Period period;
  auto first = in.number();
  if (!first) return in.error(N_("expected a number of minutes"));
  if (in.accept('/')) {
    if (*first <= 0 || *first > 1000) return in.error(N_("the move count before '/' must be 1 to 1000"));
    period.moves = static_cast<int>(*first);
    first = in.number();
    if (!first) return in.error(N_("expected a number of minutes after '/'"));
  }
  // Base in minutes, or in seconds with a trailing 's'.
  if (*first > 24 * 60 * 60) return in.error(N_("the base time is too long"));
  period.base = in.accept('s') ? milliseconds{seconds{*first}} : milliseconds{minutes{*first}};
  if (in.accept('+')) {
    const auto amount = in.number();
    if (!amount || *amount > 3600) return in.error(N_("expected seconds per move (0 to 3600) after '+'"));
    period.bonus.amount = seconds{*amount};
    period.bonus.kind = in.accept('d')   ? BonusKind::simple_delay
                        : in.accept('b') ? BonusKind::bronstein
                                         : BonusKind::fischer;
  }
  return period;
}

}  // namespace

TimeControl TimeControl::sudden_death(milliseconds base) {
  return single(base, BonusKind::none, {});
}
TimeControl TimeControl::fischer(milliseconds base, milliseconds increment) {
  return single(base, BonusKind::fischer, increment);
}
TimeControl TimeControl::bronstein(milliseconds base, milliseconds delay) {
  return single(base, BonusKind::bronstein, delay);
}
TimeControl TimeControl::simple_delay(milliseconds base, milliseconds delay) {
  return single(base, BonusKind::simple_delay, delay);
}

std::variant<TimeControl, ControlError> TimeControl::make(std::vector<Period> periods) {
  if (periods.empty())
    return ControlError{"time control: at least one period is needed", N_("at least one period is needed")};
  for (std::size_t i = 0; i < periods.size(); ++i) {
    const Period& p = periods[i];
    const auto refuse = [i](const char* why) {
      return ControlError{"time control, period " + std::to_string(i + 1) + ": " + why, why, 0, i + 1};
    };
    const bool last = i + 1 == periods.size();
    if (p.base <= milliseconds::zero()) return refuse(N_("the base time must be positive"));
    // Whole seconds keep the compact notation exact and match what a judge can set.
    if (!whole_seconds(p.base) || !whole_seconds(p.bonus.amount)) {
      return refuse(N_("times must be whole seconds"));
    }
    if (p.bonus.amount < milliseconds::zero()) return refuse(N_("the bonus cannot be negative"));
    if (p.bonus.kind == BonusKind::none && p.bonus.amount != milliseconds::zero()) {
      return refuse(N_("a bonus amount needs a bonus kind"));
    }
    if (!last && p.moves <= 0) return refuse(N_("every period but the last needs a move count"));
    if (last && p.moves != 0) return refuse(N_("the last period must run to the end of the game"));
  }
  return TimeControl(std::move(periods));
}

std::variant<TimeControl, ControlError> TimeControl::parse(std::string_view text) {
  Reader in(text);
  std::vector<Period> periods;
  do {
    auto period = read_period(in);
    if (auto* error = std::get_if<ControlError>(&period)) return *error;
    periods.push_back(std::get<Period>(period));
  } while (in.accept(','));
  if (!in.done()) return in.error(N_("unexpected character"), std::string("unexpected '") + in.peek() + "'");
  return make(std::move(periods));
}

std::string TimeControl::to_string() const {
  std::string text;
  for (const Period& p : m_periods) {
    if (!text.empty()) text += ',';
    if (p.moves > 0) text += std::to_string(p.moves) + '/';
    if (p.base % minutes{1} == milliseconds::zero()) {
      text += std::to_string(std::chrono::duration_cast<minutes>(p.base).count());
    } else {
      text += std::to_string(std::chrono::duration_cast<seconds>(p.base).count()) + 's';
    }
    if (p.bonus.kind != BonusKind::none) {
      text += '+' + std::to_string(std::chrono::duration_cast<seconds>(p.bonus.amount).count());
      if (p.bonus.kind == BonusKind::simple_delay) text += 'd';
      if (p.bonus.kind == BonusKind::bronstein) text += 'b';
    }
  }
  return text;
}

milliseconds TimeControl::total_base() const {
  milliseconds total{0};
  for (const Period& p : m_periods) total += p.base;
  return total;
}

bool TimeControl::adds_time_per_move() const {
  for (const Period& p : m_periods) {
    if (p.bonus.kind != BonusKind::none && p.bonus.amount > milliseconds::zero()) return true;
  }
  return false;
}

int TimeControl::moves_at_end_of(std::size_t period) const {
  if (period + 1 >= m_periods.size()) return 0;
  int moves = 0;
  for (std::size_t i = 0; i <= period; ++i) moves += m_periods[i].moves;
  return moves;
}

}  // namespace shashki::clock
